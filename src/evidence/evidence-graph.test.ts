import { describe, expect, it } from 'vitest';
import { edgeColumns } from '../graph/formats/edge-columns.js';
import { parseEdgeList } from '../graph/formats/edgelist.js';
import { type GraphData, type NodeId, nodeKey } from '../graph/model.js';
import { mulberry32 } from '../util/mulberry32.js';
import { evidenceGraph } from './evidence-graph.js';

/** What an evidence graph must answer, from a map of maps of the edge objects (the lightest parallel edge). */
function reference(data: GraphData) {
  const nodes = new Set<string>(data.nodes.map((n) => nodeKey(n.id)));
  const out = new Map<string, Map<string, number>>();
  const add = (u: string, v: string, w: number) => {
    const row = out.get(u) ?? new Map<string, number>();
    out.set(u, row);
    const had = row.get(v);
    if (had === undefined || w < had) row.set(v, w);
  };
  for (const e of data.edges) {
    const [u, v] = [nodeKey(e.source), nodeKey(e.target)];
    nodes.add(u).add(v);
    add(u, v, e.weight ?? 1);
    if (!data.directed) add(v, u, e.weight ?? 1);
  }
  const edges: [string, string][] = [];
  for (const [u, row] of out) for (const v of row.keys()) if (data.directed || u <= v) edges.push([u, v]);
  return { nodes, out, edges, weighted: data.edges.some((e) => e.weight !== undefined) };
}

/** A random graph over ids 0..n-1 (as numbers or strings), with repeated edges and self-loops. */
function randomGraph(
  seed: number,
  directed: boolean,
  ids: 'numbers' | 'strings',
  weighted: boolean,
): GraphData {
  const rand = mulberry32(seed);
  const n = 5 + Math.floor(rand() * 40);
  const id = (i: number): NodeId => (ids === 'numbers' ? i : `v${i}`);
  // A hub with a long row, so lookups there go through its map.
  const ends = (): [number, number] =>
    rand() < 0.3 ? [0, Math.floor(rand() * n)] : [Math.floor(rand() * n), Math.floor(rand() * n)];
  const edges = Array.from({ length: 3 * n }, () => {
    const [s, t] = ends();
    return {
      source: id(s),
      target: id(t),
      properties: {},
      ...(weighted ? { weight: 1 + Math.floor(rand() * 9) } : {}),
    };
  });
  // Declared in a shuffled order, one left to be named by edges only.
  const order = Array.from({ length: n }, (_, i) => i).sort(() => rand() - 0.5);
  return {
    directed,
    multi: true,
    nodes: order.slice(1).map((i) => ({ id: id(i), labels: [], properties: {} })),
    edges,
  };
}

function expectSameAnswers(data: GraphData): void {
  const want = reference(data);
  const g = evidenceGraph(data);
  expect(g.weighted).toBe(want.weighted);
  expect(g.nodeCount).toBe(want.nodes.size);
  expect(new Set(g.nodeKeys())).toEqual(want.nodes);
  expect([...g.edges()].sort()).toEqual([...want.edges].sort());
  const probes = [...want.nodes, 'missing'];
  for (const u of probes) {
    expect(g.hasNode(u)).toBe(want.nodes.has(u));
    expect([...g.successors(u)].sort()).toEqual([...(want.out.get(u)?.keys() ?? [])].sort());
    for (const v of probes) expect(g.edgeWeight(u, v)).toBe(want.out.get(u)?.get(v));
  }
}

describe('evidenceGraph', () => {
  for (const directed of [true, false]) {
    for (const ids of ['numbers', 'strings'] as const) {
      it(`answers as a map of the edges: ${directed ? 'directed' : 'undirected'}, ${ids}, parallel edges and self-loops`, () => {
        for (let seed = 1; seed <= 20; seed++)
          expectSameAnswers(randomGraph(seed, directed, ids, seed % 2 === 0));
      });
    }
  }

  it('reads a parsed edge list from its columns, making no edge object', () => {
    const lines = ['0 1 4', '1 2 3', '2 0 5', '3 3 1'];
    const data = parseEdgeList(lines.join('\n'), { directed: true }).graph;
    const g = evidenceGraph(data);
    expect(g.edgeWeight(0, 1)).toBe(4);
    expect(g.edgeWeight('2', '0')).toBe(5);
    expect(g.edgeWeight(1, 0)).toBeUndefined();
    expect([...g.successors(3)]).toEqual(['3']);
    expect(g.nodeCount).toBe(4);
    expect(edgeColumns(data)).toBeDefined();
    // The same answers as from the edge objects.
    expectSameAnswers(data);
  });

  it('counts a repeated node id once', () => {
    const data: GraphData = {
      directed: false,
      nodes: [0, 1, 0].map((id) => ({ id, labels: [], properties: {} })),
      edges: [{ source: 0, target: 1, properties: {} }],
    };
    expectSameAnswers(data);
  });
});
