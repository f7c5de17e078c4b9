/**
 * Truths of the 9 composite tasks, each following its statement's definitions (which differ from
 * appendix A.3's summaries in places: task (1) returns every highest-clustered node on any
 * shortest path, not one; task (3) is stated on connected components of an undirected graph).
 * Where a statement allows several answers the truth says so (any SCC order, ties in rankings);
 * where it leaves the answer undefined (two largest components with different diameters, a sink
 * that is its own component's representative) the rule refuses and the generator draws again.
 */
import { UndirectedGraph } from 'graphology';
import {
  type AnyGraph,
  clustering,
  commonNeighbors,
  connectedComponents,
  diameter,
  hasEulerianPath,
  maximumFlowValue,
  shortestPathLength,
  stronglyConnectedComponents,
} from '../../../../algorithms/index.js';
import { GrrafError } from '../../../../errors.js';
import { toGraphology } from '../../../../graph/graphology.js';
import { bridgeHubRanking, byIdentifier, highestClusteredOnShortestPaths } from '../reference/composites.js';
import { countArg, idOf, integer, nodeArg, type Rule, real } from './rule.js';

/** The subgraph induced by `keys`, undirected (edge directions and weights dropped). */
function inducedUndirected(G: AnyGraph, keys: string[]): AnyGraph {
  const H: AnyGraph = new UndirectedGraph();
  for (const k of keys) H.addNode(k);
  G.forEachEdge((_e, _a, u, v) => {
    if (u !== v && H.hasNode(u) && H.hasNode(v)) H.mergeEdge(u, v);
  });
  return H;
}

/** Unweighted diameter of a connected graph; 0 for a single node. */
const hopDiameter = (H: AnyGraph) => (H.order <= 1 ? 0 : diameter(H));

/** The smallest node of a component ("the standard ordering"; text when ids are not all numbers). */
function representative(comp: string[]): string {
  return comp.reduce((best, k) => (byIdentifier(k, best) < 0 ? k : best));
}

const endpointAwareFlow: Rule = (q, G) => {
  const [s, t] = [nodeArg(q, G, 'source'), nodeArg(q, G, 'target')];
  const U = toGraphology(q.graph, false);
  return real(maximumFlowValue(G, s, t) * (1 + (clustering(U, s) + clustering(U, t)) / 2));
};

const pairTightness: Rule = (q, G) => {
  const [s, t] = [nodeArg(q, G, 'source'), nodeArg(q, G, 'target')];
  const d = shortestPathLength(G, s, t);
  if (!Number.isFinite(d))
    throw new GrrafError('validation', `no path from ${s} to ${t}: no value`, { field: 'target' });
  const common = commonNeighbors(G, s, t).length;
  return real((common + (clustering(G, s) + clustering(G, t)) / 2) / (1 + d));
};

const flowAwareAmongComponents: Rule = (q, G) => {
  const t = nodeArg(q, G, 'target');
  let best: { rep: string; score: number } | undefined;
  let tied = false;
  for (const comp of connectedComponents(G)) {
    const rep = representative(comp);
    if (rep === t) {
      throw new GrrafError('validation', `the sink ${t} is its component's representative: no s→t flow`, {
        field: 'target',
      });
    }
    const flow = comp.includes(t) ? maximumFlowValue(G, rep, t) : 0;
    const score = flow * (1 + clustering(G, rep));
    if (best && score === best.score) tied = true;
    else if (!best || score > best.score) [best, tied] = [{ rep, score }, false];
  }
  if (!best || tied)
    throw new GrrafError('validation', 'several components share the best score', { field: 'target' });
  return { kind: 'node', value: idOf(G, best.rep) };
};

const largestComponentDiameter: Rule = (_q, G) => {
  const comps = connectedComponents(G);
  const largest = Math.max(...comps.map((c) => c.length));
  const values = new Set(
    comps.filter((c) => c.length === largest).map((c) => hopDiameter(inducedUndirected(G, c))),
  );
  if (values.size > 1) {
    throw new GrrafError('validation', 'largest components of equal size have different diameters', {
      field: 'graph',
    });
  }
  return integer([...values][0]!);
};

/** Rules by task name. */
export const COMPOSITE_RULES: Record<string, Rule> = {
  highest_clustered_node_in_shortest_path: (q, G) => {
    const groups = highestClusteredOnShortestPaths(G, nodeArg(q, G, 'source'), nodeArg(q, G, 'target'));
    if (!groups)
      throw new GrrafError('validation', 'no path between s and t: the answer is null', { field: 'target' });
    return { kind: 'node-groups', value: groups.map((g) => g.map((k) => idOf(G, k))) };
  },
  scc_and_diameter_nested: (_q, G) => ({
    kind: 'integer-multiset',
    value: stronglyConnectedComponents(G)
      .map((c) => hopDiameter(inducedUndirected(G, c)))
      .sort((a, b) => a - b),
  }),
  flow_aware_local_clustering_among_cc: flowAwareAmongComponents,
  pair_tightness_score: pairTightness,
  clustering_and_shortest_path: (q, G) => {
    const k = countArg(q, 'k');
    const { ranked, tiedWith } = bridgeHubRanking(G);
    const top = ranked.slice(0, k);
    return {
      kind: 'ranking',
      value: top.map((r) => ({ node: idOf(G, r.node), score: r.score })),
      tiedWith: top.map((r) => tiedWith.get(r.node)!.map((v) => idOf(G, v))),
    };
  },
  endpoint_aware_flow_score: endpointAwareFlow,
  shortest_path_and_eular_tour: (q, G) => {
    const [s, t] = [nodeArg(q, G, 'source'), nodeArg(q, G, 'target')];
    if (!hasEulerianPath(G)) return real(Math.max(clustering(G, s), clustering(G, t)));
    const active = G.nodes().filter((v) => G.degree(v) > 0);
    return real(hopDiameter(inducedUndirected(G, active)));
  },
  largest_component_and_diameter: largestComponentDiameter,
  scc_and_eulerian_feasibility: (_q, G) => {
    const sccs = stronglyConnectedComponents(G);
    return integer(hasEulerianPath(G) ? Math.max(...sccs.map((c) => c.length)) : sccs.length);
  },
};
