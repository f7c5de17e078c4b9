import { describe, expect, it } from 'vitest';
import {
  hasEulerianPath,
  isBipartite,
  isConnected,
  isDistanceRegular,
  isRegular,
  isStronglyConnected,
  numberConnectedComponents,
  stronglyConnectedComponents,
} from '../../../../algorithms/index.js';
import { toGraphology } from '../../../../graph/graphology.js';
import { mulberry32, randInt } from '../../../../util/mulberry32.js';
import { DIRECTED_FAMILIES, FAMILIES } from './families.js';
import {
  addOddCycle,
  bipartize,
  breakEuler,
  distanceRegularGraph,
  eulerize,
  regularGraph,
  stronglyConnect,
} from './shapes.js';
import { shapedGraph } from './structure.js';
import { toGraphData } from './to-graph-data.js';
import type { WorkGraph } from './work-graph.js';

const rng = mulberry32(21);
const lib = (g: WorkGraph) => toGraphology(toGraphData(rng, g, false));

describe('answer shaping', () => {
  it.each([false, true])(
    'eulerize gives an Euler path and breakEuler takes it away (directed: %s)',
    (directed) => {
      for (const family of directed ? DIRECTED_FAMILIES : FAMILIES) {
        const g = shapedGraph(rng, family, randInt(rng, 5, 60), 'connected-cyclic', directed);
        if (!eulerize(rng, g)) continue;
        expect([family, hasEulerianPath(lib(g))]).toEqual([family, true]);
        breakEuler(rng, g);
        expect([family, hasEulerianPath(lib(g))]).toEqual([family, false]);
      }
    },
  );

  it('bipartize keeps the components and leaves no odd cycle; addOddCycle makes one', () => {
    for (const family of FAMILIES) {
      const g = shapedGraph(rng, family, randInt(rng, 6, 60), 'disconnected-cyclic', false);
      const before = numberConnectedComponents(lib(g));
      bipartize(rng, g);
      expect([family, isBipartite(lib(g)), numberConnectedComponents(lib(g))]).toEqual([
        family,
        true,
        before,
      ]);
      expect(addOddCycle(rng, g)).toBe(true);
      expect(isBipartite(lib(g))).toBe(false);
    }
  });

  it('regularGraph is regular in every class it supports, directed or not', () => {
    for (const directed of [false, true]) {
      for (const [connected, acyclic] of [
        [true, false],
        [false, false],
        [false, true],
      ] as const) {
        if (directed && acyclic) continue;
        const G = lib(regularGraph(rng, randInt(rng, 8, 120), connected, acyclic, directed));
        expect([directed, connected, acyclic, isRegular(G), isConnected(G)]).toEqual([
          directed,
          connected,
          acyclic,
          true,
          connected,
        ]);
      }
    }
  });

  it('distanceRegularGraph is distance-regular for sizes 3 to 200', () => {
    for (const n of [3, 4, 10, 16, 37, 64, 200]) {
      for (let i = 0; i < 3; i++)
        expect([n, isDistanceRegular(lib(distanceRegularGraph(rng, n, 20_000)))]).toEqual([n, true]);
    }
  });

  it('stronglyConnect makes a weakly connected digraph strongly connected', () => {
    for (const family of DIRECTED_FAMILIES) {
      const g = shapedGraph(rng, family, randInt(rng, 5, 60), 'connected-acyclic', true);
      const sccs = identitySccs(g);
      expect(sccs.length).toBeGreaterThan(1);
      stronglyConnect(rng, g, sccs);
      expect(isStronglyConnected(lib(g))).toBe(true);
    }
  });
});

/** SCCs of a WorkGraph in its own node numbers (lib() relabels nodes). */
function identitySccs(g: WorkGraph): number[][] {
  const G = toGraphology({
    directed: true,
    nodes: Array.from({ length: g.n }, (_, id) => ({ id, labels: [], properties: {} })),
    edges: g.edges().map(([source, target]) => ({ source, target, properties: {} })),
  });
  return stronglyConnectedComponents(G).map((c) => c.map(Number));
}
