/**
 * What a JavaScript program can use in the sandbox, for prompt builders: one entry per global.
 * The library part comes from the algorithm library's own ALGORITHM_INDEX; a test checks that
 * every name in it is a function inside the sandbox.
 */
import { ALGORITHM_INDEX } from '../../algorithms/index.js';

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

const LIBRARY: SandboxFunction[] = ALGORITHM_INDEX.map(({ name, signature, doc }) => ({
  name,
  signature,
  doc,
}));

/** The sandbox's globals and library functions, for the prompt builder. */
export function jsSandboxApi(): SandboxFunction[] {
  return [...CORE, ...LIBRARY].map((f) => ({ ...f }));
}

/** Names of the library functions the bundle installs (tests compare with the bundle). */
export function libraryNames(): string[] {
  return LIBRARY.map((f) => f.name);
}
