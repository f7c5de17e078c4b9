/**
 * Test support: one call per exported library function, and a comparable form of its result.
 * Sweep tests (hostile keys, mixed graphs) run every entry on two builds of the same graph and
 * compare the forms. Witnesses (paths, cycles, orders, embeddings…) may legitimately differ
 * between builds, so their form is "valid or not" plus the value that must agree (a length,
 * a size), checked against a typed graph with ordinary keys by witness-checks.ts.
 */
import { isGrrafError } from '../../errors.js';
import type { AnyGraph } from '../common.js';
import * as lib from '../index.js';
import {
  isClique,
  isCycle,
  isEmbedding,
  isHamiltonianPath,
  isIndependent,
  isProperColoring,
  isTopologicalOrder,
  isWalk,
  usesEveryEdgeOnce,
  walkWeight,
} from './witness-checks.js';

/** Arguments a call may need besides G. */
export interface CallArgs {
  s: string;
  t: string;
  /** A walk in G (valid by construction). */
  path: string[];
  /** A candidate topological order (G's nodes in insertion order). */
  order: string[];
  /** A small pattern for the subgraph functions. */
  H: AnyGraph;
  /** A second graph for isIsomorphic. */
  G2: AnyGraph;
}

/** What canonical forms are checked against: the typed, ordinary-key build and its arguments. */
export interface Check {
  T: AnyGraph;
  a: CallArgs;
}

/** One library function: how to call it and how to reduce its (relabeled) result for comparison. */
export interface Call {
  run: (G: AnyGraph, a: CallArgs) => unknown;
  canon?: (result: never, c: Check) => unknown;
}

type Rec = Record<string, unknown>;
const entries = (r: Rec) => Object.entries(r).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
const groups = (r: string[][]) => r.map((g) => [...g].sort()).sort((a, b) => (a.join() < b.join() ? -1 : 1));
const valid = <T>(r: T | null, ok: (r: T) => boolean) => (r === null ? null : ok(r) ? 'valid' : 'INVALID');

/** Every exported function. Node arguments use the graph's own keys. */
export const CALLS: Record<string, Call> = {
  originalId: { run: (G, a) => lib.originalId(G, a.s) },
  originalIds: { run: (G, a) => lib.originalIds(G, a.path) },
  inDegree: { run: (G, a) => lib.inDegree(G, a.s) },
  outDegree: { run: (G, a) => lib.outDegree(G, a.s) },
  degree: { run: (G, a) => lib.degree(G, a.s) },
  commonNeighbors: { run: (G, a) => lib.commonNeighbors(G, a.s, a.t), canon: (r: string[]) => [...r].sort() },
  isRegular: { run: (G) => lib.isRegular(G) },
  connectedComponents: { run: (G) => lib.connectedComponents(G), canon: groups },
  weaklyConnectedComponents: { run: (G) => lib.weaklyConnectedComponents(G), canon: groups },
  numberConnectedComponents: { run: (G) => lib.numberConnectedComponents(G) },
  isConnected: { run: (G) => lib.isConnected(G) },
  stronglyConnectedComponents: { run: (G) => lib.stronglyConnectedComponents(G), canon: groups },
  isStronglyConnected: { run: (G) => lib.isStronglyConnected(G) },
  topologicalSort: {
    run: (G) => lib.topologicalSort(G),
    canon: (r: string[], c) => valid(r, (o) => isTopologicalOrder(c.T, o)),
  },
  isDirectedAcyclicGraph: { run: (G) => lib.isDirectedAcyclicGraph(G) },
  isValidTopologicalOrder: { run: (G, a) => lib.isValidTopologicalOrder(G, a.order) },
  hasCycle: { run: (G) => lib.hasCycle(G) },
  findCycle: {
    run: (G) => lib.findCycle(G),
    canon: (r: string[] | null, c) => valid(r, (x) => isCycle(c.T, x)),
  },
  isBipartite: { run: (G) => lib.isBipartite(G) },
  bipartiteColoring: {
    run: (G) => lib.bipartiteColoring(G),
    canon: (r: Record<string, number> | null, c) => valid(r, (x) => isProperColoring(c.T, x)),
  },
  shortestPath: {
    run: (G, a) => lib.shortestPath(G, a.s, a.t),
    canon: (r: string[] | null, c) => (r === null ? null : isWalk(c.T, r) ? walkWeight(c.T, r) : 'INVALID'),
  },
  shortestPathLength: { run: (G, a) => lib.shortestPathLength(G, a.s, a.t) },
  singleSourceShortestPathLength: {
    run: (G, a) => lib.singleSourceShortestPathLength(G, a.s),
    canon: entries,
  },
  hasPath: { run: (G, a) => lib.hasPath(G, a.t, a.s) },
  hasNegativeCycle: { run: (G) => lib.hasNegativeCycle(G) },
  isValidPath: { run: (G, a) => lib.isValidPath(G, a.path) },
  pathWeight: { run: (G, a) => lib.pathWeight(G, a.path) },
  pathLength: { run: (G, a) => lib.pathLength(G, a.path) },
  maximumFlow: {
    run: (G, a) => lib.maximumFlow(G, a.s, a.t),
    canon: (r: { value: number; flow: Record<string, Rec> }) => [
      r.value,
      entries(r.flow).map(([u, row]) => [u, entries(row as Rec)]),
    ],
  },
  maximumFlowValue: { run: (G, a) => lib.maximumFlowValue(G, a.s, a.t) },
  minimumSpanningTree: {
    run: (G) => lib.minimumSpanningTree(G),
    canon: (r: lib.SpanningTree) => [r.weight, r.edges.length],
  },
  minimumSpanningTreeWeight: { run: (G) => lib.minimumSpanningTreeWeight(G) },
  eulerianPath: {
    run: (G) => lib.eulerianPath(G),
    canon: (r: string[] | null, c) => valid(r, (w) => usesEveryEdgeOnce(c.T, w)),
  },
  eulerianCircuit: {
    run: (G) => lib.eulerianCircuit(G),
    canon: (r: string[] | null, c) => valid(r, (w) => usesEveryEdgeOnce(c.T, w) && w[0] === w.at(-1)),
  },
  hasEulerianPath: { run: (G) => lib.hasEulerianPath(G) },
  hasEulerianCircuit: { run: (G) => lib.hasEulerianCircuit(G) },
  subgraphMonomorphism: {
    run: (G, a) => lib.subgraphMonomorphism(G, a.H),
    canon: (r: Record<string, string> | null, c) => valid(r, (f) => isEmbedding(c.T, c.a.H, f, false)),
  },
  subgraphIsomorphism: {
    run: (G, a) => lib.subgraphIsomorphism(G, a.H),
    canon: (r: Record<string, string> | null, c) => valid(r, (f) => isEmbedding(c.T, c.a.H, f, true)),
  },
  isSubgraphMonomorphic: { run: (G, a) => lib.isSubgraphMonomorphic(G, a.H) },
  isSubgraphIsomorphic: { run: (G, a) => lib.isSubgraphIsomorphic(G, a.H) },
  isIsomorphic: { run: (G, a) => lib.isIsomorphic(G, a.G2) },
  maximumClique: {
    run: (G) => lib.maximumClique(G),
    canon: (r: string[], c) => [r.length, isClique(c.T, r)],
  },
  cliqueNumber: { run: (G) => lib.cliqueNumber(G) },
  maximumIndependentSet: {
    run: (G) => lib.maximumIndependentSet(G),
    canon: (r: string[], c) => [r.length, isIndependent(c.T, r)],
  },
  maxWeightTriangle: {
    run: (G) => lib.maxWeightTriangle(G),
    canon: (r: lib.Triangle | null, c) => (r === null ? null : [r.weight, isClique(c.T, r.nodes)]),
  },
  clustering: { run: (G) => lib.clustering(G), canon: entries },
  averageClustering: { run: (G) => lib.averageClustering(G) },
  eccentricity: { run: (G, a) => lib.eccentricity(G, a.s) },
  diameter: { run: (G) => lib.diameter(G) },
  isDistanceRegular: { run: (G) => lib.isDistanceRegular(G) },
  hamiltonianPath: {
    run: (G) => lib.hamiltonianPath(G),
    canon: (r: string[] | null, c) => valid(r, (p) => isHamiltonianPath(c.T, p)),
  },
  hasHamiltonianPath: { run: (G) => lib.hasHamiltonianPath(G) },
};

/** A GrrafError as its code; any other exception is a bug and propagates. */
export function outcome(
  call: Call,
  G: AnyGraph,
  a: CallArgs,
): { value: unknown } | { error: string; message: string } {
  try {
    return { value: call.run(G, a) };
  } catch (e) {
    if (isGrrafError(e)) return { error: e.code, message: e.message };
    throw e;
  }
}

/** The comparable form of an outcome (relabel first when the keys differ from `c.T`'s). */
export function canonical(call: Call, o: ReturnType<typeof outcome>, c: Check): unknown {
  if ('error' in o) return { error: o.error };
  return call.canon ? (call.canon as (r: unknown, c: Check) => unknown)(o.value, c) : o.value;
}

/** Deep copy with every string (and object key) passed through `rename`. */
export function relabel(x: unknown, rename: (s: string) => string): unknown {
  if (typeof x === 'string') return rename(x);
  if (Array.isArray(x)) return x.map((y) => relabel(y, rename));
  if (x !== null && typeof x === 'object') {
    const out: Rec = Object.create(null);
    for (const [k, v] of Object.entries(x)) out[rename(k)] = relabel(v, rename);
    return out;
  }
  return x;
}
