import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../../util/mulberry32.js';
import {
  barabasiAlbert,
  complete,
  FAMILIES,
  familyGraph,
  gnp,
  grid,
  randomRegular,
  wattsStrogatz,
} from './families.js';

const degrees = (g: ReturnType<typeof grid>) => Array.from({ length: g.n }, (_, v) => g.degree(v));

describe('graph families (as NetworkX draws them)', () => {
  it('draws the deterministic families exactly: complete graphs and grids', () => {
    expect(complete(7).size).toBe(21);
    const g = grid(5);
    expect([g.n, g.size]).toEqual([25, 2 * 5 * 4]);
    expect(Math.max(...degrees(g))).toBe(4);
  });

  it('draws d-regular, Watts–Strogatz and Barabási–Albert graphs with their edge counts', () => {
    const rng = mulberry32(4);
    for (const [d, n] of [
      [2, 9],
      [3, 50],
      [6, 101],
    ] as const) {
      expect(new Set(degrees(randomRegular(rng, d, n)))).toEqual(new Set([d]));
    }
    // Rewiring moves edges, never adds or drops them.
    expect(wattsStrogatz(rng, 60, 6, 0.3).size).toBe(180);
    // A star on m+1 nodes, then m edges per new node.
    expect(barabasiAlbert(rng, 40, 3).size).toBe(3 + 3 * (40 - 4));
  });

  it('keeps the 200-node average degree of the random families at 2,000 nodes', () => {
    const rng = mulberry32(9);
    for (const family of ['sparse', 'erdos-renyi'] as const) {
      const g = familyGraph(family, rng, 2000);
      const average = (2 * g.size) / g.n;
      expect(average).toBeGreaterThan(4);
      expect(average).toBeLessThan(12);
    }
    expect(gnp(rng, 30, 0).size).toBe(0);
  });

  it.each(FAMILIES)('draws %s graphs on 3 to 200 nodes without failing', (family) => {
    const rng = mulberry32(12);
    for (const n of [3, 4, 5, 17, 200]) {
      const g = familyGraph(family, rng, n);
      expect(g.n).toBeGreaterThanOrEqual(family === 'planar' ? 4 : n);
      // G(n, p) on a few nodes may have no edge at all; the other families always have some.
      if (family !== 'sparse' && family !== 'erdos-renyi') expect(g.size).toBeGreaterThan(0);
    }
  });
});
