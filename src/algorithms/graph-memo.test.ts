import { DirectedGraph, UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import type { AnyGraph } from './common.js';
import { numberConnectedComponents } from './components.js';
import { memo, peekMemo } from './graph-memo.js';
import { topologyOf } from './indexed.js';
import { shortestPathLength } from './shortest-path.js';
import { newGraph } from './test-support/random-graphs.js';

function triangle(): AnyGraph {
  const G = new DirectedGraph();
  G.mergeEdge('a', 'b', { weight: 5 });
  G.mergeEdge('b', 'c', { weight: 1 });
  G.mergeEdge('a', 'c', { weight: 9 });
  return G;
}

/** Each way of changing a graph that graphology reports. */
const CHANGES: [string, (G: AnyGraph) => void][] = [
  ['addNode', (G) => G.addNode('z')],
  ['dropNode', (G) => G.dropNode('c')],
  ['addEdge', (G) => G.addEdge('c', 'a')],
  ['dropEdge', (G) => G.dropEdge('a', 'b')],
  ['clear', (G) => G.clear()],
  ['clearEdges', (G) => G.clearEdges()],
  ['setEdgeAttribute', (G) => G.setEdgeAttribute('a', 'b', 'weight', 1)],
  ['replaceEdgeAttributes', (G) => G.replaceEdgeAttributes(G.edge('a', 'b')!, { weight: 1 })],
  ['updateEachEdgeAttributes', (G) => G.updateEachEdgeAttributes((_e, a) => ({ ...a, weight: 2 }))],
];

describe('per-graph memory', () => {
  it('computes once per graph and keeps graphs apart', () => {
    const [G, H] = [triangle(), triangle()];
    let runs = 0;
    const value = () => memo(G, 'x', () => ++runs);
    expect([value(), value(), runs]).toEqual([1, 1, 1]);
    expect(peekMemo(H, 'x')).toBeUndefined();
    expect(topologyOf(G)).toBe(topologyOf(G));
    expect(topologyOf(G)).not.toBe(topologyOf(H));
  });

  for (const [name, change] of CHANGES) {
    it(`forgets everything after ${name}, and then stops listening`, () => {
      const G = triangle();
      const before = topologyOf(G);
      memo(G, 'x', () => 1);
      change(G);
      expect(peekMemo(G, 'topology')).toBeUndefined();
      expect(peekMemo(G, 'x')).toBeUndefined();
      expect(G.listeners('edgeAdded')).toHaveLength(0);
      const after = topologyOf(G);
      expect(after).not.toBe(before);
      expect([after.n, after.m]).toEqual([G.order, G.size]);
    });
  }

  it('keeps the memory through node attribute changes, which no index reads', () => {
    const G = triangle();
    const t = topologyOf(G);
    G.setNodeAttribute('a', 'label', 'x');
    expect(topologyOf(G)).toBe(t);
  });

  it('rebuilds when a program removed the listeners', () => {
    const G = triangle();
    const t = topologyOf(G);
    G.removeAllListeners();
    G.addNode('z');
    expect(topologyOf(G)).not.toBe(t);
    expect(topologyOf(G).n).toBe(4);
  });

  it('answers after every change as on a graph built fresh', () => {
    const G = triangle();
    expect(shortestPathLength(G, 'a', 'c')).toBe(6);
    G.dropEdge('b', 'c');
    expect(shortestPathLength(G, 'a', 'c')).toBe(9);
    G.addEdge('b', 'c', { weight: 0 });
    expect(shortestPathLength(G, 'a', 'c')).toBe(5);
    G.addNode('lonely');
    expect(numberConnectedComponents(G)).toBe(2);
  });

  it('reads weights again on every call, so in-place changes to attribute objects count', () => {
    const G = triangle();
    topologyOf(G);
    expect(shortestPathLength(G, 'a', 'c')).toBe(6);
    G.getEdgeAttributes('a', 'c').weight = 1;
    expect(shortestPathLength(G, 'a', 'c')).toBe(1);
    G.forEachEdge((_e, attrs) => {
      attrs.weight = -1;
    });
    expect(shortestPathLength(G, 'a', 'c')).toBe(-2);
  });

  it('memorizes undirected and mixed graphs the same way', () => {
    for (const G of [new UndirectedGraph(), newGraph()] as AnyGraph[]) {
      G.mergeEdge('a', 'b');
      const t = topologyOf(G);
      expect(topologyOf(G)).toBe(t);
      G.mergeEdge('b', 'c');
      expect(topologyOf(G).m).toBe(2);
    }
  });
});
