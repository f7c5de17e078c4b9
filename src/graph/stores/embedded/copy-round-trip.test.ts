/**
 * The bulk path (COPY from CSV, tables over CREATE_ROWS rows) against the real engine: ids and
 * properties of every type come back as loaded, over several node tables and a relationship
 * table with several endpoint pairs, and id lookups, navigation and the schema agree with the
 * memory store. Small graphs (the conformance suite) go through CREATE statements instead.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { GraphData, GraphEdge, GraphNode, NodeId, PropertyValue } from '../../model.js';
import { neighborKeys, normalizeGraph, normalizeSchema } from '../conformance/normalize.js';
import { MemoryStore } from '../memory/index.js';
import { EmbeddedStore } from './embedded-store.js';

const root = mkdtempSync(join(tmpdir(), 'grraf-copy-round-trip-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Property values CSV has to quote or escape, and every property type. */
const AWKWARD = ['plain', 'with, comma', 'say "hi"', 'two\nlines', 'ünïcödé ✓', ' padded ', '[1,2]', 'null'];

function properties(i: number): Record<string, PropertyValue> {
  const p: Record<string, PropertyValue> = {
    count: i * 7 - 5000,
    ratio: i / 8 + 0.1,
    flag: i % 3 === 0,
    text: AWKWARD[i % AWKWARD.length]!,
  };
  if (i % 5 === 0) p.tags = [`t${i % 7}`, 'x'];
  if (i % 4 === 0) p.mixed = i % 8 === 0 ? 'word' : i;
  if (i % 9 === 0) p.big = 2 ** 53 - i;
  return p;
}

/**
 * 4,400 nodes over two labels (2,200 each: one COPY per table), 10,000 edges of one type between every pair of the two tables
 * (over 2,000 per pair: each pair is one COPY), with weights that are integers, fractions, negative or absent.
 */
function awkwardGraph(ids: (i: number) => NodeId): GraphData {
  const n = 4400;
  const nodes: GraphNode[] = Array.from({ length: n }, (_, i) => ({
    id: ids(i),
    labels: i % 2 === 0 ? ['Even'] : ['Odd', 'Extra'],
    properties: properties(i),
    ...(i % 10 === 0 ? { weight: i } : {}),
  }));
  const edges: GraphEdge[] = Array.from({ length: 10_000 }, (_, k) => ({
    source: ids((k * 7) % n),
    target: ids((k * 13 + 1 + Math.floor(k / n)) % n),
    type: 'LINK',
    properties: properties(k),
    ...(k % 11 === 0 ? {} : { weight: k % 2 === 0 ? k - 3000 : k / 4 }),
  }));
  return { directed: true, nodes, edges };
}

describe.each([
  ['string ids', (i: number) => `node ${i}`],
  ['integer ids, not dense', (i: number) => i * 1000 - 7],
])('bulk load round trip (%s)', async (_name, ids) => {
  const data = awkwardGraph(ids);
  const store = await EmbeddedStore.open(join(root, _name.replaceAll(/\W/g, '-')));
  await store.load(data);
  const memory = new MemoryStore();
  await memory.load(data);
  afterAll(() => store.close());

  it('exports every node and edge with its id, labels, weight and properties', async () => {
    expect(normalizeGraph(await store.export())).toEqual(normalizeGraph(await memory.export()));
  });

  it('finds nodes by id (the primary key) and their neighbors as the memory store does', async () => {
    for (const i of [0, 1, 999, 4398, 4399]) {
      expect(neighborKeys(await store.neighbors(ids(i)))).toEqual(
        neighborKeys(await memory.neighbors(ids(i))),
      );
    }
    const [row] = (await store.cypher('MATCH (n:Odd {id: $id}) RETURN n.count AS c', { id: ids(5) })).rows;
    expect(row).toEqual({ c: 5 * 7 - 5000 });
  });

  it('every node table has its primary-key index (id lookups do not scan)', async () => {
    const { rows } = await store.cypher('CALL show_indexes() RETURN table_name AS t, property_names AS p');
    expect(rows.map((r) => `${r.t}:${r.p}`).sort()).toEqual(['Even:id', 'Odd:id']);
  });

  it('builds the same schema', async () => {
    expect(normalizeSchema(await store.schema())).toEqual(normalizeSchema(await memory.schema()));
  });
});
