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
