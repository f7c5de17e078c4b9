/**
 * GRRAF with a program cache: before any model call, look for a program validated on an earlier
 * question of the same shape and run it with this question's parameters; after a question's own
 * program answered, store it when it is reusable. A cached program that fails here (error,
 * time-out, no answer) is not trusted for this question: the caller compiles a new one, which then
 * replaces it. Every decision is a trace note saying which program ran and where it came from.
 */

import type { CheckedEvidence } from '../../evidence/evidence.js';
import type { GraphSchema } from '../../graph/schema.js';
import { addNote } from '../../trace/steps.js';
import type { CachedProgram, CacheHit } from '../program-cache/program-cache.js';
import {
  type AnsweredProgram,
  keepReusable,
  lookupReuse,
  type Reuse,
  releaseReuse,
  reuseRefusalOf,
  runReused,
} from '../program-cache/program-reuse.js';
import { fillPattern, type ProgramParams } from '../program-cache/question-pattern.js';
import type { GraphInput } from '../shared/graph-input.js';
import { fillSentence } from '../shared/phrase.js';
import type { ProgramRunner } from '../shared/program-loop.js';
import { cacheNote, reuseNote } from '../shared/reuse-notes.js';
import type { SchemaStep } from '../shared/schema-step.js';
import type { AnswerValue, Solution } from '../solution.js';
import {
  answered,
  type CacheState,
  detailsOf,
  type GrrafDetails,
  type GrrafRun,
  programRunner,
  type RunFacts,
  type RunProgram,
  remember,
} from './grraf-run.js';
import type { Refinement } from './refine.js';

export type { Reuse } from '../program-cache/program-reuse.js';

/** Looks the question up; a miss holds the lease of its pattern until `releaseReuse`. */
export function lookupProgram(
  g: GrrafRun,
  input: GraphInput,
  schema: { schema: GraphSchema; schemaPrime?: GraphSchema },
  params: ProgramParams,
  shown?: string,
): Promise<Reuse> {
  const scope = {
    method: `grraf/${g.options.pipeline}`,
    language: g.options.language,
    schema: schema.schema,
    ...(schema.schemaPrime ? { schemaPrime: schema.schemaPrime } : {}),
    hints: input.hints,
    params,
    ...(shown ? { shown } : {}),
  };
  return lookupReuse(g.cache!, scope, input.question, g.run.trace);
}

/** Where a pipeline's programs would run, and what a cached one is looked up by. */
export interface ReuseSite {
  input: GraphInput;
  schema: { schema: GraphSchema; schemaPrime?: GraphSchema };
  /** The schema step with its store, once the store holds the graph. */
  ready: () => Promise<SchemaStep>;
  params: ProgramParams;
  /** Instance text the prompt shows (G_prime's edges for Cypher). */
  shown: string | undefined;
  /** Programs query the store instead of getting G (query mode: see programRunner). */
  queryMode: boolean;
}

/**
 * Both pipelines' frame around the cache: the answer of a cached program that works on this
 * question, else `compile` (which may keep its program in the lease it is given); the pattern's
 * lease is released however it ends. Without `cached`, `compile` runs with no lookup.
 */
export async function reusedOrCompiled(
  g: GrrafRun,
  known: RunFacts,
  site: ReuseSite,
  cached: boolean,
  compile: (facts: RunFacts, reuse: Reuse | undefined) => Promise<Solution<GrrafDetails>>,
): Promise<Solution<GrrafDetails>> {
  const { input, params } = site;
  const reuse = cached ? await lookupProgram(g, input, site.schema, params, site.shown) : undefined;
  try {
    let facts = known;
    if (reuse?.found.hit) {
      const hit = reuse.found;
      const reused = await g.run.during('execute', async () =>
        runCachedProgram(g, hit, await programRunner(g, site.queryMode, input, await site.ready(), params)),
      );
      if (reused.ok) {
        const { refinement, program } = reused;
        const hitFacts = remember(g, facts, { refinement, program, cache: 'hit' });
        return answered(g, hitFacts, reused.answer, detailsOf(g, hitFacts, 'reused', 0), reused);
      }
      // The cached program failed here: a new one is compiled, and the cache state says so whatever
      // happens to that one. The filled-in P' of the cached entry stays until the compile gives its own.
      facts = remember(g, facts, { refinement: reused.refinement, cache: 'stale' });
    }
    return await compile(facts, reuse);
  } finally {
    releaseReuse(reuse);
  }
}

/** A cached program's run on this question: its answer (with P' and the program), or that it failed. */
export type CachedRun =
  | {
      ok: true;
      answer: AnswerValue;
      evidence?: CheckedEvidence;
      sentence?: string;
      refinement: Refinement;
      program: RunProgram;
    }
  | { ok: false; refinement: Refinement };

/** Runs a cached program on this question: its answer (and evidence), or that it failed here. */
export async function runCachedProgram(
  g: GrrafRun,
  hit: CacheHit,
  runner: ProgramRunner,
): Promise<CachedRun> {
  const { entry, params } = hit;
  const refinement = filledRefinement(entry, params);
  addNote(
    g.run.trace,
    'reuse',
    `running the cached program compiled for "${entry.origin.question}" (${entry.origin.at})`,
    { data: reuseNote(hit, g.cache!.storage.description) },
  );
  const r = await runReused(g.run.ctx.llm, runner, hit);
  if (r.failure === undefined) {
    const template = g.options.phrase ? entry.sentence : undefined;
    const sentence = template !== undefined ? fillSentence(template, r.answer!, params) : undefined;
    if (template !== undefined) {
      addNote(
        g.run.trace,
        'phrase',
        `phrased from the cached program's sentence template, with no model call`,
        {
          data: { template },
        },
      );
    }
    return {
      ok: true,
      answer: r.answer!,
      ...(r.evidence ? { evidence: r.evidence } : {}),
      ...(sentence !== undefined ? { sentence } : {}),
      refinement,
      program: { language: entry.language, code: entry.code },
    };
  }
  const why = `${r.failure!.kind}: ${r.failure!.message}`;
  addNote(g.run.trace, 'reuse', `the cached program failed on this question (${why}); compiling a new one`, {
    error: { code: r.failure!.kind, message: r.failure!.message },
  });
  return { ok: false, refinement };
}

/** What a compiled program answered, to decide whether it is kept. */
export interface Validated extends AnsweredProgram {
  /** Its answer sentence as a template, when the run phrased one (shared/phrase.ts). */
  sentence?: string;
  /** P' with `{name}` placeholders. */
  refinement: Refinement;
}

/** Why the program that just answered will not be kept for reuse, or undefined when it will. */
export function keepRefusal(v: AnsweredProgram): string | undefined {
  return reuseRefusalOf(v);
}

/**
 * Stores the program that just answered, when the guard finds it reusable; notes either way. The
 * cache state that follows from `before`: stored or not, unless an earlier cached program went stale.
 */
export async function keepProgram(
  g: GrrafRun,
  before: CacheState,
  reuse: Reuse,
  input: GraphInput,
  v: Validated,
): Promise<CacheState> {
  const kept = await keepReusable(reuse, v, {
    question: input.question,
    refined: v.refinement.refined,
    answerFormat: v.refinement.answerFormat,
    ...(v.refinement.assumption ? { assumption: v.refinement.assumption } : {}),
    ...(v.sentence !== undefined ? { sentence: v.sentence } : {}),
  });
  if ('refused' in kept) {
    addNote(g.run.trace, 'cache', `not stored for reuse: ${kept.refused}`);
    return before === 'stale' ? 'stale' : 'not-stored';
  }
  addNote(g.run.trace, 'cache', `stored for questions of the form "${kept.stored.pattern}"`, {
    data: cacheNote(kept.stored),
  });
  return before === 'stale' ? 'stale' : 'stored';
}

/** A cached entry's refinement, placeholders filled with this question's values. */
function filledRefinement(entry: CachedProgram, params: ProgramParams): Refinement {
  return {
    refined: fillPattern(entry.refined, params),
    answerFormat: fillPattern(entry.answerFormat, params),
    ...(entry.assumption ? { assumption: fillPattern(entry.assumption, params) } : {}),
  };
}
