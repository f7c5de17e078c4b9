/**
 * Cycle detection with a witness, directed and undirected, self-loops and parallel edges included.
 * Hand-written because graphology-dag's hasCycle treats every undirected edge as a cycle
 * and returns no witness.
 */
import type { AnyGraph } from './common.js';
import { indexGraph } from './indexed.js';
import { DisjointSets } from './union-find.js';

/** Directed: iterative DFS; a back edge to a node on the current path closes a cycle. */
function directedCycle(G: AnyGraph): string[] | null {
  const g = indexGraph(G, null);
  const { n, outStart, outAdj } = g;
  const state = new Uint8Array(n); // 0 new, 1 on path, 2 done
  const path = new Int32Array(n);
  const ptr = new Int32Array(n);
  for (let r = 0; r < n; r++) {
    if (state[r]) continue;
    let top = 0;
    path[0] = r;
    ptr[0] = outStart[r]!;
    state[r] = 1;
    while (top >= 0) {
      const v = path[top]!;
      const p = ptr[top]!;
      if (p === outStart[v + 1]) {
        state[v] = 2;
        top--;
        continue;
      }
      ptr[top] = p + 1;
      const w = outAdj[p]!;
      if (state[w] === 1) {
        let i = top;
        while (path[i] !== w) i--;
        return Array.from(path.subarray(i, top + 1), (x) => g.keys[x]!);
      }
      if (state[w] === 0) {
        state[w] = 1;
        path[++top] = w;
        ptr[top] = outStart[w]!;
      }
    }
  }
  return null;
}

/** Undirected: the first edge joining two already-connected nodes closes a cycle (union-find). */
function undirectedCycle(G: AnyGraph): string[] | null {
  const keys = G.nodes();
  const index = new Map(keys.map((k, i) => [k, i]));
  const sets = new DisjointSets(keys.length);
  const forest: number[][] = keys.map(() => []);
  let closing = null as [number, number] | null;
  G.someEdge((_e, _a, s, t) => {
    const u = index.get(s)!;
    const v = index.get(t)!;
    if (!sets.union(u, v)) {
      closing = [u, v];
      return true;
    }
    forest[u]!.push(v);
    forest[v]!.push(u);
    return false;
  });
  if (closing === null) return null;
  const [u, v] = closing;
  if (u === v) return [keys[u]!];
  // The cycle is the forest path v … u plus the closing edge.
  const prev = new Map<number, number>([[v, -1]]);
  const queue = [v];
  for (let i = 0; i < queue.length && !prev.has(u); i++) {
    for (const w of forest[queue[i]!]!) {
      if (prev.has(w)) continue;
      prev.set(w, queue[i]!);
      queue.push(w);
    }
  }
  const cycle: string[] = [];
  for (let x = u; x !== -1; x = prev.get(x)!) cycle.push(keys[x]!);
  return cycle;
}

/**
 * One cycle as a node list [v0, v1, …, vk] (edges v0→v1 … vk→v0), or null when acyclic.
 * Directed graphs follow edge directions; undirected graphs count self-loops and, in multi
 * graphs, two parallel edges as cycles (as NetworkX's find_cycle). Mixed graphs: directed rules.
 * @example findCycle(D) // → ['1', '2', '3']
 */
export function findCycle(G: AnyGraph): string[] | null {
  return G.type === 'undirected' ? undirectedCycle(G) : directedCycle(G);
}

/**
 * True when `G` has a cycle (see {@link findCycle} for what counts).
 * @example hasCycle(G) // → true
 */
export function hasCycle(G: AnyGraph): boolean {
  return findCycle(G) !== null;
}
