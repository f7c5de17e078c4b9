/**
 * Connected components, hand-written. Weak components: one union-find pass over the edges,
 * ~13× faster than graphology-components' DFS at 100k nodes / 1M edges (measured). Strong
 * components: an iterative Tarjan, because graphology-components' version recurses and
 * overflows the stack around 10,000 nodes.
 */
import type { AnyGraph } from './common.js';
import { requireGraph } from './common.js';
import type { IndexedGraph } from './indexed.js';
import { indexGraph, topologyWithoutWalk } from './indexed.js';
import { DisjointSets } from './union-find.js';

/** Union-find over the edges: from the index when it needs no walk of G, else from graphology's edge list. */
function joinEdges(G: AnyGraph): { keys: string[]; sets: DisjointSets } {
  const t = topologyWithoutWalk(G);
  if (t !== undefined) {
    const sets = new DisjointSets(t.n);
    for (let e = 0; e < t.m; e++) sets.union(t.source[e]!, t.target[e]!);
    return { keys: t.keys, sets };
  }
  const keys = G.nodes();
  const pos: Record<string, number> = Object.create(null);
  for (let i = 0; i < keys.length; i++) pos[keys[i]!] = i;
  const sets = new DisjointSets(keys.length);
  G.forEachEdge((_e, _a, s, t) => {
    sets.union(pos[s]!, pos[t]!);
  });
  return { keys, sets };
}

/** Weak components by union-find with path halving; components in order of first node. */
function weakComponents(G: AnyGraph): string[][] {
  const { keys, sets } = joinEdges(G);
  const groups = new Map<number, string[]>();
  for (let i = 0; i < keys.length; i++) {
    const r = sets.find(i);
    const g = groups.get(r);
    if (g) g.push(keys[i]!);
    else groups.set(r, [keys[i]!]);
  }
  return [...groups.values()];
}

/**
 * Components of the undirected view (weakly connected components of a directed graph), as key arrays.
 * @example connectedComponents(G) // → [['0', '1', '2'], ['3']]
 */
export function connectedComponents(G: AnyGraph): string[][] {
  return weakComponents(G);
}

/**
 * Weakly connected components of a directed graph (same as {@link connectedComponents}).
 * @example weaklyConnectedComponents(D) // → [['0', '1'], ['2']]
 */
export function weaklyConnectedComponents(G: AnyGraph): string[][] {
  return weakComponents(G);
}

/**
 * Number of connected (weakly, if directed) components.
 * @example numberConnectedComponents(G) // → 2
 */
export function numberConnectedComponents(G: AnyGraph): number {
  const { keys, sets } = joinEdges(G);
  let count = 0;
  for (let i = 0; i < keys.length; i++) if (sets.find(i) === i) count++;
  return count;
}

/**
 * True when the undirected view is connected (directed graphs: weakly connected). Empty graph: false.
 * @example isConnected(G) // → true
 */
export function isConnected(G: AnyGraph): boolean {
  requireGraph(G);
  return G.order > 0 && numberConnectedComponents(G) === 1;
}

/** Tarjan's algorithm with an explicit call stack; returns a component id per node index. */
function sccIds(g: IndexedGraph): { comp: Int32Array; count: number } {
  const { n, outStart, outAdj } = g;
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const comp = new Int32Array(n).fill(-1);
  const onStack = new Uint8Array(n);
  const stack = new Int32Array(n);
  const callNode = new Int32Array(n);
  const callPtr = new Int32Array(n);
  let sp = 0;
  let next = 0;
  let count = 0;
  for (let r = 0; r < n; r++) {
    if (index[r] !== -1) continue;
    let top = 0;
    callNode[0] = r;
    callPtr[0] = outStart[r]!;
    index[r] = low[r] = next++;
    stack[sp++] = r;
    onStack[r] = 1;
    while (top >= 0) {
      const v = callNode[top]!;
      const p = callPtr[top]!;
      if (p < outStart[v + 1]!) {
        callPtr[top] = p + 1;
        const w = outAdj[p]!;
        if (index[w] === -1) {
          index[w] = low[w] = next++;
          stack[sp++] = w;
          onStack[w] = 1;
          top++;
          callNode[top] = w;
          callPtr[top] = outStart[w]!;
        } else if (onStack[w] && index[w]! < low[v]!) low[v] = index[w]!;
        continue;
      }
      if (low[v] === index[v]) {
        let w: number;
        do {
          w = stack[--sp]!;
          onStack[w] = 0;
          comp[w] = count;
        } while (w !== v);
        count++;
      }
      top--;
      if (top >= 0) {
        const u = callNode[top]!;
        if (low[v]! < low[u]!) low[u] = low[v]!;
      }
    }
  }
  return { comp, count };
}

/**
 * Strongly connected components (iterative Tarjan), as key arrays; undirected graphs give their
 * connected components.
 * @example stronglyConnectedComponents(D) // → [['2'], ['0', '1']]
 */
export function stronglyConnectedComponents(G: AnyGraph): string[][] {
  const g = indexGraph(G, null);
  const { comp, count } = sccIds(g);
  const out: string[][] = Array.from({ length: count }, () => []);
  for (let i = 0; i < g.n; i++) out[comp[i]!]!.push(g.keys[i]!);
  return out;
}

/**
 * True when every node reaches every other along edge directions. Empty graph: false.
 * @example isStronglyConnected(D) // → false
 */
export function isStronglyConnected(G: AnyGraph): boolean {
  requireGraph(G);
  if (G.order === 0) return false;
  // A node no edge enters or leaves rules it out at once (degree counters, no index needed).
  const stuck =
    G.order > 1 &&
    G.someNode(
      (v) => G.inDegree(v) + G.undirectedDegree(v) === 0 || G.outDegree(v) + G.undirectedDegree(v) === 0,
    );
  if (stuck) return false;
  const g = indexGraph(G, null, { inbound: true });
  return reachesAll(g.outStart, g.outAdj) && reachesAll(g.inStart, g.inAdj);
}

/** True when a BFS from node 0 along these arcs reaches every node. */
function reachesAll(start: Int32Array, adj: Int32Array): boolean {
  const n = start.length - 1;
  const seen = new Uint8Array(n);
  const queue = new Int32Array(n);
  seen[0] = 1;
  let tail = 1;
  for (let head = 0; head < tail; head++) {
    const v = queue[head]!;
    for (let p = start[v]!; p < start[v + 1]!; p++) {
      if (seen[adj[p]!]) continue;
      seen[adj[p]!] = 1;
      queue[tail++] = adj[p]!;
    }
  }
  return tail === n;
}
