/**
 * What a JavaScript program can use in the sandbox, for prompt builders: one entry per global.
 * Kept beside sandbox/library.ts (what is actually installed); a test checks they agree.
 */

/** One name a program can use. */
export interface SandboxFunction {
  name: string;
  signature: string;
  doc: string;
}

const CORE: SandboxFunction[] = [
  {
    name: 'G',
    signature: 'G: graphology Graph',
    doc: 'The graph. Keys are String(id); attribute `id` holds the original id (a number for numbered nodes); edge attribute `weight`; node attributes `weight`, `labels` and properties.',
  },
  { name: 'G_prime', signature: 'G_prime: graphology Graph', doc: 'The second graph, for two-graph tasks.' },
  {
    name: 'answer',
    signature: 'answer = <JSON-compatible value>',
    doc: 'Assign the result to `answer` (or end with it as the last expression, or `return` it). Map → [key, value] pairs, Set → array.',
  },
  { name: 'console', signature: 'console.log(...values)', doc: 'Captured output, capped in size.' },
  {
    name: 'Graph',
    signature:
      'new Graph(options?) / DirectedGraph / UndirectedGraph / MultiGraph / MultiDirectedGraph / MultiUndirectedGraph',
    doc: 'graphology graph classes, to build helper graphs.',
  },
];

const LIBRARY: SandboxFunction[] = [
  {
    name: 'connectedComponents',
    signature: 'connectedComponents(G): string[][]',
    doc: 'Connected components (weakly, for directed graphs) as lists of node keys.',
  },
  {
    name: 'stronglyConnectedComponents',
    signature: 'stronglyConnectedComponents(G): string[][]',
    doc: 'Strongly connected components of a directed graph, as lists of node keys.',
  },
  {
    name: 'dijkstraPath',
    signature: "dijkstraPath(G, source, target, weight = 'weight'): string[] | null",
    doc: 'A shortest weighted path between two node keys, or null when none.',
  },
  {
    name: 'dijkstraSingleSource',
    signature: "dijkstraSingleSource(G, source, weight = 'weight'): Record<string, string[]>",
    doc: 'Shortest weighted paths from a node key to every reachable node.',
  },
  {
    name: 'shortestPath',
    signature: 'shortestPath(G, source, target): string[] | null',
    doc: 'A shortest path by number of edges between two node keys, or null.',
  },
  {
    name: 'shortestPathSingleSource',
    signature: 'shortestPathSingleSource(G, source): Record<string, string[]>',
    doc: 'Unweighted shortest paths from a node key to every reachable node.',
  },
];

/** The sandbox's globals and library functions, for the prompt builder. */
export function jsSandboxApi(): SandboxFunction[] {
  return [...CORE, ...LIBRARY].map((f) => ({ ...f }));
}

/** Names of the library functions the bundle installs (tests compare with the bundle). */
export function libraryNames(): string[] {
  return LIBRARY.map((f) => f.name);
}
