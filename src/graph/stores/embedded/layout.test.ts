import { describe, expect, it } from 'vitest';
import { markDistinctEdges } from '../../formats/distinct-edges.js';
import type { GraphData, GraphEdge } from '../../model.js';
import { planLayout } from './layout.js';

function path(weights: (number | undefined)[], properties: Record<string, number>[] = []): GraphData {
  const edges: GraphEdge[] = weights.map((weight, i) => ({
    source: i,
    target: i + 1,
    properties: properties[i] ?? {},
    ...(weight === undefined ? {} : { weight }),
  }));
  const nodes = Array.from({ length: weights.length + 1 }, (_, id) => ({ id, labels: [], properties: {} }));
  return { directed: true, nodes, edges };
}

function columnTypes(data: GraphData): Record<string, string> {
  const [rel] = planLayout(data).relTables;
  return Object.fromEntries((rel?.meta.columns ?? []).map((c) => [c.key, c.type]));
}

describe('planLayout column types', () => {
  it('stores integral weights as INT64 (the fast COPY path) and any fractional one makes DOUBLE', () => {
    expect(columnTypes(path([1, 2, 30]))).toEqual({ weight: 'INT64' });
    expect(columnTypes(path([1, 2.5, 3]))).toEqual({ weight: 'DOUBLE' });
    expect(columnTypes(path([1, undefined, 3]))).toEqual({ weight: 'INT64' });
  });

  it('keeps DOUBLE for integers INT64 cannot hold exactly: -0 and beyond 2^53', () => {
    expect(columnTypes(path([1, -0]))).toEqual({ weight: 'DOUBLE' });
    expect(columnTypes(path([1, 2 ** 60]))).toEqual({ weight: 'DOUBLE' });
    expect(columnTypes(path([1, 2], [{ n: 5 }, { n: 2 ** 60 }]))).toEqual({ weight: 'INT64', n: 'DOUBLE' });
    expect(columnTypes(path([1, 2], [{ n: 5 }, { n: -0 }]))).toEqual({ weight: 'INT64', n: 'DOUBLE' });
    expect(columnTypes(path([1, 2], [{ n: 5 }, { n: 7 }]))).toEqual({ weight: 'INT64', n: 'INT64' });
  });
});

describe('planLayout simple-graph rule', () => {
  /** The rule written plainly (a Map per pair): what the linear-time repeat finder must agree with. */
  function reference(data: GraphData): GraphEdge[] {
    const kept = new Map<string, GraphEdge>();
    for (const e of data.edges) {
      const [a, b] = [String(e.source), String(e.target)];
      const key = data.directed || a <= b ? `${a}|${b}` : `${b}|${a}`;
      const first = kept.get(key);
      kept.set(key, first === undefined ? e : { ...e, source: first.source, target: first.target });
    }
    return [...kept.values()];
  }

  /** Edges with many repeats: both directions, self-loops, over `n` nodes, weights telling them apart. */
  function repeats(directed: boolean, n: number, m: number): GraphData {
    const nodes = Array.from({ length: n }, (_, id) => ({ id, labels: [], properties: {} }));
    const edges = Array.from({ length: m }, (_, i) => ({
      source: (i * 7) % n,
      target: (i * 13 + (i >> 3)) % n,
      properties: {},
      weight: i,
    }));
    return { directed, nodes, edges };
  }

  it.each([true, false])('directed %s: later attributes win, endpoints stay as first given', (directed) => {
    const data = repeats(directed, 9, 200);
    const expected = reference(data);
    expect(expected.length).toBeLessThan(data.edges.length);
    expect(planLayout(data).edges).toEqual(expected);
  });

  it('a graph its parser vouched distinct is not searched for repeats again', () => {
    const data = repeats(false, 9, 200);
    markDistinctEdges(data);
    expect(planLayout(data).edges).toBe(data.edges);
    expect(planLayout({ ...data }).edges).toEqual(reference(data));
  });

  it('a multigraph keeps every edge', () => {
    const data = { ...repeats(false, 9, 200), multi: true };
    expect(planLayout(data).edges).toEqual(data.edges);
  });
});

describe('planLayout endpoints', () => {
  /** Nodes 0..9 given in reverse, so positions differ from ids. */
  const nodes = Array.from({ length: 10 }, (_, i) => ({ id: 9 - i, labels: [], properties: {} }));
  const edge = (source: GraphEdge['source'], target: GraphEdge['target']): GraphEdge => ({
    source,
    target,
    properties: {},
  });

  it('finds each end by id equality ("3" is 3, -0 is 0) and keeps node positions in ends', () => {
    const plan = planLayout({ directed: true, nodes, edges: [edge(0, '3'), edge(-0, 9), edge('7', 2)] });
    expect([...plan.ends]).toEqual([9, 6, 9, 0, 2, 7]);
  });

  it.each([
    [edge(1, 10), 'edges[0].target', '10'],
    [edge(-1, 2), 'edges[0].source', '-1'],
    [edge(1.5, 2), 'edges[0].source', '1.5'],
    [edge(2, '02'), 'edges[0].target', '"02"'],
    [edge(2, 'x'), 'edges[0].target', '"x"'],
  ])('refuses an edge to an undeclared node (%o) naming its field', (bad, field, shown) => {
    expect(() => planLayout({ directed: true, nodes, edges: [bad] })).toThrow(
      expect.objectContaining({ location: { field }, message: expect.stringContaining(shown) }),
    );
  });

  it('refuses a weight that is not a number, naming its field', () => {
    const bad = [edge(1, 2), { ...edge(2, 3), weight: Number.NaN }];
    expect(() => planLayout({ directed: true, nodes, edges: bad })).toThrow(
      expect.objectContaining({ location: { field: 'edges[1].weight' } }),
    );
  });
});
