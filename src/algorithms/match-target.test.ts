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

describe('narrowing a kept list on the lazy target (keepLinked)', () => {
  /** Hub h joined to a0…a5; a0–a1, a0–a2, a1–a2, a3–a4 among them; z, outside, joined to a5. */
  function hubGraph(): UndirectedGraph {
    const G = new UndirectedGraph();
    for (let i = 0; i < 6; i++) G.mergeEdge('h', `a${i}`);
    for (const [u, v] of [
      ['a0', 'a1'],
      ['a0', 'a2'],
      ['a1', 'a2'],
      ['a3', 'a4'],
      ['z', 'a5'],
    ] as const)
      G.mergeEdge(u, v);
    return G;
  }

  it("answers as graphology, probing each pair of a list once, and keeps what was used out only of this call's answer", () => {
    const G = hubGraph();
    let probes = 0;
    const hasEdge = G.hasEdge.bind(G);
    G.hasEdge = ((u: string, v: string) => {
      probes++;
      return hasEdge(u, v);
    }) as typeof G.hasEdge;
    const t = lazyTarget(G)!;
    const ids = new Map<string, number>();
    for (let r = t.nextRoot(); r !== null && r !== GAVE_UP; r = t.nextRoot()) ids.set(t.key(r), r);
    const list = t.neighbors(ids.get('h')!, false) as Int32Array;
    const used = new Uint8Array(t.n);
    const linked = (y: string) => {
      const out = new Int32Array(list.length);
      const n = t.keepLinked(list, list.length, ids.get(y)!, false, used, out);
      return [...out.subarray(0, n)].map((v) => t.key(v)).sort();
    };
    // a1 used while a0 is scanned: left out of the answer, not of the record.
    used[ids.get('a1')!] = 1;
    expect(linked('a0')).toEqual(['a2']);
    expect(probes).toBe(6);
    used[ids.get('a1')!] = 0;
    // a1's scan takes a0's answer from a0's record: five probes, not six.
    expect(linked('a1')).toEqual(['a0', 'a2']);
    expect(probes).toBe(11);
    expect(linked('a3')).toEqual(['a4']);
    // A node outside the list is probed against every node of it (no record answers for it).
    const before = probes;
    expect(linked('z')).toEqual(['a5']);
    expect(probes - before).toBe(6);
    // A node scanned before is answered from its own record, without probes.
    const again = probes;
    expect(linked('a0')).toEqual(['a1', 'a2']);
    expect(probes).toBe(again);
  });
});
