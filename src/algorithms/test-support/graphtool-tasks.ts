/**
 * Bench support (dev only): the graph-tool call that answers the same question as a library task
 * (library-tasks.ts), for the graph-tool column of `npm run bench:exec`. graph-tool is C++ (Boost
 * Graph Library) behind a Python API, the third peer issue 30 §4 names; it is not on PyPI, so the
 * bench runs it under the interpreter its distribution package installs into (Debian's
 * `python3-graph-tool`, graph-tool 2.45 under /usr/bin/python3). Its graph `G` has vertices
 * 0..n-1 (the bench graph's ids), the internal edge property `weight` (int), and `W`, the node
 * weights by id; `topology`, `flow`, `clustering` are its modules, `np` numpy.
 *
 * Keyed by `fn|graph|label` (label empty for the plain call). Some entries derive the answer from
 * a graph-tool function that answers a larger question in the same pass (connectivity from the
 * component labels, a cycle from `is_DAG`, the eccentricity from the BFS distances, the heaviest
 * triangle from the K3 matches, the average clustering from the local coefficients), as NetworkX's
 * composed rows do. Tasks without an entry have no graph-tool column, because graph-tool has:
 * - no such function: node ids, common neighbors, regularity, distance-regularity, negative
 *   cycles, an exact diameter (`pseudo_diameter` is a bound), path checks and weights along a
 *   given walk, Euler paths and circuits;
 * - only a different question: the shortest-path rows whose default method reads every weight
 *   first (graph-tool's Dijkstra reads only the weights it explores, as NetworkX's and igraph's
 *   plain calls do: it is compared with method 'dijkstra'); a cycle in an undirected graph
 *   (`all_circuits` takes each undirected edge as two arcs, so every edge is a "circuit");
 *   directed clustering (graph-tool counts links among out-neighbors over k_out(k_out - 1); grraf
 *   and NetworkX take Fagiolo's count of every directed triangle).
 * And one it has only at a cost out of scale: a cycle in a DAG. `all_circuits` (Hawick–James
 * circuit enumeration) answers "none" only after a search from every vertex: 6.7 s at 10k nodes /
 * 100k edges here (~V·E), past the bench's time limit at 100k. On the random directed graph it
 * finds one at once and is compared.
 */
import type { AnyGraph } from '../common.js';
import { type LibTask, PATTERNS } from './bench-task.js';

/** A graph-tool expression over G, a, W and its modules; `check` defaults to the task's Python check. */
export interface GraphtoolCall {
  expr: string;
  check?: string;
  /** Python run once before the task's timing (e.g. building a second graph `H`). */
  setup?: string;
}

/** A pattern as a graph-tool graph: the same edges as PATTERNS (library-tasks' patterns). */
function patternGraph(name: string, P: AnyGraph): string {
  const edges = P.edges().map((e) => `(${P.source(e)}, ${P.target(e)})`);
  return `${name} = gt_pattern([${edges.join(', ')}])`;
}

/** Python the graph-tool peer runs once per graph: the patterns and the helpers the calls use. */
export const GRAPHTOOL_SETUP = `
def gt_pattern(edges):
    P = gt.Graph(directed=False)
    P.add_vertex(1 + max(max(e) for e in edges))
    P.add_edge_list(edges)
    return P

${Object.entries(PATTERNS)
  .map(([name, P]) => patternGraph(name, P))
  .join('\n')}

# graph-tool marks a vertex its search did not reach with the largest value of the distance type
# (int32 here: the weights are ints).
UNREACHED = np.iinfo(np.int32).max

def gt_length(d):
    return None if d >= UNREACHED else int(d)

def gt_reached_sum(d):
    return int(d.a[d.a < UNREACHED].sum())

def gt_flow_value(G, residual, t):
    # Net flow into t: capacity minus residual on its in-arcs, less the same on its out-arcs.
    cap, t = G.ep.weight, G.vertex(t)
    return (sum(int(cap[e] - residual[e]) for e in t.in_edges())
            - sum(int(cap[e] - residual[e]) for e in t.out_edges()))

def gt_error(f):
    try:
        f()
        return 'no error'
    except ValueError:
        return 'refused'

def gt_one_edge_moved(G):
    # As library-tasks' oneEdgeMoved: the first edge dropped, 0 joined to its first non-neighbor.
    H = gt.Graph(G)
    H.remove_edge(next(iter(H.edges())))
    v = 1
    while H.edge(0, v) is not None:
        v += 1
    H.add_edge(0, v)
    return H
`;

const v = (i: number) => `G.vertex(a[${i}])`;
const weighted = 'weights=G.ep.weight';
const pathWeight = 'sum(int(G.ep.weight[e]) for e in r[1]) if len(r[0]) else None';
const components = (directed: boolean) =>
  `topology.label_components(G, directed=${directed ? 'True' : 'False'})`;
const cycleFound = { expr: 'next(topology.all_circuits(G), None)', check: 'r is not None' };
const maxFlow = `flow.push_relabel_max_flow(G, ${v(0)}, ${v(1)}, G.ep.weight)`;
const matches = (p: string, induced: boolean) =>
  `topology.subgraph_isomorphism(${p}, G, max_n=1, induced=${induced ? 'True' : 'False'})`;

const CALLS: Record<string, GraphtoolCall> = {
  'degree|U|': { expr: `${v(0)}.out_degree()` },
  'inDegree|D|': { expr: `${v(0)}.in_degree()` },
  'outDegree|D|': { expr: `${v(0)}.out_degree()` },
  'connectedComponents|D|': { expr: components(false), check: 'len(r[1])' },
  'weaklyConnectedComponents|D|': { expr: components(false), check: 'len(r[1])' },
  'numberConnectedComponents|D|': { expr: `len(${components(false)}[1])` },
  'isConnected|U|': { expr: `len(${components(false)}[1]) == 1` },
  'stronglyConnectedComponents|D|': { expr: components(true), check: 'len(r[1])' },
  'isStronglyConnected|D|': { expr: `len(${components(true)}[1]) == 1` },
  'isBipartite|U|': { expr: 'topology.is_bipartite(G)' },
  'isBipartite|B|': { expr: 'topology.is_bipartite(G)' },
  'bipartiteColoring|B|': {
    expr: 'topology.is_bipartite(G, partition=True)',
    check: 'len(r[1].a) if r[0] else False',
  },
  'topologicalSort|DAG|': { expr: 'topology.topological_sort(G)', check: 'len(r)' },
  'topologicalSort|D|cyclic: refused': { expr: 'gt_error(lambda: topology.topological_sort(G))' },
  'isDirectedAcyclicGraph|DAG|': { expr: 'topology.is_DAG(G)' },
  'isDirectedAcyclicGraph|D|cyclic': { expr: 'topology.is_DAG(G)' },
  'hasCycle|D|': { expr: 'not topology.is_DAG(G)' },
  'hasCycle|DAG|': { expr: 'not topology.is_DAG(G)' },
  'findCycle|D|': cycleFound,
  "shortestPath|D|method 'dijkstra'": {
    expr: `topology.shortest_path(G, ${v(0)}, ${v(1)}, ${weighted})`,
    check: pathWeight,
  },
  'shortestPath|D|unweighted': {
    expr: `topology.shortest_path(G, ${v(0)}, ${v(1)})`,
    check: 'len(r[0]) if len(r[0]) else None',
  },
  "shortestPathLength|D|method 'dijkstra'": {
    expr: `topology.shortest_distance(G, ${v(0)}, ${v(1)}, ${weighted})`,
    check: 'gt_length(r)',
  },
  'shortestPathLength|D|unweighted': {
    expr: `topology.shortest_distance(G, ${v(0)}, ${v(1)})`,
    check: 'gt_length(r)',
  },
  "shortestPathLength|U|undirected, method 'dijkstra'": {
    expr: `topology.shortest_distance(G, ${v(0)}, ${v(1)}, ${weighted})`,
    check: 'gt_length(r)',
  },
  'singleSourceShortestPathLength|D|': {
    expr: `topology.shortest_distance(G, ${v(0)}, ${weighted})`,
    check: 'gt_reached_sum(r)',
  },
  'singleSourceShortestPathLength|U|unweighted': {
    expr: `topology.shortest_distance(G, ${v(0)})`,
    check: 'gt_reached_sum(r)',
  },
  'hasPath|D|': { expr: `bool(topology.shortest_distance(G, ${v(0)}, ${v(1)}) < UNREACHED)` },
  'eccentricity|C|': { expr: `int(topology.shortest_distance(G, ${v(0)}).a.max())` },
  'maximumFlow|D|': { expr: maxFlow, check: 'gt_flow_value(G, r, a[1])' },
  'maximumFlow|D|flow read': { expr: maxFlow, check: 'gt_flow_value(G, r, a[1])' },
  // Every flow in the record read (library-tasks.ts): graph-tool's residual
  // map is already made, so the timed call reads every flow from it too.
  'maximumFlow|D|every flow read': {
    expr: `(lambda r: (int((G.ep.weight.a - r.a).sum()), r)[1])(${maxFlow})`,
    check: 'gt_flow_value(G, r, a[1])',
  },
  'maximumFlowValue|D|': { expr: `gt_flow_value(G, ${maxFlow}, a[1])` },
  'minimumSpanningTree|U|': {
    expr: `topology.min_spanning_tree(G, ${weighted})`,
    check: 'int((G.ep.weight.a * r.a).sum())',
  },
  'minimumSpanningTreeWeight|U|': {
    expr: `int((G.ep.weight.a * topology.min_spanning_tree(G, ${weighted}).a).sum())`,
  },
  'isIsomorphic|U|G with itself': { expr: 'topology.isomorphism(G, G)' },
  'isIsomorphic|U|one edge moved': { expr: 'topology.isomorphism(G, H)', setup: 'H = gt_one_edge_moved(G)' },
  'subgraphMonomorphism|U|C5': { expr: `next(iter(${matches('C5', false)}), None)` },
  'subgraphIsomorphism|U|C5': { expr: `next(iter(${matches('C5', true)}), None)` },
  'maximumClique|U|': { expr: 'max(topology.max_cliques(G), key=len)', check: 'len(r)' },
  'cliqueNumber|U|': { expr: 'max(len(c) for c in topology.max_cliques(G))' },
  'maxWeightTriangle|U|': {
    // Each triangle is matched once per automorphism of K3 (6 times); the maximum is the same.
    expr: 'max((int(W[x] + W[y] + W[z]) for x, y, z in (m.a for m in topology.subgraph_isomorphism(K3, G, generator=True))), default=None)',
  },
  'clustering|U|': { expr: 'clustering.local_clustering(G)', check: 'round(float(r.a.sum()), 6)' },
  'averageClustering|U|': { expr: 'float(clustering.local_clustering(G).a.mean())' },
};

for (const p of Object.keys(PATTERNS)) {
  CALLS[`isSubgraphMonomorphic|U|${p}`] = { expr: `len(${matches(p, false)}) > 0` };
  CALLS[`isSubgraphIsomorphic|U|${p}`] = { expr: `len(${matches(p, true)}) > 0` };
}

/** The graph-tool counterpart of `task`, if graph-tool has one. */
export function graphtoolCall(task: LibTask): GraphtoolCall | undefined {
  return CALLS[`${task.fn}|${task.graph}|${task.label ?? ''}`];
}
