/**
 * Executor: runs untrusted, LLM-written code against a graph under limits.
 *
 * Convention (GRRAF): the program sees `G` (and `G_prime` for two-graph tasks) and assigns its
 * result to `answer`. Failures are values, not exceptions: an ExecResult with a typed error kind
 * that the method feeds back to the LLM.
 */
import type { GraphData } from '../graph/model.js';
import type { GraphStore } from '../graph/stores/graph-store.js';

export type ExecLanguage = 'js' | 'python' | 'cypher';

export type ExecErrorKind = 'syntax' | 'runtime' | 'timeout' | 'memory' | 'forbidden';

export interface ExecLimits {
  /** Wall-clock limit. GRRAF's default is 5 minutes. */
  timeMs: number;
  /** Memory limit for the program (heap for JS, address space for Python). */
  memoryMb: number;
  /** Cap on captured output (stdout/print) in bytes. */
  outputBytes: number;
  /** Cap on result rows (Cypher). */
  maxRows: number;
}

export const DEFAULT_EXEC_LIMITS: ExecLimits = {
  timeMs: 5 * 60_000,
  memoryMb: 1024,
  outputBytes: 1_000_000,
  maxRows: 10_000,
};

export interface ExecInput {
  /** Graphs by the name the program sees them under: `G`, and `G_prime` for two-graph tasks. */
  graphs: Record<string, GraphData>;
  /** A store for executors that query one directly (Cypher). */
  store?: GraphStore;
}

export interface ExecError {
  kind: ExecErrorKind;
  message: string;
  /** Line in the submitted code, when the engine reports one. */
  line?: number;
}

export interface ExecResult {
  ok: boolean;
  /** The value of `answer` (JSON-compatible) when ok. */
  answer?: unknown;
  /** Captured console/print output, truncated to limits.outputBytes. */
  output: string;
  durationMs: number;
  error?: ExecError;
}

export interface Executor {
  readonly language: ExecLanguage;
  run(code: string, input: ExecInput, limits?: Partial<ExecLimits>): Promise<ExecResult>;
  /** Frees isolates / processes. */
  close(): Promise<void>;
}
