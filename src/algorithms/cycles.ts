/**
 * Cycle detection with a witness, directed and undirected, self-loops and parallel edges included.
 * Hand-written because graphology-dag's hasCycle treats every undirected edge as a cycle and
 * returns no witness. Depth-first from the first node, stopping at the first cycle, on the
 * explorer: on a large graph with cycles it reads a few neighbors, not the whole graph.
 */
import type { AnyGraph } from './common.js';
import { edgeKind, requireOneKind } from './common.js';
import { probeCycle } from './cycle-probe.js';
import type { Explorer } from './explorer.js';
import { explore, GAVE_UP } from './explorer.js';
import { graphSeed } from './graph-seed.js';
import { memorizedInbound, memorizedTopology, topologyOf } from './indexed.js';
import { kahnOrder } from './kahn.js';
import { seededExplorer } from './seeded-explorer.js';

/** One DFS frame: a node, its out-neighbors and how far they are read. */
interface Frame {
  v: number;
  next: ArrayLike<number>;
  at: number;
}

type Found = number[] | null | typeof GAVE_UP;

/**
 * Directed: iterative DFS, where an arc to a node on the current path closes a cycle. Each node's
 * out-arcs are all checked against the path when it is entered (its list is read whole anyway):
 * on a random graph that finds a cycle at about a third of the depth that checking them one by
 * one on the way does, so the search reads a third of the neighbor lists.
 */
function directedCycleIds(x: Explorer): Found {
  const state = new Uint8Array(x.capacity); // 0 new, 1 on the path, 2 done
  const path: Frame[] = [];
  const closing = (w: number): number[] => {
    let i = path.length - 1;
    while (path[i]!.v !== w) i--;
    return path.slice(i).map((g) => g.v);
  };
  for (let root = x.nextRoot(); root !== null; root = x.nextRoot()) {
    if (root === GAVE_UP) return GAVE_UP;
    if (state[root] !== 0) continue;
    for (let v = root; v !== -1; ) {
      const next = x.neighbors(v);
      if (next === null) return GAVE_UP;
      state[v] = 1;
      path.push({ v, next, at: 0 });
      for (let i = 0; i < next.length; i++) if (state[next[i]!] === 1) return closing(next[i]!);
      v = -1;
      while (path.length > 0 && v === -1) {
        const f = path[path.length - 1]!;
        if (f.at === f.next.length) {
          state[f.v] = 2;
          path.pop();
        } else if (state[f.next[f.at++]!] === 0) v = f.next[f.at - 1]!;
      }
    }
  }
  return null;
}

/**
 * The cycle closed by the non-tree edge v–w of a breadth-first tree (`parent` holds parent + 1,
 * -1 for the root): v's branch up to the lowest common ancestor, then w's branch back down to it.
 */
function closeTreeCycle(parent: Int32Array, v: number, w: number): number[] {
  const above = new Set<number>();
  for (let u = v; u >= 0; u = parent[u]! - 1) above.add(u);
  const wSide: number[] = [];
  let lca = w;
  for (; !above.has(lca); lca = parent[lca]! - 1) wSide.push(lca);
  const vSide: number[] = [];
  for (let u = v; u !== lca; u = parent[u]! - 1) vSide.push(u);
  return [lca, ...vSide.reverse(), ...wSide];
}

/**
 * Undirected: breadth-first, where an edge to a node already reached closes a cycle — except the
 * first arc back to the parent, which is the tree edge (a second one is a parallel edge: a cycle
 * of two). A self-loop is a cycle of one. Breadth-first because reaching a node twice is a
 * birthday collision among everything seen so far: on a random graph of average degree 20 at
 * 100k nodes it happens within ~20 neighbor lists, where a depth-first walk reads ~270.
 */
function undirectedCycleIds(x: Explorer): Found {
  const parent = new Int32Array(x.capacity); // parent + 1; 0 unseen, -1 a root
  const queue = new Int32Array(x.capacity);
  for (let root = x.nextRoot(); root !== null; root = x.nextRoot()) {
    if (root === GAVE_UP) return GAVE_UP;
    if (parent[root] !== 0) continue;
    parent[root] = -1;
    let tail = 0;
    queue[tail++] = root;
    for (let head = 0; head < tail; head++) {
      const v = queue[head]!;
      const next = x.neighbors(v);
      if (next === null) return GAVE_UP;
      let treeEdge = true;
      for (let i = 0; i < next.length; i++) {
        const w = next[i]!;
        if (w === v) return [v];
        if (treeEdge && w === parent[v]! - 1) {
          treeEdge = false;
        } else if (parent[w] !== 0) {
          return closeTreeCycle(parent, v, w);
        } else {
          parent[w] = v + 1;
          queue[tail++] = w;
        }
      }
    }
  }
  return null;
}

/** Cycle ids: directed or undirected by the explorer's edges (see the two searches). */
export function cycleIds(x: Explorer): Found {
  return x.directed ? directedCycleIds(x) : undirectedCycleIds(x);
}

/**
 * {@link directedCycleIds} straight on arcs in CSR form (`adj[start[v] .. start[v+1]-1]` are v's
 * out-neighbors), spending the budget as an explorer does: the same reads in the same order, so
 * the same cycle, without an explorer's per-read views and per-node frames. A search that stops
 * early runs once per fresh G, mostly before V8 has optimized it, and there those were most of
 * its cost.
 */
function csrCycleIds(start: Int32Array, adj: Int32Array, n: number, budget: number): Found {
  const state = new Uint8Array(n); // 0 new, 1 on the path, 2 done
  const pathNode: number[] = [];
  const pathAt: number[] = [];
  let left = budget;
  for (let root = 0; root < n; root++) {
    if (--left < 0) return GAVE_UP;
    if (state[root] !== 0) continue;
    for (let v = root; v !== -1; ) {
      const from = start[v]!;
      const to = start[v + 1]!;
      left -= to - from + 1;
      if (left < 0) return GAVE_UP;
      state[v] = 1;
      pathNode.push(v);
      pathAt.push(from);
      for (let p = from; p < to; p++) {
        if (state[adj[p]!] !== 1) continue;
        const w = adj[p]!;
        return pathNode.slice(pathNode.lastIndexOf(w));
      }
      v = -1;
      while (pathNode.length > 0 && v === -1) {
        const top = pathNode.length - 1;
        const u = pathNode[top]!;
        if (pathAt[top] === start[u + 1]) {
          state[u] = 2;
          pathNode.pop();
          pathAt.pop();
        } else {
          const w = adj[pathAt[top]!++]!;
          if (state[w] === 0) v = w;
        }
      }
    }
  }
  return null;
}

/**
 * A directed cycle found by a depth-first search within a small budget of neighbor reads, a
 * 256th of the edges, on the memorized index or else the builder's seed (no index is assembled):
 * a random cyclic graph shows one within a few hundred reads. Null when the search read all of G
 * and found none; GAVE_UP when its budget ran out, or G has neither index nor seed.
 */
export function quickDirectedCycle(G: AnyGraph): string[] | null | typeof GAVE_UP {
  if (edgeKind(G) !== 'directed') return GAVE_UP;
  const found = seededDirectedCycle(G);
  return found === NOT_SEEDED ? GAVE_UP : found;
}

/** Answered by {@link seededDirectedCycle} when G has neither a memorized index nor a seed. */
export const NOT_SEEDED: unique symbol = Symbol('neither index nor seed');

/**
 * {@link quickDirectedCycle} on a G its caller knows to be directed, telling a G without index or
 * seed apart (NOT_SEEDED): the DAG functions then search lazily. A call that ends in a few hundred
 * reads, once per fresh G and mostly before V8 has optimized it, should look G up once: each
 * look-up checks the memory's listeners, and the edge count comes from the index or seed.
 */
export function seededDirectedCycle(G: AnyGraph): string[] | null | typeof GAVE_UP | typeof NOT_SEEDED {
  // First a probe from both sides of one node (cycle-probe.ts: on a random cyclic graph it reads
  // ~600-1,100 arcs where the depth-first search read ~2,500), when the inbound arcs are at hand;
  // then the depth-first search, which also proves a small graph acyclic.
  const t = memorizedTopology(G);
  if (t !== undefined) {
    // A seeded index names a node without making every key (100k keys: ~8 ms).
    const seed = t.built?.seed;
    const name = (v: number) => (seed === undefined ? t.keys[v]! : seed.key(v));
    const inbound = memorizedInbound(G);
    const probed = inbound === undefined ? GAVE_UP : probeCycle(t.out, inbound, t.n, probeBudget(t.m));
    if (probed !== GAVE_UP) return probed.map(name);
    const found = csrCycleIds(t.out.start, t.out.adj, t.n, searchBudget(t.m));
    return found === GAVE_UP || found === null ? found : found.map(name);
  }
  const seed = graphSeed(G);
  if (seed === undefined) return NOT_SEEDED;
  const m = seed.kept === null ? seed.src.length : seed.kept.length;
  const lists = seed.lists();
  const out = lists.out.far;
  const inbound = lists.in.far;
  if (out !== undefined && inbound !== undefined) {
    const probed = probeCycle(
      { start: lists.out.start, adj: out },
      { start: lists.in.start, adj: inbound },
      seed.n,
      probeBudget(m),
    );
    if (probed !== GAVE_UP) return probed.map(seed.key);
  }
  const found =
    out === undefined
      ? cycleIds(seededExplorer(G, seed, searchBudget(m)))
      : csrCycleIds(lists.out.start, out, seed.n, searchBudget(m));
  return found === GAVE_UP || found === null ? found : found.map(seed.key);
}

/** The depth-first search's budget of reads on a graph of `m` edges: a 256th of them, and 1,024. */
const searchBudget = (m: number) => 1_024 + (m >> 8);

/** The two-sided probe's: a 512th of the edges, and 512 (it meets within ~1,100 reads at 1M edges). */
const probeBudget = (m: number) => 512 + (m >> 9);

/**
 * A directed cycle from G's index (memorized, or assembled from its builder's seed), as keys;
 * null when there is none: the quick search above, then Kahn's algorithm on the index, one pass
 * over its arrays, where the depth-first search had to read every node's list through the
 * explorer to be sure (3-4x as long at a million edges). Undefined when there is one but no
 * witness yet, or G has neither index nor seed (a lazy search may then stop early).
 */
function directedCycleByIndex(G: AnyGraph): string[] | null | undefined {
  const quick = seededDirectedCycle(G);
  if (quick === NOT_SEEDED) return undefined;
  if (quick !== GAVE_UP) return quick;
  return kahnOrder(topologyOf(G)) === null ? undefined : null;
}

/**
 * One cycle as a node list [v0, v1, …, vk] (edges v0→v1 … vk→v0), or null when acyclic.
 * Directed graphs follow edge directions; undirected graphs count self-loops and, in multi
 * graphs, two parallel edges as cycles (as NetworkX's find_cycle). A graph mixing directed and
 * undirected edges is refused (GrrafError).
 * @example findCycle(D) // → ['1', '2', '3']
 */
export function findCycle(G: AnyGraph): string[] | null {
  if (requireOneKind(G, 'findCycle') === 'directed') {
    const found = directedCycleByIndex(G);
    if (found !== undefined) return found;
  }
  return explore(G, (x) => {
    const ids = cycleIds(x);
    return ids === null || ids === GAVE_UP ? ids : ids.map(x.key);
  });
}

/**
 * True when `G` has a cycle (see {@link findCycle} for what counts).
 * @example hasCycle(G) // → true
 */
export function hasCycle(G: AnyGraph): boolean {
  // An undirected graph with as many edges as nodes is no forest.
  if (requireOneKind(G, 'hasCycle') === 'undirected' && G.size >= G.order && G.size > 0) return true;
  return findCycle(G) !== null;
}
