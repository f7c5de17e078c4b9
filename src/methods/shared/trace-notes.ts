/**
 * Small helpers to write non-LLM steps (notes and executions) into a trace.
 */
import type { ExecResult } from '../../exec/executor.js';
import type { ExecStep, NoteStep, Trace } from '../../trace/trace.js';

/** Appends a note step; with `error`, the note marks where the method stopped. */
export function addNote(
  trace: Trace,
  name: string,
  text: string,
  extra: { data?: unknown; error?: { code: string; message: string } } = {},
): NoteStep {
  const step: NoteStep = { kind: 'note', name, startedAt: new Date().toISOString(), ms: 0, text, ...extra };
  trace.add(step);
  return step;
}

/** Appends an execution step built from an executor's result. */
export function addExecStep(
  trace: Trace,
  name: string,
  language: string,
  code: string,
  result: ExecResult,
  startedAt: Date,
): ExecStep {
  const step: ExecStep = {
    kind: 'exec',
    name,
    startedAt: startedAt.toISOString(),
    ms: Math.round(result.durationMs),
    language,
    code,
    ok: result.ok,
    ...(result.ok && result.answer !== undefined ? { answer: result.answer } : {}),
    ...(result.output ? { output: result.output } : {}),
    ...(result.ok ? {} : { error: { code: result.error.kind, message: result.error.message } }),
    ...(result.queries?.length ? { queries: result.queries.map((q) => ({ ...q })) } : {}),
    ...(result.queriesOmitted ? { queriesOmitted: result.queriesOmitted } : {}),
  };
  trace.add(step);
  return step;
}
