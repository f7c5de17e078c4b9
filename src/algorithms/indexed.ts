/**
 * The compact index of a graphology graph: nodes numbered 0..n-1 in `G.nodes()` order, edges
 * numbered in `G.forEachEdge` order, arcs in CSR typed arrays. Algorithms run on it because
 * walking graphology's object adjacency per step is several times slower at 100k+ edges, and
 * because it is built from graphology's edge list (a Map), which stays right when node keys are
 * Object.prototype names (graphology's per-node adjacency objects do not).
 *
 * The topology is built once per graph and memorized until the graph changes (graph-memo.ts).
 * Weights are read again from the edges' attribute objects on every call.
 */
import type { Attributes } from 'graphology-types';
import type { AnyGraph } from './common.js';
import { edgeKind, edgeNumber } from './common.js';
import { memo, peekMemo } from './graph-memo.js';
import { builtNumber, type EdgeLists, type GraphSeed, graphSeed } from './graph-seed.js';

/** Arcs grouped by their first node: the arcs of v are `start[v] .. start[v+1]`. */
export interface Csr {
  start: Int32Array;
  /** The other end of each arc. */
  adj: Int32Array;
  /** The edge each arc comes from (both arcs of an undirected edge share it). */
  edge: Int32Array;
}

/** Nodes, edges and outbound arcs of a graph, without weights. */
export interface Topology {
  n: number;
  keys: string[];
  /** Node key → index, in an object without prototype (keys such as `__proto__` are safe). */
  position: Record<string, number>;
  /**
   * The index of a node key, -1 when G has none. On a seeded topology it asks the seed, so a call
   * that looks up a node or two does not make {@link position} (18 ms at 100k nodes).
   */
  indexOf(key: string): number;
  /** False only when every edge is undirected (see edgeKind); undirected edges of a mixed graph go both ways. */
  directed: boolean;
  /** Edge endpoints and kind by edge index, and the attribute object of each edge. */
  m: number;
  source: Int32Array;
  target: Int32Array;
  undirectedEdge: Uint8Array;
  attributes: Attributes[];
  /** Arcs: a directed edge gives one, an undirected edge two (a self-loop one). */
  out: Csr;
  /**
   * The seed of a seeded topology, and its number of each edge (null: the same as here): its
   * built weights stand for the attributes of untouched edges (graph-seed.ts builtNumber).
   */
  built?: { seed: GraphSeed; number: Int32Array | null };
}

/**
 * CSR arrays of the arcs, straight from the edge arrays (no intermediate arc lists: at a million
 * edges every extra typed array can set off a full GC over graphology's heap). A directed edge
 * gives the arc source→target (target→source when `reverse`); an undirected one both, a loop one.
 */
function buildCsr(t: Omit<Topology, 'out'>, reverse: boolean): Csr {
  const { n, m, source, target, undirectedEdge } = t;
  const [from, to] = reverse ? [target, source] : [source, target];
  const start = new Int32Array(n + 1);
  let count = 0;
  for (let e = 0; e < m; e++) {
    start[from[e]! + 1]!++;
    count++;
    if (undirectedEdge[e] && from[e] !== to[e]) {
      start[to[e]! + 1]!++;
      count++;
    }
  }
  for (let i = 0; i < n; i++) start[i + 1]! += start[i]!;
  const fill = start.slice(0, n);
  const adj = new Int32Array(count);
  const edge = new Int32Array(count);
  for (let e = 0; e < m; e++) {
    const u = from[e]!;
    const v = to[e]!;
    let p = fill[u]!++;
    adj[p] = v;
    edge[p] = e;
    if (undirectedEdge[e] && u !== v) {
      p = fill[v]!++;
      adj[p] = u;
      edge[p] = e;
    }
  }
  return { start, adj, edge };
}

/** Node key → position, in an object without prototype. */
function positionsOf(keys: string[]): Record<string, number> {
  // A prototype-free object answers the per-edge key lookups ~2× faster than a Map.
  const position: Record<string, number> = Object.create(null);
  for (let i = 0; i < keys.length; i++) position[keys[i]!] = i;
  return position;
}

/** The topology of G's nodes `keys` and the given edges, with its outbound CSR. */
function assemble(G: AnyGraph, base: Omit<Topology, 'out' | 'n' | 'm' | 'directed' | 'indexOf'>): Topology {
  const sized = {
    ...base,
    indexOf: (key: string) => base.position[key] ?? -1,
    n: base.keys.length,
    m: base.source.length,
    directed: edgeKind(G) !== 'undirected',
  };
  return { ...sized, out: buildCsr(sized, false) };
}

function buildTopology(G: AnyGraph): Topology {
  const keys = G.nodes();
  const position = positionsOf(keys);
  const m = G.size;
  const source = new Int32Array(m);
  const target = new Int32Array(m);
  const undirectedEdge = new Uint8Array(m);
  const attributes: Attributes[] = new Array(m);
  let e = 0;
  G.forEachEdge((_key, attrs, s, t, _sa, _ta, undirected) => {
    source[e] = position[s]!;
    target[e] = position[t]!;
    undirectedEdge[e] = undirected ? 1 : 0;
    attributes[e++] = attrs;
  });
  return assemble(G, { keys, position, source, target, undirectedEdge, attributes });
}

const TOPOLOGY = 'topology';

/** The other end of each list entry, gathered from the edge arrays (lists made without `far`). */
function gatherFar(seed: GraphSeed, lists: EdgeLists, inbound: boolean): Int32Array {
  const { src, dst } = seed;
  const { start, edges } = lists;
  const adj = new Int32Array(edges.length);
  if (seed.directed) {
    const far = inbound ? src : dst;
    for (let p = 0; p < edges.length; p++) adj[p] = far[edges[p]!]!;
    return adj;
  }
  for (let v = 0; v < seed.n; v++) {
    for (let p = start[v]!; p < start[v + 1]!; p++) {
      const e = edges[p]!;
      adj[p] = src[e] === v ? dst[e]! : src[e]!;
    }
  }
  return adj;
}

/**
 * Arcs from a seed's per-node edge lists (graph-seed.ts): the arrays buildCsr makes, since both
 * list a node's arcs in edge order, without sorting the edges again. The lists' far ends are the
 * adjacency when they came with them (made once per graph on the host: gathering them here took
 * 60 ms of a call at a million undirected edges). `renumber` maps seed edge numbers to G's edge
 * order (null when they agree).
 */
function seededCsr(seed: GraphSeed, lists: EdgeLists, inbound: boolean, renumber: Int32Array | null): Csr {
  const adj = lists.far ?? gatherFar(seed, lists, inbound);
  let edge = lists.edges;
  if (renumber !== null) {
    edge = new Int32Array(edge.length);
    for (let p = 0; p < edge.length; p++) edge[p] = renumber[lists.edges[p]!]!;
  }
  return { start: lists.start, adj, edge };
}

/** Seed edge number → position in G's edge order, for a seed whose numbers have gaps. */
function renumbering(seed: GraphSeed): Int32Array | null {
  if (seed.kept === null) return null;
  const renumber = new Int32Array(seed.src.length).fill(-1);
  for (let e = 0; e < seed.kept.length; e++) renumber[seed.kept[e]!] = e;
  return renumber;
}

/**
 * Defines `name` on `target` as computed on first read, then an ordinary field: what a call never
 * reads it never pays for. Assigning it first makes it an ordinary field too (a result handed to
 * a program may be changed before it is read).
 */
export function lazyField<T extends object, K extends keyof T>(
  target: T,
  name: K,
  compute: () => T[K],
): void {
  const settle = (value: T[K]) =>
    Object.defineProperty(target, name, { value, writable: true, enumerable: true, configurable: true });
  Object.defineProperty(target, name, {
    get: () => {
      const value = compute();
      settle(value);
      return value;
    },
    set: settle,
    enumerable: true,
    configurable: true,
  });
}

/** A topology read from a builder's seed (see {@link seededTopology}). */
class SeededTopology implements Topology {
  readonly n: number;
  readonly directed: boolean;
  readonly m: number;
  readonly source: Int32Array;
  readonly target: Int32Array;
  readonly out: Csr;
  readonly built: { seed: GraphSeed; number: Int32Array | null };
  /** A field, not a method: callers hand it on unbound. */
  readonly indexOf = (key: string): number => this.built.seed.position(key);
  declare readonly undirectedEdge: Uint8Array;
  declare readonly keys: string[];
  declare readonly position: Record<string, number>;
  declare readonly attributes: Attributes[];
  #undirectedEdge: Uint8Array | undefined;
  #keys: string[] | undefined;
  #position: Record<string, number> | undefined;
  #attributes: Attributes[] | undefined;

  /**
   * The fields made on first read, as own enumerable getters (a copy of the topology reads them),
   * each one function shared by every instance, so that every instance keeps one hidden class.
   */
  static readonly #lazy: [keyof Topology, (this: SeededTopology) => unknown][] = [
    [
      'undirectedEdge',
      function (this: SeededTopology) {
        // A byte per edge, filled: 0.3 ms at a million edges, more than a call that stops early takes.
        this.#undirectedEdge ??= new Uint8Array(this.m).fill(this.built.seed.directed ? 0 : 1);
        return this.#undirectedEdge;
      },
    ],
    [
      'keys',
      function (this: SeededTopology) {
        this.#keys ??= this.built.seed.keys();
        return this.#keys;
      },
    ],
    [
      'position',
      function (this: SeededTopology) {
        this.#position ??= positionsOf(this.keys);
        return this.#position;
      },
    ],
    [
      'attributes',
      function (this: SeededTopology) {
        const { seed, number } = this.built;
        this.#attributes ??= Array.from({ length: this.m }, (_, e) =>
          seed.attributes(number === null ? e : number[e]!),
        );
        return this.#attributes;
      },
    ],
  ];

  constructor(G: AnyGraph, seed: GraphSeed) {
    const { kept } = seed;
    const gather = (a: Int32Array) => (kept === null ? a : Int32Array.from(kept, (e) => a[e]!));
    this.n = seed.n;
    this.directed = edgeKind(G) !== 'undirected';
    this.source = gather(seed.src);
    this.target = gather(seed.dst);
    this.m = this.source.length;
    this.out = seededCsr(seed, seed.lists().out, false, renumbering(seed));
    this.built = { seed, number: kept };
    for (const [name, get] of SeededTopology.#lazy) {
      Object.defineProperty(this, name, { get, enumerable: true, configurable: true });
    }
  }
}

/**
 * The topology from a seed; equal to buildTopology on the unchanged G. The keys, their positions,
 * the attribute objects and the per-edge kinds are made on first read (getters of a class, so
 * every seeded topology has one shape: fields defined one by one made a new hidden class per
 * call, and code optimized for the last one was thrown away): a whole-graph call on ids reads
 * none of them until it answers (at a million edges gathering the attribute objects from the
 * scattered edge records took a third of building the index, and a position object of 100k keys
 * 18 ms).
 */
function seededTopology(G: AnyGraph, seed: GraphSeed): Topology {
  return new SeededTopology(G, seed);
}

/** The memorized topology of `G` (built on first use after any change). */
export function topologyOf(G: AnyGraph): Topology {
  return memo(G, TOPOLOGY, () => {
    const seed = graphSeed(G);
    return seed === undefined ? buildTopology(G) : seededTopology(G, seed);
  });
}

/** The topology when one is memorized for `G`, without building it (fast paths that can do without). */
export function memorizedTopology(G: AnyGraph): Topology | undefined {
  return peekMemo<Topology>(G, TOPOLOGY);
}

/**
 * The topology when it is memorized or seeded (assembled then from the seed's lists); undefined
 * when only walking G would give it. For whole-graph functions that can also walk G themselves; a
 * search that may stop early reads {@link memorizedTopology}.
 */
export function topologyWithoutWalk(G: AnyGraph): Topology | undefined {
  return memorizedTopology(G) ?? (graphSeed(G) === undefined ? undefined : topologyOf(G));
}

/** Inbound arcs (arcs grouped by their second node); the outbound ones when G is undirected. */
export function inboundOf(G: AnyGraph): Csr {
  const t = topologyOf(G);
  if (!t.directed) return t.out;
  return memo(G, 'inbound', () => {
    const seed = graphSeed(G);
    return seed === undefined ? buildCsr(t, true) : seededCsr(seed, seed.lists().in, true, renumbering(seed));
  });
}

/** The inbound arcs when they are memorized for `G` (see {@link inboundOf}), without building them. */
export function memorizedInbound(G: AnyGraph): Csr | undefined {
  const t = memorizedTopology(G);
  if (t === undefined) return undefined;
  return t.directed ? peekMemo<Csr>(G, 'inbound') : t.out;
}

/**
 * Edge `e`'s attribute `name` as G was built with it (graph-seed.ts builtNumber): a number, null
 * when it had none; undefined when only its attributes object can tell (not seeded, or touched).
 */
export function builtAttribute(t: Topology, e: number, name: string): number | null | undefined {
  const { built } = t;
  if (built === undefined) return undefined;
  return builtNumber(built.seed, built.number === null ? e : built.number[e]!, name);
}

/**
 * The attributes object of edge `e`. On a seeded topology it is asked of the seed for this edge
 * alone: {@link Topology.attributes} would make every edge's.
 */
export function attributesOf(t: Topology, e: number): Attributes {
  const { built } = t;
  if (built === undefined) return t.attributes[e]!;
  return built.seed.attributes(built.number === null ? e : built.number[e]!);
}

/**
 * The weight of edge `e`, read now from its attribute `weight` (missing → 1); a plain number is
 * taken as it is, anything else goes through edgeNumber, which throws a located GrrafError. An
 * edge of a seeded G whose attributes object was never made gives the weight it was built with,
 * from the builder's typed array (and no attributes object is made for it).
 */
export function topologyWeight(t: Topology, e: number, weight: string): number {
  const built = builtAttribute(t, e, weight);
  if (built !== undefined) return built ?? 1;
  const attrs = attributesOf(t, e);
  const raw = attrs[weight];
  return typeof raw === 'number' && !Number.isNaN(raw)
    ? raw
    : edgeNumber(attrs, weight, 1, t.keys[t.source[e]!]!, t.keys[t.target[e]!]!);
}

/** The weights of a seeded topology whose edges are all as built, by edge index: made once per G. */
const builtWeights = new WeakMap<Topology, Float64Array>();

/**
 * Every weight of a seeded topology by edge index when no edge's attributes object was made
 * since G was built (then none can have changed): the builder's array, missing weights 1, made
 * once and kept with the topology. Undefined otherwise.
 */
function untouchedWeights(t: Topology, weight: string): Float64Array | undefined {
  const seeded = t.built?.seed.weights;
  if (weight !== 'weight' || seeded === undefined || seeded.touchedCount !== 0) return undefined;
  let w = builtWeights.get(t);
  if (w === undefined) {
    const { values } = seeded;
    const number = t.built!.number;
    // Every edge has its weight, by its own number: the builder's array is the answer as it is
    // (no loop over every edge, which a first call runs unoptimized).
    if (values !== null && number === null && seeded.summary?.missing === false) {
      builtWeights.set(t, values);
      return values;
    }
    w = new Float64Array(t.m);
    if (values === null) w.fill(1);
    else {
      for (let e = 0; e < t.m; e++) {
        const v = values[number === null ? e : number[e]!]!;
        w[e] = Number.isNaN(v) ? 1 : v;
      }
    }
    builtWeights.set(t, w);
  }
  return w;
}

/**
 * The least edge weight (missing ones 1) of a seeded topology whose weights are all as built, when
 * the builder said it; undefined otherwise.
 */
export function untouchedLeastWeight(t: Topology, weight: string): number | undefined {
  const seeded = t.built?.seed.weights;
  if (weight !== 'weight' || seeded === undefined || seeded.touchedCount !== 0) return undefined;
  if (seeded.values === null) return 1;
  const { summary } = seeded;
  // With edges merged or left out (t.built.number), the least of all may belong to none G holds.
  if (summary === undefined || t.built!.number !== null) return undefined;
  return summary.missing ? Math.min(summary.least, 1) : summary.least;
}

/**
 * Every edge weight by edge index (see topologyWeight). Not to be changed: on a seeded G whose
 * weights are all as built it is kept and handed to every caller.
 */
export function edgeWeights(t: Topology, weight: string): Float64Array {
  const untouched = untouchedWeights(t, weight);
  if (untouched !== undefined) return untouched;
  const w = new Float64Array(t.m);
  for (let e = 0; e < t.m; e++) w[e] = topologyWeight(t, e, weight);
  return w;
}

/**
 * CSR view with weights by edge; for undirected graphs `in*` arrays are the `out*` arrays. An arc's
 * weight is `arcW[p]` when the view has it, else `edgeW[outEdge[p]]` (see {@link ARC_WEIGHTS_FROM}).
 */
export interface IndexedGraph {
  n: number;
  keys: string[];
  position: Record<string, number>;
  /** True unless every edge is undirected; undirected edges of a mixed graph go both ways. */
  directed: boolean;
  outStart: Int32Array;
  outAdj: Int32Array;
  /** The edge of each outbound arc. */
  outEdge: Int32Array;
  inStart: Int32Array;
  inAdj: Int32Array;
  /** Weight by edge (see edgeWeights); empty in an unweighted view. */
  edgeW: Float64Array;
  /** Weight by outbound arc, gathered from `edgeW` on large graphs only; null otherwise. */
  arcW: Float64Array | null;
}

/**
 * The edge count from which a weighted view gathers a weight per arc. Below it the weights by edge
 * fit in a core's cache, and a search reading them through `outEdge` is as fast as reading them
 * per arc (1.8× faster at 100k edges, the gather included), while the gather, run unoptimized in
 * a program's fresh sandbox, took 1.2 ms at 10k edges before the search could start. Above it,
 * weights read scattered by edge miss the cache: single-source Dijkstra at a million edges took
 * 91 ms that way against 80 with the gather (compare-previous.ts, 2026-11-28).
 */
const ARC_WEIGHTS_FROM = 1 << 17;

function arcWeights(csr: Csr, w: Float64Array): Float64Array {
  const out = new Float64Array(csr.edge.length);
  for (let p = 0; p < out.length; p++) out[p] = w[csr.edge[p]!]!;
  return out;
}

/** Weight array of unweighted views: reading it is a bug (callers use BFS), so it is empty. */
const UNIT = new Float64Array(0);

/**
 * The CSR view of `G`. `weight` names the edge attribute read as weight (missing → 1); `null`
 * gives an unweighted view (`edgeW` empty: use hop-count algorithms). Parallel edges stay
 * separate arcs. Inbound arrays are filled only with `inbound: true` (otherwise they alias the
 * outbound ones — correct only when undirected).
 */
export function indexGraph(
  G: AnyGraph,
  weight: string | null = 'weight',
  o: { inbound?: boolean } = {},
): IndexedGraph {
  const t = topologyOf(G);
  const inn = o.inbound ? inboundOf(G) : t.out;
  const edgeW = weight === null ? UNIT : edgeWeights(t, weight);
  return {
    n: t.n,
    // Read through: a seeded topology makes its keys and their positions on first read only.
    get keys() {
      return t.keys;
    },
    get position() {
      return t.position;
    },
    directed: t.directed,
    outStart: t.out.start,
    outAdj: t.out.adj,
    outEdge: t.out.edge,
    inStart: inn.start,
    inAdj: inn.adj,
    edgeW,
    arcW: weight !== null && t.m >= ARC_WEIGHTS_FROM ? arcWeights(t.out, edgeW) : null,
  };
}

/** Distinct neighbors of `v` in one CSR direction (`out*` or `in*` arrays), self excluded; adds to `into`. */
export function distinctNeighbors(
  start: Int32Array,
  adj: Int32Array,
  v: number,
  into: Set<number> = new Set(),
): Set<number> {
  for (let p = start[v]!; p < start[v + 1]!; p++) if (adj[p] !== v) into.add(adj[p]!);
  return into;
}

/** De-duplicated neighbor sets of the undirected view, without self-loops (needs `inbound`). */
export function undirectedNeighborSets(g: IndexedGraph): Set<number>[] {
  const sets: Set<number>[] = [];
  for (let u = 0; u < g.n; u++) {
    const s = distinctNeighbors(g.outStart, g.outAdj, u);
    if (g.directed) distinctNeighbors(g.inStart, g.inAdj, u, s);
    sets.push(s);
  }
  return sets;
}
