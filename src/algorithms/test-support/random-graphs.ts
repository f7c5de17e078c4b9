/**
 * Test support: seeded random graphs, as both a graphology graph and the JSON spec nx_oracle.py reads.
 */
import GraphModule, {
  DirectedGraph,
  MultiDirectedGraph,
  MultiUndirectedGraph,
  UndirectedGraph,
} from 'graphology';
import type { GraphOptions } from 'graphology-types';
import { mulberry32, randInt } from '../../util/mulberry32.js';
import type { AnyGraph } from '../common.js';

/** A seeded PRNG (mulberry32): same seed, same graphs, on every machine. */
export const prng = mulberry32;

/** Random integer in [lo, hi] (the dataset generators' own). */
export { randInt };

/** The graph as nx_oracle.py reads it. */
export interface GraphSpec {
  directed: boolean;
  multi: boolean;
  nodes: [string, number | null][];
  edges: [string, string, number][];
}

export interface RandomOptions {
  n: number;
  p: number;
  directed: boolean;
  multi?: boolean;
  selfLoops?: boolean;
  /** Inclusive integer weight range; omitted → weight 1. */
  weights?: [number, number];
  nodeWeights?: [number, number];
}

/** An Erdős–Rényi-style graph; multi graphs get a second copy of some edges. */
export function randomSpec(rng: () => number, o: RandomOptions): GraphSpec {
  const w = () => (o.weights ? randInt(rng, o.weights[0], o.weights[1]) : 1);
  const nodes: [string, number | null][] = [];
  for (let i = 0; i < o.n; i++) {
    nodes.push([String(i), o.nodeWeights ? randInt(rng, o.nodeWeights[0], o.nodeWeights[1]) : null]);
  }
  const edges: [string, string, number][] = [];
  for (let i = 0; i < o.n; i++) {
    for (let j = o.directed ? 0 : i; j < o.n; j++) {
      if (i === j && !o.selfLoops) continue;
      if (rng() >= o.p) continue;
      edges.push([String(i), String(j), w()]);
      if (o.multi && rng() < 0.3) edges.push([String(i), String(j), w()]);
    }
  }
  return { directed: o.directed, multi: o.multi ?? false, nodes, edges };
}

/** Builds the graphology graph for a spec (node `weight` and `id` attributes set). */
export function toGraph(spec: GraphSpec): AnyGraph {
  const G: AnyGraph = spec.multi
    ? spec.directed
      ? new MultiDirectedGraph()
      : new MultiUndirectedGraph()
    : spec.directed
      ? new DirectedGraph()
      : new UndirectedGraph();
  for (const [key, weight] of spec.nodes) {
    G.addNode(key, weight === null ? { id: Number(key) } : { id: Number(key), weight });
  }
  for (const [u, v, weight] of spec.edges) G.addEdge(u, v, { weight });
  return G;
}

/** `count` random specs with sizes and densities drawn from the given ranges. */
export function randomSpecs(
  seed: number,
  count: number,
  make: (rng: () => number, i: number) => RandomOptions,
): GraphSpec[] {
  const rng = prng(seed);
  return Array.from({ length: count }, (_, i) => randomSpec(rng, make(rng, i)));
}

/** graphology's default class: its typings do not resolve as a constructor under NodeNext, so cast once here. */
const GraphClass = GraphModule as unknown as new (options?: GraphOptions) => AnyGraph;

/** `new Graph(options)`: type 'mixed' unless the options say otherwise. */
export function newGraph(options?: GraphOptions): AnyGraph {
  return new GraphClass(options);
}
