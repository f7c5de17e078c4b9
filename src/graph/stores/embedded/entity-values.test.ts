/**
 * REGRESSION (issue 26, item 17): node and relationship values in query results, and the graph
 * tools' navigation over them, carried the columns that hold properties (`id_` for a property
 * `id`, `weight_`, `name_`, lists as JSON text) instead of the property keys the schema lists.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cypherReader } from '../../../tools/graph/cypher-reader.js';
import { primitiveReader } from '../../../tools/graph/primitive-reader.js';
import type { GraphData } from '../../model.js';
import { normalizeGraph, normalizeSchema } from '../conformance/normalize.js';
import { MemoryStore } from '../memory/index.js';
import { EmbeddedStore } from './embedded-store.js';

/** Property keys whose columns the layout has to rename, on nodes and on a relationship. */
function awkward(): GraphData {
  return {
    directed: true,
    nodes: [
      {
        id: 1,
        labels: ['Part'],
        properties: { id: 'one', name: 'a', Name: 'A', tags: ['x', 'y'], weight: 9 },
        weight: 2,
      },
      { id: 2, labels: ['Part'], properties: { id_: 'kept', name: 'b' } },
      { id: 3, labels: [], properties: {} },
    ],
    edges: [
      { source: 1, target: 2, type: 'USES', properties: { id: 5, weight: 100, w: 1 }, weight: 3 },
      { source: 2, target: 3, type: 'USES', properties: { w: 2 } },
    ],
  };
}

/** JSON with every object's keys sorted: rows compare whatever order their keys come in. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x !== null && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1)))
      : x,
  );
}

const root = mkdtempSync(join(tmpdir(), 'grraf-entity-values-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('entity values show properties by their keys', async () => {
  const store = await EmbeddedStore.open(join(root, 'store'));
  await store.load(awkward());
  const memory = new MemoryStore();
  await memory.load(awkward());
  const schema = await store.schema();
  afterAll(() => store.close());

  it('every key of a node or relationship value is the store’s own or one the schema lists', async () => {
    const listed = new Map<string, Set<string>>();
    for (const l of schema.nodeLabels) listed.set(l.label, new Set(l.properties.map((p) => p.key)));
    for (const t of schema.relationshipTypes) listed.set(t.type, new Set(t.properties.map((p) => p.key)));
    const { rows } = await store.cypher('MATCH (n) OPTIONAL MATCH (n)-[r]->() RETURN n, r');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      for (const v of [row.n, row.r]) {
        if (v === null) continue;
        const value = v as Record<string, unknown>;
        const labels = (value._labels as string[] | undefined) ?? [String(value._label)];
        const keys = new Set(labels.flatMap((l) => [...(listed.get(l) ?? listed.get('Node') ?? [])]));
        for (const k of Object.keys(value)) {
          if (['id', '_labels', '_label'].includes(k)) continue;
          expect(keys.has(k), `${k} in ${JSON.stringify(value)}`).toBe(true);
        }
      }
    }
  });

  it('nodes: renamed columns read back as their keys; the store’s id, labels and weight win', async () => {
    const { rows } = await store.cypher('MATCH (n) RETURN n ORDER BY n.id');
    expect(rows.map((r) => r.n)).toEqual([
      { id: 1, _label: 'Part', _labels: ['Part'], name: 'a', Name: 'A', tags: ['x', 'y'], weight: 2 },
      { id: 2, _label: 'Part', _labels: ['Part'], id_: 'kept', name: 'b' },
      { id: 3, _label: 'Node', _labels: [] },
    ]);
  });

  it('relationships: the first-class weight wins over a weight key, like the memory store', async () => {
    const { rows } = await store.cypher('MATCH ()-[r]->() RETURN r ORDER BY r.w');
    expect(rows.map((r) => r.r)).toEqual([
      { _label: 'USES', id: 5, w: 1, weight: 3 },
      { _label: 'USES', w: 2 },
    ]);
  });

  it('navigation and export agree with the memory store, property id and weight key included', async () => {
    expect(normalizeGraph(await store.export())).toEqual(normalizeGraph(await memory.export()));
    for (const id of [1, 2, 3]) {
      const both = [await store.neighbors(id), await memory.neighbors(id)].map((l) =>
        l.map(canonical).sort(),
      );
      expect(both[0]).toEqual(both[1]);
    }
    const byName = { key: 'name', value: 'a' };
    expect(await store.nodesByProperty(byName)).toEqual(await memory.nodesByProperty(byName));
    expect(normalizeSchema(schema)).toEqual(normalizeSchema(await memory.schema()));
  });

  it('the graph tools read the same rows from the embedded store as from the memory store', async () => {
    const embedded = cypherReader(store, schema);
    const mem = primitiveReader(memory, true);
    for (const lookup of [
      { label: 'Part', property: 'name', value: 'a' },
      { label: 'Part', property: 'name', value: 'b' },
    ]) {
      const nodes = async (r: typeof embedded) => (await r.nodes(lookup, 10)).rows.map(canonical);
      expect(await nodes(embedded)).toEqual(await nodes(mem));
      const sorted = async (r: typeof embedded) => (await r.neighbors(lookup, 10)).rows.map(canonical).sort();
      expect(await sorted(embedded)).toEqual(await sorted(mem));
    }
  });
});
