import { describe, expect, it } from 'vitest';
import { GraphBuilder } from '../../formats/graph-builder.js';
import type { GraphData, GraphEdge } from '../../model.js';
import { compactGraph, edgeAt } from './compact-graph.js';
import { neighbors } from './navigation.js';

/** A seeded random graph with many repeated edges and self-loops. */
function randomGraph(seed: number, directed: boolean, n = 12, m = 80): GraphData {
  let s = seed;
  const rnd = (k: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % k;
  };
  const nodes = Array.from({ length: n }, (_, i) => ({ id: i, labels: [], properties: {} }));
  const edges: GraphEdge[] = Array.from({ length: m }, (_, i) => ({
    source: rnd(n),
    target: rnd(n),
    properties: { i },
  }));
  return { directed, nodes, edges };
}

/** The model's policy, written the obvious way: first position kept, later attributes win. */
function naiveMerge(data: GraphData): GraphEdge[] {
  const at = new Map<string, number>();
  const out: GraphEdge[] = [];
  for (const e of data.edges) {
    const [a, b] = [Number(e.source), Number(e.target)];
    const key = data.directed || a <= b ? `${a},${b}` : `${b},${a}`;
    const i = at.get(key);
    if (i === undefined) {
      at.set(key, out.length);
      out.push(e);
    } else out[i] = { ...e, source: out[i]!.source, target: out[i]!.target };
  }
  return out;
}

describe('compactGraph', () => {
  it.each([1, 2, 3, 4, 5, 6])('merges repeated edges like the model policy says (seed %i)', (seed) => {
    for (const directed of [true, false]) {
      const data = randomGraph(seed, directed);
      const g = compactGraph(data);
      const expected = naiveMerge(data);
      const got = Array.from(g.source, (_, e) => [
        g.ids[g.source[e]!],
        g.ids[g.target[e]!],
        edgeAt(g, e).properties.i,
      ]);
      expect(got).toEqual(expected.map((e) => [e.source, e.target, e.properties.i]));
    }
  });

  it.each([true, false])(
    "indexes a parser's graph (repeats merged already) as it indexes the same edges given as they are (directed %s)",
    (directed) => {
      const b = new GraphBuilder({ directed });
      for (const e of randomGraph(10, directed).edges) b.addEdge({ ...e });
      const parsed = b.result().graph;
      // The same edges added by their ends: typed columns, no edge objects.
      const c = new GraphBuilder({ directed });
      for (const e of parsed.edges) c.addEdgeAt(e.source, e.target, Number(e.properties.i));
      const columnar = c.result().graph;
      const weighted = (g: GraphData) => ({
        ...g,
        edges: g.edges.map((e) => ({
          source: e.source,
          target: e.target,
          properties: {},
          weight: Number(e.properties.i),
        })),
      });
      const plain: GraphData = { ...parsed, edges: [...parsed.edges] };
      const index = (g: GraphData) => {
        const c = compactGraph(g);
        return { ...c, indexOf: undefined, edges: Array.from(c.source, (_, e) => edgeAt(c, e)) };
      };
      expect(index(parsed)).toEqual(index(plain));
      expect(index(columnar)).toEqual(index(weighted(parsed)));
      expect(index(parsed).edges).toHaveLength(naiveMerge(randomGraph(10, directed)).length);
    },
  );

  it.each([7, 8, 9])(
    'lists each node its incident edges exactly as a scan of the edges would (seed %i)',
    (seed) => {
      for (const directed of [true, false]) {
        const g = compactGraph(randomGraph(seed, directed));
        const edges = Array.from(g.source, (s, e) => ({ s, t: g.target[e]!, i: edgeAt(g, e).properties.i }));
        for (let u = 0; u < g.ids.length; u++) {
          const found = neighbors(g, u).map((x) => [x.direction, x.node.id, x.edge.properties.i]);
          // Directed: out-edges then in-edges (a self-loop once, as out). Undirected: every incident edge.
          const expected = directed
            ? [
                ...edges.filter((e) => e.s === u).map((e) => ['out', e.t, e.i]),
                ...edges.filter((e) => e.t === u && e.s !== u).map((e) => ['in', e.s, e.i]),
              ]
            : edges.filter((e) => e.s === u || e.t === u).map((e) => ['out', e.s === u ? e.t : e.s, e.i]);
          expect(found).toEqual(expected);
        }
      }
    },
  );
});
