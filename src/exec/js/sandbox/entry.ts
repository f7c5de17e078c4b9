/**
 * The sandbox bundle's entry: runs INSIDE a fresh isolate context, before the program.
 *
 * Installs what the program may use — graphology's graph classes, the algorithm library,
 * a buffered `console` — and a private `__grraf` hook object that the host takes references to
 * and then deletes from the global object, so the program never sees it. Every hook returns a
 * string or nothing (never an object the program could have shaped), and `run` never throws.
 */
import Graph, {
  DirectedGraph,
  MultiDirectedGraph,
  MultiGraph,
  MultiUndirectedGraph,
  UndirectedGraph,
} from 'graphology';
import type { TransferGraph } from '../graph-transfer.js';
import { createConsole, createOutputBuffer, type OutputBuffer } from './console.js';
import { buildGraph } from './graph-builder.js';
import { harden } from './harden.js';
import { library } from './library.js';
import { runProgram } from './run-program.js';
import { installStoreAccess, setStoreBridge } from './store-access.js';
import { type WarmUpGraphs, warmLibrary } from './warm-library.js';

const g = globalThis as Record<string, unknown>;
const graphology = {
  Graph,
  DirectedGraph,
  UndirectedGraph,
  MultiGraph,
  MultiDirectedGraph,
  MultiUndirectedGraph,
};
Object.assign(g, graphology, { graphology }, library);
g.algorithms = { ...library };
installStoreAccess(g);

// A bare isolate has no setTimeout; programs that call it fail clearly instead of hanging.
let outputCap = 1_000_000;
let out: OutputBuffer = createOutputBuffer(outputCap);
g.console = createConsole({ write: (t) => out.write(t), text: () => out.text() }, () => outputCap);

harden();

g.__grraf = {
  setOutputCap(bytes: number) {
    outputCap = bytes;
    out = createOutputBuffer(bytes);
  },
  setGraph(name: string, t: TransferGraph) {
    g[name] = buildGraph(t);
  },
  setStoreBridge,
  // A spare's warm-up, before its graphs are built (spare-sandbox.ts); it leaves nothing a program reaches.
  warmLibrary(graphs: WarmUpGraphs, rounds: number, stop?: SharedArrayBuffer) {
    warmLibrary(graphs, rounds, stop);
  },
  run: runProgram,
  output: (): string => out.text(),
};
