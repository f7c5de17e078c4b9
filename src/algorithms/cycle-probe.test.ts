import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../util/mulberry32.js';
import { type ArcLists, probeCycle } from './cycle-probe.js';
import { GAVE_UP } from './explorer.js';

/** Arcs by their first node (`reverse`: by their second), as the index and the seed list them. */
function csr(n: number, arcs: [number, number][], reverse = false): ArcLists {
  const start = new Int32Array(n + 1);
  for (const [u, v] of arcs) start[(reverse ? v : u) + 1]!++;
  for (let i = 0; i < n; i++) start[i + 1]! += start[i]!;
  const fill = start.slice(0, n);
  const adj = new Int32Array(arcs.length);
  for (const [u, v] of arcs) adj[fill[reverse ? v : u]!++] = reverse ? u : v;
  return { start, adj };
}

const probe = (n: number, arcs: [number, number][], budget = Number.POSITIVE_INFINITY) =>
  probeCycle(csr(n, arcs), csr(n, arcs, true), n, budget);

/** Whether some arc path leads from a node back to itself (a depth-first search per node). */
function hasCycle(n: number, arcs: [number, number][]): boolean {
  const out = csr(n, arcs);
  for (let s = 0; s < n; s++) {
    const seen = new Set<number>();
    const stack = [s];
    while (stack.length > 0) {
      const v = stack.pop()!;
      for (let p = out.start[v]!; p < out.start[v + 1]!; p++) {
        const w = out.adj[p]!;
        if (w === s) return true;
        if (!seen.has(w)) {
          seen.add(w);
          stack.push(w);
        }
      }
    }
  }
  return false;
}

/** A cycle: no node twice, each node an arc to the next (the last to the first). */
function isCycle(arcs: [number, number][], c: number[]): boolean {
  const has = new Set(arcs.map(([u, v]) => `${u} ${v}`));
  return new Set(c).size === c.length && c.every((u, i) => has.has(`${u} ${c[(i + 1) % c.length]}`));
}

describe('the two-sided cycle probe', () => {
  it('closes a cycle through the root, a self-loop, and an arc back to the root', () => {
    expect(probe(3, [[0, 0]])).toEqual([0]);
    expect(
      probe(2, [
        [0, 1],
        [1, 0],
      ]),
    ).toEqual([0, 1]);
    expect(
      probe(4, [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 0],
      ]),
    ).toEqual([0, 1, 2, 3]);
  });

  it('passes over roots on no cycle (a source, a sink) to the first that is on one', () => {
    // 0 is a source, 1 a sink; the cycle 2→3→4→2 is reached from 0.
    const arcs: [number, number][] = [
      [0, 1],
      [0, 2],
      [2, 3],
      [3, 4],
      [4, 2],
      [4, 1],
    ];
    const c = probe(5, arcs);
    expect(c).not.toBe(GAVE_UP);
    expect((c as number[])[0]).toBe(2);
    expect(isCycle(arcs, c as number[])).toBe(true);
  });

  it('never claims acyclic: a DAG, an empty graph and parallel arcs give up', () => {
    expect(
      probe(4, [
        [0, 1],
        [0, 1],
        [1, 2],
        [0, 3],
        [3, 2],
      ]),
    ).toBe(GAVE_UP);
    expect(probe(0, [])).toBe(GAVE_UP);
    expect(probe(3, [])).toBe(GAVE_UP);
  });

  it('gives up when its budget runs out before the sides meet', () => {
    const ring = Array.from({ length: 100 }, (_, i): [number, number] => [i, (i + 1) % 100]);
    expect(probe(100, ring, 50)).toBe(GAVE_UP);
    expect(probe(100, ring, 400)).toHaveLength(100);
  });

  it('finds a simple cycle exactly when there is one, on 400 random digraphs with loops and parallel arcs', () => {
    const rng = mulberry32(7);
    for (let g = 0; g < 400; g++) {
      const n = 1 + Math.floor(rng() * 30);
      const m = Math.floor(rng() * 2 * n);
      // Mostly forward arcs, so that about half the graphs are acyclic; a few back arcs and loops.
      const arcs = Array.from({ length: m }, (): [number, number] => {
        const [a, b] = [Math.floor(rng() * n), Math.floor(rng() * n)];
        return rng() < 0.85 ? [Math.min(a, b), Math.max(a, b) + (a === b && a + 1 < n ? 1 : 0)] : [a, b];
      });
      const c = probe(n, arcs);
      if (hasCycle(n, arcs)) {
        expect(c, `graph ${g}`).not.toBe(GAVE_UP);
        expect(isCycle(arcs, c as number[]), `graph ${g}: ${c as number[]}`).toBe(true);
      } else expect(c, `graph ${g}`).toBe(GAVE_UP);
    }
  });
});
