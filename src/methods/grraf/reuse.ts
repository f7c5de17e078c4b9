/**
 * GRRAF with a program cache: before any model call, look for a program validated on an earlier
 * question of the same shape and run it with this question's parameters; after a question's own
 * program answered, store it when it is reusable. A cached program that fails here (error,
 * time-out, no answer) is not trusted for this question: the caller compiles a new one, which then
 * replaces it. Every decision is a trace note saying which program ran and where it came from.
 */

import type { CheckedEvidence } from '../../evidence/evidence.js';
import type { ExecInput, ExecLanguage } from '../../exec/executor.js';
import type { GraphSchema } from '../../graph/schema.js';
import { cacheScope } from '../program-cache/cache-scope.js';
import { noteCacheWait } from '../program-cache/cache-wait.js';
import type { CachedProgram, CacheHit, CacheMiss } from '../program-cache/program-cache.js';
import {
  fillPattern,
  type ProgramParams,
  paramOrder,
  questionPattern,
  withPlaceholders,
} from '../program-cache/question-pattern.js';
import { reuseRefusal } from '../program-cache/reuse-guard.js';
import type { GraphInput } from '../shared/graph-input.js';
import { fillSentence } from '../shared/phrase.js';
import { executeProgram, type ProgramRunner } from '../shared/program-loop.js';
import { addNote } from '../shared/trace-notes.js';
import type { AnswerValue } from '../solution.js';
import type { GrrafRun } from './grraf-run.js';
import type { Refinement } from './refine.js';

/** A cache lookup in progress for one question. */
export interface Reuse {
  scope: string;
  found: CacheHit | CacheMiss;
}

/** Looks the question up; a miss holds the lease of its pattern until `releaseReuse`. */
export async function lookupProgram(
  g: GrrafRun,
  input: GraphInput,
  schema: { schema: GraphSchema; schemaPrime?: GraphSchema },
  params: ProgramParams,
  shown?: string,
): Promise<Reuse> {
  const scope = cacheScope({
    method: `grraf/${g.options.pipeline}`,
    language: g.options.language,
    schema: schema.schema,
    ...(schema.schemaPrime ? { schemaPrime: schema.schemaPrime } : {}),
    hints: input.hints,
    params,
    ...(shown ? { shown } : {}),
  });
  const found = await g.cache!.lookup(scope, input.question, params);
  noteCacheWait(g.run.trace, found);
  return { scope, found };
}

/** Lets other questions of the pattern proceed (a no-op after a hit). */
export function releaseReuse(reuse: Reuse | undefined): void {
  if (reuse && !reuse.found.hit) reuse.found.release();
}

/** Runs a cached program on this question; its answer (and evidence), or undefined when it failed here. */
export async function runCachedProgram(
  g: GrrafRun,
  hit: CacheHit,
  runner: ProgramRunner,
): Promise<{ answer: AnswerValue; evidence?: CheckedEvidence; sentence?: string } | undefined> {
  const { entry, params } = hit;
  g.refinement = filledRefinement(entry, params);
  addNote(
    g.run.trace,
    'reuse',
    `running the cached program compiled for "${entry.origin.question}" (${entry.origin.at})`,
    { data: { pattern: entry.pattern, params, origin: entry.origin, cache: g.cache!.storage.description } },
  );
  const input: ExecInput = { ...runner.input, params };
  const r = await executeProgram(g.run.ctx.llm, { ...runner, input }, entry.code);
  if (r.failure === undefined) {
    g.program = { language: entry.language, code: entry.code };
    g.cacheState = 'hit';
    const sentence =
      g.options.phrase && entry.sentence !== undefined
        ? fillSentence(entry.sentence, r.answer!, params)
        : undefined;
    if (sentence !== undefined) {
      addNote(
        g.run.trace,
        'phrase',
        `phrased from the cached program's sentence template, with no model call`,
        {
          data: { template: entry.sentence },
        },
      );
    }
    return {
      answer: r.answer!,
      ...(r.evidence ? { evidence: r.evidence } : {}),
      ...(sentence !== undefined ? { sentence } : {}),
    };
  }
  const why = `${r.failure!.kind}: ${r.failure!.message}`;
  addNote(g.run.trace, 'reuse', `the cached program failed on this question (${why}); compiling a new one`, {
    error: { code: r.failure!.kind, message: r.failure!.message },
  });
  g.cacheState = 'stale';
  return undefined;
}

/** What a compiled program answered, to decide whether it is kept. */
export interface Validated {
  /** Its answer sentence as a template, when the run phrased one (shared/phrase.ts). */
  sentence?: string;
  code: string;
  language: ExecLanguage;
  /** Every input it was run with (the question's and those the model named). */
  params: ProgramParams;
  /** P' with `{name}` placeholders. */
  refinement: Refinement;
  instance: { nodeCount: number; edgeCount: number };
}

/** Why the program that just answered will not be kept for reuse, or undefined when it will. */
export function keepRefusal(v: Omit<Validated, 'refinement' | 'sentence'>): string | undefined {
  return reuseRefusal(v.code, v.language, v.params, v.instance);
}

/** Stores the program that just answered, when the guard finds it reusable; notes either way. */
export async function keepProgram(g: GrrafRun, reuse: Reuse, input: GraphInput, v: Validated): Promise<void> {
  const refusal = keepRefusal(v);
  if (refusal !== undefined) {
    g.cacheState = g.cacheState === 'stale' ? 'stale' : 'not-stored';
    addNote(g.run.trace, 'cache', `not stored for reuse: ${refusal}`);
    return;
  }
  const entry: CachedProgram = {
    pattern: questionPattern(input.question, v.params),
    params: paramOrder(v.params),
    language: v.language,
    code: v.code,
    // P' as the model wrote it may still carry this question's values: they become placeholders too.
    refined: withPlaceholders(v.refinement.refined, v.params),
    answerFormat: withPlaceholders(v.refinement.answerFormat, v.params),
    ...(v.refinement.assumption ? { assumption: withPlaceholders(v.refinement.assumption, v.params) } : {}),
    ...(v.sentence !== undefined ? { sentence: v.sentence } : {}),
    origin: { question: input.question, at: new Date().toISOString() },
  };
  await (reuse.found.hit ? g.cache!.store(reuse.scope, entry) : reuse.found.store(entry));
  if (g.cacheState !== 'stale') g.cacheState = 'stored';
  addNote(g.run.trace, 'cache', `stored for questions of the form "${entry.pattern}"`, {
    data: { pattern: entry.pattern, params: entry.params },
  });
}

/** A cached entry's refinement, placeholders filled with this question's values. */
function filledRefinement(entry: CachedProgram, params: ProgramParams): Refinement {
  return {
    refined: fillPattern(entry.refined, params),
    answerFormat: fillPattern(entry.answerFormat, params),
    ...(entry.assumption ? { assumption: fillPattern(entry.assumption, params) } : {}),
  };
}
