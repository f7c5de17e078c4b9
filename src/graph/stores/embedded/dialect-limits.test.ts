import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGrrafError } from '../../../errors.js';
import type { GraphData } from '../../model.js';
import { EMBEDDED_CYPHER_DIALECT } from './dialect.js';
import { EmbeddedStore } from './embedded-store.js';

// The limits the prompt notes state (a model's first query tripped on each), checked against the
// engine: a directed 40-node ring 0 → 1 → … → 39 → 0 with weight 1, and an undirected path a-b-c.
const ring: GraphData = {
  directed: true,
  nodes: Array.from({ length: 40 }, (_, id) => ({ id, labels: [], properties: {} })),
  edges: Array.from({ length: 40 }, (_, i) => ({
    source: i,
    target: (i + 1) % 40,
    properties: {},
    weight: 1,
  })),
};
const path: GraphData = {
  directed: false,
  nodes: ['a', 'b', 'c'].map((id) => ({ id, labels: [], properties: {} })),
  edges: [
    { source: 'a', target: 'b', properties: {} },
    { source: 'b', target: 'c', properties: {} },
  ],
};

describe('embedded Cypher limits the prompt notes state', () => {
  const dirs = [mkdtempSync(join(tmpdir(), 'grraf-limits-')), mkdtempSync(join(tmpdir(), 'grraf-limits-'))];
  let ringStore: EmbeddedStore;
  let pathStore: EmbeddedStore;
  beforeAll(async () => {
    ringStore = await EmbeddedStore.open(dirs[0]!);
    await ringStore.load(ring);
    pathStore = await EmbeddedStore.open(dirs[1]!);
    await pathStore.load(path);
  });
  afterAll(async () => {
    await ringStore.close();
    await pathStore.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });
  const rows = async (store: EmbeddedStore, q: string) => (await store.cypher(q)).rows;
  const fails = (store: EmbeddedStore, q: string, message: RegExp) =>
    expect(store.cypher(q)).rejects.toSatisfy(
      (e) => isGrrafError(e, 'syntax', 'runtime') && message.test(String(e)),
    );

  it('stays prompt-sized', () => {
    expect(EMBEDDED_CYPHER_DIALECT.length).toBeLessThan(1400);
  });

  it('30 hops: a larger bound is an error, and unbounded searches silently miss longer paths', async () => {
    await fails(ringStore, 'MATCH (a)-[e*1..31]->(b) RETURN count(*) AS c', /exceeds maximum: 30/);
    const from0to35 = 'WHERE a.id = 0 AND b.id = 35';
    expect(await rows(ringStore, `MATCH (a)-[e*]->(b) ${from0to35} RETURN count(*) AS c`)).toEqual([
      { c: 0 },
    ]);
    expect(await rows(ringStore, `MATCH (a)-[e* SHORTEST]->(b) ${from0to35} RETURN length(e) AS d`)).toEqual(
      [],
    );
    expect(
      await rows(ringStore, `MATCH (a)-[e* WSHORTEST(weight)]->(b) ${from0to35} RETURN cost(e) AS d`),
    ).toEqual([]);
    expect(
      await rows(
        ringStore,
        'MATCH (a)-[e* SHORTEST]->(b) WHERE a.id = 0 AND b.id = 30 RETURN length(e) AS d',
      ),
    ).toEqual([{ d: 30 }]);
  });

  it('neither SHORTEST nor WSHORTEST matches a node with itself', async () => {
    expect(
      await rows(
        ringStore,
        'MATCH (a)-[e* SHORTEST 1..30]->(b) WHERE a.id = 3 AND b.id = 3 RETURN count(*) AS c',
      ),
    ).toEqual([{ c: 0 }]);
  });

  it('variable-length paths are walks unless TRAIL; ACYCLIC still repeats nodes on undirected patterns', async () => {
    // A path graph has no cycle, yet walks come back along the edge they left by.
    expect(await rows(pathStore, 'MATCH (a)-[e*1..4]-(a) RETURN count(*) > 0 AS c')).toEqual([{ c: true }]);
    expect(await rows(pathStore, 'MATCH (a)-[e* TRAIL 1..4]-(a) RETURN count(*) AS c')).toEqual([{ c: 0 }]);
    const from = (mode: string) => `MATCH (a)-[e* ${mode} 1..4]-(b) WHERE a.id = 'a' RETURN count(*) AS c`;
    expect(await rows(pathStore, from('TRAIL'))).toEqual([{ c: 2 }]);
    // a-b and a-b-c are the only simple paths; ACYCLIC also returns a-b-a and longer (0.19.1).
    expect((await rows(pathStore, from('ACYCLIC')))[0]!.c).toBeGreaterThan(2);
  });

  it('no nested aggregates, 1-based lists, truncating integer division, no startNode()', async () => {
    await fails(ringStore, 'MATCH (n)-[r]->() RETURN max(count(r)) AS m', /nested aggregation/);
    expect(await rows(ringStore, 'MATCH (n)-[r]->() WITH n, count(r) AS d RETURN max(d) AS m')).toEqual([
      { m: 1 },
    ]);
    expect(
      await rows(ringStore, 'RETURN [10, 20, 30][1] AS first, [10, 20, 30][-1] AS last, 7 / 2 AS q'),
    ).toEqual([{ first: 10, last: 30, q: 3 }]);
    await fails(ringStore, 'RETURN [10, 20, 30][0] AS x', /1-based/);
    await fails(ringStore, 'MATCH (a)-[r]->(b) RETURN startNode(r).id AS s', /STARTNODE/);
  });
});
