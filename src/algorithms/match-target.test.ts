import { DirectedGraph, UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import type { AnyGraph } from './common.js';
import { GAVE_UP } from './explorer.js';
import { lazyTarget } from './match-target.js';

/** Hub h1 joined to n0…n39 in that order, hub h2 to the same nodes the other way round. */
function twoHubs(G: AnyGraph): AnyGraph {
  for (let i = 0; i < 40; i++) G.mergeEdge('h1', `n${i}`);
  for (let i = 39; i >= 0; i--) G.mergeEdge(`n${i}`, 'h2');
  G.mergeEdge('n3', 'n4');
  return G;
}

describe('lazy matching target', () => {
  for (const G of [twoHubs(new DirectedGraph()), twoHubs(new UndirectedGraph())]) {
    it(`counts arcs from a kept neighbor list as graphology does (${G.type})`, () => {
      const t = lazyTarget(G)!;
      // Ids in G.nodes() order (h1, n0…n39, h2), so h2's neighbors come in descending ids.
      const ids: number[] = [];
      for (let r = t.nextRoot(); r !== null && r !== GAVE_UP; r = t.nextRoot()) ids.push(r);
      const h2 = ids.at(-1)!;
      expect(t.key(h2)).toBe('h2');
      // Only h2's lists are kept: every count involving h2 is answered from them (40 entries,
      // past the linear scan), the others from graphology.
      t.neighbors(h2, false);
      t.neighbors(h2, true);
      for (const u of ids) {
        for (const v of ids) {
          const want =
            G.type === 'directed' ? G.hasDirectedEdge(t.key(u), t.key(v)) : G.hasEdge(t.key(u), t.key(v));
          expect(t.count(u, v), `${t.key(u)}→${t.key(v)}`).toBe(want ? 1 : 0);
        }
      }
    });
  }
});
