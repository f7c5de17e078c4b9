/**
 * Test doubles for GRRAF's services, used until (and beside) the real formats, stores and executors:
 * a graph-keeping store, a node:vm JavaScript runner (a test double only — node:vm is no sandbox),
 * and a deps object wiring them.
 */
import { createContext, runInContext } from 'node:vm';
import { DirectedGraph, UndirectedGraph } from 'graphology';
import { GrrafError } from '../../../errors.js';
import type { ExecInput, ExecLimits, ExecResult, Executor } from '../../../exec/executor.js';
import { parseGraph } from '../../../graph/formats/index.js';
import { type GraphData, nodeKey } from '../../../graph/model.js';
import type { GraphSchema } from '../../../graph/schema.js';
import type { GraphStore } from '../../../graph/stores/graph-store.js';
import type { GrrafDeps } from '../deps.js';

/** A store that keeps the GraphData and computes a small schema (counts and three example ids). */
export function graphStoreDouble(kind = 'memory'): GraphStore & { loaded?: GraphData } {
  let data: GraphData | undefined;
  const notHere = () => Promise.reject(new GrrafError('unsupported', 'not in the double'));
  return {
    kind,
    get loaded() {
      return data;
    },
    async load(g) {
      data = g;
      return { nodes: g.nodes.length, edges: g.edges.length, ms: 0 };
    },
    async schema(): Promise<GraphSchema> {
      const g = data!;
      const weights = g.edges.map((e) => e.weight).filter((w): w is number => w !== undefined);
      return {
        directed: g.directed,
        weighted: weights.length > 0,
        nodeWeighted: g.nodes.some((n) => n.weight !== undefined),
        multi: false,
        nodeCount: g.nodes.length,
        edgeCount: g.edges.length,
        selfLoops: 0,
        idType: 'integer',
        idExamples: g.nodes.slice(0, 3).map((n) => n.id),
        nodeLabels: [],
        relationshipTypes: [],
      };
    },
    nodesByProperty: notHere,
    neighbours: notHere,
    distinctValues: notHere,
    async export() {
      return data!;
    },
    async close() {},
  };
}

/** Builds a graphology graph like the JS sandbox does (string keys, `weight` attributes). */
function toGraphology(g: GraphData): DirectedGraph | UndirectedGraph {
  const graph = g.directed ? new DirectedGraph() : new UndirectedGraph();
  for (const n of g.nodes) graph.addNode(nodeKey(n.id), n.weight === undefined ? {} : { weight: n.weight });
  for (const e of g.edges) {
    graph.mergeEdge(nodeKey(e.source), nodeKey(e.target), e.weight === undefined ? {} : { weight: e.weight });
  }
  return graph;
}

/** Runs JS in node:vm with a timeout; records every program it ran. */
export function vmExecutor(): Executor & { runs: { code: string; graphs: string[] }[] } {
  const runs: { code: string; graphs: string[] }[] = [];
  return {
    language: 'js',
    runs,
    async run(code: string, input: ExecInput, limits?: Partial<ExecLimits>): Promise<ExecResult> {
      runs.push({ code, graphs: Object.keys(input.graphs) });
      const sandbox: Record<string, unknown> = {};
      for (const [name, g] of Object.entries(input.graphs)) sandbox[name] = toGraphology(g);
      sandbox.maxFlow = () => 42; // stands in for the algorithm library
      const context = createContext(sandbox);
      const started = Date.now();
      try {
        runInContext(code, context, { timeout: limits?.timeMs ?? 5000 });
        const answer = runInContext('typeof answer === "undefined" ? undefined : answer', context);
        return { ok: true, answer, output: '', durationMs: Date.now() - started };
      } catch (e) {
        const err = e as Error & { code?: string };
        const kind =
          err.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT'
            ? 'timeout'
            : err.name === 'SyntaxError'
              ? 'syntax'
              : 'runtime';
        return {
          ok: false,
          output: '',
          durationMs: Date.now() - started,
          error: { kind, message: `${err.name}: ${err.message}` },
        };
      }
    },
    async close() {},
  };
}

/** GRRAF's services over the doubles (the real question parser). */
export function testDeps(overrides: Partial<GrrafDeps> = {}): GrrafDeps {
  return {
    parseQuestion: (text, options) => parseGraph(text, options),
    memoryStore: () => graphStoreDouble(),
    createExecutor: () => vmExecutor(),
    schemaText: (s) =>
      `${s.directed ? 'directed' : 'undirected'}, ${s.nodeCount} nodes, ${s.edgeCount} edges, ids e.g. ${s.idExamples.join(', ')}`,
    jsApi: () => [{ name: 'maxFlow', signature: 'maxFlow(G, source, target)', doc: 'Maximum flow value.' }],
    cypherNotes: () => 'Dialect notes.',
    ...overrides,
  };
}

/** A small GraphData: a path 0-1-…-(n-1), weighted 1. */
export function pathGraph(n: number, directed = false): GraphData {
  return {
    directed,
    nodes: Array.from({ length: n }, (_, i) => ({ id: i, labels: [], properties: {} })),
    edges: Array.from({ length: n - 1 }, (_, i) => ({ source: i, target: i + 1, properties: {}, weight: 1 })),
  };
}
