import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGrrafError } from '../../../errors.js';
import { describeNeo4j } from '../../../test-support/neo4j-tests.js';
import type { GraphData } from '../../model.js';
import { neo4jDialect, neo4jPromptNotes } from './neo4j-dialect.js';
import { Neo4jStore } from './neo4j-store.js';

/** A directed ring 0→1→…→39→0 and an undirected path a–b–c (label Line). */
function ringAndPath(): GraphData {
  const ring = Array.from({ length: 40 }, (_, id) => ({
    id: `r${id}`,
    labels: ['Ring'],
    properties: { k: id },
  }));
  return {
    directed: true,
    nodes: [...ring, ...['a', 'b', 'c'].map((id) => ({ id, labels: ['Line'], properties: {} }))],
    edges: [
      ...ring.map((_, i) => ({
        source: `r${i}`,
        target: `r${(i + 1) % 40}`,
        type: 'NEXT',
        properties: {},
        weight: 2,
      })),
      { source: 'a', target: 'b', type: 'LINK', properties: {} },
      { source: 'b', target: 'c', type: 'LINK', properties: {} },
    ],
  };
}

describe('the Neo4j dialect profile', () => {
  it('tells the model about APOC only when the server has it, and stays prompt-sized', () => {
    const without = neo4jPromptNotes({ apoc: false });
    const withApoc = neo4jPromptNotes({ apoc: true });
    expect(without).toContain('No APOC');
    expect(withApoc).toContain('apoc.algo.dijkstra');
    expect(withApoc).not.toContain('No APOC');
    expect(Math.max(without.length, withApoc.length)).toBeLessThan(1400);
    expect(neo4jDialect({ apoc: true, version: '5.26.30' }).name).toBe('Neo4j 5.26.30 with APOC');
  });

  it('writes names, slices and tests in the reference dialect', () => {
    const d = neo4jDialect({ apoc: false });
    expect([d.quoteName('a`b'), d.firstItems('l', 3), d.leaves('r', 'n'), d.hasLabel('n', 'label')]).toEqual([
      '`a``b`',
      'l[0..3]',
      'startNode(r) = n',
      '$label IN labels(n)',
    ]);
    expect(d.features).toMatchObject({ labelTables: false, orderedCollect: true });
    expect(d.features.maxPathHops).toBeUndefined();
  });
});

// Each claim of the prompt notes, checked against the server, so the model is told what holds.
describeNeo4j('the Neo4j dialect notes on a server', (server) => {
  let store: Neo4jStore;
  beforeAll(async () => {
    store = await Neo4jStore.connect(server.uri, server);
    await store.load(ringAndPath());
  });
  afterAll(() => store.close());
  const rows = async (q: string) => (await store.cypher(q)).rows;

  it('variable-length patterns have no hop limit', async () => {
    expect(
      await rows("MATCH p = (a:Ring {id: 'r0'})-[*]->(b:Ring {id: 'r35'}) RETURN length(p) AS hops LIMIT 1"),
    ).toEqual([{ hops: 35 }]);
    expect(await rows("MATCH (a:Ring {id: 'r0'})-[*40]->(b) RETURN b.id AS id")).toEqual([{ id: 'r0' }]);
  });

  it('a match never uses a relationship twice, so an undirected path has no closed walk', async () => {
    expect(await rows("MATCH (a:Line {id: 'a'})-[*1..4]-(a) RETURN count(*) AS c")).toEqual([{ c: 0 }]);
  });

  it('shortestPath minimizes hops and needs two different nodes', async () => {
    expect(
      await rows(
        "MATCH (a:Ring {id: 'r3'}), (b:Ring {id: 'r1'}) MATCH p = shortestPath((a)-[*]-(b)) RETURN length(p) AS h",
      ),
    ).toEqual([{ h: 2 }]);
    const same = store.cypher("MATCH (a:Ring {id: 'r3'}) MATCH p = shortestPath((a)-[*]-(a)) RETURN p");
    await expect(same).rejects.toSatisfy((e) => isGrrafError(e, 'runtime', 'syntax'));
  });

  it('subqueries, comprehensions, reduce, EXISTS and COUNT, 0-based lists and truncating division', async () => {
    expect(
      await rows(
        'MATCH (a:Line) CALL { WITH a MATCH (a)-[:LINK]-(b) RETURN count(b) AS d } RETURN a.id AS id, d ORDER BY id',
      ),
    ).toEqual([
      { id: 'a', d: 1 },
      { id: 'b', d: 2 },
      { id: 'c', d: 1 },
    ]);
    expect(
      await rows(
        'RETURN [x IN [1, 2, 3] WHERE x > 1 | x * 10] AS l, reduce(s = 0, x IN [1, 2, 3] | s + x) AS s, [1, 2, 3][0] AS first, [1, 2, 3][0..2] AS head, 7 / 2 AS q, toFloat(7) / 2 AS f',
      ),
    ).toEqual([{ l: [20, 30], s: 6, first: 1, head: [1, 2], q: 3, f: 3.5 }]);
    expect(
      await rows(
        "MATCH (b:Line {id: 'b'}) RETURN [(b)-[:LINK]-(x) | x.id] AS near, COUNT { (b)--() } AS deg, EXISTS { (b)-->(:Line) } AS out",
      ),
    ).toEqual([{ near: expect.arrayContaining(['a', 'c']), deg: 2, out: true }]);
  });
});
