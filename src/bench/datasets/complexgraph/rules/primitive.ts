/**
 * Truths of the 14 primitive tasks. Readings where a statement leaves room:
 * - diameter on directed graphs: the largest shortest-path distance over the ordered pairs that
 *   have a path (the statements' own small case is a directed path 0→…→6 with diameter 6). The
 *   generator only asks it on strongly connected graphs, where this is NetworkX's diameter.
 * - is_regular on directed graphs: same in-degree and same out-degree (NetworkX), except the
 *   real-world wordings, which ask for the same total degree (followers plus followings).
 * - is_bipartite in the directed folder: its statements describe the graph as undirected, so
 *   edge directions are ignored (as NetworkX's is_bipartite does on a DiGraph).
 * - is_distance_regular: the statements' uniform distance profile (see distance-profile.ts).
 * - max_clique / maximum_independent_set: exact, where GraphSkill's reference code used
 *   NetworkX's approximations (which are not maximum).
 */

import type { AnyGraph } from '../../../../algorithms/index.js';
import {
  clustering,
  commonNeighbors,
  degree,
  diameter,
  hasEulerianPath,
  isBipartite,
  isConnected,
  isRegular,
  isStronglyConnected,
  maximumClique,
  maximumFlowValue,
  numberConnectedComponents,
  shortestPathLength,
  singleSourceShortestPathLength,
  stronglyConnectedComponents,
} from '../../../../algorithms/index.js';
import { GrrafError } from '../../../../errors.js';
import { toGraphology } from '../../../../graph/graphology.js';
import { isWeighted } from '../catalog.js';
import { hasUniformDistanceProfile } from '../reference/distance-profile.js';
import { maximumCliqueWithin, maximumIndependentSetWithin, neighborSets } from '../reference/exact-clique.js';
import { bipartiteIndependenceNumber } from '../reference/konig.js';
import { idOf, integer, nodeArg, type Rule, real, yesNo } from './rule.js';

/** Graphs up to this many nodes get the budgeted exact clique search; larger (sparse) ones the library's. */
const SMALL_GRAPH = 300;

/** Largest finite hop distance over ordered pairs (the directed diameter reading). */
export function reachableDiameter(G: AnyGraph): number {
  let max = 0;
  G.forEachNode((v) => {
    for (const d of Object.values(singleSourceShortestPathLength(G, v, { weight: null })))
      if (d > max) max = d;
  });
  return max;
}

const maxClique: Rule = (q, G) => {
  if (G.order > SMALL_GRAPH) {
    const members = maximumClique(G);
    return { kind: 'clique', size: members.length, example: members.map((k) => idOf(G, k)) };
  }
  const { nb, keys } = neighborSets(G);
  const best = maximumCliqueWithin(nb, q.budget);
  return { kind: 'clique', size: best.size, example: best.members.map((i) => idOf(G, keys[i]!)) };
};

const independentSet: Rule = (q, G) => {
  const bipartite = bipartiteIndependenceNumber(G);
  if (bipartite !== undefined) return integer(bipartite);
  if (G.order > SMALL_GRAPH) {
    throw new GrrafError(
      'unsupported',
      'exact independent sets of large graphs are computed for bipartite graphs only',
      {
        field: 'graph',
      },
    );
  }
  return integer(maximumIndependentSetWithin(neighborSets(G).nb, q.budget).size);
};

const sameTotalDegree = (G: AnyGraph) => {
  const first = G.order === 0 ? 0 : degree(G, G.nodes()[0]!);
  return G.everyNode((v) => degree(G, v) === first);
};

/** Rules by task name. */
export const PRIMITIVE_RULES: Record<string, Rule> = {
  is_connected: (_q, G) => yesNo(isConnected(G)),
  connected_components: (_q, G) => integer(numberConnectedComponents(G)),
  strongly_connected_components: (_q, G) => integer(stronglyConnectedComponents(G).length),
  shortest_path_length: (q, G) => {
    const [s, t] = [nodeArg(q, G, 'source'), nodeArg(q, G, 'target')];
    const value = shortestPathLength(G, s, t);
    if (!Number.isFinite(value))
      throw new GrrafError('validation', `no path from ${s} to ${t}`, { field: 'target' });
    return { kind: 'path-length', value, source: idOf(G, s), target: idOf(G, t) };
  },
  has_eulerian_path: (_q, G) => yesNo(hasEulerianPath(G)),
  is_bipartite: (q, _G) => yesNo(isBipartite(toGraphology(q.graph, false))),
  diameter: (_q, G) =>
    integer(G.type === 'undirected' || isStronglyConnected(G) ? diameter(G) : reachableDiameter(G)),
  is_regular: (q, G) =>
    yesNo(G.type === 'directed' && q.variant.startsWith('real_world') ? sameTotalDegree(G) : isRegular(G)),
  is_distance_regular: (_q, G) => yesNo(hasUniformDistanceProfile(G)),
  maximum_flow: (q, G) => real(maximumFlowValue(G, nodeArg(q, G, 'source'), nodeArg(q, G, 'target'))),
  max_clique: maxClique,
  maximum_independent_set: independentSet,
  clustering: (q, G) => {
    const node = nodeArg(q, G, 'node');
    return real(clustering(G, node, isWeighted(q.setting) ? { weight: 'weight' } : {}));
  },
  common_neighbors: (q, G) => ({
    kind: 'set',
    value: commonNeighbors(G, nodeArg(q, G, 'source'), nodeArg(q, G, 'target')).map((k) => idOf(G, k)),
  }),
};
