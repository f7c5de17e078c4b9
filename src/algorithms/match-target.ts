/**
 * The graph subgraph matching searches in (the "target" G), behind one interface with two
 * readings: the memorized sorted adjacency, or graphology's own adjacency read node by node under
 * a budget — a pattern found near the first candidates then costs a few hundred neighbor reads
 * instead of an index of the whole graph (NetworkX's VF2 also reads lazily). When the budget runs
 * out the search gives up (GAVE_UP) and runs again on the index.
 */
import type { AnyGraph } from './common.js';
import { GAVE_UP, lazyAllowed, lazyBudget } from './explorer.js';
import { keyNumbering } from './key-numbering.js';
import type { SortedAdjacency } from './sorted-adjacency.js';
import { arcCount, distinctDegree } from './sorted-adjacency.js';

/** G as matching reads it; ids are small integers. */
export interface Target {
  n: number;
  directed: boolean;
  key(v: number): string;
  /** Distinct out- (or in-) neighbors, self included when looped. */
  degree(v: number, inbound: boolean): number;
  /** Number of arcs u→v. */
  count(u: number, v: number): number;
  /** Distinct out- (or in-) neighbors; null when a lazy budget is spent. */
  neighbors(v: number, inbound: boolean): ArrayLike<number> | null;
  /** Whether `neighbors(v, inbound)` is already at hand (no graphology read, no budget spent). */
  kept(v: number, inbound: boolean): boolean;
  /**
   * Copies to `out` the nodes of `list[0 .. end)` that are not `used` and have an arc to `y`
   * (`toY`) or from it; returns how many. `out` may be `list`. One loop per image, so a search
   * narrows a candidate list without a function call per candidate and arc.
   */
  keepLinked(
    list: ArrayLike<number>,
    end: number,
    y: number,
    toY: boolean,
    used: Uint8Array,
    out: Int32Array,
  ): number;
  /** Every node once, in G's order: null after the last, GAVE_UP when a lazy budget is spent. */
  nextRoot(): number | null | typeof GAVE_UP;
  /** Every node (for a pattern's later components); null when a lazy budget cannot cover them. */
  allNodes(): ArrayLike<number> | null;
}

/** The target read from the sorted adjacency (never gives up). */
export function indexTarget(a: SortedAdjacency): Target {
  let root = 0;
  let all: Int32Array | undefined;
  const arcs = (inbound: boolean) => (inbound ? a.inn : a.out);
  return {
    n: a.n,
    directed: a.directed,
    key: (v) => a.keys[v]!,
    degree: (v, inbound) => distinctDegree(arcs(inbound), v),
    count: (u, v) => arcCount(a.out, u, v),
    neighbors: (v, inbound) =>
      arcs(inbound).adj.subarray(arcs(inbound).start[v]!, arcs(inbound).start[v + 1]!),
    kept: () => true,
    keepLinked: (list, end, y, toY, used, out) => {
      // x→y is x among y's in-neighbors: one binary search in y's list, which stays in cache.
      const arcs = toY ? a.inn : a.out;
      let n = 0;
      for (let i = 0; i < end; i++) {
        const x = list[i]!;
        if (used[x] === 0 && arcCount(arcs, y, x) > 0) out[n++] = x;
      }
      return n;
    },
    nextRoot: () => (root < a.n ? root++ : null),
    allNodes: () => {
      all ??= Int32Array.from({ length: a.n }, (_, i) => i);
      return all;
    },
  };
}

/** `list` (ids, ascending) holds `v`: a linear scan for short lists, else a binary search. */
function holds(list: Int32Array, v: number): boolean {
  if (list.length <= 16) return list.includes(v);
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const x = list[mid]!;
    if (x === v) return true;
    if (x < v) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/**
 * The target read from graphology, for typed simple graphs whose keys graphology handles (see
 * lazyAllowed), or null when it cannot be read lazily. Each node's neighbor list and degree are
 * read from graphology once and kept by id: a search asks about the same few nodes many times,
 * and on a large graph every graphology lookup is a hash-table miss in memory, several times the
 * cost of scanning a kept list. Arc counts come from a kept list when either end has one.
 */
export function lazyTarget(G: AnyGraph): Target | null {
  if (!lazyAllowed(G) || G.type === 'mixed') return null;
  const directed = G.type === 'directed';
  const { id, keys } = keyNumbering();
  let left = lazyBudget(G);
  const roots = G.nodeEntries();
  const noLoops = G.selfLoopCount === 0;
  const loop = (k: string) => (noLoops ? 0 : G.hasEdge(k, k) ? 1 : 0);
  // By id, for the two directions (one array for both when undirected): picked without a helper
  // call, as a search's first calls run before V8 optimizes them.
  const outLists: (Int32Array | undefined)[] = [];
  const inLists = directed ? ([] as (Int32Array | undefined)[]) : outLists;
  const outDegrees: (number | undefined)[] = [];
  const inDegrees = directed ? ([] as (number | undefined)[]) : outDegrees;
  // Undirected: for a node scanned against a whole kept list (linkedWithin), that list and the
  // nodes of it the node is linked to. A later scan of the same list for another node of it takes
  // the answer for a scanned node from its record, so each pair of a list is probed once, not
  // once each way (a triangle search scans a root's list for each of its nodes in turn).
  const keptLists = new WeakSet<ArrayLike<number>>();
  const scannedAgainst: (Int32Array | undefined)[] = [];
  const linksFound: (number[] | undefined)[] = [];
  const linkedWithin = (list: Int32Array, y: number, used: Uint8Array, out: Int32Array): number => {
    let n = 0;
    if (scannedAgainst[y] === list) {
      for (const x of linksFound[y]!) if (used[x] === 0) out[n++] = x;
      return n;
    }
    const ky = keys[y]!;
    const yInList = holds(list, y);
    const found: number[] = [];
    for (let i = 0; i < list.length; i++) {
      const x = list[i]!;
      const linked =
        yInList && scannedAgainst[x] === list ? linksFound[x]!.includes(y) : G.hasEdge(ky, keys[x]!);
      if (!linked) continue;
      found.push(x);
      if (used[x] === 0) out[n++] = x;
    }
    scannedAgainst[y] = list;
    linksFound[y] = found;
    return n;
  };
  return {
    n: G.order,
    directed,
    key: (v) => keys[v]!,
    degree: (v, inbound) => {
      const degrees = inbound ? inDegrees : outDegrees;
      const known = degrees[v];
      if (known !== undefined) return known;
      // A kept list holds the distinct neighbors, self included when looped: the degree.
      const list = (inbound ? inLists : outLists)[v];
      const k = keys[v]!;
      const d =
        list !== undefined
          ? list.length
          : !directed
            ? G.degreeWithoutSelfLoops(k) + loop(k)
            : inbound
              ? G.inDegree(k)
              : G.outDegree(k);
      degrees[v] = d;
      return d;
    },
    count: (u, v) => {
      if (u === v && noLoops) return 0;
      const out = outLists[u];
      if (out !== undefined) return holds(out, v) ? 1 : 0;
      const back = inLists[v];
      if (back !== undefined) return holds(back, u) ? 1 : 0;
      return G.hasEdge(keys[u]!, keys[v]!) ? 1 : 0;
    },
    neighbors: (v, inbound) => {
      const lists = inbound ? inLists : outLists;
      const known = lists[v];
      if (known !== undefined) return known;
      const k = keys[v]!;
      const found = !directed ? G.neighbors(k) : inbound ? G.inNeighbors(k) : G.outNeighbors(k);
      left -= found.length + 1;
      if (left < 0) return null;
      const out = new Int32Array(found.length);
      for (let i = 0; i < found.length; i++) out[i] = id(found[i]!);
      out.sort();
      lists[v] = out;
      keptLists.add(out);
      return out;
    },
    kept: (v, inbound) => (inbound ? inLists : outLists)[v] !== undefined,
    keepLinked: (list, end, y, toY, used, out) => {
      const yList = (toY ? inLists : outLists)[y];
      if (!directed && yList === undefined && end === list.length && keptLists.has(list))
        return linkedWithin(list as Int32Array, y, used, out);
      // y's kept list when there is one; else graphology, y's end first where the direction
      // allows (undirected): every lookup of one call then starts from the same node record.
      const ky = keys[y]!;
      let n = 0;
      for (let i = 0; i < end; i++) {
        const x = list[i]!;
        if (used[x] !== 0) continue;
        const linked =
          yList !== undefined
            ? holds(yList, x)
            : !directed || !toY
              ? G.hasEdge(ky, keys[x]!)
              : G.hasEdge(keys[x]!, ky);
        if (linked) out[n++] = x;
      }
      return n;
    },
    nextRoot: () => {
      if (--left < 0) return GAVE_UP;
      const next = roots.next();
      return next.done ? null : id(next.value.node);
    },
    allNodes: () => {
      left -= G.order;
      return left < 0 ? null : Int32Array.from(G.nodes(), id);
    },
  };
}
