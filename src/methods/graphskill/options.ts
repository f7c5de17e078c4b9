/**
 * GraphSkill's settings. The paper's ablations are switches: w/o Retrieval (`retrieval: 'none'`),
 * w/o Hierarchy (`'tfidf'`, flat top-k), w/o Debugging (`debug: false`), w/o Test cases (`tests:
 * false`: debugging on execution errors only), w/o Ret + Deb (both). `'flat'` is the flat LLM
 * screening GraphSkill compares its retrieval with.
 */
import { z } from 'zod';
import { GrrafError } from '../../errors.js';
import type { ExecLimits } from '../../exec/executor.js';
import type { CommonOptions } from '../method.js';
import { DEFAULT_TEST_COUNT } from '../shared/self-tests/index.js';

/** Which retriever finds the documents. */
export type RetrievalChoice = 'hierarchical' | 'layered' | 'compact' | 'flat' | 'tfidf' | 'none';

export interface GraphSkillOptions extends CommonOptions {
  retrieval: RetrievalChoice;
  /** Generate labeled test cases and debug against them (off: debug on execution errors only). */
  tests: boolean;
  /** Debug and refine the program (off: one program, run once). */
  debug: boolean;
  /** k, the debugging budget; `maxRepairs` (the common feedback-round setting) sets it too. */
  maxDebugRounds: number;
  /**
   * The documentation tree: 'grraf' (the library JavaScript programs call; the only one for js),
   * or for Python 'networkx' (the installed NetworkX, introspected) or the path of a GraphSkill
   * JSON tree.
   */
  tree: string;
  /** k of the flat TF-IDF retriever. */
  topK: number;
  /** Test cases asked for. */
  testCount: number;
  /** Reuse a validated program for every later question of the same task (same wording, inputs and graph kind). */
  reuse: boolean;
  /** Time limit of one test case run (tiny graphs), in milliseconds. */
  testTimeLimitMs: number;
  /** Other executor limits (memory, output). */
  execLimits: Partial<Omit<ExecLimits, 'timeLimitMs'>>;
}

/**
 * Defaults: k = 3 and 8 test cases as GraphSkill's released code (`max_correction_rounds=3`,
 * `MIN_CASES = 8`; the paper's text does not keep its k), TF-IDF top-3 as its baselines.
 */
export const DEFAULT_GRAPHSKILL_OPTIONS: Omit<GraphSkillOptions, 'tree'> = {
  language: 'js',
  timeLimitMs: 5 * 60_000,
  maxRepairs: 3,
  phrase: true,
  // at most three model calls on GraphSkill's tree, and the better F1 on both query sets (docs/benchmarks.md)
  retrieval: 'compact',
  tests: true,
  debug: true,
  maxDebugRounds: 3,
  topK: 3,
  testCount: DEFAULT_TEST_COUNT,
  reuse: true,
  testTimeLimitMs: 10_000,
  execLimits: {},
};

/** The options GraphSkill reads beyond the common ones. */
export const graphskillOptionsSchema = z
  .object({
    retrieval: z.enum(['hierarchical', 'layered', 'compact', 'flat', 'tfidf', 'none']),
    tests: z.boolean(),
    debug: z.boolean(),
    maxDebugRounds: z.number().int().nonnegative(),
    tree: z.string().min(1),
    topK: z.number().int().positive(),
    testCount: z.number().int().positive().max(30),
    reuse: z.boolean(),
    testTimeLimitMs: z.number().int().positive(),
  })
  .partial();

/** Defaults overlaid with `options`; a 'config' error for a language or tree GraphSkill cannot use. */
export function resolveGraphSkillOptions(options: Partial<GraphSkillOptions> = {}): GraphSkillOptions {
  const o = { ...DEFAULT_GRAPHSKILL_OPTIONS, ...options };
  if (options.maxDebugRounds === undefined && options.maxRepairs !== undefined)
    o.maxDebugRounds = options.maxRepairs;
  if (o.language === 'cypher') {
    throw new GrrafError(
      'config',
      'GraphSkill writes JavaScript or Python programs: use --lang js or python',
      {
        field: 'language',
      },
    );
  }
  const tree = options.tree ?? (o.language === 'js' ? 'grraf' : 'networkx');
  if (o.language === 'js' && tree !== 'grraf') {
    throw new GrrafError(
      'config',
      `tree ${tree}: JavaScript programs call grraf's library, whose tree is 'grraf'; NetworkX trees are for --lang python`,
      { field: 'tree' },
    );
  }
  if (o.language === 'python' && tree === 'grraf') {
    throw new GrrafError(
      'config',
      "tree grraf documents the JavaScript library: use 'networkx' or a GraphSkill JSON file",
      {
        field: 'tree',
      },
    );
  }
  return { ...o, tree, execLimits: { ...options.execLimits } };
}
