import { UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { isDistanceRegular } from '../../../../algorithms/index.js';
import { hasUniformDistanceProfile } from './distance-profile.js';

const graph = (edges: [number, number][]) => {
  const G = new UndirectedGraph();
  for (const [u, v] of edges) G.mergeEdge(String(u), String(v));
  return G;
};
const cycle = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => [from + i, from + ((i + 1) % n)] as [number, number]);

describe("the statements' distance regularity (uniform distance profile)", () => {
  it('holds where distance-regularity holds: cycles, the Petersen graph', () => {
    const petersen = graph([
      ...cycle(5),
      ...[0, 1, 2, 3, 4].map((i) => [i, i + 5] as [number, number]),
      ...[0, 1, 2, 3, 4].map((i) => [5 + i, 5 + ((i + 2) % 5)] as [number, number]),
    ]);
    for (const G of [graph(cycle(5)), graph(cycle(8)), petersen]) {
      expect(hasUniformDistanceProfile(G)).toBe(true);
      expect(isDistanceRegular(G)).toBe(true);
    }
  });

  it('is weaker than distance-regularity: the prism and two disjoint triangles pass it only', () => {
    const prism = graph([...cycle(3), ...cycle(3, 3), [0, 3], [1, 4], [2, 5]]);
    const twoTriangles = graph([...cycle(3), ...cycle(3, 3)]);
    for (const G of [prism, twoTriangles]) {
      expect(hasUniformDistanceProfile(G)).toBe(true);
      expect(isDistanceRegular(G)).toBe(false);
    }
  });

  it('fails when degrees differ, and on regular graphs whose vertices see different distance counts', () => {
    // A 6-cycle with a chord (degrees 2 and 3); C3 + C4 (2-regular, but nothing at distance 2 in C3).
    expect(hasUniformDistanceProfile(graph([...cycle(6), [0, 3]]))).toBe(false);
    expect(hasUniformDistanceProfile(graph([...cycle(3), ...cycle(4, 3)]))).toBe(false);
  });
});
