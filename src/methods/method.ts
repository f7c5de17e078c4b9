/**
 * The Method contract: every method (grraf, graphskill, graphwalk, baselines) turns a Task into a
 * Solution. Tasks carry the question and where the graph is; the context carries the model, the
 * trace being written and the services a method may use.
 */
import type { ExecLanguage, Executor } from '../exec/executor.js';
import type { FormatName, TaskParams } from '../graph/formats/format.js';
import type { GraphData } from '../graph/model.js';
import type { GraphStore } from '../graph/stores/graph-store.js';
import type { LlmContext } from '../llm/llm-runtime.js';
import type { Solution } from './solution.js';

/** A question and the graph it is about, in one of three forms (see GRRAF step 1). */
export interface Task {
  /** The user's question; may contain the graph itself (GraphInstruct style). */
  question: string;
  /** The graph `G`, already parsed (e.g. from a file). */
  graph?: GraphData;
  /** The second graph `G_prime` of two-graph tasks. */
  graphPrime?: GraphData;
  /** A store that already holds `G`. */
  store?: GraphStore;
  /** Task parameters already known (source, target, node), checked against the graph. */
  params?: TaskParams;
  /** Format of a graph written inside the question; default: auto-detected (GraphInstruct first). */
  format?: FormatName;
  /** Where the task came from, used in error messages (a file name, `<question>`). */
  origin?: string;
}

/** What a method may use while solving. */
export interface MethodContext {
  /** The model, its limits and the trace every step is appended to (see llm/createLlmRuntime). */
  llm: LlmContext;
  /** Executors by language; a method closes none of them (the caller owns them). */
  executor?: (language: ExecLanguage) => Executor | Promise<Executor>;
}

/** A question-answering method. */
export interface Method<Options = unknown> {
  readonly name: string;
  /** Solves one task; never throws for failures the Solution can describe (it says where it stopped). */
  solve(task: Task, ctx: MethodContext, options?: Partial<Options>): Promise<Solution>;
}
