/**
 * The application layer: the use cases every front-end calls — ask a question, load a graph,
 * read a schema, run a Cypher query, run a benchmark — as functions with typed inputs and outputs
 * and no printing. The CLI, the HTTP server and the MCP server are thin adapters over these.
 */

export { type AskEnvironment, type AskRequest, type AskResult, ask, type ModelRequest } from './ask.js';
export {
  type BenchSession,
  type BenchSessionOptions,
  benchReport,
  type ReportFiles,
  runBenchmark,
} from './bench.js';
export { CYPHER_DEFAULT_LIMITS, type CypherRequest, cypherQuery } from './cypher.js';
export { type Example, type ExampleQuestion, listExamples } from './examples.js';
export { GraphCache, type GraphCacheOptions, type GraphCacheStats } from './graph-cache.js';
export {
  type BuiltTask,
  buildTask,
  type GraphSource,
  type StoreSource,
  type TaskRequest,
} from './graph-source.js';
export {
  type GraphCounts,
  graphCounts,
  type LoadedGraph,
  type LoadReport,
  type LoadRequest,
  loadGraph,
  WARNINGS_SHOWN,
  withLoadedGraph,
} from './load.js';
export { type AskModel, type AskModelOptions, askModel, EXAMPLES_DIR } from './model.js';
export { graphSchema, type SchemaReport, type SchemaRequest } from './schema.js';
export { modelRuntime, type SolveOptions, solve } from './solve.js';
export { existingStore, storeForLoading } from './store.js';
