/**
 * The reference graph-algorithm library: pure functions over a graphology graph, iterative
 * (no recursion depth limits), no Node APIs — it bundles into the JavaScript sandbox.
 * Ground truth for benchmarks and the functions generated code may call.
 *
 * Node keys are graphology keys, i.e. strings: functions accept keys (or ids, stringified) and
 * return keys as given; `originalId(G, key)` maps a key back to the node's `id` attribute. Any
 * key works, `__proto__` and `constructor` included: keyed results have no prototype.
 * Edge weights come from the `weight` attribute (missing → 1; flow: missing capacity → unbounded),
 * read on every call. The compact index a function builds is memorized per graph until
 * graphology reports a change (graph-memo.ts).
 * A graph of graphology's default type 'mixed' counts as directed or undirected by its edges;
 * functions whose rules depend on direction refuse one that has both kinds (a recoverable
 * GrrafError saying what to build instead).
 */
export { ALGORITHM_INDEX, type AlgorithmEntry } from './algorithm-index.js';
export { bipartiteColoring, isBipartite } from './bipartite.js';
export { cliqueNumber, MAX_INDEPENDENT_SET_NODES, maximumClique, maximumIndependentSet } from './clique.js';
export { averageClustering, type ClusteringOptions, clustering } from './clustering.js';
export { type AnyGraph, originalId, originalIds } from './common.js';
export {
  connectedComponents,
  isConnected,
  isStronglyConnected,
  numberConnectedComponents,
  stronglyConnectedComponents,
  weaklyConnectedComponents,
} from './components.js';
export { findCycle, hasCycle } from './cycles.js';
export { isDirectedAcyclicGraph, isValidTopologicalOrder, topologicalSort } from './dag.js';
export { commonNeighbors, degree, inDegree, isRegular, outDegree } from './degree.js';
export { diameter, eccentricity, isDistanceRegular } from './distance.js';
export { eulerianCircuit, eulerianPath, hasEulerianCircuit, hasEulerianPath } from './euler.js';
export { type FlowOptions, type FlowResult, maximumFlow, maximumFlowValue } from './flow.js';
export { HAMILTONIAN_DP_MAX_NODES, hamiltonianPath, hasHamiltonianPath } from './hamiltonian.js';
export {
  isIsomorphic,
  isSubgraphIsomorphic,
  isSubgraphMonomorphic,
  subgraphIsomorphism,
  subgraphMonomorphism,
} from './isomorphism.js';
export { minimumSpanningTree, minimumSpanningTreeWeight, type SpanningTree } from './mst.js';
export { isValidPath, pathLength, pathWeight } from './path-checks.js';
export {
  hasNegativeCycle,
  hasPath,
  type PathOptions,
  shortestPath,
  shortestPathLength,
  singleSourceShortestPathLength,
} from './shortest-path.js';
export { maxWeightTriangle, type Triangle } from './triangle.js';
