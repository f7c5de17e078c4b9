/**
 * Neighbor access for searches that may end long before they have seen the whole graph (an s→t
 * path, the first cycle). Building the compact index costs O(n + m) — ~0.2 s at a million
 * edges — which such a search should not pay when it needs a few hundred neighbors.
 *
 * So a search first runs on a lazy explorer that asks graphology for one node's neighbors at a
 * time, with a budget of neighbor reads; if the budget runs out it gives up (GAVE_UP) and runs
 * again on the compact index, which is then built and memorized. The index is used from the
 * start when it is already memorized, and always for multigraphs (parallel edges matter to
 * some searches) and for graphs with Object.prototype names as keys (graphology's adjacency
 * objects go wrong around them). Node ids are small integers either way.
 */
import type { AnyGraph } from './common.js';
import { edgeKind, hasPrototypeKeys, numericAttr } from './common.js';
import { peekMemo } from './graph-memo.js';
import type { Csr, Topology } from './indexed.js';
import { edgeWeights, inboundOf, topologyOf } from './indexed.js';

/** Returned by a search that ran out of lazy budget; it is then run on the index. */
export const GAVE_UP: unique symbol = Symbol('gave up');

/** Arcs leaving one node: other ends, and weights when asked for. */
export interface Arcs {
  to: ArrayLike<number>;
  weight: ArrayLike<number>;
}

/** A search's view of G: ids 0..n-1, neighbors by id, null when a lazy budget is spent. */
export interface Explorer {
  n: number;
  /** False only when every edge is undirected. */
  directed: boolean;
  id(key: string): number;
  key(v: number): string;
  /** Outbound neighbors (with repeats for parallel edges); `inbound` follows arcs backwards. */
  neighbors(v: number, inbound?: boolean): ArrayLike<number> | null;
  /** Outbound (or inbound) arcs with the weights of `weight` (missing → 1). */
  weighted(v: number, weight: string, inbound?: boolean): Arcs | null;
  /** The next node id in `G.nodes()` order; null after the last, GAVE_UP when a lazy budget is spent. */
  nextRoot(): number | null | typeof GAVE_UP;
}

const NO_WEIGHTS = new Float64Array(0);

function indexExplorer(G: AnyGraph, t: Topology, weightName?: string): Explorer {
  const weights = weightName === undefined ? NO_WEIGHTS : edgeWeights(t, weightName);
  let inbound: Csr | undefined;
  const csrOf = (back: boolean): Csr => {
    if (!back) return t.out;
    inbound ??= inboundOf(G);
    return inbound;
  };
  let root = 0;
  return {
    n: t.n,
    directed: t.directed,
    id: (key) => t.position[key] ?? -1,
    key: (v) => t.keys[v]!,
    neighbors: (v, back = false) => {
      const c = csrOf(back);
      return c.adj.subarray(c.start[v]!, c.start[v + 1]!);
    },
    weighted: (v, _weight, back = false) => {
      const c = csrOf(back);
      const from = c.start[v]!;
      const to = c.start[v + 1]!;
      const w = new Float64Array(to - from);
      for (let p = from; p < to; p++) w[p - from] = weights[c.edge[p]!]!;
      return { to: c.adj.subarray(from, to), weight: w };
    },
    nextRoot: () => (root < t.n ? root++ : null),
  };
}

/** Reads graphology's adjacency node by node; gives up after `budget` neighbor reads. */
function lazyExplorer(G: AnyGraph, budget: number): Explorer {
  const ids = new Map<string, number>();
  const keys: string[] = [];
  const id = (key: string) => {
    let v = ids.get(key);
    if (v === undefined) {
      v = keys.length;
      ids.set(key, v);
      keys.push(key);
    }
    return v;
  };
  const typed = G.type;
  const neighborKeys = (key: string, back: boolean) =>
    typed === 'undirected'
      ? G.neighbors(key)
      : typed === 'directed'
        ? back
          ? G.inNeighbors(key)
          : G.outNeighbors(key)
        : back
          ? G.inboundNeighbors(key)
          : G.outboundNeighbors(key);
  let left = budget;
  const roots = G.nodeEntries();
  return {
    n: G.order,
    directed: edgeKind(G) !== 'undirected',
    id,
    key: (v) => keys[v]!,
    neighbors: (v, back = false) => {
      const found = neighborKeys(keys[v]!, back);
      left -= found.length + 1;
      return left < 0 ? null : found.map(id);
    },
    weighted: (v, weight, back = false) => {
      const key = keys[v]!;
      const to: number[] = [];
      const ws: number[] = [];
      const visit = (_e: string, attrs: Record<string, unknown>, s: string, t: string) => {
        const other = back ? (t === key ? s : t) : s === key ? t : s;
        to.push(id(other));
        ws.push(numericAttr(attrs, weight, 1, `edge ${s}→${t}`));
      };
      if (typed === 'undirected') G.forEachEdge(key, visit);
      else if (typed === 'directed' && back) G.forEachInEdge(key, visit);
      else if (typed === 'directed') G.forEachOutEdge(key, visit);
      else if (back) G.forEachInboundEdge(key, visit);
      else G.forEachOutboundEdge(key, visit);
      left -= to.length + 1;
      return left < 0 ? null : { to, weight: ws };
    },
    nextRoot: () => {
      if (--left < 0) return GAVE_UP;
      const next = roots.next();
      return next.done ? null : id(next.value.node);
    },
  };
}

/** How many neighbor reads a lazy search may make before it switches to the index. */
export function lazyBudget(G: AnyGraph): number {
  return 4_096 + (G.size >> 5);
}

/**
 * Runs `search` on a lazy explorer, or answers GAVE_UP at once when the index is the better
 * road: memorized already, a multigraph, or Object.prototype names among the keys.
 */
export function tryLazily<R>(G: AnyGraph, search: (x: Explorer) => R | typeof GAVE_UP): R | typeof GAVE_UP {
  if (peekMemo<Topology>(G, 'topology') !== undefined || G.multi || hasPrototypeKeys(G)) return GAVE_UP;
  return search(lazyExplorer(G, lazyBudget(G)));
}

/**
 * Runs `search` lazily when that may pay off (see {@link tryLazily}), else or if it gave up on
 * the index. `weight` names the weight attribute the search reads through `weighted` (index
 * explorers read all weights up front).
 */
export function explore<R>(G: AnyGraph, search: (x: Explorer) => R | typeof GAVE_UP, weight?: string): R {
  const lazy = tryLazily(G, search);
  if (lazy !== GAVE_UP) return lazy;
  const r = search(indexExplorer(G, topologyOf(G), weight));
  if (r === GAVE_UP) throw new Error('explore: a search gave up on the index');
  return r;
}
