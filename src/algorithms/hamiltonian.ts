/**
 * Hamiltonian path (visits every node exactly once), exact. Up to 20 nodes: dynamic programming
 * over subsets (Held–Karp style, O(2ⁿ·n²) bit operations). Beyond: iterative backtracking with
 * Warnsdorff ordering and degree pruning — exact but exponential in the worst case.
 * Hand-written: neither graphology nor NetworkX has a general Hamiltonian path search.
 */
import type { AnyGraph } from './common.js';
import type { IndexedGraph } from './indexed.js';
import { indexGraph } from './indexed.js';

/** Largest graph solved by the subset DP; larger graphs use backtracking. */
export const HAMILTONIAN_DP_MAX_NODES = 20;

/** Distinct out-neighbour bitmasks (self-loops dropped), for n ≤ 31. */
function masks(g: IndexedGraph): Int32Array {
  const m = new Int32Array(g.n);
  for (let v = 0; v < g.n; v++) {
    for (let p = g.outStart[v]!; p < g.outStart[v + 1]!; p++)
      if (g.outAdj[p] !== v) m[v]! |= 1 << g.outAdj[p]!;
  }
  return m;
}

/** reach[mask] = bitmask of nodes v such that some path visits exactly `mask` and ends at v. */
export function hamiltonianDp(g: IndexedGraph): number[] | null {
  const n = g.n;
  const out = masks(g);
  const inn = new Int32Array(n);
  for (let v = 0; v < n; v++) for (let w = 0; w < n; w++) if (out[v]! & (1 << w)) inn[w]! |= 1 << v;
  const full = (1 << n) - 1;
  const reach = new Int32Array(1 << n);
  for (let v = 0; v < n; v++) reach[1 << v] = 1 << v;
  for (let mask = 1; mask <= full; mask++) {
    const ends = reach[mask]!;
    if (ends === 0) continue;
    for (let w = 0; w < n; w++) {
      if (mask & (1 << w) || (inn[w]! & ends) === 0) continue;
      reach[mask | (1 << w)]! |= 1 << w;
    }
  }
  if (reach[full] === 0) return null;
  // Walk back: the last node is any reachable end; the one before must reach it by an edge.
  const path: number[] = [];
  let mask = full;
  let v = 31 - Math.clz32(reach[full]! & -reach[full]!);
  for (;;) {
    path.push(v);
    const rest = mask & ~(1 << v);
    if (rest === 0) break;
    const prev = reach[rest]! & inn[v]!;
    mask = rest;
    v = 31 - Math.clz32(prev & -prev);
  }
  return path.reverse();
}

/** Iterative DFS over paths; next steps tried in order of fewest onward options. */
export function hamiltonianBacktrack(g: IndexedGraph): number[] | null {
  const n = g.n;
  const succ: number[][] = [];
  const indeg = new Int32Array(n);
  for (let v = 0; v < n; v++) {
    const s = new Set<number>();
    for (let p = g.outStart[v]!; p < g.outStart[v + 1]!; p++) if (g.outAdj[p] !== v) s.add(g.outAdj[p]!);
    succ.push([...s]);
    for (const w of s) indeg[w]!++;
  }
  // Degree pruning. Directed: a node nobody enters must start the path, one nobody leaves must
  // end it. Undirected: a degree-1 node must be an end, so at most two, and start at one of them.
  const sources = [...indeg.keys()].filter((v) => indeg[v] === 0);
  const sinks = [...indeg.keys()].filter((v) => succ[v]!.length === 0);
  const leaves = g.directed ? [] : [...indeg.keys()].filter((v) => succ[v]!.length === 1);
  if (n > 1 && (sources.length > 1 || sinks.length > 1 || leaves.length > 2)) return null;
  const byDegree = [...indeg.keys()].sort((a, b) => succ[a]!.length - succ[b]!.length);
  const starts = sources.length === 1 ? sources : leaves.length > 0 ? leaves.slice(0, 1) : byDegree;
  const onPath = new Uint8Array(n);
  const free = (v: number) => succ[v]!.filter((w) => !onPath[w]).length;
  for (const s of starts) {
    const path = [s];
    onPath[s] = 1;
    const options: number[][] = [succ[s]!.filter((w) => !onPath[w]).sort((a, b) => free(a) - free(b))];
    while (path.length > 0) {
      if (path.length === n) return path;
      const next = options[options.length - 1]!.shift();
      if (next === undefined) {
        onPath[path.pop()!] = 0;
        options.pop();
        continue;
      }
      path.push(next);
      onPath[next] = 1;
      options.push(succ[next]!.filter((w) => !onPath[w]).sort((a, b) => free(a) - free(b)));
    }
  }
  return null;
}

/**
 * A Hamiltonian path (every node exactly once, following edge directions) as keys, or null.
 * Exact: subset DP up to 20 nodes, backtracking beyond (exponential worst case).
 * @example hamiltonianPath(G) // → ['3', '0', '1', '4', '2']
 */
export function hamiltonianPath(G: AnyGraph): string[] | null {
  const g = indexGraph(G, null);
  if (g.n === 0) return null;
  const path = g.n <= HAMILTONIAN_DP_MAX_NODES ? hamiltonianDp(g) : hamiltonianBacktrack(g);
  return path === null ? null : path.map((v) => g.keys[v]!);
}

/**
 * True when `G` has a Hamiltonian path (see {@link hamiltonianPath}).
 * @example hasHamiltonianPath(G) // → true
 */
export function hasHamiltonianPath(G: AnyGraph): boolean {
  return hamiltonianPath(G) !== null;
}
