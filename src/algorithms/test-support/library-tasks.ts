/**
 * Bench support (dev only): each library function with the NetworkX call that answers the same
 * question, the arguments both get, and a check value both sides must agree on. Used by
 * `npm run bench:exec`. Where NetworkX has no single function the Python side composes one
 * (`composed`); functions with no feasible counterpart at scale are listed with the reason.
 */
import { UndirectedGraph } from 'graphology';
import type { Rng } from '../../util/mulberry32.js';
import type { AnyGraph } from '../common.js';
import * as lib from '../index.js';
import type { BenchGraph } from './bench-graphs.js';

/** One timed comparison. Node arguments are ids (numbers): JS gets String(id), Python the int. */
export interface LibTask {
  fn: string;
  graph: string;
  /** What differs from the plain call (a pattern, unweighted…). */
  label?: string;
  args: (g: BenchGraph, rng: Rng) => number[][];
  /** Built before timing; passed to `js`. */
  prepare?: (G: AnyGraph) => unknown;
  js: (G: AnyGraph, a: number[], prepared?: unknown) => unknown;
  /** The value both sides must agree on, from the JS result. */
  check: (r: never, G: AnyGraph) => unknown;
  /** Python expression over G (the graph), a (the argument tuple), nx, iso and the setup names. */
  py: string;
  /** Python statements run before timing (e.g. building a second graph `H`). */
  pySetup?: string;
  /** Left out of larger sizes, with the reason in DENSE_DIAMETER. */
  maxNodes?: number;
  pyCheck: string;
  composed?: boolean;
}

/** Functions left out, with why. */
export const NOT_COMPARED: Record<string, string> = {
  maximumIndependentSet:
    'exact and refuses graphs over 2,000 nodes; NetworkX has no exact maximum independent set',
  hamiltonianPath:
    'NetworkX has no Hamiltonian path search (only for tournaments); exact search is exponential',
  hasHamiltonianPath: 'as hamiltonianPath',
};

/** Why the dense-random diameter runs only on small sizes. */
export const DENSE_DIAMETER =
  'diameter of a dense random graph: every eccentricity is within one of the others, so the bounds drop few nodes and ' +
  'both sides run a BFS from most nodes (100k nodes / 1M edges: grraf 473 s here; NetworkX usebounds had not finished ' +
  'after 15 minutes); timed at 10k nodes only';

/** Python names the tasks use besides the graphs. */
export const PY_SETUP = [
  'C4 = nx.cycle_graph(4)',
  'C5 = nx.cycle_graph(5)',
  'K3 = nx.complete_graph(3)',
  'HOUSE = nx.house_graph()',
].join('\n');

function pattern(edges: string): AnyGraph {
  const H = new UndirectedGraph();
  for (const e of edges.split(' ')) H.mergeEdge(e[0]!, e[1]!);
  return H;
}
const PATTERNS: Record<string, AnyGraph> = {
  C4: pattern('01 12 23 30'),
  C5: pattern('01 12 23 34 40'),
  K3: pattern('01 12 20'),
  HOUSE: pattern('01 02 13 23 34 24'),
};

const none = () => [[]];
const pairs = (count: number) => (g: BenchGraph, rng: Rng) =>
  Array.from({ length: count }, () => {
    const s = Math.floor(rng() * g.n);
    return [s, (s + 1 + Math.floor(rng() * (g.n - 1))) % g.n];
  });
const nodes = (count: number) => (g: BenchGraph, rng: Rng) =>
  Array.from({ length: count }, () => [Math.floor(rng() * g.n)]);
const k = (id: number | undefined) => String(id);
const size = (r: unknown[] | null) => (r === null ? null : r.length);
const sum = (r: Record<string, number>) => Object.values(r).reduce((x, y) => x + y, 0);

/** A task with no arguments whose result is its own check. */
function whole(
  fn: string,
  graph: string,
  js: (G: AnyGraph) => unknown,
  py: string,
  extra: Partial<LibTask> = {},
): LibTask {
  return { fn, graph, args: none, js: (G) => js(G), check: (r) => r, py, pyCheck: 'r', ...extra };
}

function subgraphTasks(): LibTask[] {
  return Object.keys(PATTERNS)
    .flatMap((p) => [
      whole(
        'isSubgraphMonomorphic',
        'U',
        (G) => lib.isSubgraphMonomorphic(G, PATTERNS[p]!),
        `iso.GraphMatcher(G, ${p}).subgraph_is_monomorphic()`,
        { label: p },
      ),
      whole(
        'isSubgraphIsomorphic',
        'U',
        (G) => lib.isSubgraphIsomorphic(G, PATTERNS[p]!),
        `iso.GraphMatcher(G, ${p}).subgraph_is_isomorphic()`,
        { label: p },
      ),
    ])
    .concat([
      {
        ...whole(
          'subgraphMonomorphism',
          'U',
          (G) => lib.subgraphMonomorphism(G, PATTERNS.C5!),
          'next(iso.GraphMatcher(G, C5).subgraph_monomorphisms_iter(), None)',
          { label: 'C5' },
        ),
        check: (r: object | null) => r !== null,
        pyCheck: 'r is not None',
      },
      {
        ...whole(
          'subgraphIsomorphism',
          'U',
          (G) => lib.subgraphIsomorphism(G, PATTERNS.C5!),
          'next(iso.GraphMatcher(G, C5).subgraph_isomorphisms_iter(), None)',
          { label: 'C5' },
        ),
        check: (r: object | null) => r !== null,
        pyCheck: 'r is not None',
      },
    ]);
}

/** Every compared function, grouped by the graph it runs on. */
export function libraryTasks(): LibTask[] {
  return [
    {
      fn: 'originalId',
      graph: 'U',
      args: nodes(1000),
      js: (G, a) => lib.originalId(G, k(a[0])),
      check: (r) => r,
      py: "G.nodes[a[0]].get('id', a[0])",
      pyCheck: 'r',
      composed: true,
    },
    {
      fn: 'originalIds',
      graph: 'U',
      args: () => [[0, 1, 2, 3, 4, 5, 6, 7]],
      js: (G, a) => lib.originalIds(G, a.map(k)),
      check: (r) => r,
      py: "[G.nodes[v].get('id', v) for v in a]",
      pyCheck: 'r',
      composed: true,
    },
    {
      fn: 'degree',
      graph: 'U',
      args: nodes(1000),
      js: (G, a) => lib.degree(G, k(a[0])),
      check: (r) => r,
      py: 'G.degree(a[0])',
      pyCheck: 'r',
    },
    {
      fn: 'inDegree',
      graph: 'D',
      args: nodes(1000),
      js: (G, a) => lib.inDegree(G, k(a[0])),
      check: (r) => r,
      py: 'G.in_degree(a[0])',
      pyCheck: 'r',
    },
    {
      fn: 'outDegree',
      graph: 'D',
      args: nodes(1000),
      js: (G, a) => lib.outDegree(G, k(a[0])),
      check: (r) => r,
      py: 'G.out_degree(a[0])',
      pyCheck: 'r',
    },
    {
      fn: 'commonNeighbors',
      graph: 'U',
      args: pairs(1000),
      js: (G, a) => lib.commonNeighbors(G, k(a[0]), k(a[1])),
      check: size,
      py: 'list(nx.common_neighbors(G, a[0], a[1]))',
      pyCheck: 'len(r)',
    },
    whole('isRegular', 'U', lib.isRegular, 'nx.is_regular(G)'),
    whole('connectedComponents', 'D', lib.connectedComponents, 'list(nx.weakly_connected_components(G))', {
      check: size,
      pyCheck: 'len(r)',
    }),
    whole(
      'weaklyConnectedComponents',
      'D',
      lib.weaklyConnectedComponents,
      'list(nx.weakly_connected_components(G))',
      { check: size, pyCheck: 'len(r)' },
    ),
    whole(
      'numberConnectedComponents',
      'D',
      lib.numberConnectedComponents,
      'nx.number_weakly_connected_components(G)',
    ),
    whole('isConnected', 'U', lib.isConnected, 'nx.is_connected(G)'),
    whole(
      'stronglyConnectedComponents',
      'D',
      lib.stronglyConnectedComponents,
      'list(nx.strongly_connected_components(G))',
      { check: size, pyCheck: 'len(r)' },
    ),
    whole('isStronglyConnected', 'D', lib.isStronglyConnected, 'nx.is_strongly_connected(G)'),
    whole('topologicalSort', 'DAG', lib.topologicalSort, 'list(nx.topological_sort(G))', {
      check: size,
      pyCheck: 'len(r)',
    }),
    whole(
      'topologicalSort',
      'D',
      (G) => catchCode(() => lib.topologicalSort(G)),
      'nx_error(lambda: list(nx.topological_sort(G)))',
      { label: 'cyclic: refused' },
    ),
    whole('isDirectedAcyclicGraph', 'DAG', lib.isDirectedAcyclicGraph, 'nx.is_directed_acyclic_graph(G)'),
    whole('isDirectedAcyclicGraph', 'D', lib.isDirectedAcyclicGraph, 'nx.is_directed_acyclic_graph(G)', {
      label: 'cyclic',
    }),
    whole(
      'isValidTopologicalOrder',
      'DAG',
      (G) => lib.isValidTopologicalOrder(G, G.nodes()),
      'all(u < v for u, v in G.edges())',
      { composed: true },
    ),
    whole('hasCycle', 'D', lib.hasCycle, 'has_cycle(G)', { composed: true }),
    whole('hasCycle', 'DAG', lib.hasCycle, 'has_cycle(G)', { composed: true }),
    whole('findCycle', 'D', lib.findCycle, 'nx_cycle(G)', {
      check: (r: unknown[] | null) => r !== null,
      pyCheck: 'r is not None',
    }),
    whole('findCycle', 'U', lib.findCycle, 'nx_cycle(G)', {
      check: (r: unknown[] | null) => r !== null,
      pyCheck: 'r is not None',
    }),
    whole('findCycle', 'DAG', lib.findCycle, 'nx_cycle(G)', {
      check: (r: unknown[] | null) => r !== null,
      pyCheck: 'r is not None',
    }),
    whole('isBipartite', 'U', lib.isBipartite, 'nx.is_bipartite(G)'),
    whole('isBipartite', 'B', lib.isBipartite, 'nx.is_bipartite(G)'),
    whole('bipartiteColoring', 'B', lib.bipartiteColoring, 'nx.bipartite.color(G)', {
      check: (r: object | null) => r !== null && Object.keys(r).length,
      pyCheck: 'len(r)',
    }),
    {
      fn: 'shortestPath',
      graph: 'D',
      args: pairs(10),
      js: (G, a) => lib.shortestPath(G, k(a[0]), k(a[1])),
      check: (r: string[] | null, G) => (r === null ? null : lib.pathWeight(G, r)),
      py: "nx.shortest_path(G, a[0], a[1], weight='weight')",
      pyCheck: "nx.path_weight(G, r, 'weight')",
    },
    {
      fn: 'shortestPath',
      graph: 'D',
      label: "method 'dijkstra'",
      args: pairs(10),
      js: (G, a) => lib.shortestPath(G, k(a[0]), k(a[1]), { method: 'dijkstra' }),
      check: (r: string[] | null, G) => (r === null ? null : lib.pathWeight(G, r)),
      py: "nx.shortest_path(G, a[0], a[1], weight='weight')",
      pyCheck: "nx.path_weight(G, r, 'weight')",
    },
    {
      fn: 'shortestPath',
      graph: 'D',
      label: 'unweighted',
      args: pairs(10),
      js: (G, a) => lib.shortestPath(G, k(a[0]), k(a[1]), { weight: null }),
      check: size,
      py: 'nx.shortest_path(G, a[0], a[1])',
      pyCheck: 'len(r)',
    },
    {
      fn: 'shortestPathLength',
      graph: 'D',
      args: pairs(10),
      js: (G, a) => lib.shortestPathLength(G, k(a[0]), k(a[1])),
      check: (r) => r,
      py: "nx.shortest_path_length(G, a[0], a[1], weight='weight')",
      pyCheck: 'r',
    },
    {
      fn: 'shortestPathLength',
      graph: 'D',
      label: "method 'dijkstra'",
      args: pairs(10),
      js: (G, a) => lib.shortestPathLength(G, k(a[0]), k(a[1]), { method: 'dijkstra' }),
      check: (r) => r,
      py: "nx.shortest_path_length(G, a[0], a[1], weight='weight')",
      pyCheck: 'r',
    },
    {
      fn: 'shortestPathLength',
      graph: 'D',
      label: 'unweighted',
      args: pairs(10),
      js: (G, a) => lib.shortestPathLength(G, k(a[0]), k(a[1]), { weight: null }),
      check: (r) => r,
      py: 'nx.shortest_path_length(G, a[0], a[1])',
      pyCheck: 'r',
    },
    {
      fn: 'shortestPathLength',
      graph: 'U',
      label: 'undirected',
      args: pairs(10),
      js: (G, a) => lib.shortestPathLength(G, k(a[0]), k(a[1])),
      check: (r) => r,
      py: "nx.shortest_path_length(G, a[0], a[1], weight='weight')",
      pyCheck: 'r',
    },
    {
      fn: 'singleSourceShortestPathLength',
      graph: 'D',
      args: () => [[0]],
      js: (G, a) => lib.singleSourceShortestPathLength(G, k(a[0])),
      check: sum,
      py: 'nx.single_source_dijkstra_path_length(G, a[0])',
      pyCheck: 'sum(r.values())',
    },
    {
      fn: 'singleSourceShortestPathLength',
      graph: 'U',
      label: 'unweighted',
      args: () => [[0]],
      js: (G, a) => lib.singleSourceShortestPathLength(G, k(a[0]), { weight: null }),
      check: sum,
      py: 'nx.single_source_shortest_path_length(G, a[0])',
      pyCheck: 'sum(r.values())',
    },
    {
      fn: 'hasPath',
      graph: 'D',
      args: pairs(10),
      js: (G, a) => lib.hasPath(G, k(a[0]), k(a[1])),
      check: (r) => r,
      py: 'nx.has_path(G, a[0], a[1])',
      pyCheck: 'r',
    },
    whole('hasNegativeCycle', 'D', lib.hasNegativeCycle, 'nx.negative_edge_cycle(G)'),
    {
      fn: 'isValidPath',
      graph: 'E',
      args: walks(200),
      js: (G, a) => lib.isValidPath(G, a.map(k)),
      check: (r) => r,
      py: 'nx.is_path(G, a)',
      pyCheck: 'r',
    },
    {
      fn: 'pathWeight',
      graph: 'E',
      args: walks(200),
      js: (G, a) => lib.pathWeight(G, a.map(k)),
      check: (r) => r,
      py: "nx.path_weight(G, a, 'weight')",
      pyCheck: 'r',
    },
    {
      fn: 'pathLength',
      graph: 'E',
      args: walks(200),
      js: (G, a) => lib.pathLength(G, a.map(k)),
      check: (r) => r,
      py: 'len(a) - 1 if nx.is_path(G, a) else None',
      pyCheck: 'r',
      composed: true,
    },
    {
      fn: 'maximumFlow',
      graph: 'D',
      args: () => [[0, 1]],
      js: (G, a) => lib.maximumFlow(G, k(a[0]), k(a[1])),
      check: (r: lib.FlowResult) => r.value,
      py: "nx.maximum_flow(G, a[0], a[1], capacity='weight')",
      pyCheck: 'r[0]',
    },
    {
      fn: 'maximumFlowValue',
      graph: 'D',
      args: () => [[0, 1]],
      js: (G, a) => lib.maximumFlowValue(G, k(a[0]), k(a[1])),
      check: (r) => r,
      py: "nx.maximum_flow_value(G, a[0], a[1], capacity='weight')",
      pyCheck: 'r',
    },
    whole('minimumSpanningTree', 'U', lib.minimumSpanningTree, 'nx.minimum_spanning_tree(G)', {
      check: (r: lib.SpanningTree) => r.weight,
      pyCheck: "r.size(weight='weight')",
    }),
    whole(
      'minimumSpanningTreeWeight',
      'U',
      lib.minimumSpanningTreeWeight,
      "nx.minimum_spanning_tree(G).size(weight='weight')",
    ),
    whole('eulerianPath', 'E', lib.eulerianPath, 'list(nx.eulerian_path(G))', {
      check: size,
      pyCheck: 'len(r) + 1',
    }),
    whole('eulerianCircuit', 'E', lib.eulerianCircuit, 'list(nx.eulerian_circuit(G))', {
      check: size,
      pyCheck: 'len(r) + 1',
    }),
    whole('hasEulerianPath', 'E', lib.hasEulerianPath, 'nx.has_eulerian_path(G)'),
    whole('hasEulerianPath', 'U', lib.hasEulerianPath, 'nx.has_eulerian_path(G)'),
    whole('hasEulerianPath', 'D', lib.hasEulerianPath, 'nx.has_eulerian_path(G)'),
    whole('hasEulerianCircuit', 'E', lib.hasEulerianCircuit, 'nx.is_eulerian(G)'),
    whole('hasEulerianCircuit', 'U', lib.hasEulerianCircuit, 'nx.is_eulerian(G)'),
    ...subgraphTasks(),
    whole('isIsomorphic', 'U', (G) => lib.isIsomorphic(G, G), 'nx.is_isomorphic(G, G)', {
      label: 'G with itself',
    }),
    {
      ...whole('isIsomorphic', 'U', () => null, 'nx.is_isomorphic(G, H)', { label: 'one edge moved' }),
      prepare: oneEdgeMoved,
      js: (G, _a, H) => lib.isIsomorphic(G, H as AnyGraph),
      pySetup: 'H = one_edge_moved(G)',
    },
    whole('maximumClique', 'U', lib.maximumClique, 'max(nx.find_cliques(G), key=len)', {
      check: size,
      pyCheck: 'len(r)',
      composed: true,
    }),
    whole('cliqueNumber', 'U', lib.cliqueNumber, 'max(len(c) for c in nx.find_cliques(G))', {
      composed: true,
    }),
    whole('maxWeightTriangle', 'U', lib.maxWeightTriangle, 'max_weight_triangle(G)', {
      check: (r: lib.Triangle | null) => r?.weight ?? null,
      composed: true,
    }),
    whole('clustering', 'U', lib.clustering, 'nx.clustering(G)', {
      check: (r: Record<string, number>) => round(sum(r)),
      pyCheck: 'round(sum(r.values()), 6)',
    }),
    whole('averageClustering', 'U', lib.averageClustering, 'nx.average_clustering(G)', {
      check: (r: number) => round(r),
      pyCheck: 'round(r, 6)',
    }),
    whole('averageClustering', 'D', lib.averageClustering, 'nx.average_clustering(G)', {
      check: (r: number) => round(r),
      pyCheck: 'round(r, 6)',
      label: 'directed',
    }),
    {
      fn: 'eccentricity',
      graph: 'C',
      args: () => [[0]],
      js: (G, a) => lib.eccentricity(G, k(a[0])),
      check: (r) => r,
      py: 'nx.eccentricity(G, a[0])',
      pyCheck: 'r',
    },
    whole('diameter', 'C', lib.diameter, 'nx.diameter(G, usebounds=True)'),
    whole('diameter', 'U', lib.diameter, 'nx.diameter(G, usebounds=True)', {
      label: 'dense random',
      maxNodes: 10_000,
    }),
    whole('isDistanceRegular', 'U', lib.isDistanceRegular, 'nx.is_distance_regular(G)'),
  ];
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;

/** The code of a GrrafError thrown by `f`, or 'no error'. */
function catchCode(f: () => unknown): string {
  try {
    f();
    return 'no error';
  } catch (e) {
    return (e as { code?: string }).code === 'validation' ? 'refused' : String(e);
  }
}

/** A copy of G with its first edge replaced by one between the first two non-adjacent nodes. */
function oneEdgeMoved(G: AnyGraph): AnyGraph {
  const H = G.copy() as AnyGraph;
  H.dropEdge(H.edges()[0]!);
  for (let v = 1; ; v++) {
    if (!H.hasEdge('0', String(v))) {
      H.addEdge('0', String(v), { weight: 1 });
      return H;
    }
  }
}

/** `count` walks of 20 steps along out-edges (every node of E has some), as id lists. */
function walks(count: number) {
  return (g: BenchGraph, rng: Rng) => {
    const out: number[][] = Array.from({ length: g.n }, () => []);
    for (let e = 0; e < g.src.length; e++) out[g.src[e]!]!.push(g.dst[e]!);
    return Array.from({ length: count }, () => {
      const w = [Math.floor(rng() * g.n)];
      for (let i = 0; i < 20; i++) {
        const next = out[w.at(-1)!]!;
        w.push(next[Math.floor(rng() * next.length)]!);
      }
      return w;
    });
  };
}

/** Python helpers the composed expressions use. */
export const PY_HELPERS = `
def nx_cycle(G):
    try:
        return nx.find_cycle(G)
    except nx.NetworkXNoCycle:
        return None

def has_cycle(G):
    return nx_cycle(G) is not None

def nx_error(f):
    try:
        f()
        return 'no error'
    except nx.NetworkXUnfeasible:
        return 'refused'

def one_edge_moved(G):
    H = G.copy()
    H.remove_edge(*next(iter(H.edges())))
    v = 1
    while H.has_edge(0, v):
        v += 1
    H.add_edge(0, v, weight=1)
    return H

def max_weight_triangle(G):
    w = G.nodes
    best = None
    for c in nx.enumerate_all_cliques(G):
        if len(c) == 3:
            s = w[c[0]]['weight'] + w[c[1]]['weight'] + w[c[2]]['weight']
            best = s if best is None or s > best else best
        elif len(c) > 3:
            break
    return best
`;
