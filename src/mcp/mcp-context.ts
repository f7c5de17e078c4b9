/**
 * What every session of one MCP server shares: the served store (or the stand-in saying why there
 * is none), the directories `ask` may read graph files from, how `ask` finds its model, the extra
 * tools over the store, the tool names' namespace, the result cap (in tokens: result-budget.ts),
 * and the questions still running. Opening it opens the store; closing it waits for the running
 * questions (their signals abort first) and then closes the store.
 */

import type { AskEnvironment, ModelRequest } from '../app/ask.js';
import { GraphCache } from '../app/graph-cache.js';
import { openServedStore, type ServedGraphSource } from '../app/served-store.js';
import { GrrafError } from '../errors.js';
import { ExecutorPool } from '../exec/executor-pool.js';
import type { GraphStore } from '../graph/stores/graph-store.js';
import type { ResultBudget } from '../llm/cap-result.js';
import type { LlmRuntime } from '../llm/llm-runtime.js';
import type { LoopTool } from '../llm/tool-loop.js';
import { GraphDirectories } from './graph-dirs.js';
import { DEFAULT_MAX_RESULT_TOKENS, tokenBudget } from './result-budget.js';
import { MCP_QUESTION_LIMITS, RunningQuestions } from './running-questions.js';
import { bundledExampleFile } from './served-example.js';
import { graphName, servedPaths } from './served-graph-name.js';
import { textWithPathsShown } from './shown-paths.js';
import { checkNamespace } from './tool-names.js';
import { unavailableStore } from './unavailable-store.js';

/** A LoopTool as MCP lists it: with a title for people, and whether calling it twice does nothing more. */
export interface McpLoopTool<Args = unknown> extends LoopTool<Args> {
  /** Shown to people (default: the name in words). */
  title?: string;
  /** True when the same call always has the same effect (it reads the same store the same way). */
  idempotent?: boolean;
}

/** Builds extra tools over the served store; called once per session, so tools with state are per client. */
// biome-ignore lint/suspicious/noExplicitAny: each tool has its own argument type
export type LoopToolsForStore = (store: GraphStore) => Record<string, McpLoopTool<any>>;

export { DEFAULT_MAX_RESULT_TOKENS };

/** How to set up the server's shared state. */
export interface McpContextOptions {
  /** The graph the tools read; none: only `ask` with a graph in the call works. */
  graph?: ServedGraphSource;
  /** The directories `ask`'s graphFile may name files in (`--graph-dir`); none by default. */
  graphDirs?: string[];
  /** How `ask` resolves its model (a spec, a base URL, a cassette). */
  model?: ModelRequest;
  /** A ready runtime (a test's scripted model); skips model resolution. */
  runtime?: LlmRuntime;
  environment?: AskEnvironment;
  loopTools?: LoopToolsForStore;
  /**
   * Put before every tool name with a hyphen (`roads` → `roads-ask`), so one client can use several
   * servers: letters, digits, `_` and `-`.
   */
  namespace?: string;
  /** A tool result is cut to about this many tokens (default DEFAULT_MAX_RESULT_TOKENS). */
  maxResultTokens?: number;
  /** Where diagnostics go (default: stderr, never stdout, which stdio MCP uses). */
  log?: (line: string) => void;
}

/** The shared state the tools read. */
export interface McpContext {
  /** The served store, or a stand-in whose every read rejects with `storeProblem`. */
  store: GraphStore;
  storeProblem?: GrrafError;
  /** The store as tool descriptions show it: no directories of the server, no credentials. */
  storeName: string;
  /** Text for a client: the served graph's paths (and a database password) written as `storeName` shows them. */
  shown(text: string): string;
  graphDirs: GraphDirectories;
  model?: ModelRequest;
  runtime?: LlmRuntime;
  environment?: AskEnvironment;
  loopTools?: LoopToolsForStore;
  /** The tool names' prefix, when there is one. */
  namespace?: string;
  /** What a tool result is cut to. */
  resultBudget: ResultBudget;
  /**
   * The served graph file, when it is a bundled example: `ask` reads it as `grraf ask --graph` does,
   * so without a model the example's recorded questions replay.
   */
  exampleGraphFile?: string;
  running: RunningQuestions;
  /** Graphs `ask` parsed, kept for the next question on the same file or text (bounded, LRU). */
  graphCache: GraphCache;
  /**
   * The executors `ask` runs programs on, kept for the server's life: their isolates keep the last
   * graph built for the next question (as `grraf serve`'s do).
   */
  executors: ExecutorPool;
  log(line: string): void;
}

/** The context and how to release it. */
export interface OpenedMcpContext {
  context: McpContext;
  /** Waits for the running questions, then closes the store. */
  close(): Promise<void>;
}

/** Opens the served store (a failure becomes the stand-in's reason, logged once) and builds the context. */
export async function openMcpContext(options: McpContextOptions): Promise<OpenedMcpContext> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  if (options.namespace !== undefined) checkNamespace(options.namespace);
  const resultBudget = await tokenBudget(checkedMaxTokens(options.maxResultTokens));
  const graphDirs = await GraphDirectories.open(options.graphDirs);
  const opened = await openStoreOrProblem(options.graph);
  const problem = 'problem' in opened ? opened.problem : undefined;
  if (problem) {
    log(`grraf mcp: ${problem.code} error: ${problem.message} (the tools that read the graph will say so)`);
  }
  const fromFile = options.graph !== undefined && 'file' in options.graph;
  const store = 'store' in opened ? opened.store : unavailableStore(problem!, { cypher: !fromFile });
  const paths = servedPaths(options.graph);
  const served = options.graph && 'file' in options.graph ? options.graph.file : undefined;
  const exampleGraphFile =
    served === undefined || problem
      ? undefined
      : bundledExampleFile(served, options.environment?.examplesDir);
  const context: McpContext = {
    store,
    ...(problem ? { storeProblem: problem } : {}),
    storeName: graphName(options.graph),
    // The operator's log names the paths; what clients receive shows them as the descriptions do.
    shown: (text) => textWithPathsShown(text, paths),
    graphDirs,
    ...(options.model ? { model: options.model } : {}),
    ...(options.runtime ? { runtime: options.runtime } : {}),
    ...(options.environment ? { environment: options.environment } : {}),
    ...(options.loopTools ? { loopTools: options.loopTools } : {}),
    ...(options.namespace ? { namespace: options.namespace } : {}),
    resultBudget,
    ...(exampleGraphFile ? { exampleGraphFile } : {}),
    running: new RunningQuestions(MCP_QUESTION_LIMITS),
    graphCache: new GraphCache(),
    executors: new ExecutorPool(),
    log,
  };
  return {
    context,
    close: async () => {
      await context.running.settled();
      await context.executors.close();
      await store.close();
    },
  };
}

/** The result cap asked for, or the default; anything but a whole number of tokens from 100 up is a 'config' error. */
function checkedMaxTokens(max: number | undefined): number {
  if (max === undefined) return DEFAULT_MAX_RESULT_TOKENS;
  if (!Number.isInteger(max) || max < 100) {
    throw new GrrafError(
      'config',
      `the result cap must be a whole number of tokens, at least 100; got ${max}`,
      {
        field: 'maxResultTokens',
      },
    );
  }
  return max;
}

async function openStoreOrProblem(
  graph: ServedGraphSource | undefined,
): Promise<{ store: GraphStore } | { problem: GrrafError }> {
  if (!graph) {
    const problem = new GrrafError(
      'config',
      'grraf mcp was started without a graph: give it --store <uri> or --graph <file>; ' +
        'ask still answers over a graph given with the call (graphFile or graphText)',
    );
    return { problem };
  }
  try {
    return { store: await openServedStore(graph) };
  } catch (e) {
    const problem =
      e instanceof GrrafError
        ? e
        : new GrrafError('io', `could not open ${graphName(graph)}: ${String(e)}`, { cause: e });
    return { problem };
  }
}
