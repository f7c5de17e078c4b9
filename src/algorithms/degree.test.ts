import { DirectedGraph, UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { commonNeighbors, degree, inDegree, isRegular, outDegree } from './degree.js';
import { networkxMissing, nxTitle, runNetworkx } from './test-support/networkx.js';
import { randInt, randomSpecs, toGraph } from './test-support/random-graphs.js';

describe('degree helpers', () => {
  it('counts directed and undirected degrees', () => {
    const D = new DirectedGraph();
    D.mergeEdge('0', '1');
    D.mergeEdge('2', '1');
    expect([inDegree(D, '1'), outDegree(D, '1'), degree(D, 1)]).toEqual([2, 0, 2]);
    expect(() => inDegree(D, '9')).toThrow(/not in the graph/);
    const U = new UndirectedGraph();
    for (const [u, v] of ['01', '12', '20']) U.mergeEdge(u!, v!);
    expect(isRegular(U)).toBe(true);
    U.mergeEdge('2', '3');
    expect(isRegular(U)).toBe(false);
    expect(commonNeighbors(U, '0', '1')).toEqual(['2']);
  });
});

describe.skipIf(networkxMissing)(nxTitle('degrees, regularity, common neighbors'), () => {
  const specs = randomSpecs(51, 300, (rng, i) => ({
    n: randInt(rng, 2, 10),
    p: i % 4 === 0 ? 1 : rng() * 0.5,
    directed: i % 2 === 0,
    selfLoops: i % 6 === 0,
    multi: i % 5 === 0,
  }));
  it('in/out/total degrees agree on 300 random graphs', () => {
    type Deg = { in: Record<string, number>; out: Record<string, number>; deg: Record<string, number> };
    const expected = runNetworkx<Deg>(
      'degrees',
      specs.map((graph) => ({ graph })),
    );
    specs.forEach((spec, i) => {
      const G = toGraph(spec);
      for (const v of G.nodes()) {
        expect([inDegree(G, v), outDegree(G, v), degree(G, v)]).toEqual([
          expected[i]!.in[v],
          expected[i]!.out[v],
          expected[i]!.deg[v],
        ]);
      }
    });
  });
  it('isRegular agrees on 300 random graphs', () => {
    const expected = runNetworkx<{ regular: boolean }>(
      'regularity',
      specs.map((graph) => ({ graph })),
    );
    expect(expected.filter((e) => e.regular).length).toBeGreaterThan(40);
    for (const [i, spec] of specs.entries()) expect(isRegular(toGraph(spec))).toBe(expected[i]!.regular);
  });
  it('commonNeighbors agrees on 200 random undirected graphs', () => {
    const und = randomSpecs(52, 200, (rng) => ({ n: randInt(rng, 2, 10), p: rng(), directed: false }));
    const cases = und.map((graph) => ({ graph, args: { u: '0', v: '1' } }));
    const expected = runNetworkx<string[]>('common_neighbors', cases);
    for (const [i, spec] of und.entries())
      expect(commonNeighbors(toGraph(spec), '0', '1').sort()).toEqual(expected[i]);
  });
});
