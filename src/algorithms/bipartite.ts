/**
 * Bipartiteness of the undirected view, with a 2-coloring. Hand-written: graphology has none.
 * Breadth-first on the explorer, one queue per color, stopping at the first edge inside one color:
 * on a large graph that is not bipartite it reads a few neighbors (as NetworkX's is_bipartite),
 * not the whole graph.
 */
import type { AnyGraph } from './common.js';
import { emptyRecord } from './common.js';
import type { ArcLists } from './cycle-probe.js';
import type { Direction } from './explorer.js';
import { exploreByKey, GAVE_UP } from './explorer.js';
import { graphSeed } from './graph-seed.js';
import type { Csr, Topology } from './indexed.js';
import { inboundOf, memorizedInbound, memorizedTopology, topologyWithoutWalk } from './indexed.js';

/** What the coloring needs of a graph: neighbor lists and every node once (as the explorer's). */
interface Walk<N> {
  neighbors(v: N, direction: Direction): ArrayLike<N> | null;
  nextRoot(): N | null | typeof GAVE_UP;
}

/** Colors by node: 1 or 2, and 0 or undefined while not reached. */
interface Colors<N> {
  get(v: N): number | undefined;
  set(v: N, color: number): unknown;
}

/**
 * Colors every node 1/2 into `color`; false on an odd cycle (or self-loop), GAVE_UP when a lazy
 * budget ran out. Nodes are keys on a lazy reader (colors in a Map, so a search that stops after a
 * few lists fills nothing n-sized) and ids on the index (colors in an array).
 */
function colorNodes<N>(x: Walk<N>, color: Colors<N>): boolean | typeof GAVE_UP {
  // Each color has its own queue, oldest first, and the next node read is from the color that has
  // more nodes. Oldest first keeps breadth-first's strength: a short odd cycle near the root is
  // met after a few reads. Reading from the larger color is what plain breadth-first lacks: the
  // list of a node holds an edge inside the node's color with a chance that grows with that
  // color's size, and breadth-first reads all of level 1 while level 1's color holds level 1 only,
  // nearly always in vain. On random graphs with 100,000 nodes and a million edges, breadth-first
  // read 731 neighbors before such an edge and this order 627 (means over 300 roots on each of
  // five graphs).
  // Queue k holds every node of color k + 1 met in this component: its length is the color's size.
  const queues: [N[], N[]] = [[], []];
  const heads = [0, 0];
  for (let root = x.nextRoot(); root !== null; root = x.nextRoot()) {
    if (root === GAVE_UP) return GAVE_UP;
    if (color.get(root)) continue;
    color.set(root, 1);
    queues[0].length = 0;
    queues[1].length = 0;
    queues[0].push(root);
    heads[0] = heads[1] = 0;
    for (;;) {
      let k = queues[0].length >= queues[1].length ? 0 : 1;
      if (heads[k]! >= queues[k]!.length) k = 1 - k;
      const queue = queues[k]!;
      if (heads[k]! >= queue.length) break;
      const v = queue[heads[k]!++]!;
      const next = x.neighbors(v, 'both');
      if (next === null) return GAVE_UP;
      const other = 2 - k;
      const theirs = queues[1 - k]!;
      for (let i = 0; i < next.length; i++) {
        const w = next[i]!;
        const c = color.get(w);
        if (!c) {
          color.set(w, other);
          theirs.push(w);
        } else if (c !== other) return false;
      }
    }
  }
  return true;
}

/**
 * {@link colorNodes} on the index's arcs, in typed arrays: the same order of reads (so the same
 * colors), without an explorer's neighbor arrays or a Colors object per read. Colors 1/2 by id,
 * null on an odd cycle. `inbound`: the inbound arcs of a directed graph (null when undirected).
 */
function colorIds(t: Topology, inbound: Csr | null): Uint8Array | null {
  const none = new Int32Array(0);
  return colorArcs(t.n, t.out.start, t.out.adj, inbound?.start ?? null, inbound?.adj ?? none);
}

/**
 * {@link colorIds}' search on the arc arrays themselves. A function of its own that takes typed
 * arrays only: when its loop read the index's objects (their `start` and `adj`), V8's code
 * compiled for it depended on those objects' shapes and was thrown away once objects of an
 * earlier graph were collected ("weak objects" in --trace-deopt), so a cold call on a fresh G at
 * 10k nodes took 7–12 ms instead of 1.6.
 */
function colorArcs(
  n: number,
  start: Int32Array,
  adj: Int32Array,
  inStart: Int32Array | null,
  inAdj: Int32Array,
): Uint8Array | null {
  const color = new Uint8Array(n);
  // Queue k holds the nodes of color k + 1 met in this component (see colorNodes). Written with
  // scalars and one loop per arc list: a search that stops early runs once per fresh G, mostly
  // before V8 optimizes it, where an array of heads and a for-of over the lists cost more than
  // the reads.
  const queue1 = new Int32Array(n);
  const queue2 = new Int32Array(n);
  for (let root = 0; root < n; root++) {
    if (color[root] !== 0) continue;
    color[root] = 1;
    queue1[0] = root;
    let head1 = 0;
    let tail1 = 1;
    let head2 = 0;
    let tail2 = 0;
    for (;;) {
      let first = tail1 >= tail2;
      if (first ? head1 >= tail1 : head2 >= tail2) first = !first;
      if (first ? head1 >= tail1 : head2 >= tail2) break;
      const v = first ? queue1[head1++]! : queue2[head2++]!;
      const other = first ? 2 : 1;
      for (let pass = 0; pass < 2; pass++) {
        if (pass === 1 && inStart === null) break;
        const from = pass === 0 ? start[v]! : inStart![v]!;
        const to = pass === 0 ? start[v + 1]! : inStart![v + 1]!;
        const arcs = pass === 0 ? adj : inAdj;
        for (let p = from; p < to; p++) {
          const w = arcs[p]!;
          const cw = color[w]!;
          if (cw === 0) {
            color[w] = other;
            if (first) queue2[tail2++] = w;
            else queue1[tail1++] = w;
          } else if (cw !== other) return null;
        }
      }
    }
  }
  return color;
}

/**
 * {@link colorIds}' search within `budget` reads (a list read costs its length plus one, a root
 * one), colors in a Map of the nodes met: null on an odd cycle, every node's color once it read all
 * of G, GAVE_UP past its budget. On a graph that is not bipartite an odd cycle shows within a few
 * hundred reads, and a call that ends there, once per fresh G and mostly before V8 has optimized
 * it, should not first fill n-sized typed arrays: right after a full GC, allocating one of even a
 * few kilobytes cost 10-40 µs, more than the search. The same reads in the same order as
 * colorIds, so the same colors.
 */
function quickColors(
  out: ArcLists,
  inbound: ArcLists | null,
  n: number,
  budget: number,
): Map<number, number> | null | typeof GAVE_UP {
  const color = new Map<number, number>();
  // Queue k holds the nodes of color k + 1 met in this component (see colorNodes).
  const queue1: number[] = [];
  const queue2: number[] = [];
  let left = budget;
  for (let root = 0; root < n; root++) {
    if (--left < 0) return GAVE_UP;
    if (color.has(root)) continue;
    color.set(root, 1);
    queue1.length = 0;
    queue2.length = 0;
    queue1.push(root);
    let head1 = 0;
    let head2 = 0;
    for (;;) {
      let first = queue1.length >= queue2.length;
      if (first ? head1 >= queue1.length : head2 >= queue2.length) first = !first;
      if (first ? head1 >= queue1.length : head2 >= queue2.length) break;
      const v = first ? queue1[head1++]! : queue2[head2++]!;
      const other = first ? 2 : 1;
      const theirs = first ? queue2 : queue1;
      for (let pass = 0; pass < 2; pass++) {
        const arcs = pass === 0 ? out : inbound;
        if (arcs === null) break;
        const from = arcs.start[v]!;
        const to = arcs.start[v + 1]!;
        left -= to - from + (pass === 0 ? 1 : 0);
        if (left < 0) return GAVE_UP;
        for (let p = from; p < to; p++) {
          const w = arcs.adj[p]!;
          const cw = color.get(w);
          if (cw === undefined) {
            color.set(w, other);
            theirs.push(w);
          } else if (cw !== other) return null;
        }
      }
    }
  }
  return color;
}

/**
 * {@link quickColors} on G's memorized index or else its builder's seed (no index is assembled);
 * undefined when G has neither, or a directed index without its inbound arcs memorized.
 */
function quickColoring(G: AnyGraph): Map<number, number> | null | typeof GAVE_UP | undefined {
  // The budget from the index's or seed's edge count: on a cold call G.size cost ~10 µs.
  const budget = (m: number) => 1_024 + (m >> 8);
  const t = memorizedTopology(G);
  if (t !== undefined) {
    const inbound = t.directed ? memorizedInbound(G) : null;
    return inbound === undefined ? undefined : quickColors(t.out, inbound, t.n, budget(t.m));
  }
  const seed = graphSeed(G);
  if (seed === undefined) return undefined;
  const m = seed.kept === null ? seed.src.length : seed.kept.length;
  const lists = seed.lists();
  if (lists.out.far === undefined || (seed.directed && lists.in.far === undefined)) return undefined;
  const inbound = seed.directed ? { start: lists.in.start, adj: lists.in.far! } : null;
  return quickColors({ start: lists.out.start, adj: lists.out.far }, inbound, seed.n, budget(m));
}

/** A node's key: the seed's when G is seeded (no array of every key is made), else the index's. */
function keyOf(G: AnyGraph): (v: number) => string {
  const t = memorizedTopology(G);
  if (t !== undefined) return t.built === undefined ? (v) => t.keys[v]! : t.built.seed.key;
  return graphSeed(G)!.key;
}

/**
 * The index to color on: memorized, or assembled from the builder's seed (cheap: its arrays are
 * the seed's); undefined when only walking G would give it (then a lazy search may stop early).
 */
function colorIndex(G: AnyGraph): { t: Topology; inbound: Csr | null } | undefined {
  const t = topologyWithoutWalk(G);
  return t && { t, inbound: t.directed ? inboundOf(G) : null };
}

/** An array of colors by id, read and written as a Map would be. */
function colorArray(n: number): Colors<number> & { of: Uint8Array } {
  const of = new Uint8Array(n);
  return {
    of,
    get: (v) => of[v],
    set: (v, c) => {
      of[v] = c;
    },
  };
}

/**
 * A 2-coloring {key: 0 | 1} of the undirected view (edge directions ignored, as GraphInstruct's
 * bipartite labels), or null when none exists (an odd cycle or a self-loop).
 * @example bipartiteColoring(G) // → { '0': 0, '1': 1, '2': 0 }
 */
export function bipartiteColoring(G: AnyGraph): Record<string, 0 | 1> | null {
  const quick = quickColoring(G);
  if (quick === null) return null;
  if (quick !== undefined && quick !== GAVE_UP) {
    const key = keyOf(G);
    const out = emptyRecord<0 | 1>();
    for (let v = 0; v < quick.size; v++) out[key(v)] = (quick.get(v)! - 1) as 0 | 1;
    return out;
  }
  const indexed = colorIndex(G);
  if (indexed !== undefined) {
    const color = colorIds(indexed.t, indexed.inbound);
    if (color === null) return null;
    const { keys } = indexed.t;
    const out = emptyRecord<0 | 1>();
    for (let v = 0; v < keys.length; v++) out[keys[v]!] = (color[v]! - 1) as 0 | 1;
    return out;
  }
  return exploreByKey(
    G,
    (r) => {
      const color = new Map<string, number>();
      const proper = colorNodes(r, color);
      if (proper !== true) return proper === GAVE_UP ? proper : null;
      // In the order the search met the keys, as the ids a lazy explorer gave them.
      const out = emptyRecord<0 | 1>();
      for (const [key, c] of color) out[key] = (c - 1) as 0 | 1;
      return out;
    },
    (x) => {
      const color = colorArray(x.n);
      const proper = colorNodes(x, color);
      if (proper !== true) return proper === GAVE_UP ? proper : null;
      const out = emptyRecord<0 | 1>();
      for (let v = 0; v < x.n; v++) out[x.key(v)] = (color.of[v]! - 1) as 0 | 1;
      return out;
    },
  );
}

/**
 * True when the undirected view of `G` is bipartite.
 * @example isBipartite(G) // → false
 */
export function isBipartite(G: AnyGraph): boolean {
  // The same search as bipartiteColoring's, without making the record of colors.
  const quick = quickColoring(G);
  if (quick === null) return false;
  if (quick !== undefined && quick !== GAVE_UP) return true;
  const indexed = colorIndex(G);
  if (indexed !== undefined) return colorIds(indexed.t, indexed.inbound) !== null;
  return exploreByKey(
    G,
    (r) => colorNodes(r, new Map<string, number>()),
    (x) => colorNodes(x, colorArray(x.n)),
  );
}
