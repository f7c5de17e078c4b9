/**
 * Executor: runs untrusted, LLM-written code against a graph under limits.
 *
 * Convention (GRRAF): the program sees `G` (and `G_prime` for two-graph tasks) and assigns its
 * result to `answer`. Failures are values, not exceptions: an ExecResult with a typed error kind
 * that the method feeds back to the LLM.
 */
import type { GraphData } from '../graph/model.js';
import type { GraphStore } from '../graph/stores/graph-store.js';
import type { ExecLanguage } from './languages.js';

export type { ExecLanguage } from './languages.js';

export type ExecErrorKind = 'syntax' | 'runtime' | 'timeout' | 'memory' | 'forbidden';

export interface ExecLimits {
  /** Wall-clock limit. GRRAF's default is 5 minutes. */
  timeLimitMs: number;
  /** Memory limit for the program (heap for JS, address space for Python). */
  memoryMb: number;
  /** Cap on captured output (stdout/print) in bytes. */
  outputBytes: number;
  /** Cap on result rows (Cypher). */
  maxRows: number;
}

/**
 * The longest time limit anywhere (flags, config file, request options, library options): one day.
 * Timers cannot count past 2^31-1 ms (24.8 days) — beyond it they fire at once, and every program
 * "timed out" on the spot — and no question is worth more than a day.
 */
export const MAX_TIME_LIMIT_MS = 24 * 3_600_000;

export const DEFAULT_EXEC_LIMITS: ExecLimits = {
  timeLimitMs: 5 * 60_000,
  memoryMb: 1024,
  outputBytes: 1_000_000,
  maxRows: 10_000,
};

export interface ExecInput {
  /** Graphs by the name the program sees them under: `G`, and `G_prime` for two-graph tasks. */
  graphs: Record<string, GraphData>;
  /**
   * The question's store: Cypher programs query it; JavaScript programs reach it with `cypher()` and
   * `neighbors()` (the only way in query mode, where `graphs` is empty).
   */
  store?: GraphStore;
  /**
   * The program's named inputs (a question's parameters, e.g. source and target), so one program
   * serves every question of the same shape: `params` in JavaScript and Python (an empty object
   * when none are given), `$name` query parameters in Cypher.
   */
  params?: Record<string, ProgramParam>;
}

/** A value a program receives as a named input. */
export type ProgramParam = string | number | boolean | null;

export interface ExecError {
  kind: ExecErrorKind;
  message: string;
  /** Line in the submitted code, when the engine reports one. */
  line?: number;
}

/**
 * What a program assigned to `evidence` beside its answer (the part of the graph the answer rests
 * on: a path, a cycle, a cut; see src/evidence/), as JSON, or why it could not be read.
 */
export type ProgramEvidence = { value: unknown } | { problem: string };

/** One query a program made through the store (JavaScript's `cypher()` and `neighbors()`). */
export interface QueryRecord {
  /** The query text (`neighbors(…)` for a navigation call), cut to a few kilobytes. */
  query: string;
  /** Its parameters, when they were given and are short enough to keep. */
  params?: Record<string, unknown>;
  /** Rows handed to the program (0 when the query failed). */
  rows: number;
  ms: number;
  /** Why the query failed, as the program was told. */
  error?: string;
  /**
   * What kind of failure that was: the query's syntax, its time-out, a result past the run's
   * memory share, a plan the store's guard refused; runtime for everything else.
   */
  errorKind?: ExecErrorKind;
}

/** What every run reports besides its outcome. */
interface ExecRun {
  /** Captured console/print output, truncated to limits.outputBytes. */
  output: string;
  durationMs: number;
  /** The queries the program made through the store, in order (the first ones, when there were many). */
  queries?: QueryRecord[];
  /** How many queries the program made past those kept in `queries`. */
  queriesOmitted?: number;
}

/**
 * The outcome of one run: the program's `answer`, or a recoverable error the method may feed back
 * to the model. Conditions the model cannot repair (a cancelled run, an unreachable store, bad
 * credentials) are thrown as fatal GrrafErrors instead.
 */
export type ExecResult =
  | (ExecRun & { ok: true; answer: unknown; evidence?: ProgramEvidence; error?: undefined })
  | (ExecRun & { ok: false; error: ExecError; answer?: undefined; evidence?: undefined });

export interface Executor {
  readonly language: ExecLanguage;
  /**
   * Runs `code` under `limits`. Resolves with the program's outcome; rejects only with a fatal
   * GrrafError (code 'cancelled' when `signal` aborts: the run is stopped, not left behind).
   */
  run(
    code: string,
    input: ExecInput,
    limits?: Partial<ExecLimits>,
    signal?: AbortSignal,
  ): Promise<ExecResult>;
  /**
   * Optional: starts building `graphs` into the sandbox the next run takes, so the run starts
   * with `G` already there while the caller is busy elsewhere (loading the store, the model's
   * turn). The JavaScript executor can; Python and Cypher have nothing to build ahead and leave it
   * out. Resolves once the build is under way (never rejects), so a caller that awaits it before
   * its own long synchronous work does not hold the build back until that work is done.
   */
  prepareGraphs?(graphs: ExecInput['graphs'], limits?: Partial<ExecLimits>): Promise<void>;
  /** Frees isolates / processes. */
  close(): Promise<void>;
}
