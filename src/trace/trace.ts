/**
 * Trace: every step a method takes, as plain JSON records.
 * The CLI prints it, the server streams it, the web UI draws it, the bench stores it.
 *
 * One LLM step per model turn (a tool-calling turn included), one tool step per tool call, one
 * exec step per program run, one query step per store query a program made, one retrieval step per
 * document search, and notes for everything else a user should see (the input read, an assumption,
 * where a method stopped). Each step is handed to the live listener the moment it ends. A step
 * that happened inside another (a program's store query, the check of its evidence) names that
 * step as its `parent`. The steps are built in steps.ts; a note's payload is typed by its name
 * (TraceNotes).
 */
import type { TraceError, TraceErrorCode } from './error-codes.js';

export type { TraceError, TraceErrorCode } from './error-codes.js';
// The builders, so `grraf/trace` (this file) offers them too.
export * from './steps.js';

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
  error?: TraceError;
  /**
   * The index of the step this one happened inside (a store query inside its program run, the
   * evidence check of a program round); absent on a top-level step. Always an earlier step.
   */
  parent?: number;
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
  /**
   * The queries the program made through the store, inline: traces written before queries became
   * their own steps (query steps naming this step as parent) hold them here; kept so they stay readable.
   */
  queries?: QueryRecord[];
  /** Queries the program made past those traced (as query steps, or listed in `queries`). */
  queriesOmitted?: number;
}

/** One store query as a program made it (JavaScript's `cypher()` / `neighbors()`). */
export interface QueryRecord {
  query: string;
  params?: Record<string, unknown>;
  rows: number;
  ms: number;
  /** Why the query failed, as the program was told. */
  error?: string;
  /** The failure's kind (the executor's: syntax, timeout, memory, forbidden or runtime). */
  errorKind?: TraceErrorCode;
}

/** One store query a program made, inside the exec step it names as `parent`. */
export interface QueryStep extends StepBase {
  kind: 'query';
  parent: number;
  query: string;
  params?: Record<string, unknown>;
  rows: number;
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

/**
 * Note payloads by note name. Empty here: the module that writes a note declares its name and
 * payload beside the code that writes it, by declaration merging (`declare module
 * '…/trace/trace.js' { interface TraceNotes { input: InputNote } }`), so the trace knows no
 * method's types; `undefined` for a note that carries text only. A note name is declared once.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the writers' declaration merging
export interface TraceNotes {}

/** Every declared note name. */
export type NoteName = keyof TraceNotes & string;

interface NoteBase extends StepBase {
  kind: 'note';
  text: string;
}

/** A note named in TraceNotes, with that name's payload. */
export type NamedNote = {
  [N in NoteName]: NoteBase & { name: N; data?: TraceNotes[N] };
}[NoteName];

/**
 * Where a method stopped on a thrown error: named by the step that was running (any method's
 * step name), with the error and no payload.
 */
export interface StopNote extends NoteBase {
  data?: undefined;
  error: TraceError;
}

/** Anything else worth showing: the input read, an assumption, where a method stopped. */
export type NoteStep = NamedNote | StopNote;

/** A note of one name: its `data` is that name's payload (absent on a stop note of that name). */
export type NoteOf<K extends NoteName> = NoteStep & { name: K; data?: TraceNotes[K] };

export type TraceStep = LlmStep | ExecStep | QueryStep | ToolStep | RetrievalStep | NoteStep;

/** Receives each step the moment it ends. */
export type StepListener = (step: TraceStep) => void;

/** An append-only list of steps with an optional live listener (for streaming). */
export class Trace {
  readonly steps: TraceStep[] = [];
  constructor(private readonly onStep?: StepListener) {}

  /** Appends a step, numbers it, and hands it to the listener. */
  add<S extends TraceStep>(step: S): S & { index: number } {
    const added = Object.assign(step, { index: this.steps.length });
    this.steps.push(added);
    this.onStep?.(added);
    return added;
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

/**
 * The payload of the first note named `name` among `steps` that carries one (a note of that name
 * may also be a stop note, which has none).
 */
export function noteData<K extends NoteName>(
  steps: readonly TraceStep[],
  name: K,
): TraceNotes[K] | undefined {
  for (const s of steps) if (isNote(s, name) && s.data !== undefined) return s.data;
  return undefined;
}

/** True when `step` is a note named `name`: its `data` is then that name's payload (or absent). */
export function isNote<K extends NoteName>(step: TraceStep, name: K): step is NoteOf<K> {
  return step.kind === 'note' && step.name === name;
}
