import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { GraphData } from '../../graph/model.js';
import { EmbeddedStore } from '../../graph/stores/embedded/embedded-store.js';
import { MemoryStore } from '../../graph/stores/memory/index.js';
import { cypherReader } from './cypher-reader.js';
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

/** The Cypher reader on an embedded store and the primitive reader on a memory store, same graph. */
async function readers(
  g: GraphData,
): Promise<{ embedded: GraphReader; memory: GraphReader; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'grraf-cypher-reader-'));
  dirs.push(dir);
  const store = await EmbeddedStore.open(join(dir, 'store'));
  await store.load(g);
  const memory = new MemoryStore();
  await memory.load(g);
  return {
    embedded: cypherReader(store, await store.schema()),
    memory: primitiveReader(memory, g.directed),
    close: () => store.close(),
  };
}

const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();

describe.each([
  ['without self-loops (rows as the engine returns them)', false],
  ['with a self-loop (collected with DISTINCT)', true],
])('the Cypher reader on the embedded store, a graph %s', (_, selfLoop) => {
  const setup = readers(hubs(selfLoop));
  afterAll(async () => (await setup).close());

  it('reads the neighbors the graph has, each once, with their direction and the full count', async () => {
    const { embedded, memory } = await setup;
    for (const lookup of [
      { label: 'Hub', property: 'key', value: 'h1' },
      { label: 'Hub', property: 'color', value: 'red' },
      { label: 'Spoke', property: 'key', value: 's0' },
    ]) {
      const got = await embedded.neighbors(lookup, 100);
      const want = await memory.neighbors(lookup, 100);
      expect(sorted(got.rows), JSON.stringify(lookup)).toEqual(sorted(want.rows));
      expect(got.total).toBe(want.total);
      const cut = await embedded.neighbors(lookup, 2);
      expect(cut.rows).toHaveLength(Math.min(2, want.total));
      expect(cut.total).toBe(want.total);
    }
  });

  it('reads matching nodes in the engine order, cut at the limit, with the full count', async () => {
    const { embedded, memory } = await setup;
    const lookup = { label: 'Spoke', property: 'size', value: 3 };
    expect(await embedded.nodes(lookup, 100)).toEqual(await memory.nodes(lookup, 100));
    const all = await embedded.nodes({ label: 'Hub', property: 'color', value: 'red' }, 100);
    const first = await embedded.nodes({ label: 'Hub', property: 'color', value: 'red' }, 1);
    expect(all.total).toBe(2);
    expect(first).toEqual({ rows: all.rows.slice(0, 1), total: 2 });
  });
});
