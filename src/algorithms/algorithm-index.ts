/**
 * A compact, prompt-sized index of the library: one line per exported function, so a model
 * calls `maximumFlowValue(G, s, t)` instead of writing max flow from scratch. Kept in sync with
 * the exports by index.test.ts.
 */

/** One library function as the prompt shows it. */
export interface AlgorithmEntry {
  name: string;
  signature: string;
  doc: string;
}

const e = (name: string, args: string, ret: string, doc: string): AlgorithmEntry => ({
  name,
  signature: `${name}(${args}) → ${ret}`,
  doc,
});

/** Every exported algorithm, grouped by topic. Node arguments: keys (strings) or ids. */
export const ALGORITHM_INDEX: readonly AlgorithmEntry[] = [
  e('originalId', 'G, key', 'id', 'original id (number in GraphInstruct) of a node key'),
  e('originalIds', 'G, keys', 'ids[]', 'originalId over a list'),
  e('inDegree', 'G, v', 'number', 'in-degree (undirected: degree)'),
  e('outDegree', 'G, v', 'number', 'out-degree (undirected: degree)'),
  e('degree', 'G, v', 'number', 'in+out degree; self-loop counts 2'),
  e('commonNeighbors', 'G, u, v', 'keys[]', 'nodes adjacent to both'),
  e('isRegular', 'G', 'bool', 'all degrees equal'),
  e('connectedComponents', 'G', 'keys[][]', 'components, directions ignored'),
  e('weaklyConnectedComponents', 'G', 'keys[][]', 'same as connectedComponents'),
  e('numberConnectedComponents', 'G', 'number', 'count of (weak) components'),
  e('isConnected', 'G', 'bool', 'connected, directions ignored'),
  e('stronglyConnectedComponents', 'G', 'keys[][]', 'strong components'),
  e('isStronglyConnected', 'G', 'bool', 'every node reaches every node'),
  e('topologicalSort', 'G', 'keys[]', 'one order of a DAG; throws on a cycle'),
  e('isDirectedAcyclicGraph', 'G', 'bool', 'directed and acyclic'),
  e('isValidTopologicalOrder', 'G, order', 'bool', 'order is a valid topological order'),
  e('hasCycle', 'G', 'bool', 'directed or undirected cycle (self-loops count)'),
  e('findCycle', 'G', 'keys[]|null', 'one cycle as a node list'),
  e('isBipartite', 'G', 'bool', 'bipartite, directions ignored'),
  e('bipartiteColoring', 'G', '{key:0|1}|null', '2-coloring'),
  e('shortestPath', 'G, s, t, {weight?, method?}', 'keys[]|null', "weighted by 'weight' (default 1)"),
  e('shortestPathLength', 'G, s, t, {weight?}', 'number', 'total weight; Infinity if unreachable'),
  e('singleSourceShortestPathLength', 'G, s, {weight?}', '{key:number}', 'distances from s'),
  e('hasPath', 'G, s, t', 'bool', 't reachable from s'),
  e('hasNegativeCycle', 'G', 'bool', 'a negative-weight cycle exists'),
  e('isValidPath', 'G, path', 'bool', 'consecutive nodes joined by edges'),
  e('pathWeight', 'G, path', 'number', 'sum of edge weights along path'),
  e('pathLength', 'G, path', 'number', 'edges along path'),
  e('maximumFlow', 'G, s, t, {capacity?}', '{value, flow}', "max flow, capacity 'weight'; flow[u][v]"),
  e('maximumFlowValue', 'G, s, t, {capacity?}', 'number', 'max flow value'),
  e('minimumSpanningTree', 'G', '{edges, weight}', 'MST (forest if disconnected), undirected'),
  e('minimumSpanningTreeWeight', 'G', 'number', 'MST total weight'),
  e('eulerianPath', 'G', 'keys[]|null', 'walk using every edge once'),
  e('eulerianCircuit', 'G', 'keys[]|null', 'closed walk using every edge once'),
  e('hasEulerianPath', 'G', 'bool', 'Euler path exists (isolated nodes ignored)'),
  e('hasEulerianCircuit', 'G', 'bool', 'Euler circuit exists'),
  e('subgraphMonomorphism', 'G, H', '{hKey:gKey}|null', 'H in G, extra G edges allowed'),
  e('subgraphIsomorphism', 'G, H', '{hKey:gKey}|null', 'H as an induced subgraph of G'),
  e('isSubgraphMonomorphic', 'G, H', 'bool', 'G contains H (non-induced)'),
  e('isSubgraphIsomorphic', 'G, H', 'bool', 'G has an induced copy of H'),
  e('isIsomorphic', 'G, H', 'bool', 'G and H isomorphic'),
  e('maximumClique', 'G', 'keys[]', 'largest clique (exact)'),
  e('cliqueNumber', 'G', 'number', 'size of the largest clique'),
  e('maximumIndependentSet', 'G', 'keys[]', 'largest independent set (exact, ≤2000 nodes)'),
  e('maxWeightTriangle', 'G', '{nodes, weight}|null', 'triangle with max sum of node weights'),
  e('clustering', 'G, v?', 'number|{key:number}', 'local clustering (NetworkX)'),
  e('averageClustering', 'G', 'number', 'mean local clustering'),
  e('eccentricity', 'G, v', 'number', 'max hops from v; throws if disconnected'),
  e('diameter', 'G', 'number', 'max eccentricity; throws if disconnected'),
  e('isDistanceRegular', 'G', 'bool', 'distance-regular (undirected)'),
  e('hamiltonianPath', 'G', 'keys[]|null', 'path through every node once (exact)'),
  e('hasHamiltonianPath', 'G', 'bool', 'Hamiltonian path exists'),
];
