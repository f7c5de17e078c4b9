/**
 * GRRAF's loop policy as data. Defaults follow the paper: t = 5 minutes, n = 3 feedback rounds.
 */
import type { ExecLanguage, ExecLimits } from '../../exec/executor.js';

export interface GrrafOptions {
  /** Language of the generated program. */
  language: ExecLanguage;
  /** Time limit t for one execution, in milliseconds. */
  timeLimitMs: number;
  /** At most n feedback rounds (error or time-out → revised program). */
  maxRepairs: number;
  /** Turn the answer into a sentence (step 8). */
  phrase: boolean;
  /** Fall back to direct prompting when the loop fails (step 7). */
  fallback: boolean;
  /** The direct prompt may carry the serialized graph only up to this many (estimated) tokens. */
  fallbackTokenBudget: number;
  /** Other executor limits (memory, output, rows). */
  execLimits: Partial<Omit<ExecLimits, 'timeLimitMs'>>;
}

/** The paper's defaults. */
export const DEFAULT_GRRAF_OPTIONS: GrrafOptions = {
  language: 'js',
  timeLimitMs: 5 * 60_000,
  maxRepairs: 3,
  phrase: true,
  fallback: true,
  fallbackTokenBudget: 12_000,
  execLimits: {},
};

/** Defaults overlaid with the given options. */
export function resolveGrrafOptions(options: Partial<GrrafOptions> = {}): GrrafOptions {
  const o = { ...DEFAULT_GRRAF_OPTIONS, ...options };
  return { ...o, execLimits: { ...DEFAULT_GRRAF_OPTIONS.execLimits, ...options.execLimits } };
}
