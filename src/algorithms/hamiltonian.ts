/**
 * Hamiltonian path (visits every node exactly once), exact. Up to 20 nodes: dynamic programming
 * over subsets (Held–Karp style, O(2ⁿ·n²) bit operations). Beyond: iterative backtracking with
 * Warnsdorff ordering and, at every step, reachability, forced-next and forced-end pruning —
 * exact but exponential in the worst case: dense graphs (GraphInstruct's) take milliseconds, but
 * sparse random digraphs near the existence threshold can take minutes from ~40 nodes.
 * Hand-written: neither graphology nor NetworkX has a general Hamiltonian path search.
 */
import type { AnyGraph } from './common.js';
import type { IndexedGraph } from './indexed.js';
import { distinctNeighbors, indexGraph } from './indexed.js';

/** Largest graph solved by the subset DP; larger graphs use backtracking. */
export const HAMILTONIAN_DP_MAX_NODES = 20;

/** Distinct out-neighbor bitmasks (self-loops dropped), for n ≤ 31. */
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

/** Distinct successor and predecessor lists without self-loops. */
function lists(g: IndexedGraph): { succ: number[][]; pred: number[][] } {
  const succ: number[][] = [];
  const pred: number[][] = Array.from({ length: g.n }, () => []);
  for (let v = 0; v < g.n; v++) {
    const s = distinctNeighbors(g.outStart, g.outAdj, v);
    succ.push([...s]);
    for (const w of s) pred[w]!.push(v);
  }
  return { succ, pred };
}

const DEAD = -2;
const FREE = -1;

/**
 * DEAD when no Hamiltonian completion can exist from `cur` (an unvisited node unreachable through
 * unvisited nodes, or without possible predecessor, or two nodes that must come last or next);
 * else the node that must come next (its only possible predecessor is `cur`), or FREE.
 */
function nextConstraint(
  cur: number,
  onPath: Uint8Array,
  succ: number[][],
  pred: number[][],
  left: number,
): number {
  if (left === 0) return FREE;
  const seen = new Uint8Array(onPath.length);
  const queue = [cur];
  let reached = 0;
  for (let i = 0; i < queue.length; i++) {
    for (const w of succ[queue[i]!]!) {
      if (onPath[w] || seen[w]) continue;
      seen[w] = 1;
      reached++;
      queue.push(w);
    }
  }
  if (reached < left) return DEAD;
  let lastOnes = 0;
  let forcedNext = FREE;
  for (let v = 0; v < onPath.length; v++) {
    if (onPath[v]) continue;
    let ins = 0;
    let fromCur = false;
    for (const u of pred[v]!) {
      if (u === cur) fromCur = true;
      if (!onPath[u] || u === cur) ins++;
    }
    if (ins === 0) return DEAD;
    // Only `cur` can precede v: v must come next, and only one node can.
    if (ins === 1 && fromCur) {
      if (forcedNext !== FREE) return DEAD;
      forcedNext = v;
    }
    // v must be the last node: directed, no unvisited successor; undirected, one usable neighbor.
    let mustEnd: boolean;
    if (succ === pred) mustEnd = ins === 1;
    else {
      mustEnd = true;
      for (const w of succ[v]!) {
        if (!onPath[w]) {
          mustEnd = false;
          break;
        }
      }
    }
    if (mustEnd && ++lastOnes > 1) return DEAD;
  }
  return forcedNext;
}

/** Iterative DFS over paths with dead-end pruning; next steps in order of fewest onward options. */
export function hamiltonianBacktrack(g: IndexedGraph): number[] | null {
  const n = g.n;
  const { succ, pred: predLists } = lists(g);
  const pred = g.directed ? predLists : succ;
  const onPath = new Uint8Array(n);
  const free = (v: number) => succ[v]!.filter((w) => !onPath[w]).length;
  const nextSteps = (v: number, left: number) => {
    const c = nextConstraint(v, onPath, succ, pred, left);
    if (c === DEAD) return [];
    if (c !== FREE) return [c];
    return succ[v]!.filter((w) => !onPath[w]).sort((a, b) => free(a) - free(b));
  };
  // Start where a path must start (no predecessor), else at low-degree nodes first.
  const sources = [...Array(n).keys()].filter((v) => pred[v]!.length === 0);
  if (sources.length > 1) return null;
  const starts =
    sources.length === 1 ? sources : [...Array(n).keys()].sort((a, b) => pred[a]!.length - pred[b]!.length);
  for (const s of starts) {
    const path = [s];
    onPath[s] = 1;
    const options: number[][] = [nextSteps(s, n - 1)];
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
      options.push(nextSteps(next, n - path.length));
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
