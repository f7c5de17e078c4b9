import { DirectedGraph, UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import type { AnyGraph } from './common.js';
import { diameter, eccentricity, isDistanceRegular } from './distance.js';
import { networkxMissing, nxTitle, runNetworkx } from './test-support/networkx.js';
import { prng, randInt, randomSpecs, toGraph } from './test-support/random-graphs.js';

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
  it('measures a single edge and a path (all leaves, or leaves beside a degree-2 node)', () => {
    const G = new UndirectedGraph();
    G.mergeEdge('a', 'b');
    expect(diameter(G)).toBe(1);
    G.mergeEdge('b', 'c');
    expect(diameter(G)).toBe(2);
  });

  it('does not take a self-loop for a second neighbor when it sets leaves aside (issue 26, item 8)', () => {
    const G = new UndirectedGraph();
    G.mergeEdge('0', '1');
    G.mergeEdge('0', '0');
    expect(diameter(G)).toBe(1);
    G.mergeEdge('1', '1');
    expect(diameter(G)).toBe(1);
    G.mergeEdge('0', '2');
    expect(diameter(G)).toBe(2);
  });

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

/** Every node's eccentricity by plain BFS over graphology's own adjacency: the slow, obvious way. */
function bruteDiameter(G: AnyGraph): number {
  let best = 0;
  G.forEachNode((s) => {
    const dist = new Map([[s, 0]]);
    const queue = [s];
    for (let i = 0; i < queue.length; i++) {
      const v = queue[i]!;
      const next = G.type === 'undirected' ? G.neighbors(v) : G.outNeighbors(v);
      for (const w of next) {
        if (dist.has(w)) continue;
        dist.set(w, dist.get(v)! + 1);
        queue.push(w);
      }
    }
    for (const d of dist.values()) best = Math.max(best, d);
  });
  return best;
}

describe('bounded diameter', () => {
  it('equals the largest BFS eccentricity on 100 random connected graphs of up to 120 nodes', () => {
    const rng = prng(143);
    for (let i = 0; i < 100; i++) {
      const n = randInt(rng, 2, 120);
      const G: AnyGraph = i % 2 === 0 ? new DirectedGraph() : new UndirectedGraph();
      // A spanning cycle (strongly connected when directed), then random chords — few, to keep distances long.
      const order = Array.from({ length: n }, (_, k) => String(k)).sort(() => rng() - 0.5);
      order.forEach((v, k) => {
        G.mergeEdge(v, order[(k + 1) % n]!);
      });
      const chords = randInt(rng, 0, Math.ceil(n / 4));
      for (let c = 0; c < chords; c++)
        G.mergeEdge(order[randInt(rng, 0, n - 1)]!, order[randInt(rng, 0, n - 1)]!);
      // Pendant nodes (and a pendant chain) on undirected graphs: the diameter's leaf shortcut.
      if (G.type === 'undirected') {
        for (let p = randInt(rng, 0, 6); p > 0; p--) G.mergeEdge(order[randInt(rng, 0, n - 1)]!, `leaf${p}`);
        if (rng() < 0.5 && G.hasNode('leaf1')) G.mergeEdge('leaf1', 'tip');
      }
      expect(diameter(G)).toBe(bruteDiameter(G));
    }
  });
  it('equals the largest BFS eccentricity on 3,000 random graphs of 1–9 nodes with self-loops', () => {
    const specs = randomSpecs(144, 3_000, (rng, i) => ({
      n: randInt(rng, 1, 9),
      p: 0.2 + rng() * 0.8,
      directed: i % 4 === 0,
      multi: i % 5 === 0,
      selfLoops: true,
    }));
    let compared = 0;
    let looped = 0;
    for (const spec of specs) {
      const G = toGraph(spec);
      let expected: number;
      try {
        expected = bruteDiameter(G);
        diameter(G);
      } catch {
        continue; // not connected: the NetworkX comparison below covers the error
      }
      compared++;
      if (spec.edges.some(([u, v]) => u === v)) looped++;
      expect(diameter(G), JSON.stringify(spec)).toBe(expected);
    }
    expect(compared).toBeGreaterThan(1_000);
    expect(looped).toBeGreaterThan(1_000);
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
  it('diameter agrees on 600 random graphs of 2–9 nodes with self-loops', () => {
    const looped = randomSpecs(145, 600, (rng, i) => ({
      n: randInt(rng, 2, 9),
      p: 0.3 + rng() * 0.7,
      directed: i % 3 === 0,
      multi: i % 4 === 0,
      selfLoops: true,
    }));
    const nx = runNetworkx<number | 'error'>(
      'diameter',
      looped.map((graph) => ({ graph })),
    );
    expect(nx.filter((x) => typeof x === 'number').length).toBeGreaterThan(300);
    for (const [i, spec] of looped.entries()) {
      const G = toGraph(spec);
      if (nx[i] === 'error') expect(() => diameter(G)).toThrow(/connected/);
      else expect(diameter(G), JSON.stringify(spec)).toBe(nx[i]);
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
