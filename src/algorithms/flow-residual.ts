/**
 * The residual graph of a maximum flow, left implicit in the compact index's arc lists
 * (indexed.ts) and a flow per edge: an edge's residual room one way is its capacity less the flow
 * sent that way, the other way the flow sent (a directed edge) or its capacity plus it (an
 * undirected one). Nothing is built per arc: a phase of Dinic's algorithm reads the arcs of the
 * nodes it reaches, which on a random graph of a million edges is a few thousand, where building
 * an explicit residual graph with reverse-arc indexes took 150–250 ms (scattered writes into
 * arrays of 2m arcs), more than all the phases together.
 */
import type { AnyGraph } from './common.js';
import { argError, numericAttr } from './common.js';
import type { Topology } from './indexed.js';
import { attributesOf, builtAttribute, inboundOf, topologyOf } from './indexed.js';

/**
 * G's arcs and the flow on its edges. A node's arcs are its out-arcs (`out*`, positions
 * 0..outArcs-1: each directed edge at its source, each undirected edge at both ends) and then the
 * reverses of its incoming directed edges (`in*`, ids outArcs + position; undirected edges there
 * are skipped: they are out-arcs already). `in*` is null when G has no directed edge.
 */
export interface FlowNetwork {
  n: number;
  outStart: Int32Array;
  outAdj: Int32Array;
  outEdge: Int32Array;
  outArcs: number;
  inStart: Int32Array | null;
  inAdj: Int32Array;
  inEdge: Int32Array;
  /** Capacity by edge (Infinity: unlimited). */
  capacity: Float64Array;
  /** Flow by edge: along it (directed), from its source to its target (undirected; negative: back). */
  flow: Float64Array;
  /** 1 for an undirected edge, by edge; its `source` tells which way `flow` counts. */
  undirectedEdge: Uint8Array;
  source: Int32Array;
}

/**
 * How an error names edge `e`. A function of its own, not a closure made per edge: the bundler's
 * name-keeping helper defines a `name` on every closure it makes, which at a million edges took
 * longer than the flow.
 */
function edgeName(t: Topology, e: number): string {
  return `edge ${t.keys[t.source[e]!]}→${t.keys[t.target[e]!]}`;
}

/** The builder's weights when they can stand for the capacities as they are (none is NaN or negative). */
function builtCapacities(t: Topology, capacity: string): Float64Array | undefined {
  const seeded = t.built?.seed.weights;
  if (capacity !== 'weight' || seeded?.values == null || seeded.touchedCount !== 0) return undefined;
  if (t.built!.number !== null) return undefined;
  const { values, summary } = seeded;
  // The builder read them once on the host: no loop over every edge here.
  if (summary !== undefined) return summary.missing || summary.least < 0 ? undefined : values;
  for (let e = 0; e < t.m; e++) if (!(values[e]! >= 0)) return undefined;
  return values;
}

/**
 * Every edge's capacity by edge index (missing: unlimited, as NetworkX); the first negative one,
 * in edge order, throws. A seeded G whose attributes objects were never made gives the builder's
 * weights (indexed.ts builtAttribute): read as they are when none is missing or negative.
 */
function capacities(t: Topology, capacity: string): Float64Array {
  const built = builtCapacities(t, capacity);
  if (built !== undefined) return built;
  const cap = new Float64Array(t.m);
  for (let e = 0; e < t.m; e++) {
    const number = builtAttribute(t, e, capacity);
    cap[e] =
      number === undefined
        ? numericAttr(attributesOf(t, e), capacity, Number.POSITIVE_INFINITY, edgeName(t, e))
        : (number ?? Number.POSITIVE_INFINITY);
    if (cap[e]! < 0) argError('validation', capacity, `negative capacity ${cap[e]} on ${edgeName(t, e)}`);
  }
  return cap;
}

/** G as a flow network with capacities from attribute `capacity` and no flow yet, and its index. */
export function flowNetwork(G: AnyGraph, capacity: string): { topology: Topology; network: FlowNetwork } {
  const t = topologyOf(G);
  const inbound = t.directed ? inboundOf(G) : null;
  const network: FlowNetwork = {
    n: t.n,
    outStart: t.out.start,
    outAdj: t.out.adj,
    outEdge: t.out.edge,
    outArcs: t.out.adj.length,
    inStart: inbound?.start ?? null,
    inAdj: inbound?.adj ?? t.out.adj,
    inEdge: inbound?.edge ?? t.out.edge,
    capacity: capacities(t, capacity),
    flow: new Float64Array(t.m),
    undirectedEdge: t.undirectedEdge,
    source: t.source,
  };
  return { topology: t, network };
}
