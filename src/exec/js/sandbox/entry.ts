/**
 * The sandbox bundle's entry: runs INSIDE a fresh isolate context, before the program.
 *
 * Installs what the program may use — graphology's graph classes, the algorithm library,
 * a buffered `console` — and a private `__grraf` hook object that the host takes references to
 * and then deletes from the global object, so the program never sees it.
 */
import Graph, {
  DirectedGraph,
  MultiDirectedGraph,
  MultiGraph,
  MultiUndirectedGraph,
  UndirectedGraph,
} from 'graphology';
import type { TransferGraph } from '../graph-transfer.js';
import { answerJson } from './answer.js';
import { createConsole, createOutputBuffer, type OutputBuffer } from './console.js';
import { buildGraph } from './graph-builder.js';
import { harden } from './harden.js';
import { library } from './library.js';

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

// A bare isolate has no setTimeout; programs that call it fail clearly instead of hanging.
let out: OutputBuffer = createOutputBuffer(1_000_000);
g.console = createConsole({ write: (t) => out.write(t), text: () => out.text() });

harden();

g.__grraf = {
  setOutputCap(bytes: number) {
    out = createOutputBuffer(bytes);
  },
  setGraph(name: string, t: TransferGraph) {
    g[name] = buildGraph(t);
  },
  async finish(answer: unknown, completion: unknown): Promise<string | undefined> {
    let v = answer === undefined ? completion : answer;
    if (v !== null && typeof v === 'object' && typeof (v as { then?: unknown }).then === 'function') {
      v = await v;
    }
    return answerJson(v);
  },
  output: () => out.text(),
};
