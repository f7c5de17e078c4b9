import { describe, expect, it } from 'vitest';
import { hasCycle, isConnected } from '../../../../algorithms/index.js';
import { toGraphology } from '../../../../graph/graphology.js';
import { mulberry32, randInt } from '../../../../util/mulberry32.js';
import { DIRECTED_FAMILIES, FAMILIES } from './families.js';
import { isConnectedClass, isCyclicClass, STRUCTURES, shapedGraph } from './structure.js';
import { toGraphData } from './to-graph-data.js';

describe('structure classes', () => {
  it.each([false, true])(
    'every family shapes into every class (directed: %s), checked by the library',
    (directed) => {
      const rng = mulberry32(directed ? 2 : 1);
      for (const family of directed ? DIRECTED_FAMILIES : FAMILIES) {
        for (const s of STRUCTURES) {
          for (let i = 0; i < 4; i++) {
            const data = toGraphData(rng, shapedGraph(rng, family, randInt(rng, 3, 80), s, directed), false);
            const G = toGraphology(data);
            expect([family, s, isConnected(G), hasCycle(G)]).toEqual([
              family,
              s,
              isConnectedClass(s),
              isCyclicClass(s),
            ]);
            expect(data.directed).toBe(directed);
          }
        }
      }
    },
  );
});

describe('GraphData of a drawn graph', () => {
  it('lists only edge endpoints, with ids 0..n-1 and two-decimal weights in (0, 10]', () => {
    const rng = mulberry32(5);
    const data = toGraphData(rng, shapedGraph(rng, 'sparse', 60, 'disconnected-cyclic', false), true);
    const ids = data.nodes.map((n) => n.id);
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => i));
    const endpoints = new Set(data.edges.flatMap((e) => [e.source, e.target]));
    expect(endpoints.size).toBe(ids.length);
    for (const e of data.edges) {
      expect(e.weight).toBeGreaterThan(0);
      expect(e.weight).toBeLessThanOrEqual(10);
      expect(Math.round(e.weight! * 100) / 100).toBe(e.weight);
    }
  });
});
