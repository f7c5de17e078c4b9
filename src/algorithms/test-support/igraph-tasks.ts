/**
 * Bench support (dev only): the igraph call that answers the same question as a library task
 * (library-tasks.ts), for the igraph column of `npm run bench:exec`. igraph is a C core behind a
 * Python API: the higher anchor beside NetworkX (issue 30 §4). Its graph `G` has vertices 0..n-1
 * (the bench graph's ids), the edge attribute `weight`, and `W`, the node weights by id.
 *
 * Keyed by `fn|graph|label` (label empty for the plain call). Tasks without an entry have no
 * igraph column: igraph has no such function (Euler paths, path checks, distance-regularity), or
 * only a different question (an induced or labeled match).
 */
import type { LibTask } from './bench-task.js';

/** An igraph expression over G, a, W and ig; `check` defaults to the task's Python check. */
export interface IgraphCall {
  expr: string;
  check?: string;
}

const pathWeight = "sum(G.es[G.get_eid(u, v)]['weight'] for u, v in zip(r, r[1:])) if r else None";
const lengthOrNone = "None if r == float('inf') else r";

const CALLS: Record<string, IgraphCall> = {
  'degree|U|': { expr: 'G.degree(a[0])' },
  'inDegree|D|': { expr: "G.degree(a[0], mode='in')" },
  'outDegree|D|': { expr: "G.degree(a[0], mode='out')" },
  'connectedComponents|D|': { expr: "G.connected_components(mode='weak')", check: 'len(r)' },
  'weaklyConnectedComponents|D|': { expr: "G.connected_components(mode='weak')", check: 'len(r)' },
  'numberConnectedComponents|D|': { expr: "len(G.connected_components(mode='weak'))" },
  'isConnected|U|': { expr: 'G.is_connected()' },
  'stronglyConnectedComponents|D|': { expr: "G.connected_components(mode='strong')", check: 'len(r)' },
  'isStronglyConnected|D|': { expr: "G.is_connected(mode='strong')" },
  'isBipartite|U|': { expr: 'G.is_bipartite()' },
  'isBipartite|B|': { expr: 'G.is_bipartite()' },
  'bipartiteColoring|B|': { expr: 'G.is_bipartite(return_types=True)', check: 'len(r[1])' },
  'topologicalSort|DAG|': { expr: 'G.topological_sorting()', check: 'len(r)' },
  'isDirectedAcyclicGraph|DAG|': { expr: 'G.is_dag()' },
  'isDirectedAcyclicGraph|D|cyclic': { expr: 'G.is_dag()' },
  'hasCycle|D|': { expr: 'not G.is_acyclic()' },
  'hasCycle|DAG|': { expr: 'not G.is_acyclic()' },
  "shortestPath|D|method 'dijkstra'": {
    expr: "G.get_shortest_path(a[0], a[1], weights='weight', output='vpath')",
    check: pathWeight,
  },
  'shortestPath|D|unweighted': { expr: "G.get_shortest_path(a[0], a[1], output='vpath')", check: 'len(r)' },
  "shortestPathLength|D|method 'dijkstra'": {
    expr: "G.distances(a[0], a[1], weights='weight')[0][0]",
    check: lengthOrNone,
  },
  'shortestPathLength|D|unweighted': { expr: 'G.distances(a[0], a[1])[0][0]', check: lengthOrNone },
  "shortestPathLength|U|undirected, method 'dijkstra'": {
    expr: "G.distances(a[0], a[1], weights='weight')[0][0]",
    check: lengthOrNone,
  },
  'singleSourceShortestPathLength|D|': {
    expr: "G.distances(a[0], weights='weight')[0]",
    check: "sum(x for x in r if x != float('inf'))",
  },
  'singleSourceShortestPathLength|U|unweighted': {
    expr: 'G.distances(a[0])[0]',
    check: "sum(x for x in r if x != float('inf'))",
  },
  'hasPath|D|': { expr: 'len(G.get_shortest_path(a[0], a[1])) > 0' },
  'eccentricity|C|': { expr: 'int(G.eccentricity(a[0]))' },
  'diameter|C|': { expr: 'G.diameter(directed=False)' },
  'maximumFlow|D|': { expr: "G.maxflow(a[0], a[1], capacity='weight')", check: 'r.value' },
  'maximumFlow|D|flow read': { expr: "G.maxflow(a[0], a[1], capacity='weight')", check: 'r.value' },
  // igraph's Flow holds its per-edge flow list already made: the timed call reads it all too.
  'maximumFlow|D|every flow read': {
    expr: "(lambda f: (sum(f.flow), f)[1])(G.maxflow(a[0], a[1], capacity='weight'))",
    check: 'r.value',
  },
  'maximumFlowValue|D|': { expr: "G.maxflow_value(a[0], a[1], capacity='weight')" },
  'minimumSpanningTree|U|': { expr: "G.spanning_tree(weights='weight')", check: "sum(r.es['weight'])" },
  'minimumSpanningTreeWeight|U|': { expr: "sum(G.spanning_tree(weights='weight').es['weight'])" },
  'maximumClique|U|': { expr: 'G.largest_cliques()[0]', check: 'len(r)' },
  'cliqueNumber|U|': { expr: 'G.clique_number()' },
  'maxWeightTriangle|U|': {
    expr: 'max((W[x] + W[y] + W[z] for x, y, z in G.list_triangles()), default=None)',
  },
  'clustering|U|': { expr: "G.transitivity_local_undirected(mode='zero')", check: 'round(sum(r), 6)' },
  'averageClustering|U|': { expr: "G.transitivity_avglocal_undirected(mode='zero')" },
  'isIsomorphic|U|G with itself': { expr: 'G.isomorphic(G)' },
};

/** The igraph counterpart of `task`, if igraph has one. */
export function igraphCall(task: LibTask): IgraphCall | undefined {
  return CALLS[`${task.fn}|${task.graph}|${task.label ?? ''}`];
}
