/**
 * Trace: every step a method takes, as plain JSON records.
 * The CLI prints it, the server streams it, the web UI draws it, the bench stores it.
 *
 * One LLM step per model turn (a tool-calling turn included), one tool step per tool call, one
 * exec step per program run, one retrieval step per document search, and notes for everything
 * else a user should see (the input read, an assumption, where a method stopped). Each step is
 * handed to the live listener the moment it ends.
 */

/** Token usage of one call or a sum of calls. */
export interface Usage {
  inputTokens: number;
  outputTokens: number;
}

/** Adds usages. */
export function addUsage(...parts: Usage[]): Usage {
  return parts.reduce(
    (acc, u) => ({
      inputTokens: acc.inputTokens + u.inputTokens,
      outputTokens: acc.outputTokens + u.outputTokens,
    }),
    { inputTokens: 0, outputTokens: 0 },
  );
}

interface StepBase {
  /** Position in the trace (0-based), set when the step is added. */
  index?: number;
  /** What the step was for, e.g. 'refine', 'template', 'code', 'execute', 'repair', 'walk', 'phrase'. */
  name: string;
  startedAt: string;
  ms: number;
  error?: { code: string; message: string };
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string;
}

/** A tool call the model asked for in one turn. */
export interface RequestedToolCall {
  callId: string;
  tool: string;
  args: unknown;
}

/** One model call: the messages it saw, its reply, its tokens. */
export interface LlmStep extends StepBase {
  kind: 'llm';
  model: string;
  messages: ChatMessage[];
  response: string;
  usage: Usage;
  /** Turn number (1-based) inside a tool-calling loop. */
  turn?: number;
  /** The tool calls the model asked for in this turn. */
  toolCalls?: RequestedToolCall[];
}

/** One program run. */
export interface ExecStep extends StepBase {
  kind: 'exec';
  language: string;
  code: string;
  ok: boolean;
  answer?: unknown;
  output?: string;
  /** The queries the program made through the store (JavaScript's `cypher()` / `neighbors()`). */
  queries?: { query: string; params?: Record<string, unknown>; rows: number; ms: number; error?: string }[];
  /** Queries made past those listed. */
  queriesOmitted?: number;
}

/** One tool call and its result. */
export interface ToolStep extends StepBase {
  kind: 'tool';
  tool: string;
  callId: string;
  /** The turn of the LLM step that asked for it. */
  turn: number;
  args: unknown;
  /** What the model was given back (capped). */
  result: unknown;
  /** Set when the result was cut to fit: what was left out. */
  truncated?: string;
}

/** One document search (GraphSkill's retrieval). */
export interface RetrievalStep extends StepBase {
  kind: 'retrieval';
  retriever: string;
  query: string;
  documents: { id: string; name: string }[];
}

/** Anything else worth showing: the input read, an assumption, where a method stopped. */
export interface NoteStep extends StepBase {
  kind: 'note';
  text: string;
  data?: unknown;
}

export type TraceStep = LlmStep | ExecStep | ToolStep | RetrievalStep | NoteStep;

/** Receives each step the moment it ends. */
export type StepListener = (step: TraceStep) => void;

/** An append-only list of steps with an optional live listener (for streaming). */
export class Trace {
  readonly steps: TraceStep[] = [];
  constructor(private readonly onStep?: StepListener) {}

  /** Appends a step, numbers it, and hands it to the listener. */
  add<S extends TraceStep>(step: S): S {
    step.index = this.steps.length;
    this.steps.push(step);
    this.onStep?.(step);
    return step;
  }

  /** Sum of the usage of every LLM step (from `from` on). */
  usage(from = 0): Usage {
    return sumUsage(this.steps.slice(from));
  }
}

/** Sum of the usage of the LLM steps among `steps`. */
export function sumUsage(steps: readonly TraceStep[]): Usage {
  return addUsage(...steps.filter((s): s is LlmStep => s.kind === 'llm').map((s) => s.usage));
}
