/**
 * The parameters of a question, drawn at random on its final graph ("task-specific inputs are
 * selected uniformly at random", appendix A.3) among the values that give the statement an
 * answer: a source with a target it reaches (flows and shortest paths; a flow of 0 between
 * unconnected nodes says nothing), two nodes sharing a neighbour (common neighbours, and pair
 * tightness, whose score is 0 for most far-apart pairs), s and t in one component where a
 * statement returns "no value" otherwise, a node with two neighbours or more for clustering (a
 * coefficient of 0 by definition is no question), a sink that is not its own component's
 * representative (flow-aware clustering), and k from {1, 2, 3} as GraphSkill draws it.
 */
import {
  type AnyGraph,
  connectedComponents,
  singleSourceShortestPathLength,
} from '../../../algorithms/index.js';
import type { NodeId } from '../../../graph/model.js';
import { type Rng, randInt } from '../../../util/mulberry32.js';
import type { TaskArgs } from './catalog.js';

const pick = <T>(rng: Rng, items: readonly T[]): T => items[randInt(rng, 0, items.length - 1)]!;
const id = (G: AnyGraph, key: string) => G.getNodeAttribute(key, 'id') as NodeId;

/** Nodes `v` reaches (other than itself), following edge directions. */
function reached(G: AnyGraph, v: string): string[] {
  return Object.keys(singleSourceShortestPathLength(G, v, { weight: null })).filter((w) => w !== v);
}

/** A source uniform among the nodes that reach another, a target uniform among those it reaches. */
function reachablePair(rng: Rng, G: AnyGraph): TaskArgs | undefined {
  const sources = G.nodes().filter((v) => G.outDegree(v) + G.undirectedDegree(v) > 0);
  if (sources.length === 0) return undefined;
  const s = pick(rng, sources);
  return { source: id(G, s), target: id(G, pick(rng, reached(G, s))) };
}

/** Two distinct nodes with a common neighbour (any two when no such pair exists). */
function sharingPair(rng: Rng, G: AnyGraph): TaskArgs {
  const partners = (u: string) => {
    const out = new Set<string>();
    for (const w of G.neighbors(u)) for (const v of G.neighbors(w)) if (v !== u) out.add(v);
    return [...out];
  };
  const eligible = G.nodes().filter((u) => partners(u).length > 0);
  if (eligible.length === 0) {
    const [a, b] = [pick(rng, G.nodes()), pick(rng, G.nodes())];
    return { source: id(G, a), target: id(G, a === b ? G.nodes().find((x) => x !== a)! : b) };
  }
  const u = pick(rng, eligible);
  return { source: id(G, u), target: id(G, pick(rng, partners(u))) };
}

/** Two distinct nodes, any. */
function anyPair(rng: Rng, G: AnyGraph): TaskArgs {
  const s = pick(rng, G.nodes());
  return {
    source: id(G, s),
    target: id(
      G,
      pick(
        rng,
        G.nodes().filter((v) => v !== s),
      ),
    ),
  };
}

/** A sink that is not the smallest node of its component. */
function flowSink(rng: Rng, G: AnyGraph): TaskArgs | undefined {
  const candidates = connectedComponents(G).flatMap((c) => {
    const smallest = c.reduce((a, b) => (Number(id(G, a)) < Number(id(G, b)) ? a : b));
    return c.filter((v) => v !== smallest);
  });
  return candidates.length === 0 ? undefined : { target: id(G, pick(rng, candidates)) };
}

/** The arguments of a question of `task` on `G`; undefined when the graph offers none. */
export function drawArgs(rng: Rng, task: string, G: AnyGraph): TaskArgs | undefined {
  switch (task) {
    case 'clustering': {
      // A node of degree < 2 has coefficient 0 by definition: ask about one with two neighbours when there is one.
      const wide = G.nodes().filter((v) => G.neighbors(v).length >= 2);
      return { node: id(G, pick(rng, wide.length > 0 ? wide : G.nodes())) };
    }
    case 'shortest_path_length':
    case 'maximum_flow':
    case 'endpoint_aware_flow_score':
    case 'highest_clustered_node_in_shortest_path':
      return reachablePair(rng, G);
    case 'common_neighbors':
    case 'pair_tightness_score':
      return sharingPair(rng, G);
    case 'shortest_path_and_eular_tour':
      return anyPair(rng, G);
    case 'flow_aware_local_clustering_among_cc':
      return flowSink(rng, G);
    case 'clustering_and_shortest_path':
      return { k: randInt(rng, 1, 3) };
    default:
      return {};
  }
}
