/**
 * The one place trace steps are built: every layer that records a step (the model call, the tool
 * loop, a program run, a document search, a note) calls a builder here, so a step's shape is
 * written once. Builders that record at once take the trace and add the step; `llmStep` and
 * `toolStep` start a step the caller fills in as the call ends.
 */
import type { TraceError } from './error-codes.js';
import type {
  ChatMessage,
  ExecStep,
  LlmStep,
  NoteName,
  NoteOf,
  QueryRecord,
  QueryStep,
  RetrievalStep,
  StopNote,
  ToolStep,
  Trace,
  TraceNotes,
} from './trace.js';

/** Where a step sits: under which earlier step (see StepBase.parent). */
export interface Placement {
  parent?: number;
}

/** A model call about to be made: its messages; the reply, tokens and time are set when it ends. */
export function llmStep(start: {
  name: string;
  model: string;
  messages: ChatMessage[];
  turn?: number;
  startedAt?: Date;
}): LlmStep {
  return {
    kind: 'llm',
    name: start.name,
    startedAt: (start.startedAt ?? new Date()).toISOString(),
    ms: 0,
    model: start.model,
    messages: start.messages,
    response: '',
    usage: { inputTokens: 0, outputTokens: 0 },
    ...(start.turn === undefined ? {} : { turn: start.turn }),
  };
}

/** A tool call about to run; its result (or error) and time are set when it ends. */
export function toolStep(start: {
  name: string;
  tool: string;
  callId: string;
  turn: number;
  args: unknown;
  startedAt?: Date;
}): ToolStep {
  return {
    kind: 'tool',
    name: start.name,
    startedAt: (start.startedAt ?? new Date()).toISOString(),
    ms: 0,
    tool: start.tool,
    callId: start.callId,
    turn: start.turn,
    args: start.args,
    result: null,
  };
}

/**
 * What a program run reported (an executor's ExecResult has this shape; the trace does not import
 * the executors).
 */
export interface ProgramRunReport {
  ok: boolean;
  answer?: unknown;
  output?: string;
  durationMs: number;
  error?: { kind: TraceError['code']; message: string };
  queries?: readonly QueryRecord[];
  queriesOmitted?: number;
}

/**
 * Records a program run, then each store query it made as a query step inside it (they are known
 * only once the run ends, so they follow it in the trace).
 */
export function addExecStep(
  trace: Trace,
  run: { name: string; language: string; code: string; startedAt: Date },
  result: ProgramRunReport,
  placement: Placement = {},
): ExecStep & { index: number } {
  const step = trace.add<ExecStep>({
    kind: 'exec',
    name: run.name,
    startedAt: run.startedAt.toISOString(),
    ms: Math.round(result.durationMs),
    language: run.language,
    code: run.code,
    ok: result.ok,
    ...(result.ok && result.answer !== undefined ? { answer: result.answer } : {}),
    ...(result.output ? { output: result.output } : {}),
    ...(!result.ok && result.error
      ? { error: { code: result.error.kind, message: result.error.message } }
      : {}),
    ...(result.queriesOmitted ? { queriesOmitted: result.queriesOmitted } : {}),
    ...placement,
  });
  const parent = step.index;
  let at = run.startedAt.getTime();
  for (const q of result.queries ?? []) {
    trace.add<QueryStep>({
      kind: 'query',
      name: 'query',
      // Queries run one after another inside the program: each starts about where the last ended.
      startedAt: new Date(at).toISOString(),
      ms: q.ms,
      parent,
      query: q.query,
      ...(q.params ? { params: { ...q.params } } : {}),
      rows: q.rows,
      ...(q.error !== undefined ? { error: { code: q.errorKind ?? 'runtime', message: q.error } } : {}),
    });
    at += q.ms;
  }
  return step;
}

/** Records a document search. */
export function addRetrievalStep(
  trace: Trace,
  search: { name: string; retriever: string; query: string; startedAt: Date; ms: number },
  documents: { id: string; name: string }[],
): RetrievalStep {
  return trace.add<RetrievalStep>({
    kind: 'retrieval',
    name: search.name,
    startedAt: search.startedAt.toISOString(),
    ms: search.ms,
    retriever: search.retriever,
    query: search.query,
    documents,
  });
}

/** What a note may carry besides its text: its name's payload, an error, a parent, a duration. */
export interface NoteExtra<K extends NoteName> extends Placement {
  data?: TraceNotes[K];
  error?: TraceError;
  /** How long what the note records took (a wait); 0 by default: a note marks a moment. */
  ms?: number;
}

/** Records a note; its payload is the one TraceNotes declares for its name. */
export function addNote<K extends NoteName>(
  trace: Trace,
  name: K,
  text: string,
  extra: NoteExtra<K> = {},
): NoteOf<K> {
  const ms = extra.ms ?? 0;
  const step = {
    kind: 'note' as const,
    name,
    startedAt: new Date(Date.now() - ms).toISOString(),
    ms,
    text,
    ...(extra.data === undefined ? {} : { data: extra.data }),
    ...(extra.error ? { error: extra.error } : {}),
    ...(extra.parent === undefined ? {} : { parent: extra.parent }),
  };
  // One object of a name and its payload: TypeScript cannot relate a generic K's key to its entry
  // of the mapped NamedNote type, though `extra.data` is typed by K.
  return trace.add(step as NoteOf<K>);
}

/** Records where a method stopped on a thrown error, under the name of the step that was running. */
export function addStopNote(trace: Trace, step: string, error: TraceError): StopNote {
  return trace.add<StopNote>({
    kind: 'note',
    name: step,
    startedAt: new Date().toISOString(),
    ms: 0,
    text: `stopped: ${error.message}`,
    error,
  });
}
