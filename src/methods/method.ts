/**
 * The Method contract: every method (grraf, direct, zero-shot-code, graphwalk, graphskill) turns a
 * Task into a Solution. Tasks carry the question and where the graph is; the context carries the
 * model (with the question's trace and AbortSignal) and the executors a method may use.
 */
import type { JSONSchema7 } from '@ai-sdk/provider';
import type { z } from 'zod';
import type { ExecLanguage, Executor } from '../exec/executor.js';
import type { FormatName, TaskParams } from '../graph/formats/format.js';
import type { GraphData } from '../graph/model.js';
import type { GraphStore } from '../graph/stores/graph-store.js';
import type { LlmContext } from '../llm/llm-runtime.js';
import type { ProgramCache } from './program-cache/program-cache.js';
import type { MethodDetails, Solution } from './solution.js';

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
  /** Task parameters already known (source, target, node). */
  params?: TaskParams;
  /**
   * The question proper, when the question opens with a preamble that describes the task and its
   * notation and its format marks where the question starts (a graph file's own GraphInstruct
   * question: what follows "Q:"). Read from the question itself when the graph is inside it.
   */
  ask?: string;
  /** Format of a graph written inside the question; default: auto-detected (GraphInstruct first). */
  format?: FormatName;
  /**
   * What the asker means by terms the question leaves open, passed to the model as notes, e.g.
   * "G' is present in G means a subgraph of G isomorphic to G', not necessarily induced".
   * Benchmark datasets state their labeling conventions here; users pass them with `--hint`.
   */
  hints?: string[];
  /**
   * The graph as text, for methods that put the graph in the prompt (the direct baseline): a
   * dataset's own drawing of it (a maze's grid). Default: a serialization of the graph.
   */
  graphText?: string;
  /** Where the task came from, used in error messages (a file name, `<question>`). */
  origin?: string;
  /**
   * The JSON the answer must be, when the asker needs one a program can read (a benchmark's
   * output format): `instruction` is the sentence asking for it, e.g. `Return ONLY the count in
   * JSON format: [{"count": "number"}].`, and `schema` the JSON Schema the answer must satisfy.
   * A method that shows the model the question adds the instruction unless the question already
   * contains it, and reads the reply as that JSON; a method whose program computes the answer
   * may ignore it.
   */
  answerFormat?: { instruction: string; schema: JSONSchema7 };
}

/** What a method may use while solving. */
export interface MethodContext {
  /**
   * The model, its limits, the question's trace (with its live listener) and its AbortSignal:
   * when `llm.signal` aborts, every model call and every program run of the question stops.
   */
  llm: LlmContext;
  /** Executors by language; a method closes none of them (the caller owns them). */
  executor?: (language: ExecLanguage) => Executor | Promise<Executor>;
  /**
   * Where a graph given as text or a file goes when a program reaches it through Cypher (default:
   * a temporary embedded store). The bench's `--store` passes a server's here; the method loads
   * each question's graph into it (a load replaces the graph) and closes what it is given.
   */
  cypherStore?: () => Promise<GraphStore>;
  /**
   * Programs validated on earlier questions, shared by the caller across its questions (methods
   * that reuse programs read it; the others ignore it).
   */
  programCache?: ProgramCache;
}

/**
 * The context of one question: the model context and whichever of the caller's executors, Cypher
 * store and program cache it has (an absent one stays absent, as exact optional types want).
 */
export function methodContext(
  llm: LlmContext,
  parts: { [K in Exclude<keyof MethodContext, 'llm'>]?: MethodContext[K] | undefined } = {},
): MethodContext {
  const ctx: MethodContext = { llm };
  if (parts.executor) ctx.executor = parts.executor;
  if (parts.cypherStore) ctx.cypherStore = parts.cypherStore;
  if (parts.programCache) ctx.programCache = parts.programCache;
  return ctx;
}

/** Settings every front-end may pass; each method reads the ones it uses. */
export interface CommonOptions {
  /** Language of generated programs. */
  language: ExecLanguage;
  /** Time limit t of one program run, in milliseconds. */
  timeLimitMs: number;
  /** At most n feedback rounds after a failed run. */
  maxRepairs: number;
  /** Turn the answer into a sentence. */
  phrase: boolean;
}

/** A question-answering method. */
export interface Method<Options = Record<string, unknown>, Details extends MethodDetails = MethodDetails> {
  readonly name: string;
  /** The options the method reads beyond CommonOptions, for front-ends to validate and list. */
  readonly options?: z.ZodType<Partial<Options>>;
  /**
   * Option values that shape what the model is asked. `grraf bench` writes them into run.json when
   * not given, so a recording still says how it was made after a later version changes a default.
   */
  readonly promptDefaults?: Partial<Options>;
  /** Solves one task; never throws for failures the Solution can describe (it says where it stopped). */
  solve(task: Task, ctx: MethodContext, options?: Partial<Options>): Promise<Solution<Details>>;
}
