/**
 * Program reuse as a method uses it, written once for every method that keeps programs (GRRAF's
 * two pipelines, GraphSkill): look the question up in its scope (noting any wait for earlier
 * questions), run a cached program with this question's inputs, release the pattern's lease, and
 * keep a program that answered when the reuse guard finds it reusable. What the method says about
 * each decision in its trace stays with the method.
 */
import type { ExecLanguage } from '../../exec/executor.js';
import type { LlmContext } from '../../llm/llm-runtime.js';
import type { Trace } from '../../trace/trace.js';
import { executeProgram, type ProgramRun, type ProgramRunner } from '../shared/program-loop.js';
import { cacheScope, type ScopeInput } from './cache-scope.js';
import { noteCacheWait } from './cache-wait.js';
import type { CachedProgram, CacheHit, CacheMiss, ProgramCache } from './program-cache.js';
import { type ProgramParams, paramOrder, questionPattern, withPlaceholders } from './question-pattern.js';
import { reuseRefusal } from './reuse-guard.js';

/** A lookup in progress for one question; a miss holds its pattern's lease until `releaseReuse`. */
export interface Reuse {
  cache: ProgramCache;
  scope: string;
  found: CacheHit | CacheMiss;
}

/** Looks the question up in the scope its program would be valid in; notes a wait in `trace`. */
export async function lookupReuse(
  cache: ProgramCache,
  scope: ScopeInput,
  question: string,
  trace: Trace,
): Promise<Reuse> {
  const key = cacheScope(scope);
  const found = await cache.lookup(key, question, scope.params);
  noteCacheWait(trace, found);
  return { cache, scope: key, found };
}

/** Lets other questions of the pattern proceed (a no-op after a hit, or without a lookup). */
export function releaseReuse(reuse: Reuse | undefined): void {
  if (reuse && !reuse.found.hit) reuse.found.release();
}

/** Runs a cached program with this question's inputs; the caller decides what a failure means. */
export function runReused(llm: LlmContext, runner: ProgramRunner, hit: CacheHit): Promise<ProgramRun> {
  return executeProgram(llm, { ...runner, input: { ...runner.input, params: hit.params } }, hit.entry.code);
}

/** A program that just answered, as a candidate for reuse. */
export interface AnsweredProgram {
  code: string;
  language: ExecLanguage;
  /** Every input it was run with. */
  params: ProgramParams;
  instance: { nodeCount: number; edgeCount: number };
}

/** What is stored besides the program: the question it answered and its texts, with this question's values. */
export interface ReuseTexts {
  question: string;
  /** P' as the model wrote it (default: the question's pattern, for methods that do not rewrite it). */
  refined?: string;
  answerFormat: string;
  assumption?: string;
  /** The answer sentence as a template (already with placeholders). */
  sentence?: string;
}

/** Why `program` will not be kept for reuse, or undefined when it will. */
export function reuseRefusalOf(program: AnsweredProgram): string | undefined {
  return reuseRefusal(program.code, program.language, program.params, program.instance);
}

/** Stores the program when the guard finds it reusable: the stored entry, or why it was refused. */
export async function keepReusable(
  reuse: Reuse,
  program: AnsweredProgram,
  texts: ReuseTexts,
): Promise<{ stored: CachedProgram } | { refused: string }> {
  const refused = reuseRefusalOf(program);
  if (refused !== undefined) return { refused };
  const { params } = program;
  const pattern = questionPattern(texts.question, params);
  const stored: CachedProgram = {
    pattern,
    params: paramOrder(params),
    language: program.language,
    code: program.code,
    // Texts the model wrote may still carry this question's values: they become placeholders too.
    refined: texts.refined === undefined ? pattern : withPlaceholders(texts.refined, params),
    answerFormat: withPlaceholders(texts.answerFormat, params),
    ...(texts.assumption ? { assumption: withPlaceholders(texts.assumption, params) } : {}),
    ...(texts.sentence !== undefined ? { sentence: texts.sentence } : {}),
    origin: { question: texts.question, at: new Date().toISOString() },
  };
  await (reuse.found.hit ? reuse.cache.store(reuse.scope, stored) : reuse.found.store(stored));
  return { stored };
}
