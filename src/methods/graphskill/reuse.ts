/**
 * Program reuse (GraphSkill §4.3: "the validated code is executed on the graph instances") through
 * the program cache the caller owns (methods/program-cache; the bench makes one per run): a program
 * validated on one question of a task runs for every later question of the same shape — the same
 * wording with other inputs, the same kind of graph, the same GraphSkill settings — with that
 * question's inputs in `params`, and no model call. The cache's reuse guard keeps out programs
 * that write an instance's values into the code; a cached program that fails on a later graph is
 * not trusted there: the question compiles its own, which replaces it.
 */
import type { ExecLanguage } from '../../exec/executor.js';
import type { GraphSchema } from '../../graph/schema.js';
import { cacheScope } from '../program-cache/cache-scope.js';
import type { CachedProgram, CacheHit, CacheMiss, ProgramCache } from '../program-cache/program-cache.js';
import {
  type ProgramParams,
  paramOrder,
  questionPattern,
  withPlaceholders,
} from '../program-cache/question-pattern.js';
import { reuseRefusal } from '../program-cache/reuse-guard.js';
import type { GraphInput } from '../shared/graph-input.js';
import type { GraphSkillOptions } from './options.js';

/** A lookup in progress for one question. */
export interface Reuse {
  cache: ProgramCache;
  scope: string;
  found: CacheHit | CacheMiss;
}

/** The settings that shape a GraphSkill program, as the cache scope's method variant. */
function variant(o: GraphSkillOptions): string {
  const tree = o.retrieval === 'none' ? 'none' : o.tree;
  return `graphskill/${o.retrieval}/${tree}/top${o.topK}/tests=${o.tests}/debug=${o.debug}/k=${o.maxDebugRounds}/cases=${o.testCount}`;
}

/** Looks the question up; a miss holds the lease of its pattern until released. */
export async function lookupProgram(
  cache: ProgramCache,
  o: GraphSkillOptions,
  input: GraphInput,
  schema: GraphSchema,
  params: ProgramParams,
): Promise<Reuse> {
  const scope = cacheScope({ method: variant(o), language: o.language, schema, hints: input.hints, params });
  const found = await cache.lookup(scope, input.question, params);
  return { cache, scope, found };
}

/** What the coding agent validated and ran on this question. */
export interface Validated {
  code: string;
  language: ExecLanguage;
  answerFormat?: string;
  params: ProgramParams;
  instance: { nodeCount: number; edgeCount: number };
}

/** Stores the program when the guard finds it reusable; the reason it was not stored otherwise. */
export async function keepProgram(
  reuse: Reuse,
  input: GraphInput,
  v: Validated,
): Promise<string | undefined> {
  const refusal = reuseRefusal(v.code, v.language, v.params, v.instance);
  if (refusal !== undefined) return refusal;
  const pattern = questionPattern(input.question, v.params);
  const entry: CachedProgram = {
    pattern,
    params: paramOrder(v.params),
    language: v.language,
    code: v.code,
    // GraphSkill does not rewrite the question: the task is its own refined form.
    refined: pattern,
    answerFormat: withPlaceholders(v.answerFormat ?? 'as the task asks', v.params),
    origin: { question: input.question, at: new Date().toISOString() },
  };
  await (reuse.found.hit ? reuse.cache.store(reuse.scope, entry) : reuse.found.store(entry));
  return undefined;
}
