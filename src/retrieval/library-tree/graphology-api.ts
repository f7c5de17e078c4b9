/**
 * The graphology Graph members a JavaScript program uses on `G`, curated by hand because
 * graphology-types' declarations carry no doc comments. A test checks that every listed member
 * exists on a graphology Graph (and that no section lists one twice).
 */

/** One member of a graphology Graph. */
export interface GraphologyMember {
  /** The property or method name on the graph object. */
  name: string;
  signature: string;
  /** One line. */
  description: string;
  /** Arguments, returns, details. */
  details: string;
  example: string;
}

/** A group of members, as a section of the tree. */
export interface GraphologySection {
  name: string;
  description: string;
  members: GraphologyMember[];
}

const m = (name: string, signature: string, description: string, details: string, example: string) => ({
  name,
  signature,
  description,
  details,
  example,
});

/** The listed members by section. Node and edge keys are strings. */
export const GRAPHOLOGY_SECTIONS: readonly GraphologySection[] = [
  {
    name: 'Graph properties',
    description:
      'Counts and kind of the graph: number of nodes and edges, directed or not, multigraph or not.',
    members: [
      m(
        'order',
        'G.order: number',
        'Number of nodes.',
        'A read-only property, not a method.',
        'G.order // → 5',
      ),
      m(
        'size',
        'G.size: number',
        'Number of edges.',
        'Counts every edge, directed and undirected; a read-only property.',
        'G.size // → 7',
      ),
      m(
        'type',
        "G.type: 'directed' | 'undirected' | 'mixed'",
        'Whether the graph is directed, undirected or mixed.',
        'A read-only property.',
        "G.type === 'directed'",
      ),
      m(
        'multi',
        'G.multi: boolean',
        'True when the graph allows parallel edges.',
        'A read-only property.',
        'G.multi // → false',
      ),
      m(
        'selfLoopCount',
        'G.selfLoopCount: number',
        'Number of self-loops.',
        'A read-only property.',
        'G.selfLoopCount // → 0',
      ),
    ],
  },
  {
    name: 'Nodes',
    description: 'Node existence, listing, iteration, degrees and node attributes.',
    members: [
      m(
        'hasNode',
        'G.hasNode(node): boolean',
        'True when the node exists.',
        'node: the node key (a string).',
        "G.hasNode('3') // → true",
      ),
      m(
        'nodes',
        'G.nodes(): string[]',
        'All node keys.',
        'Returns a new array of keys in insertion order.',
        "G.nodes() // → ['0', '1', '2']",
      ),
      m(
        'forEachNode',
        'G.forEachNode((node, attributes) => void): void',
        'Calls a function for every node.',
        'The callback receives the key and the attribute object.',
        'G.forEachNode((n, a) => { total += a.weight ?? 0; })',
      ),
      m(
        'degree',
        'G.degree(node): number',
        'Number of edges at the node (in + out for a directed graph).',
        'A self-loop counts twice in an undirected graph.',
        "G.degree('0') // → 3",
      ),
      m(
        'inDegree',
        'G.inDegree(node): number',
        'Number of edges arriving at the node (directed graphs).',
        'Undirected edges are not counted.',
        "G.inDegree('2') // → 1",
      ),
      m(
        'outDegree',
        'G.outDegree(node): number',
        'Number of edges leaving the node (directed graphs).',
        'Undirected edges are not counted.',
        "G.outDegree('2') // → 2",
      ),
      m(
        'getNodeAttribute',
        'G.getNodeAttribute(node, name): any',
        'One attribute of a node.',
        'Returns undefined when the node has no such attribute.',
        "G.getNodeAttribute('0', 'weight')",
      ),
      m(
        'getNodeAttributes',
        'G.getNodeAttributes(node): object',
        'All attributes of a node.',
        'Returns the attribute object (do not mutate it).',
        "G.getNodeAttributes('0') // → { id: 0, weight: 4 }",
      ),
    ],
  },
  {
    name: 'Edges',
    description: 'Edge existence, listing, iteration, endpoints and edge attributes such as weights.',
    members: [
      m(
        'hasEdge',
        'G.hasEdge(source, target): boolean',
        'True when an edge joins source to target.',
        'Follows direction in a directed graph; G.hasEdge(edgeKey) tests a key.',
        "G.hasEdge('0', '1') // → true",
      ),
      m(
        'edge',
        'G.edge(source, target): string | undefined',
        'The key of the edge from source to target.',
        'Undefined when there is none; not available on multigraphs (use edges(source, target)).',
        "G.getEdgeAttribute(G.edge('0', '1'), 'weight')",
      ),
      m(
        'edges',
        'G.edges(node?): string[]',
        'Edge keys: all of them, or those at a node.',
        'G.edges(source, target) gives the keys of edges between two nodes.',
        "G.edges('0').length",
      ),
      m(
        'forEachEdge',
        'G.forEachEdge((edge, attributes, source, target) => void): void',
        'Calls a function for every edge.',
        'Also receives the endpoint attributes and whether the edge is undirected.',
        'G.forEachEdge((e, a, s, t) => { sum += a.weight ?? 1; })',
      ),
      m(
        'inEdges',
        'G.inEdges(node): string[]',
        'Keys of the edges arriving at a node.',
        'Directed edges only.',
        "G.inEdges('2')",
      ),
      m(
        'outEdges',
        'G.outEdges(node): string[]',
        'Keys of the edges leaving a node.',
        'Directed edges only.',
        "G.outEdges('2')",
      ),
      m(
        'source',
        'G.source(edge): string',
        'The source node of an edge.',
        'For an undirected edge, the first endpoint given when it was added.',
        'G.source(e)',
      ),
      m(
        'target',
        'G.target(edge): string',
        'The target node of an edge.',
        'For an undirected edge, the second endpoint.',
        'G.target(e)',
      ),
      m(
        'extremities',
        'G.extremities(edge): [string, string]',
        'Both endpoints of an edge.',
        'Returns [source, target].',
        'const [u, v] = G.extremities(e)',
      ),
      m(
        'opposite',
        'G.opposite(node, edge): string',
        'The other endpoint of an edge.',
        'Throws when the node is not an endpoint.',
        "G.opposite('0', e)",
      ),
      m(
        'isDirected',
        'G.isDirected(edge): boolean',
        'True when the edge is directed.',
        'Useful in mixed graphs.',
        'G.isDirected(e)',
      ),
      m(
        'getEdgeAttribute',
        'G.getEdgeAttribute(edge, name): any',
        'One attribute of an edge, such as its weight.',
        'G.getEdgeAttribute(source, target, name) also works.',
        "G.getEdgeAttribute('0', '1', 'weight') // → 3",
      ),
      m(
        'getEdgeAttributes',
        'G.getEdgeAttributes(edge): object',
        'All attributes of an edge.',
        'Returns the attribute object (do not mutate it).',
        'G.getEdgeAttributes(e) // → { weight: 3 }',
      ),
    ],
  },
  {
    name: 'Neighbors',
    description: 'Adjacent nodes: all neighbors, predecessors (in-neighbors) and successors (out-neighbors).',
    members: [
      m(
        'neighbors',
        'G.neighbors(node): string[]',
        'All nodes adjacent to a node, in either direction.',
        'Each neighbor once, even with parallel edges.',
        "G.neighbors('0') // → ['1', '4']",
      ),
      m(
        'inNeighbors',
        'G.inNeighbors(node): string[]',
        'Predecessors: nodes with an edge to this node.',
        'Directed edges only.',
        "G.inNeighbors('2')",
      ),
      m(
        'outNeighbors',
        'G.outNeighbors(node): string[]',
        'Successors: nodes this node has an edge to.',
        'Directed edges only.',
        "G.outNeighbors('2')",
      ),
      m(
        'forEachNeighbor',
        'G.forEachNeighbor(node, (neighbor, attributes) => void): void',
        'Calls a function for every neighbor of a node.',
        'Avoids building an array.',
        "G.forEachNeighbor('0', (n) => seen.add(n))",
      ),
      m(
        'forEachOutNeighbor',
        'G.forEachOutNeighbor(node, (neighbor, attributes) => void): void',
        'Calls a function for every successor of a node.',
        'Directed edges only.',
        "G.forEachOutNeighbor('0', (n) => queue.push(n))",
      ),
      m(
        'forEachInNeighbor',
        'G.forEachInNeighbor(node, (neighbor, attributes) => void): void',
        'Calls a function for every predecessor of a node.',
        'Directed edges only.',
        "G.forEachInNeighbor('0', (n) => preds.push(n))",
      ),
      m(
        'areNeighbors',
        'G.areNeighbors(node, neighbor): boolean',
        'True when two nodes are adjacent in either direction.',
        'Both nodes must exist.',
        "G.areNeighbors('0', '1') // → true",
      ),
    ],
  },
  {
    name: 'Building graphs',
    description: 'Copying a graph and adding or removing nodes and edges, to build helper graphs.',
    members: [
      m(
        'copy',
        'G.copy(): Graph',
        'An independent copy of the graph with its attributes.',
        'Modify the copy, never G.',
        'const H = G.copy()',
      ),
      m(
        'emptyCopy',
        'G.emptyCopy(): Graph',
        'A graph of the same kind with the same nodes and no edges.',
        'Node attributes are kept.',
        'const H = G.emptyCopy()',
      ),
      m(
        'addNode',
        'H.addNode(node, attributes?): string',
        'Adds a node.',
        'Throws when it exists; mergeNode adds or updates.',
        "H.addNode('x')",
      ),
      m(
        'addEdge',
        'H.addEdge(source, target, attributes?): string',
        'Adds an edge and returns its key.',
        'Throws on a duplicate in a simple graph; mergeEdge adds or updates.',
        "H.addEdge('0', '1', { weight: 2 })",
      ),
      m(
        'mergeEdge',
        'H.mergeEdge(source, target, attributes?): [string, boolean]',
        'Adds an edge, or updates the existing one.',
        'Creates missing endpoints.',
        "H.mergeEdge('0', '1', { weight: 2 })",
      ),
      m(
        'dropNode',
        'H.dropNode(node): void',
        'Removes a node and its edges.',
        'Throws when it does not exist.',
        "H.dropNode('3')",
      ),
      m(
        'dropEdge',
        'H.dropEdge(edge): void',
        'Removes an edge.',
        'H.dropEdge(source, target) also works.',
        "H.dropEdge('0', '1')",
      ),
    ],
  },
];
