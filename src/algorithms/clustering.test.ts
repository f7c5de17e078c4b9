import { UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { averageClustering, clustering } from './clustering.js';
import { benchGraphs, sandboxGraph, toGraphology, toTransferForm } from './test-support/bench-graphs.js';
import { networkxMissing, nxTitle, runNetworkx } from './test-support/networkx.js';
import { randInt, randomSpecs, toGraph } from './test-support/random-graphs.js';

describe('clustering', () => {
  it('computes local and average coefficients of a small graph', () => {
    const G = new UndirectedGraph();
    for (const [u, v] of ['01', '02', '12', '03']) G.mergeEdge(u!, v!);
    expect(clustering(G, '0')).toBeCloseTo(1 / 3);
    expect(clustering(G)).toEqual({ '0': 1 / 3, '1': 1, '2': 1, '3': 0 });
    expect(averageClustering(G)).toBeCloseTo((1 / 3 + 2) / 4);
  });
});

describe('clustering on a G from the sandbox builder', () => {
  it('answers as graphology built edge by edge, before and after a program changes G', () => {
    // 600 nodes: the triangle count's bit set spans 19 words.
    for (const name of ['U', 'C', 'D']) {
      const g = benchGraphs(600, 6_000, 3).find((b) => b.name === name)!;
      const [seeded, reference] = [sandboxGraph(toTransferForm(g)), toGraphology(g)];
      const answers = (H: typeof seeded) => ({
        local: clustering(H),
        average: averageClustering(H),
        one: clustering(H, '7'),
      });
      expect(answers(seeded), name).toEqual(answers(reference));
      // A program closes triangles and drops a node: the seed is forgotten, the answers follow G.
      for (const H of [seeded, reference]) {
        for (const [u, v] of [
          ['1', '2'],
          ['2', '3'],
          ['1', '3'],
          ['7', '8'],
        ])
          H.mergeEdge(u!, v!);
        H.dropNode('5');
      }
      expect(answers(seeded), `${name} changed`).toEqual(answers(reference));
    }
  });
});

describe.skipIf(networkxMissing)(nxTitle('clustering'), () => {
  it('local and average coefficients agree on 300 random graphs (directed: Fagiolo)', () => {
    const specs = randomSpecs(131, 300, (rng, i) => ({
      n: randInt(rng, 1, 15),
      p: rng() * 0.7,
      directed: i % 2 === 0,
      selfLoops: i % 5 === 0,
    }));
    const nx = runNetworkx<{ local: Record<string, number>; average: number }>(
      'clustering',
      specs.map((graph) => ({ graph })),
    );
    for (const [i, spec] of specs.entries()) {
      const G = toGraph(spec);
      const local = clustering(G);
      for (const v of G.nodes()) expect(local[v]).toBeCloseTo(nx[i]!.local[v]!, 12);
      expect(averageClustering(G)).toBeCloseTo(nx[i]!.average, 12);
    }
  });
});
