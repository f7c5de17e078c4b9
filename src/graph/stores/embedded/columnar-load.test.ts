/**
 * A parser's columnar graph (formats/edge-columns.ts) loads from its columns: no edge object is
 * made, and the stored graph is the one its edge objects describe.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { markDistinctEdges } from '../../formats/distinct-edges.js';
import { columnarGraph, edgeColumns } from '../../formats/edge-columns.js';
import type { GraphData } from '../../model.js';
import { normalizeGraph, normalizeSchema } from '../conformance/normalize.js';
import { MemoryStore } from '../memory/index.js';
import { EmbeddedStore } from './embedded-store.js';
import { planLayout } from './layout.js';
import { edgeAt } from './planned-edges.js';

const root = mkdtempSync(join(tmpdir(), 'grraf-columnar-load-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * 6,000 nodes (ids 10·i, half labeled A, half B) and 9,000 distinct edges as columns of node
 * positions, weights `weightOf(k)` (NaN: none), vouched distinct as the GraphBuilder does.
 */
function columnar(directed: boolean, weightOf: (k: number) => number, vouch = true): GraphData {
  const n = 6000;
  const nodes = Array.from({ length: n }, (_, i) => ({
    id: 10 * i,
    labels: [i % 2 === 0 ? 'A' : 'B'],
    properties: {},
  }));
  const m = 9000;
  const source = new Int32Array(m);
  const target = new Int32Array(m);
  const weights = new Float64Array(m);
  for (let k = 0; k < m; k++) {
    source[k] = k % n;
    target[k] = ((k % n) + 1 + Math.floor(k / n)) % n;
    weights[k] = weightOf(k);
  }
  const graph = columnarGraph({ directed, nodes }, { source, target, weights });
  if (vouch) markDistinctEdges(graph);
  return graph;
}

/** The same graph with edge objects (a copy: reading `edges` of the columnar one would make them). */
function withObjects(g: GraphData): GraphData {
  const plan = planLayout(columnarCopy(g));
  return {
    directed: g.directed,
    nodes: g.nodes,
    edges: Array.from({ length: plan.kept.count }, (_, i) => edgeAt(plan.kept, i)),
  };
}

function columnarCopy(g: GraphData): GraphData {
  const copy = columnarGraph({ directed: g.directed, nodes: g.nodes }, edgeColumns(g)!);
  markDistinctEdges(copy);
  return copy;
}

describe('loading a columnar graph', () => {
  it('plans from the columns without making edge objects', () => {
    const g = columnar(true, (k) => k % 3);
    const plan = planLayout(g);
    expect(edgeColumns(g)).toBeDefined();
    expect(plan.kept.count).toBe(9000);
    expect(plan.relTables.map((t) => t.meta.pairs.length)).toEqual([4]);
    expect(plan.relTables[0]!.meta.columns.map((c) => `${c.column}:${c.type}`)).toEqual(['weight:INT64']);
    expect(edgeAt(plan.kept, 6001)).toEqual({ source: 10, target: 30, properties: {}, weight: 1 });
    const columnsOf = (w: (k: number) => number) =>
      planLayout(columnar(true, w)).relTables[0]!.meta.columns.map((c) => `${c.column}:${c.type}`);
    expect(columnsOf(() => Number.NaN)).toEqual([]);
    expect(columnsOf((k) => (k === 8999 ? 0.5 : Number.NaN))).toEqual(['weight:DOUBLE']);
    expect(columnsOf((k) => (k === 0 ? -0 : k))).toEqual(['weight:DOUBLE']);
  });

  it.each([
    ['directed, integer weights', true, (k: number) => k % 7],
    ['undirected, fractional and missing weights', false, (k: number) => (k % 5 === 0 ? Number.NaN : k / 4)],
  ])('stores what its edge objects describe (%s), still without making them', async (_name, directed, w) => {
    const g = columnar(directed, w);
    const store = await EmbeddedStore.open(join(root, _name.replaceAll(/\W/g, '-')));
    try {
      await store.load(g);
      expect(edgeColumns(g)).toBeDefined();
      const memory = new MemoryStore();
      await memory.load(withObjects(g));
      expect(normalizeGraph(await store.export())).toEqual(normalizeGraph(await memory.export()));
      expect(normalizeSchema(await store.schema())).toEqual(normalizeSchema(await memory.schema()));
    } finally {
      await store.close();
    }
  });

  it('a columnar graph nobody vouched distinct goes through the simple-graph rule on its objects', () => {
    const g = columnar(false, (k) => k);
    const unvouched = columnarGraph({ directed: false, nodes: g.nodes }, edgeColumns(g)!);
    expect(planLayout(unvouched).kept.count).toBe(9000);
    expect(edgeColumns(unvouched)).toBeUndefined();
  });
});
