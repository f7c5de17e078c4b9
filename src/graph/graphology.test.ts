import { describe, expect, it } from 'vitest';
import { toGraphology } from './graphology.js';
import type { GraphData } from './model.js';

const supply: GraphData = {
  directed: true,
  nodes: [
    { id: 1, labels: ['Plant'], properties: { name: 'North' } },
    { id: 'p1', labels: [], properties: {}, weight: 5 },
  ],
  edges: [{ source: 1, target: 'p1', type: 'SHIPS', properties: { mode: 'rail', weight: 99 }, weight: 4 }],
};

describe('toGraphology', () => {
  it('keys nodes by string, keeps the original id, and lays properties beside labels, type and weight', () => {
    const G = toGraphology(supply);
    expect(G.type).toBe('directed');
    expect(G.getNodeAttributes('1')).toEqual({ name: 'North', labels: ['Plant'], id: 1 });
    expect(G.getNodeAttributes('p1')).toEqual({ weight: 5, id: 'p1' });
    // The model's weight wins over a property of the same name.
    expect(G.getEdgeAttributes(G.edge('1', 'p1')!)).toEqual({ mode: 'rail', type: 'SHIPS', weight: 4 });
  });

  it('merges a repeated edge of a simple graph and keeps both of a multigraph', () => {
    const edges = [
      { source: 0, target: 1, properties: {}, weight: 1 },
      { source: 1, target: 0, properties: {}, weight: 2 },
    ];
    const nodes = [0, 1].map((id) => ({ id, labels: [], properties: {} }));
    const simple = toGraphology({ directed: false, nodes, edges });
    expect([simple.size, simple.getEdgeAttribute(simple.edge('0', '1')!, 'weight')]).toEqual([1, 2]);
    expect(toGraphology({ directed: false, multi: true, nodes, edges }).size).toBe(2);
  });

  it('reads a directed graph as undirected when asked', () => {
    expect(toGraphology(supply, false).type).toBe('undirected');
  });
});

describe('node keys that are Object.prototype names', () => {
  const names = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__proto__'];
  const leaves = names.filter((n) => n !== '__proto__');
  const star = (directed: boolean, multi = false): GraphData => ({
    directed,
    multi,
    nodes: names.map((id) => ({ id, labels: [], properties: {} })),
    edges: leaves.map((target) => ({ source: '__proto__', target, properties: {} })),
  });

  it.each([
    [true, false],
    [false, false],
    [true, true],
    [false, true],
  ])('build, answer has*Edge and neighbors as any other key (directed %s, multi %s)', (directed, multi) => {
    const G = toGraphology(star(directed, multi));
    expect(G.order).toBe(names.length);
    expect(G.size).toBe(leaves.length);
    expect(G.neighbors('__proto__').sort()).toEqual([...leaves].sort());
    for (const t of leaves) {
      expect(G.hasEdge('__proto__', t)).toBe(true);
      expect(G.hasEdge(t, '__proto__')).toBe(!directed);
      expect(G.hasDirectedEdge('__proto__', t)).toBe(directed);
      expect(G.hasUndirectedEdge('__proto__', t)).toBe(!directed);
      expect(G.degree(t)).toBe(1);
    }
    // Pairs with no edge between them, including a node named hasOwnProperty.
    expect(G.hasEdge('toString', 'valueOf')).toBe(false);
    expect(G.hasEdge('hasOwnProperty', 'constructor')).toBe(false);
  });

  it('keeps graphology’s own errors for a has*Edge call with the wrong number of arguments', () => {
    const G = toGraphology(star(true));
    expect(() => (G.hasEdge as (...a: unknown[]) => boolean)()).toThrow(/invalid arity/);
    expect(G.hasEdge(G.edges()[0]!)).toBe(true);
  });
});
