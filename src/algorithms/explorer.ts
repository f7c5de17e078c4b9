/**
 * Neighbor access for searches that may end long before they have seen the whole graph (an s→t
 * path, the first cycle, the first odd cycle). Building the compact index costs O(n + m) —
 * ~0.2 s at a million edges — which such a search should not pay when it needs a few hundred
 * neighbors.
 *
 * So a search first runs on a lazy explorer that asks graphology for one node's neighbors at a
 * time, with a budget of neighbor reads; if the budget runs out it gives up (GAVE_UP) and runs
 * again on the compact index, which is then built and memorized. The index is used from the
 * start when it is already memorized, and always for multigraphs (parallel edges matter to
 * some searches) and for graphs with Object.prototype names as keys (graphology's adjacency
 * objects go wrong around them). Node ids are small integers either way.
 *
 * A graph its bulk builder seeded (graph-seed.ts: the sandbox's G, until it changes) is read
 * from the seed's per-node lists instead (seeded-explorer.ts), with the same budget: no
 * graphology adjacency objects, no key numbering, and the same ids as the index.
 */
import { DirectedGraph } from 'graphology';
import type { Attributes } from 'graphology-types';
import type { AnyGraph } from './common.js';
import { edgeKind, edgeNumber, hasPrototypeKeys } from './common.js';
import { graphSeed } from './graph-seed.js';
import type { Csr, Topology } from './indexed.js';
import { inboundOf, memorizedTopology, topologyOf, topologyWeight } from './indexed.js';
import { keyNumbering } from './key-numbering.js';
import { seededExplorer } from './seeded-explorer.js';
import { anchorShape } from './shape-anchor.js';

/** Returned by a search that ran out of lazy budget; it is then run on the index. */
export const GAVE_UP: unique symbol = Symbol('gave up');

/** Which arcs a search follows: along their direction, against it, or both (the undirected view). */
export type Direction = 'out' | 'in' | 'both';

/** Arcs leaving one node: other ends, and their weights. */
export interface Arcs {
  to: ArrayLike<number>;
  weight: ArrayLike<number>;
}

/** A search's view of G: ids 0..n-1, neighbors by id, null when a lazy budget is spent. */
export interface Explorer {
  /** Number of nodes. */
  n: number;
  /** Ids stay below this: n on the index, at most the budget (plus a few) on a lazy explorer, so searches size their arrays by it. */
  capacity: number;
  /** False only when every edge is undirected. */
  directed: boolean;
  id(key: string): number;
  key(v: number): string;
  /** Neighbors (with repeats for parallel edges) in the given direction (default 'out'). */
  neighbors(v: number, direction?: Direction): ArrayLike<number> | null;
  /** Outbound (or, with `inbound`, inbound) arcs with their weights. */
  weighted(v: number, inbound?: boolean): Arcs | null;
  /** The next node id in `G.nodes()` order; null after the last, GAVE_UP when a lazy budget is spent. */
  nextRoot(): number | null | typeof GAVE_UP;
}

/** The weights a search reads through `weighted`: the attribute they are in. */
export interface WeightSource {
  name: string;
}

/**
 * The weight of edge `e`, read from its attributes when the search reaches it — an s→t search
 * reads a few thousand arcs, so reading all m weights first would cost it more than the search.
 */
function weightReader(t: Topology, weights?: WeightSource): (e: number) => number {
  const name = weights?.name ?? 'weight';
  return (e) => topologyWeight(t, e, name);
}

function indexExplorer(G: AnyGraph, t: Topology, weights?: WeightSource): Explorer {
  const weightOf = weightReader(t, weights);
  let inbound: Csr | undefined;
  const csrOf = (back: boolean): Csr => {
    if (!back) return t.out;
    inbound ??= inboundOf(G);
    return inbound;
  };
  const slice = (c: Csr, v: number) => c.adj.subarray(c.start[v]!, c.start[v + 1]!);
  let root = 0;
  return {
    n: t.n,
    capacity: t.n,
    directed: t.directed,
    id: (key) => t.position[key] ?? -1,
    key: (v) => t.keys[v]!,
    neighbors: (v, direction = 'out') => {
      if (direction !== 'both' || !t.directed) return slice(csrOf(direction === 'in'), v);
      const a = slice(t.out, v);
      const b = slice(csrOf(true), v);
      const both = new Int32Array(a.length + b.length);
      both.set(a);
      both.set(b, a.length);
      return both;
    },
    weighted: (v, back = false) => {
      const c = csrOf(back);
      const from = c.start[v]!;
      const to = c.start[v + 1]!;
      const w = new Float64Array(to - from);
      for (let p = from; p < to; p++) w[p - from] = weightOf(c.edge[p]!);
      return { to: c.adj.subarray(from, to), weight: w };
    },
    nextRoot: () => (root < t.n ? root++ : null),
  };
}

/** graphology's neighbor list of `key` for a direction, by graph type. */
function neighborKeys(G: AnyGraph, key: string, direction: Direction): string[] {
  if (G.type === 'undirected' || direction === 'both') return G.neighbors(key);
  if (G.type === 'directed') return direction === 'in' ? G.inNeighbors(key) : G.outNeighbors(key);
  return direction === 'in' ? G.inboundNeighbors(key) : G.outboundNeighbors(key);
}

/** graphology's per-edge callback, as far as the searches read it. */
type EdgeVisitor = (edge: string, attrs: Attributes, source: string, target: string) => void;

/**
 * A lazy search's view of G by node key: graphology's own neighbor lists, handed on as they come
 * (nothing numbered, nothing copied), until `budget` neighbor reads are spent. Searches that keep
 * their state in Maps and Sets (as NetworkX keeps dicts) run on it directly; the others number
 * the keys (lazyExplorer).
 */
export class LazyKeyReader {
  private left: number;
  private roots: IterableIterator<{ node: string }> | undefined;

  constructor(
    private readonly G: AnyGraph,
    /** Neighbor reads allowed in all. */
    readonly budget: number,
  ) {
    this.left = budget;
  }

  /** graphology's neighbor list of `key` (not to be changed), null once the budget is spent. */
  neighbors(key: string, direction: Direction = 'out'): string[] | null {
    const found = neighborKeys(this.G, key, direction);
    return this.spend(found.length) ? found : null;
  }

  /**
   * graphology's walk over the edges leaving (or, with `inbound`, entering) `key`; the caller
   * then {@link spend}s one read per edge.
   */
  forEachEdge(key: string, inbound: boolean, visit: EdgeVisitor): void {
    const { G } = this;
    if (G.type === 'undirected') G.forEachEdge(key, visit);
    else if (G.type === 'directed' && inbound) G.forEachInEdge(key, visit);
    else if (G.type === 'directed') G.forEachOutEdge(key, visit);
    else if (inbound) G.forEachInboundEdge(key, visit);
    else G.forEachOutboundEdge(key, visit);
  }

  /** Counts a list of `found` neighbors read (and the read itself); false once the budget is spent. */
  spend(found: number): boolean {
    this.left -= found + 1;
    return this.left >= 0;
  }

  /** The next node key in `G.nodes()` order; null after the last, GAVE_UP when the budget is spent. */
  nextRoot(): string | null | typeof GAVE_UP {
    if (--this.left < 0) return GAVE_UP;
    // Made on first use: the s→t searches never ask for a root.
    this.roots ??= this.G.nodeEntries();
    const next = this.roots.next();
    return next.done ? null : next.value.node;
  }
}
anchorShape(new LazyKeyReader(new DirectedGraph(), 0));

/** An Explorer over `reader`, numbering keys as it meets them; null (GAVE_UP) once its budget is spent. */
function lazyExplorer(G: AnyGraph, reader: LazyKeyReader, weights?: WeightSource): Explorer {
  const { id, keys } = keyNumbering();
  const weight = weights?.name ?? 'weight';
  return {
    n: G.order,
    // Every id comes from a neighbor or root read (each spends budget), or from the search's own s and t.
    capacity: Math.min(G.order, reader.budget + 16),
    directed: edgeKind(G) !== 'undirected',
    id,
    key: (v) => keys[v]!,
    neighbors: (v, direction = 'out') => {
      const found = reader.neighbors(keys[v]!, direction);
      if (found === null) return null;
      // A plain array: a typed one of more than a few elements gets its own backing store,
      // which costs more than filling it for the short lists read here.
      const out: number[] = new Array(found.length);
      for (let i = 0; i < found.length; i++) out[i] = id(found[i]!);
      return out;
    },
    weighted: (v, back = false) => {
      const key = keys[v]!;
      const to: number[] = [];
      const ws: number[] = [];
      reader.forEachEdge(key, back, (_e, attrs, s, t) => {
        to.push(id(s === key ? t : s));
        ws.push(edgeNumber(attrs, weight, 1, s, t));
      });
      return reader.spend(to.length) ? { to, weight: ws } : null;
    },
    nextRoot: () => {
      const root = reader.nextRoot();
      return root === null || root === GAVE_UP ? root : id(root);
    },
  };
}

/** How many neighbor reads a lazy search may make before it switches to the index. */
export function lazyBudget(G: AnyGraph): number {
  return 4_096 + (G.size >> 5);
}

/**
 * False when the index is the better road for a search: memorized already, a multigraph
 * (parallel edges matter to some searches), or Object.prototype names among the keys.
 */
export function lazyAllowed(G: AnyGraph): boolean {
  return memorizedTopology(G) === undefined && !G.multi && !hasPrototypeKeys(G);
}

/** Runs `search` on a lazy explorer, or answers GAVE_UP at once when {@link lazyAllowed} says no. */
export function tryLazily<R>(
  G: AnyGraph,
  search: (x: Explorer) => R | typeof GAVE_UP,
  weights?: WeightSource,
): R | typeof GAVE_UP {
  const seeded = seedStage(G, weights);
  if (seeded !== undefined) return search(seeded);
  if (!lazyAllowed(G)) return GAVE_UP;
  return search(lazyExplorer(G, new LazyKeyReader(G, lazyBudget(G)), weights));
}

/**
 * The explorer for a graph its bulk builder seeded (graph-seed.ts) and that has no index yet:
 * over the seed's per-node lists, without a budget. A read costs about what it costs on the
 * index, so a search that reads most of G gains nothing from building the index first, and one
 * that gave up would have read up to its budget twice (at 1,000 nodes, half the graph). It serves
 * multigraphs and keys named like Object.prototype's members too: it reads no graphology
 * adjacency object, and lists parallel edges as the index does.
 */
function seedStage(G: AnyGraph, weights?: WeightSource): Explorer | undefined {
  if (memorizedTopology(G) !== undefined) return undefined;
  const seed = graphSeed(G);
  return seed === undefined ? undefined : seededExplorer(G, seed, Number.POSITIVE_INFINITY, weights);
}

/**
 * Runs `search` lazily when that may pay off (see {@link tryLazily}), else or if it gave up on
 * the index. `weights` are what the search reads through `weighted`.
 */
export function explore<R>(
  G: AnyGraph,
  search: (x: Explorer) => R | typeof GAVE_UP,
  weights?: WeightSource,
): R {
  return exploreByKey(G, (r) => search(lazyExplorer(G, r, weights)), search, weights);
}

/**
 * {@link explore} for a search written once over node keys and ids: `byKey` runs on a
 * {@link LazyKeyReader} when a lazy search may pay off ({@link lazyAllowed}); else, or if it gave
 * up, `byId` runs on the index.
 */
export function exploreByKey<R>(
  G: AnyGraph,
  byKey: (r: LazyKeyReader) => R | typeof GAVE_UP,
  byId: (x: Explorer) => R | typeof GAVE_UP,
  weights?: WeightSource,
): R {
  const seeded = seedStage(G, weights);
  if (seeded !== undefined) {
    const first = byId(seeded);
    if (first !== GAVE_UP) return first;
  } else if (lazyAllowed(G)) {
    const lazy = byKey(new LazyKeyReader(G, lazyBudget(G)));
    if (lazy !== GAVE_UP) return lazy;
  }
  const r = byId(indexExplorer(G, topologyOf(G), weights));
  if (r === GAVE_UP) throw new Error('explore: a search gave up on the index');
  return r;
}
