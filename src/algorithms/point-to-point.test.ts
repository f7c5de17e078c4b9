import { describe, expect, it } from 'vitest';
import type { AnyGraph } from './common.js';
import { GAVE_UP } from './explorer.js';
import { peekMemo } from './graph-memo.js';
import { topologyOf } from './indexed.js';
import { reaches } from './point-to-point.js';
import { hasPath } from './shortest-path.js';
import { prng, randInt, randomSpecs, toGraph } from './test-support/random-graphs.js';

/** Out- and in-lists of a random digraph on ids 0..n-1 (parallel arcs and self-loops included). */
function randomLists(rng: () => number, n: number, arcs: number) {
  const out: number[][] = Array.from({ length: n }, () => []);
  const inbound: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < arcs; i++) {
    const [u, v] = [randInt(rng, 0, n - 1), randInt(rng, 0, n - 1)];
    out[u]!.push(v);
    inbound[v]!.push(u);
  }
  return { neighbors: (v: number, d?: string) => (d === 'in' ? inbound : out)[v]!, out };
}

/** Reachability by a plain one-sided search, to check against. */
function reachable(out: number[][], s: number, t: number): boolean {
  const seen = new Set([s]);
  const queue = [s];
  for (let head = 0; head < queue.length; head++) {
    for (const w of out[queue[head]!]!) {
      if (seen.has(w)) continue;
      seen.add(w);
      queue.push(w);
    }
  }
  return seen.has(t);
}

describe('reaches', () => {
  it('agrees with a one-sided search on every pair of 200 random digraphs, sparse to dense', () => {
    const rng = prng(7);
    let [yes, no] = [0, 0];
    for (let g = 0; g < 200; g++) {
      const n = randInt(rng, 1, 24);
      // From far fewer arcs than nodes (dead ends on both sides) to a few per node.
      const lists = randomLists(rng, n, randInt(rng, 0, 3 * n));
      for (let s = 0; s < n; s++) {
        for (let t = 0; t < n; t++) {
          const expected = reachable(lists.out, s, t);
          expect(reaches(lists, s, t), `graph ${g}: ${s}→${t}`).toBe(expected);
          if (expected) yes++;
          else no++;
        }
      }
    }
    expect(Math.min(yes, no)).toBeGreaterThan(5_000);
  });

  it('gives up when a neighbor read is refused (a spent lazy budget)', () => {
    const chain = { neighbors: (v: number) => (v < 3 ? [v + 1] : null) };
    expect(reaches(chain, 0, 9)).toBe(GAVE_UP);
    expect(reaches(chain, 4, 4)).toBe(true);
  });
});

describe('hasPath', () => {
  const specs = randomSpecs(11, 120, (rng, i) => ({
    n: randInt(rng, 2, 20),
    p: rng() * 0.2,
    directed: i % 3 !== 0,
    multi: i % 5 === 0,
  }));

  /** Every pair's answer, read lazily or on the index. */
  const answers = (G: AnyGraph) => G.nodes().flatMap((s) => G.nodes().map((t) => hasPath(G, s, t)));

  it('answers the same on a lazy reader and on the memorized index', () => {
    for (const spec of specs) {
      const G = toGraph(spec);
      const lazy = answers(G);
      if (!G.multi) expect(peekMemo(G, 'topology')).toBeUndefined();
      topologyOf(G);
      expect(answers(G)).toEqual(lazy);
      const out = new Map(G.nodes().map((v) => [v, G.outboundNeighbors(v)]));
      const ids = new Map(G.nodes().map((v, i) => [v, i]));
      const lists = G.nodes().map((v) => out.get(v)!.map((w) => ids.get(w)!));
      expect(lazy).toEqual(G.nodes().flatMap((_, s) => G.nodes().map((__, t) => reachable(lists, s, t))));
    }
  });
});
