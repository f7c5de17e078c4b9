import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphData } from '../../graph/model.js';
import { EmbeddedStore } from '../../graph/stores/embedded/embedded-store.js';
import type { GraphStore } from '../../graph/stores/graph-store.js';
import { MemoryStore } from '../../graph/stores/memory/index.js';
import { Neo4jStore } from '../../graph/stores/neo4j/neo4j-store.js';
import { describeNeo4j } from '../../test-support/neo4j-tests.js';
import { cypherReader, readsCypher } from './cypher-reader.js';
import type { GraphReader } from './graph-reader.js';
import { primitiveReader } from './primitive-reader.js';

/** Two hubs of the same color linked to spokes both ways (a self-loop on `h1` when asked). */
function hubs(selfLoop: boolean): GraphData {
  const spokes = Array.from({ length: 7 }, (_, i) => ({
    id: `s${i}`,
    labels: ['Spoke'],
    properties: { key: `s${i}`, size: i },
  }));
  return {
    directed: true,
    nodes: [
      { id: 'h1', labels: ['Hub'], properties: { key: 'h1', color: 'red' } },
      { id: 'h2', labels: ['Hub'], properties: { key: 'h2', color: 'red' } },
      ...spokes,
    ],
    edges: [
      ...spokes.map((s, i) => ({
        source: i % 2 === 0 ? 'h1' : s.id,
        target: i % 2 === 0 ? s.id : 'h1',
        type: 'LINK',
        properties: { w: i },
      })),
      ...spokes.slice(0, 3).map((s) => ({ source: 'h2', target: s.id, type: 'PAIR', properties: {} })),
      ...(selfLoop ? [{ source: 'h1', target: 'h1', type: 'LINK', properties: { w: 99 } }] : []),
    ],
  };
}

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** The Cypher reader on a Cypher store and the primitive reader on a memory store, same graph. */
async function readers(
  g: GraphData,
  open: () => Promise<GraphStore>,
): Promise<{ cypher: GraphReader; memory: GraphReader; close: () => Promise<void> }> {
  const store = await open();
  await store.load(g);
  const memory = new MemoryStore();
  await memory.load(g);
  if (!readsCypher(store)) throw new Error(`the ${store.kind} store does not read Cypher`);
  return {
    cypher: cypherReader(store, await store.schema()),
    memory: primitiveReader(memory, g.directed),
    close: () => store.close(),
  };
}

/** Rows as sorted text; `anyKeyOrder` when the store returns a node's properties in an order of its own. */
const sortedRows = <T>(rows: T[], anyKeyOrder: boolean) =>
  rows.map((r) => JSON.stringify(anyKeyOrder ? canonical(r) : r)).sort();

/** A copy with every object's keys sorted. */
function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v === null || typeof v !== 'object') return v;
  return Object.fromEntries(
    Object.entries(v)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, x]) => [k, canonical(x)]),
  );
}

const embedded = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'grraf-cypher-reader-'));
  dirs.push(dir);
  return EmbeddedStore.open(join(dir, 'store'));
};

function describeReader(open: () => Promise<GraphStore>, anyKeyOrder = false): void {
  const sorted = <T>(rows: T[]) => sortedRows(rows, anyKeyOrder);
  const same = (v: unknown) => (anyKeyOrder ? canonical(v) : v);
  describe.each([
    ['without self-loops (rows as the engine returns them)', false],
    ['with a self-loop (collected with DISTINCT)', true],
  ])('a graph %s', (_, selfLoop) => {
    let setup: ReturnType<typeof readers>;
    beforeAll(() => {
      setup = readers(hubs(selfLoop), open);
    });
    afterAll(async () => (await setup).close());

    it('reads the neighbors the graph has, each once, with their direction and the full count', async () => {
      const { cypher, memory } = await setup;
      for (const lookup of [
        { label: 'Hub', property: 'key', value: 'h1' },
        { label: 'Hub', property: 'color', value: 'red' },
        { label: 'Spoke', property: 'key', value: 's0' },
      ]) {
        const got = await cypher.neighbors(lookup, 100);
        const want = await memory.neighbors(lookup, 100);
        expect(sorted(got.rows), JSON.stringify(lookup)).toEqual(sorted(want.rows));
        expect(got.total).toBe(want.total);
        const cut = await cypher.neighbors(lookup, 2);
        expect(cut.rows).toHaveLength(Math.min(2, want.total));
        expect(cut.total).toBe(want.total);
      }
    });

    it('reads matching nodes in the engine order, cut at the limit, with the full count', async () => {
      const { cypher, memory } = await setup;
      const lookup = { label: 'Spoke', property: 'size', value: 3 };
      expect(same(await cypher.nodes(lookup, 100))).toEqual(same(await memory.nodes(lookup, 100)));
      const all = await cypher.nodes({ label: 'Hub', property: 'color', value: 'red' }, 100);
      const first = await cypher.nodes({ label: 'Hub', property: 'color', value: 'red' }, 1);
      expect(all.total).toBe(2);
      expect(first).toEqual({ rows: all.rows.slice(0, 1), total: 2 });
    });

    it('lists sorted unique values, cut at the limit, with the full count', async () => {
      const { cypher, memory } = await setup;
      expect(await cypher.values('node', 'Spoke', 'size', 3)).toEqual(
        await memory.values('node', 'Spoke', 'size', 3),
      );
      expect(await cypher.values('relationship', 'LINK', 'w', 100)).toEqual(
        await memory.values('relationship', 'LINK', 'w', 100),
      );
    });
  });
}

describe('the Cypher reader on the embedded store', () => describeReader(embedded));
describeNeo4j('the Cypher reader on the neo4j store', (server) =>
  // Neo4j hands a node's properties back in its own order (the rows hold the same values).
  describeReader(() => Neo4jStore.connect(server.uri, server), true),
);

describe('which stores the Cypher reader reads', () => {
  it('reads a store that runs Cypher and declares its dialect, not one that only runs it', async () => {
    const store = await embedded();
    try {
      expect(readsCypher(store)).toBe(true);
      const undeclared = { kind: 'embedded', cypher: store.cypher.bind(store) } as unknown as GraphStore;
      expect(readsCypher(undeclared)).toBe(false);
      expect(readsCypher(new MemoryStore())).toBe(false);
    } finally {
      await store.close();
    }
  });
});
