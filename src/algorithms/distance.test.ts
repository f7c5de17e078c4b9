import { DirectedGraph, UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { diameter, eccentricity, isDistanceRegular } from './distance.js';
import { networkxMissing, nxTitle, runNetworkx } from './test-support/networkx.js';
import { randInt, randomSpecs, toGraph } from './test-support/random-graphs.js';

function petersen() {
  const G = new UndirectedGraph();
  for (let i = 0; i < 5; i++) {
    G.mergeEdge(`o${i}`, `o${(i + 1) % 5}`);
    G.mergeEdge(`o${i}`, `i${i}`);
    G.mergeEdge(`i${i}`, `i${(i + 2) % 5}`);
  }
  return G;
}

describe('distances', () => {
  it('measures diameter and eccentricity and fails on disconnected graphs', () => {
    const G = petersen();
    expect(diameter(G)).toBe(2);
    expect(eccentricity(G, 'o0')).toBe(2);
    expect(isDistanceRegular(G)).toBe(true);
    G.mergeEdge('o0', 'o2');
    expect(isDistanceRegular(G)).toBe(false);
    G.addNode('alone');
    expect(() => diameter(G)).toThrow(/not connected/);
    const D = new DirectedGraph();
    D.mergeEdge('a', 'b');
    expect(() => diameter(D)).toThrow(/strongly connected/);
    expect(() => isDistanceRegular(D)).toThrow(/undirected/);
  });
});

describe.skipIf(networkxMissing)(nxTitle('diameter and distance-regularity'), () => {
  const specs = randomSpecs(141, 300, (rng, i) => ({
    n: randInt(rng, 1, 14),
    p: i % 5 === 0 ? 1 : 0.2 + rng() * 0.6,
    directed: i % 3 === 0,
  }));
  it('diameter agrees on 300 random graphs (errors included)', () => {
    const nx = runNetworkx<number | 'error'>(
      'diameter',
      specs.map((graph) => ({ graph })),
    );
    expect(nx.filter((x) => x === 'error').length).toBeGreaterThan(20);
    for (const [i, spec] of specs.entries()) {
      const G = toGraph(spec);
      if (nx[i] === 'error') expect(() => diameter(G)).toThrow(/connected/);
      else expect(diameter(G)).toBe(nx[i]);
    }
  });
  it('isDistanceRegular agrees on 200 random undirected graphs', () => {
    const und = randomSpecs(142, 200, (rng, i) => ({
      n: randInt(rng, 2, 12),
      p: i % 4 === 0 ? 1 : rng(),
      directed: false,
    }));
    const nx = runNetworkx<{ distance: boolean }>(
      'regularity',
      und.map((graph) => ({ graph })),
    );
    expect(nx.filter((x) => x.distance).length).toBeGreaterThan(30);
    for (const [i, spec] of und.entries()) expect(isDistanceRegular(toGraph(spec))).toBe(nx[i]!.distance);
  });
});
