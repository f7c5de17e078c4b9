/**
 * grraf's public API: what a library user needs to ask questions about graphs. Importing it is
 * cheap — the functions load their layers (models, stores, sandboxes) on first call — and the
 * rest of the library is in subpath exports: `grraf/app`, `grraf/methods`, `grraf/llm`,
 * `grraf/formats`, `grraf/stores`, `grraf/exec`, `grraf/algorithms`, `grraf/bench`, `grraf/trace`;
 * grraf as one tool for an agent: `grraf/ai-sdk` and `grraf/langchain`.
 *
 * @example
 * import { openai } from '@ai-sdk/openai';
 * import { ask } from 'grraf';
 * const { solution } = await ask({
 *   question: 'Shortest distance from 0 to 19?',
 *   graph: { file: 'roads.edgelist' },
 *   model: openai('gpt-4o-mini'), // or 'openai:gpt-4o-mini', or none: the configured model
 * });
 * if (solution.outcome === 'answered') console.log(solution.answer, solution.text);
 * else console.error(solution.error.message);
 */
import type { AskRequest as AnyMethodAskRequest, AskEnvironment, AskResult } from './app/ask.js';
import type { BenchSession, BenchSessionOptions } from './app/bench.js';
import type { CypherRequest } from './app/cypher.js';
import type { LoadReport, LoadRequest } from './app/load.js';
import type { SchemaReport, SchemaRequest } from './app/schema.js';
import type { SolveOptions } from './app/solve.js';
import type { FormatName, ParsedGraph } from './graph/formats/format.js';
import type { GraphStore, QueryResult } from './graph/stores/graph-store.js';
import type { OpenStoreOptions } from './graph/stores/open-store.js';
import type { LlmRuntime } from './llm/llm-runtime.js';
import type { Method, Task } from './methods/method.js';
import type { MethodName } from './methods/registry.js';
import type { Solution } from './methods/solution.js';

/**
 * One question (see app/ask.ts). `method` is a registered method's name, so a typo does not
 * compile; `grraf/app`'s `ask` takes any string, for front-ends that pass on what a user typed.
 */
export interface AskRequest extends Omit<AnyMethodAskRequest, 'method'> {
  /** A registered method (default 'grraf'): see `methodNames()`. */
  method?: MethodName;
}

export type { AskEnvironment, AskResult, ModelRequest } from './app/ask.js';
export type { BenchSession, BenchSessionOptions } from './app/bench.js';
export type { CypherRequest } from './app/cypher.js';
export type { GraphSource, StoreSource } from './app/graph-source.js';
export type { LoadReport, LoadRequest } from './app/load.js';
export type { SchemaReport, SchemaRequest } from './app/schema.js';
export type { SolveOptions } from './app/solve.js';
export { GrrafError, type GrrafErrorCode, isGrrafError } from './errors.js';
export type { CheckedEvidence, Evidence, EvidenceKind } from './evidence/evidence.js';
export type { ExecLanguage, ExecResult, Executor } from './exec/executor.js';
export type { FormatName, ParsedGraph } from './graph/formats/format.js';
export type { GraphData, GraphEdge, GraphNode, NodeId, Properties, PropertyValue } from './graph/model.js';
export type { GraphSchema } from './graph/schema.js';
export type { GraphStore, QueryResult } from './graph/stores/graph-store.js';
export type { LlmContext, LlmRuntime } from './llm/llm-runtime.js';
export type { CommonOptions, Method, MethodContext, Task } from './methods/method.js';
export { type MethodName, methodNames } from './methods/registry.js';
export type {
  AnsweredSolution,
  AnswerValue,
  MethodDetails,
  Outcome,
  Solution,
  SolutionError,
  UnansweredSolution,
} from './methods/solution.js';
export type { StepListener, TraceStep, Usage } from './trace/trace.js';

/** Answers one question (see app/ask.ts): a graph file, text, data or a store, a method, a model. */
export async function ask(request: AskRequest, environment?: AskEnvironment): Promise<AskResult> {
  return (await import('./app/ask.js')).ask(request, environment);
}

/** Solves a Task with a method (by name or object) and a model (see app/solve.ts). */
export async function solve(
  method: MethodName | Method,
  task: Task,
  options?: SolveOptions,
): Promise<Solution> {
  return (await import('./app/solve.js')).solve(method, task, options);
}

/** A registered method by name. */
export async function loadMethod(name: MethodName): Promise<Method> {
  return (await import('./methods/registry.js')).loadMethod(name);
}

/** A model runtime for a spec such as `openai:gpt-4o`, or for the configured model. */
export async function modelRuntime(spec?: string): Promise<LlmRuntime> {
  return (await import('./app/solve.js')).modelRuntime(spec);
}

/** Parses a graph from a file, or from text with an optional format. */
export async function readGraph(
  source: { file: string; format?: FormatName } | { text: string; format?: FormatName },
): Promise<ParsedGraph> {
  const formats = await import('./graph/formats/index.js');
  const format = source.format ? { format: source.format } : {};
  return 'file' in source
    ? formats.readGraphFile(source.file, format)
    : formats.parseGraph(source.text, format);
}

/** Opens a store: `memory`, `embedded:<dir>`, `neo4j://host:port`, `bolt://…`. */
export async function openStore(uri: string, options?: OpenStoreOptions): Promise<GraphStore> {
  return (await import('./graph/stores/open-store.js')).openStore(uri, options);
}

/** Loads a graph file into a store and reports what was loaded. */
export async function loadGraph(request: LoadRequest): Promise<LoadReport> {
  return (await import('./app/load.js')).loadGraph(request);
}

/** The schema of a graph file or of a store's graph. */
export async function graphSchema(request: SchemaRequest): Promise<SchemaReport> {
  return (await import('./app/schema.js')).graphSchema(request);
}

/** One read-only Cypher query on a persistent store. */
export async function cypherQuery(request: CypherRequest): Promise<QueryResult> {
  return (await import('./app/cypher.js')).cypherQuery(request);
}

/** Runs a benchmark and writes its report. */
export async function runBenchmark(options: BenchSessionOptions): Promise<BenchSession> {
  return (await import('./app/bench.js')).runBenchmark(options);
}
