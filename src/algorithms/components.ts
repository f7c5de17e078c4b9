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

/** Weak components as numbers: `component[v]` in 0..count-1, numbered in order of first node. */
interface Numbered {
  n: number;
  count: number;
  component: Int32Array;
  keys: () => string[];
}

/**
 * Union-find over the edges (endpoints `source[e]`, `target[e]`), numbered by first node. Over
 * the index's edge arrays it reads them in order; a breadth-first search over the arcs, tried
 * instead, took 2.5× as long at a million edges (it jumps to each node's arcs in queue order).
 */
function numberByUnion(n: number, m: number, source: ArrayLike<number>, target: ArrayLike<number>) {
  const sets = new DisjointSets(n);
  for (let e = 0; e < m; e++) sets.union(source[e]!, target[e]!);
  const numberOf = new Int32Array(n).fill(-1);
  const component = new Int32Array(n);
  let count = 0;
  for (let i = 0; i < n; i++) {
    const root = sets.find(i);
    if (numberOf[root]! < 0) numberOf[root] = count++;
    component[i] = numberOf[root]!;
  }
  return { count, component };
}

/** Weak components numbered: from the index's edge arrays when that needs no walk of G, else from G's edge list. */
function numbered(G: AnyGraph): Numbered {
  const t = topologyWithoutWalk(G);
  if (t !== undefined) return { n: t.n, ...numberByUnion(t.n, t.m, t.source, t.target), keys: () => t.keys };
  const keys = G.nodes();
  const pos: Record<string, number> = Object.create(null);
  for (let i = 0; i < keys.length; i++) pos[keys[i]!] = i;
  const source = new Int32Array(G.size);
  const target = new Int32Array(G.size);
  let e = 0;
  G.forEachEdge((_e, _a, s, t) => {
    source[e] = pos[s]!;
    target[e++] = pos[t]!;
  });
  return { n: keys.length, ...numberByUnion(keys.length, e, source, target), keys: () => keys };
}

/**
 * Weak components as key arrays, in order of first node, nodes in G's order within each. Grouped
 * through typed arrays (arrays of the right size filled in one pass), not a Map of growing arrays.
 */
function weakComponents(G: AnyGraph): string[][] {
  const { n, count, component, keys: keysOf } = numbered(G);
  const sizes = new Int32Array(count);
  for (let i = 0; i < n; i++) sizes[component[i]!]!++;
  const keys = keysOf();
  const out: string[][] = Array.from(sizes, (size) => new Array<string>(size));
  const filled = new Int32Array(count);
  for (let i = 0; i < n; i++) {
    const c = component[i]!;
    out[c]![filled[c]!++] = keys[i]!;
  }
  return out;
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
  return numbered(G).count;
}

/**
 * True when the undirected view is connected (directed graphs: weakly connected). Empty graph: false.
 * @example isConnected(G) // → true
 */
export function isConnected(G: AnyGraph): boolean {
  requireGraph(G);
  if (G.order === 0) return false;
  return numbered(G).count === 1;
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
