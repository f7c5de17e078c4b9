/**
 * Bench support (dev only): each library function with the NetworkX call that answers the same
 * question, the arguments both get, and a check value both sides must agree on. Used by
 * `npm run bench:exec`. Where NetworkX has no single function the Python side composes one
 * (`composed`); functions with no feasible counterpart at scale are listed with the reason.
 */
import type { AnyGraph } from '../common.js';
import * as lib from '../index.js';
import {
  catchCode,
  k,
  type LibTask,
  nodes,
  oneEdgeMoved,
  PATTERNS,
  pairs,
  point,
  round,
  size,
  sum,
  walks,
  whole,
} from './bench-task.js';

export { DENSE_DIAMETER, type LibTask, NOT_COMPARED, PY_HELPERS, PY_SETUP } from './bench-task.js';

const found = { check: (r: unknown) => r !== null, pyCheck: 'r is not None' };
const counted = { check: size, pyCheck: 'len(r)' };
const composed = { composed: true };

function nodeTasks(): LibTask[] {
  return [
    point(
      'originalId',
      'U',
      nodes(1000),
      (G, a) => lib.originalId(G, k(a[0])),
      "G.nodes[a[0]].get('id', a[0])",
      composed,
    ),
    point(
      'originalIds',
      'U',
      () => [[0, 1, 2, 3, 4, 5, 6, 7]],
      (G, a) => lib.originalIds(G, a.map(k)),
      "[G.nodes[v].get('id', v) for v in a]",
      composed,
    ),
    point('degree', 'U', nodes(1000), (G, a) => lib.degree(G, k(a[0])), 'G.degree(a[0])'),
    point('inDegree', 'D', nodes(1000), (G, a) => lib.inDegree(G, k(a[0])), 'G.in_degree(a[0])'),
    point('outDegree', 'D', nodes(1000), (G, a) => lib.outDegree(G, k(a[0])), 'G.out_degree(a[0])'),
    point(
      'commonNeighbors',
      'U',
      pairs(1000),
      (G, a) => lib.commonNeighbors(G, k(a[0]), k(a[1])),
      'list(nx.common_neighbors(G, a[0], a[1]))',
      counted,
    ),
    whole('isRegular', 'U', lib.isRegular, 'nx.is_regular(G)'),
    whole('isDistanceRegular', 'U', lib.isDistanceRegular, 'nx.is_distance_regular(G)'),
  ];
}

function componentTasks(): LibTask[] {
  return [
    whole(
      'connectedComponents',
      'D',
      lib.connectedComponents,
      'list(nx.weakly_connected_components(G))',
      counted,
    ),
    whole(
      'weaklyConnectedComponents',
      'D',
      lib.weaklyConnectedComponents,
      'list(nx.weakly_connected_components(G))',
      counted,
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
      counted,
    ),
    whole('isStronglyConnected', 'D', lib.isStronglyConnected, 'nx.is_strongly_connected(G)'),
    whole('isBipartite', 'U', lib.isBipartite, 'nx.is_bipartite(G)'),
    whole('isBipartite', 'B', lib.isBipartite, 'nx.is_bipartite(G)'),
    whole('bipartiteColoring', 'B', lib.bipartiteColoring, 'nx.bipartite.color(G)', {
      check: (r: object | null) => r !== null && Object.keys(r).length,
      pyCheck: 'len(r)',
    }),
  ];
}

function orderTasks(): LibTask[] {
  const cycle = { ...found, composed: false };
  return [
    whole('topologicalSort', 'DAG', lib.topologicalSort, 'list(nx.topological_sort(G))', counted),
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
      composed,
    ),
    whole('hasCycle', 'D', lib.hasCycle, 'has_cycle(G)', composed),
    whole('hasCycle', 'DAG', lib.hasCycle, 'has_cycle(G)', composed),
    whole('findCycle', 'D', lib.findCycle, 'nx_cycle(G)', cycle),
    whole('findCycle', 'U', lib.findCycle, 'nx_cycle(G)', cycle),
    whole('findCycle', 'DAG', lib.findCycle, 'nx_cycle(G)', cycle),
  ];
}

function shortestPathTasks(): LibTask[] {
  const weighed = {
    check: (r: string[] | null, G: AnyGraph) => (r === null ? null : lib.pathWeight(G, r)),
    pyCheck: "nx.path_weight(G, r, 'weight')",
  };
  const dijkstra = { method: 'dijkstra' } as const;
  // The default method reads every weight before it searches (a negative one selects
  // Bellman-Ford), so its counterpart does the same in NetworkX; NetworkX's plain call, which
  // trusts the weights it does not read, is compared with method 'dijkstra'.
  const checked = { label: 'default: every weight read', composed: true };
  return [
    point(
      'shortestPath',
      'D',
      pairs(10),
      (G, a) => lib.shortestPath(G, k(a[0]), k(a[1])),
      'checked_shortest(nx.shortest_path, G, a[0], a[1])',
      { ...weighed, ...checked },
    ),
    point(
      'shortestPath',
      'D',
      pairs(10),
      (G, a) => lib.shortestPath(G, k(a[0]), k(a[1]), dijkstra),
      "nx.shortest_path(G, a[0], a[1], weight='weight')",
      { ...weighed, label: "method 'dijkstra'" },
    ),
    point(
      'shortestPath',
      'D',
      pairs(10),
      (G, a) => lib.shortestPath(G, k(a[0]), k(a[1]), { weight: null }),
      'nx.shortest_path(G, a[0], a[1])',
      { check: size, pyCheck: 'len(r)', label: 'unweighted' },
    ),
    point(
      'shortestPathLength',
      'D',
      pairs(10),
      (G, a) => lib.shortestPathLength(G, k(a[0]), k(a[1])),
      'checked_shortest(nx.shortest_path_length, G, a[0], a[1])',
      checked,
    ),
    point(
      'shortestPathLength',
      'D',
      pairs(10),
      (G, a) => lib.shortestPathLength(G, k(a[0]), k(a[1]), dijkstra),
      "nx.shortest_path_length(G, a[0], a[1], weight='weight')",
      { label: "method 'dijkstra'" },
    ),
    point(
      'shortestPathLength',
      'D',
      pairs(10),
      (G, a) => lib.shortestPathLength(G, k(a[0]), k(a[1]), { weight: null }),
      'nx.shortest_path_length(G, a[0], a[1])',
      { label: 'unweighted' },
    ),
    point(
      'shortestPathLength',
      'U',
      pairs(10),
      (G, a) => lib.shortestPathLength(G, k(a[0]), k(a[1])),
      'checked_shortest(nx.shortest_path_length, G, a[0], a[1])',
      { ...checked, label: 'undirected, default: every weight read' },
    ),
    point(
      'shortestPathLength',
      'U',
      pairs(10),
      (G, a) => lib.shortestPathLength(G, k(a[0]), k(a[1]), dijkstra),
      "nx.shortest_path_length(G, a[0], a[1], weight='weight')",
      { label: "undirected, method 'dijkstra'" },
    ),
  ];
}

function distanceTasks(): LibTask[] {
  return [
    point(
      'singleSourceShortestPathLength',
      'D',
      () => [[0]],
      (G, a) => lib.singleSourceShortestPathLength(G, k(a[0])),
      'nx.single_source_dijkstra_path_length(G, a[0])',
      { check: sum, pyCheck: 'sum(r.values())' },
    ),
    point(
      'singleSourceShortestPathLength',
      'U',
      () => [[0]],
      (G, a) => lib.singleSourceShortestPathLength(G, k(a[0]), { weight: null }),
      'nx.single_source_shortest_path_length(G, a[0])',
      { check: sum, pyCheck: 'sum(r.values())', label: 'unweighted' },
    ),
    point(
      'hasPath',
      'D',
      pairs(10),
      (G, a) => lib.hasPath(G, k(a[0]), k(a[1])),
      'nx.has_path(G, a[0], a[1])',
    ),
    whole('hasNegativeCycle', 'D', lib.hasNegativeCycle, 'nx.negative_edge_cycle(G)'),
    point(
      'eccentricity',
      'C',
      () => [[0]],
      (G, a) => lib.eccentricity(G, k(a[0])),
      'nx.eccentricity(G, a[0])',
    ),
    whole('diameter', 'C', lib.diameter, 'nx.diameter(G, usebounds=True)'),
    whole('diameter', 'U', lib.diameter, 'nx.diameter(G, usebounds=True)', {
      label: 'dense random',
      maxNodes: 10_000,
    }),
  ];
}

function walkTasks(): LibTask[] {
  return [
    point('isValidPath', 'E', walks(200), (G, a) => lib.isValidPath(G, a.map(k)), 'nx.is_path(G, a)'),
    point(
      'pathWeight',
      'E',
      walks(200),
      (G, a) => lib.pathWeight(G, a.map(k)),
      "nx.path_weight(G, a, 'weight')",
    ),
    point(
      'pathLength',
      'E',
      walks(200),
      (G, a) => lib.pathLength(G, a.map(k)),
      'len(a) - 1 if nx.is_path(G, a) else None',
      composed,
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
  ];
}

function flowAndTreeTasks(): LibTask[] {
  return [
    point(
      'maximumFlow',
      'D',
      () => [[0, 1]],
      (G, a) => lib.maximumFlow(G, k(a[0]), k(a[1])),
      "nx.maximum_flow(G, a[0], a[1], capacity='weight')",
      {
        check: (r: lib.FlowResult) => r.value,
        pyCheck: 'r[0]',
      },
    ),
    // maximumFlow makes its flow record on first read: this row reads it, as igraph's and
    // NetworkX's calls return theirs.
    point(
      'maximumFlow',
      'D',
      () => [[0, 1]],
      (G, a) => {
        const r = lib.maximumFlow(G, k(a[0]), k(a[1]));
        return Object.keys(r.flow).length > 0 ? r.value : Number.NaN;
      },
      "nx.maximum_flow(G, a[0], a[1], capacity='weight')",
      { label: 'flow read', pyCheck: 'r[0]' },
    ),
    // The record's rows are made when read (flow-record.ts): the row above reads its keys, this
    // one every flow in it, as a program listing the flow on each edge does.
    point(
      'maximumFlow',
      'D',
      () => [[0, 1]],
      (G, a) => {
        const r = lib.maximumFlow(G, k(a[0]), k(a[1]));
        let sent = 0;
        for (const u in r.flow) {
          const row = r.flow[u]!;
          for (const v in row) sent += row[v]!;
        }
        return Number.isFinite(sent) ? r.value : Number.NaN;
      },
      "nx.maximum_flow(G, a[0], a[1], capacity='weight')",
      { label: 'every flow read', pyCheck: 'r[0]' },
    ),
    point(
      'maximumFlowValue',
      'D',
      () => [[0, 1]],
      (G, a) => lib.maximumFlowValue(G, k(a[0]), k(a[1])),
      "nx.maximum_flow_value(G, a[0], a[1], capacity='weight')",
    ),
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
  ];
}

function matchingTasks(): LibTask[] {
  const gm = (p: string, what: string) => `iso.GraphMatcher(G, ${p}).${what}`;
  const perPattern = Object.keys(PATTERNS).flatMap((p) => [
    whole(
      'isSubgraphMonomorphic',
      'U',
      (G) => lib.isSubgraphMonomorphic(G, PATTERNS[p]!),
      gm(p, 'subgraph_is_monomorphic()'),
      { label: p },
    ),
    whole(
      'isSubgraphIsomorphic',
      'U',
      (G) => lib.isSubgraphIsomorphic(G, PATTERNS[p]!),
      gm(p, 'subgraph_is_isomorphic()'),
      { label: p },
    ),
  ]);
  return [
    ...perPattern,
    whole(
      'subgraphMonomorphism',
      'U',
      (G) => lib.subgraphMonomorphism(G, PATTERNS.C5!),
      `next(${gm('C5', 'subgraph_monomorphisms_iter()')}, None)`,
      { ...found, label: 'C5' },
    ),
    whole(
      'subgraphIsomorphism',
      'U',
      (G) => lib.subgraphIsomorphism(G, PATTERNS.C5!),
      `next(${gm('C5', 'subgraph_isomorphisms_iter()')}, None)`,
      { ...found, label: 'C5' },
    ),
    whole('isIsomorphic', 'U', (G) => lib.isIsomorphic(G, G), 'nx.is_isomorphic(G, G)', {
      label: 'G with itself',
    }),
    {
      ...whole('isIsomorphic', 'U', () => null, 'nx.is_isomorphic(G, H)', { label: 'one edge moved' }),
      prepare: oneEdgeMoved,
      js: (G, _a, H) => lib.isIsomorphic(G, H as AnyGraph),
      pySetup: 'H = one_edge_moved(G)',
    },
  ];
}

function cliqueTasks(): LibTask[] {
  const rounded = { check: (r: number) => round(r), pyCheck: 'round(r, 6)' };
  return [
    whole('maximumClique', 'U', lib.maximumClique, 'max(nx.find_cliques(G), key=len)', {
      ...counted,
      composed: true,
    }),
    whole('cliqueNumber', 'U', lib.cliqueNumber, 'max(len(c) for c in nx.find_cliques(G))', composed),
    whole('maxWeightTriangle', 'U', lib.maxWeightTriangle, 'max_weight_triangle(G)', {
      check: (r: lib.Triangle | null) => r?.weight ?? null,
      composed: true,
    }),
    whole('clustering', 'U', lib.clustering, 'nx.clustering(G)', {
      check: (r: Record<string, number>) => round(sum(r)),
      pyCheck: 'round(sum(r.values()), 6)',
    }),
    whole('averageClustering', 'U', lib.averageClustering, 'nx.average_clustering(G)', rounded),
    whole('averageClustering', 'D', lib.averageClustering, 'nx.average_clustering(G)', {
      ...rounded,
      label: 'directed',
    }),
  ];
}

/** Every compared function. */
export function libraryTasks(): LibTask[] {
  return [
    ...nodeTasks(),
    ...componentTasks(),
    ...orderTasks(),
    ...shortestPathTasks(),
    ...distanceTasks(),
    ...walkTasks(),
    ...flowAndTreeTasks(),
    ...matchingTasks(),
    ...cliqueTasks(),
  ];
}
