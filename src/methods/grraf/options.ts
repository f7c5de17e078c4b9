/**
 * GRRAF's loop policy as data. Defaults follow the paper: t = 5 minutes, n = 3 feedback rounds.
 * `pipeline` picks the steps: `lean` (the default) writes the refined question and the program in
 * one call that sees the library index, with the question's parameters as named inputs; `paper` is
 * the paper's sequence (refine, template, code), prompt for prompt, to reproduce its figures.
 */
import { z } from 'zod';
import type { ExecLimits } from '../../exec/executor.js';
import type { CommonOptions } from '../method.js';
import type { GraphAccessOption } from './graph-access.js';

/** The two step sequences. */
export type GrrafPipeline = 'lean' | 'paper';

export interface GrrafOptions extends CommonOptions {
  /** `lean`: one compile call; `paper`: refine → template → code, as in the paper. */
  pipeline: GrrafPipeline;
  /** Fall back to direct prompting when the loop fails (step 7). */
  fallback: boolean;
  /** The direct prompt may carry the serialized graph only up to this many (estimated) tokens. */
  fallbackTokenBudget: number;
  /** `tests`: a program's answer is trusted only once it passes self-generated test cases (JavaScript, Python). */
  validate: 'none' | 'tests';
  /**
   * The lean pipeline asks the program for the evidence its answer rests on (a path, a cycle, a
   * cut, ...; JavaScript and Python), and checks it against the graph: a failed check is a repair
   * round. Runs recorded before this option existed ran without it.
   */
  evidence: boolean;
  /**
   * How a program reaches the graph: `load` it whole as `G`, `query` the store from a JavaScript
   * program with `cypher()`, or `auto` (query above AUTO_QUERY_ABOVE_EDGES edges): graph-access.ts.
   */
  graphAccess: GraphAccessOption;
  /** Other executor limits (memory, output, rows). */
  execLimits: Partial<Omit<ExecLimits, 'timeLimitMs'>>;
}

/** The paper's loop defaults, with the lean pipeline. */
export const DEFAULT_GRRAF_OPTIONS: GrrafOptions = {
  language: 'js',
  timeLimitMs: 5 * 60_000,
  maxRepairs: 3,
  phrase: true,
  pipeline: 'lean',
  fallback: true,
  fallbackTokenBudget: 12_000,
  validate: 'none',
  evidence: true,
  graphAccess: 'auto',
  execLimits: {},
};

/** The options GRRAF reads beyond the common ones. */
export const grrafOptionsSchema = z
  .object({
    pipeline: z.enum(['lean', 'paper']),
    fallback: z.boolean(),
    fallbackTokenBudget: z.number().int().positive(),
    validate: z.enum(['none', 'tests']),
    evidence: z.boolean(),
    graphAccess: z.enum(['load', 'query', 'auto']),
  })
  .partial();

/** Defaults overlaid with the given options. */
export function resolveGrrafOptions(options: Partial<GrrafOptions> = {}): GrrafOptions {
  const o = { ...DEFAULT_GRRAF_OPTIONS, ...options };
  return { ...o, execLimits: { ...DEFAULT_GRRAF_OPTIONS.execLimits, ...options.execLimits } };
}
