/**
 * Reads what the runner left on the result channel (fd 3) and how the process ended into an
 * answer or an ExecError. The program runs in the runner's process and can write to fd 3 too, so
 * the channel is untrusted input: exactly one JSON document, `ok` with an answer or an error whose
 * kind the runner itself produces (syntax, runtime, memory) — time-outs are decided here, by the
 * host, never read from the channel — with the message and line checked and capped.
 */
import type { ExecError, ExecErrorKind, ProgramEvidence } from '../executor.js';

/** How the process ended, as the executor saw it. */
export interface RunnerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  error?: Error;
  timedOut: boolean;
  /** The result channel passed its cap (the process was killed for it). */
  resultOverflow: boolean;
  output: string;
}

/** Kinds a runner reports; anything else on the channel was not written by the runner. */
const RUNNER_KINDS = new Set<ExecErrorKind>(['syntax', 'runtime', 'memory']);
const MAX_MESSAGE = 4000;

const TAMPERED: ExecError = {
  kind: 'runtime',
  message:
    'the result channel did not hold one result from the runner (did the program write to file descriptor 3?)',
};

function checkedError(e: unknown): ExecError | undefined {
  if (typeof e !== 'object' || e === null) return undefined;
  const { kind, message, line } = e as { kind?: unknown; message?: unknown; line?: unknown };
  if (typeof kind !== 'string' || !RUNNER_KINDS.has(kind as ExecErrorKind) || typeof message !== 'string') {
    return undefined;
  }
  const text = message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message;
  const error: ExecError = { kind: kind as ExecErrorKind, message: text };
  if (typeof line === 'number' && Number.isSafeInteger(line) && line >= 1) error.line = line;
  return error;
}

/** What the process says when it left no result: its exit status, and whether memory ran out. */
function noResult(x: RunnerExit): ExecError {
  const how = x.signal ? `was killed by ${x.signal}` : `exited with status ${x.code}`;
  // RLIMIT_AS makes allocations fail with MemoryError; a bare SIGKILL we did not send is the OOM killer.
  const memory = x.signal === 'SIGKILL' || /MemoryError/.test(x.output);
  return {
    kind: memory ? 'memory' : 'runtime',
    message: `the Python process ${how} without a result${memory ? ' (memory limit)' : ''}`,
  };
}

/** The runner's evidence entry, checked for the two forms it writes (the channel is untrusted). */
function checkedEvidence(e: unknown): ProgramEvidence | undefined {
  if (typeof e !== 'object' || e === null || Array.isArray(e)) return undefined;
  const keys = Object.keys(e);
  if (keys.length !== 1) return undefined;
  if (keys[0] === 'value') return { value: (e as { value: unknown }).value };
  const problem = (e as { problem?: unknown }).problem;
  return typeof problem === 'string' ? { problem } : undefined;
}

/** The run's outcome from the channel's text `raw` and the exit `x`. */
export function readResult(
  raw: string,
  x: RunnerExit,
): { answer: unknown; evidence?: ProgramEvidence } | { error: ExecError } {
  if (x.error) return { error: { kind: 'runtime', message: `could not start python: ${x.error.message}` } };
  if (x.timedOut || x.signal === 'SIGXCPU') {
    return { error: { kind: 'timeout', message: 'the program exceeded its time limit' } };
  }
  if (x.resultOverflow)
    return { error: { ...TAMPERED, message: `${TAMPERED.message}; it passed its size cap` } };
  if (raw === '') return { error: noResult(x) };
  let parsed: { ok?: unknown; answer?: unknown; evidence?: unknown; error?: unknown };
  try {
    parsed = JSON.parse(raw) as typeof parsed;
  } catch {
    return { error: TAMPERED };
  }
  if (parsed?.ok === true && 'answer' in parsed) {
    if (parsed.evidence === undefined) return { answer: parsed.answer };
    const evidence = checkedEvidence(parsed.evidence);
    return evidence ? { answer: parsed.answer, evidence } : { error: TAMPERED };
  }
  const error = parsed?.ok === false ? checkedError(parsed.error) : undefined;
  return { error: error ?? TAMPERED };
}
