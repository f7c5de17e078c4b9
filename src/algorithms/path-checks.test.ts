import { MultiDirectedGraph, MultiGraph, UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { type AnyGraph, originalId, originalIds } from './common.js';
import { topologyOf } from './indexed.js';
import { isValidPath, pathLength, pathWeight } from './path-checks.js';

/** A mixed graph: a→b directed twice (weights 4, 2), b–c undirected twice (5, 3), c→d directed. */
function mixed(): AnyGraph {
  const G = new MultiGraph();
  for (const k of ['a', 'b', 'c', 'd']) G.addNode(k);
  G.addDirectedEdge('a', 'b', { weight: 4 });
  G.addDirectedEdge('a', 'b', { weight: 2 });
  G.addUndirectedEdge('b', 'c', { weight: 5 });
  G.addUndirectedEdge('c', 'b', { weight: 3 });
  G.addDirectedEdge('c', 'd', { weight: '7' });
  return G;
}

describe('path checks read from graphology and from the index alike', () => {
  // Each case runs twice: on graphology's own lookups, then with the index memorized.
  const both = (make: () => AnyGraph, check: (G: AnyGraph) => void) => {
    const G = make();
    check(G);
    topologyOf(G);
    check(G);
  };

  it('follows directed edges forward and undirected edges both ways, taking the lightest', () => {
    both(mixed, (G) => {
      expect(isValidPath(G, ['a', 'b', 'c', 'b', 'c', 'd'])).toBe(true);
      expect(pathWeight(G, ['a', 'b', 'c', 'b', 'c', 'd'])).toBe(2 + 3 + 3 + 3 + 7);
      expect(pathLength(G, ['a', 'b', 'c', 'd'])).toBe(3);
      expect(isValidPath(G, ['b', 'a'])).toBe(false);
      expect(isValidPath(G, ['d', 'c'])).toBe(false);
    });
  });

  it('refuses empty paths, missing nodes at either end or inside, and one-node paths of missing nodes', () => {
    both(mixed, (G) => {
      expect(isValidPath(G, [])).toBe(false);
      expect(isValidPath(G, ['a'])).toBe(true);
      expect(pathWeight(G, ['a'])).toBe(0);
      expect(isValidPath(G, ['z'])).toBe(false);
      expect(isValidPath(G, ['z', 'a'])).toBe(false);
      expect(isValidPath(G, ['a', 'b', 'z'])).toBe(false);
      expect(isValidPath(G, ['a', 'constructor'])).toBe(false);
      expect(isValidPath(G, ['a', '__proto__', 'b'])).toBe(false);
      expect(() => pathWeight(G, ['a', 'z'])).toThrow('not a path in the graph: ["a","z"]');
    });
  });

  it('names the step as the path takes it when a weight is not a number, after checking the whole path', () => {
    const make = () => {
      const G = new UndirectedGraph();
      G.mergeEdge('x', 'y', { weight: 'heavy' });
      G.mergeEdge('y', 'z', { weight: 1 });
      return G;
    };
    both(make, (G) => {
      expect(() => pathWeight(G, ['z', 'y', 'x'])).toThrow(
        'attribute weight of edge y→x is not a number: "heavy"',
      );
      expect(() => pathWeight(G, ['x', 'y', 'q'])).toThrow(/not a path/);
      expect(pathWeight(G, ['z', 'y'], { weight: 'w' })).toBe(1);
    });
  });

  it('counts loops and repeated steps of a multigraph', () => {
    const make = () => {
      const M = new MultiDirectedGraph();
      M.addNode('0');
      M.addNode('1');
      M.addEdge('0', '0', { weight: 3 });
      M.addEdge('0', '0', { weight: 1 });
      M.addEdge('0', '1', { weight: 6 });
      return M;
    };
    both(make, (G) => {
      expect(pathWeight(G, ['0', '0', '0', '1'])).toBe(8);
      expect(isValidPath(G, ['1', '1'])).toBe(false);
    });
  });
});

describe('original ids', () => {
  it('reads the id attribute, else gives the key back, and names a missing node', () => {
    const G = new UndirectedGraph();
    G.addNode('a', { id: 7 });
    G.addNode('b');
    expect(originalId(G, 'a')).toBe(7);
    expect(originalId(G, 'b')).toBe('b');
    expect(originalIds(G, ['b', 'a'])).toEqual(['b', 7]);
    expect(() => originalId(G, 'c')).toThrow('node "c" is not in the graph');
    try {
      originalId(G, 'c');
    } catch (e) {
      expect((e as { code?: string; field?: string }).code).toBe('not-found');
    }
  });
});
