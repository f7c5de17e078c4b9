/**
 * grraf as one tool an agent calls with a question and a graph, whatever its framework: the input
 * schema, the description, and the call. The AI SDK and LangChain.js adapters (ai-sdk.ts,
 * langchain.ts) wrap this in their framework's tool type.
 *
 * The agent sends the graph as text, never a path: a tool call is the model's doing, and a path
 * would let it read any file the process can. A graph or store the developer names in the options
 * is what the tool answers about when the call sends none.
 */
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { z } from 'zod';
import type { AskRequest, ModelRequest } from '../app/ask.js';
import type { GraphSource, StoreSource } from '../app/graph-source.js';
import { formatNames } from '../graph/formats/registry.js';
import type { LlmRuntime } from '../llm/llm-runtime.js';
import type { MethodName } from '../methods/registry.js';
import type { AnswerValue, Solution } from '../methods/solution.js';

/** How the tool answers: everything but the question and the graph, which the agent sends. */
export interface GrrafToolOptions {
  /** The tool's name (default `grraf`). */
  name?: string;
  /** The model grraf's method calls: an AI SDK model, a spec, or (default) the configured model. */
  model?: LanguageModelV3 | string | ModelRequest;
  /** Or a runtime made with createLlmRuntime (shares usage and limits across calls). */
  runtime?: LlmRuntime;
  /** The method (default 'grraf'). */
  method?: MethodName;
  /** Method options, e.g. `{ language: 'python', maxRepairs: 1 }`. */
  options?: Record<string, unknown>;
  /** The graph to answer about when a call sends none: a file, text or parsed data. */
  graph?: GraphSource;
  /** Or a store that holds it (`embedded:<dir>`, `neo4j://…`, or an open GraphStore). */
  store?: StoreSource;
  /** Told each finished call's Solution in full (its trace, usage, program), e.g. for logging. */
  onSolution?: (solution: Solution) => void;
}

/** What a call sends. */
export interface GrrafToolInput {
  question: string;
  graph?: string | undefined;
  format?: string | undefined;
}

/** What a call returns to the agent: the answer and its sentence, or why there is none. */
export interface GrrafToolResult {
  outcome: 'answered' | 'could-not-compute';
  /** The computed value (numbers, yes/no as booleans, node ids, …); absent without an answer. */
  answer?: AnswerValue;
  /** The answer as a sentence, or why there is none. */
  text: string;
  /** The reading grraf chose where the question's words were ambiguous. */
  assumption?: string;
  /** Why there is no answer (or what failed before a fallback answer). */
  error?: string;
}

/** The tool's input schema (zod, which both frameworks take). */
export function grrafToolInputSchema(options: GrrafToolOptions = {}) {
  const fixed = options.graph !== undefined || options.store !== undefined;
  const formats = formatNames() as [string, ...string[]];
  return z.object({
    question: z.string().min(1).describe('The question about the graph, in plain words.'),
    graph: z
      .string()
      .min(1)
      .optional()
      .describe(
        fixed
          ? 'Leave out to ask about the configured graph; or another graph as text, as below.'
          : 'The graph as text: an edge list (one "source target" or "source target weight" line per ' +
              'edge; a first line "# directed" makes it directed), node-link JSON, GraphML, CSV, or a ' +
              'GraphInstruct question with the graph written in it (then it may also hold the question).',
      ),
    format: z
      .enum(formats)
      .optional()
      .describe("The graph text's format when detection would guess wrong (default: detected)."),
  });
}

/** What the tool is for, in plain words, for the agent's model. */
export function grrafToolDescription(options: GrrafToolOptions = {}): string {
  const about =
    options.graph !== undefined || options.store !== undefined
      ? 'Answers a question about the configured graph'
      : 'Answers a question about a graph you give as text';
  return (
    `${about} exactly: a model writes a small program that runs on the graph, so counts, ` +
    'shortest paths and distances, cycles, connectivity, bipartiteness, topological orders, maximum ' +
    'flows and subgraph matches are computed, not guessed. Returns the answer, a sentence, and any ' +
    'assumption made; "could-not-compute" says why when there is no answer.'
  );
}

/** Answers one call. Bad input or configuration throws a GrrafError the framework reports to the agent. */
export async function runGrrafTool(
  input: GrrafToolInput,
  options: GrrafToolOptions = {},
  signal?: AbortSignal,
): Promise<GrrafToolResult> {
  const { ask } = await import('../app/ask.js');
  const source = graphOf(input, options);
  const request: AskRequest = {
    question: input.question,
    ...source,
    ...(options.method ? { method: options.method } : {}),
    ...(options.options ? { options: options.options } : {}),
    ...(options.model !== undefined ? { model: options.model } : {}),
    ...(options.runtime ? { runtime: options.runtime } : {}),
    ...(signal ? { signal } : {}),
  };
  const { solution } = await ask(request);
  options.onSolution?.(solution);
  const common = {
    text: solution.text,
    ...(solution.assumption ? { assumption: solution.assumption } : {}),
  };
  if (solution.outcome === 'answered') {
    return {
      outcome: 'answered',
      answer: solution.answer,
      ...common,
      ...(solution.error ? { error: solution.error.message } : {}),
    };
  }
  return { outcome: 'could-not-compute', ...common, error: solution.error.message };
}

/** The call's graph, else the configured one; without either, the question must carry it. */
function graphOf(
  input: GrrafToolInput,
  options: GrrafToolOptions,
): Pick<AskRequest, 'graph' | 'store' | 'format'> {
  const format = input.format as AskRequest['format'];
  if (input.graph !== undefined)
    return { graph: { text: input.graph, name: 'the graph sent', ...(format ? { format } : {}) } };
  if (options.graph !== undefined) return { graph: options.graph };
  if (options.store !== undefined) return { store: options.store };
  return format ? { format } : {};
}
