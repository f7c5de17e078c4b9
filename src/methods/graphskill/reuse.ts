/**
 * Program reuse (GraphSkill §4.3: "the validated code is executed on the graph instances") through
 * the program cache the caller owns (methods/program-cache; the bench makes one per run): a program
 * validated on one question of a task runs for every later question of the same shape — the same
 * wording with other inputs, the same kind of graph, the same GraphSkill settings — with that
 * question's inputs in `params`, and no model call. The cache's reuse guard keeps out programs
 * that write an instance's values into the code; a cached program that fails on a later graph is
 * not trusted there: the question compiles its own, which replaces it.
 */
import type { GraphSchema } from '../../graph/schema.js';
import type { Trace } from '../../trace/trace.js';
import type { ProgramCache } from '../program-cache/program-cache.js';
import {
  type AnsweredProgram,
  keepReusable,
  lookupReuse,
  type Reuse,
} from '../program-cache/program-reuse.js';
import type { ProgramParams } from '../program-cache/question-pattern.js';
import type { GraphInput } from '../shared/graph-input.js';
import type { GraphSkillOptions } from './options.js';

export type { Reuse } from '../program-cache/program-reuse.js';

/** The settings that shape a GraphSkill program, as the cache scope's method variant. */
function variant(o: GraphSkillOptions): string {
  const tree = o.retrieval === 'none' ? 'none' : o.tree;
  return `graphskill/${o.retrieval}/${tree}/top${o.topK}/tests=${o.tests}/debug=${o.debug}/k=${o.maxDebugRounds}/cases=${o.testCount}`;
}

/** Looks the question up (noting any wait in `trace`); a miss holds the lease of its pattern until released. */
export function lookupProgram(
  cache: ProgramCache,
  o: GraphSkillOptions,
  input: GraphInput,
  schema: GraphSchema,
  params: ProgramParams,
  trace: Trace,
): Promise<Reuse> {
  const scope = { method: variant(o), language: o.language, schema, hints: input.hints, params };
  return lookupReuse(cache, scope, input.question, trace);
}

/** What the coding agent validated and ran on this question. */
export interface Validated extends AnsweredProgram {
  answerFormat?: string;
}

/** Stores the program when the guard finds it reusable; the reason it was not stored otherwise. */
export async function keepProgram(
  reuse: Reuse,
  input: GraphInput,
  v: Validated,
): Promise<string | undefined> {
  // GraphSkill does not rewrite the question: the task is its own refined form (the default).
  const kept = await keepReusable(reuse, v, {
    question: input.question,
    answerFormat: v.answerFormat ?? 'as the task asks',
  });
  return 'refused' in kept ? kept.refused : undefined;
}
