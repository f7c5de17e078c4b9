/**
 * GRRAF end to end: graph in, then one of two step sequences (options.pipeline) — `lean` (one
 * compile call whose program reads the question's parameters, reused through a program cache when
 * the caller gives one) or `paper` (Figure 2 of the paper: refine → template → schema → code) —
 * then execute with time limit t and feedback (≤ n rounds), fall back to direct prompting, phrase.
 * Every step is its own exported function; this file only picks the sequence.
 */
import type { Method, MethodContext, Task } from '../method.js';
import { type MethodRun, solveWith } from '../shared/method-run.js';
import type { MethodServices } from '../shared/services.js';
import type { Solution } from '../solution.js';
import { checkGraphAccessOption } from './graph-access.js';
import {
  type GrrafDetails,
  type GrrafRun,
  type GrrafStep,
  initialFacts,
  prepareGraphs,
  type RunFacts,
  withFacts,
} from './grraf-run.js';
import { solveLean } from './lean.js';
import { type GrrafOptions, grrafOptionsSchema, resolveGrrafOptions } from './options.js';
import { solvePaper } from './paper.js';

export type { CacheState, GrrafDetails } from './grraf-run.js';

/** GRRAF's context: the method context, and a program cache the caller owns (see program-cache/). */

/** Solves one task with GRRAF; failures become a Solution whose `error` names the step. */
export function solveGrraf(
  task: Task,
  ctx: MethodContext,
  options: Partial<GrrafOptions>,
  given: MethodServices,
): Promise<Solution<GrrafDetails>> {
  const services = ctx.cypherStore ? { ...given, cypherStore: ctx.cypherStore } : given;
  const resolved = resolveGrrafOptions(options);
  const start = initialFacts(resolved, ctx.programCache);
  // What the run established before a step threw: only solveWith's catch reads it (GrrafRun.known).
  const known: RunFacts = { ...start };
  let thrown = false;
  const failed = (): GrrafDetails => {
    thrown = true;
    return {
      path: 'failed',
      repairs: 0,
      pipeline: resolved.pipeline,
      cache: known.cache,
      graphAccess: known.access,
    };
  };
  return solveWith('grraf', task, ctx, failed, async (run: MethodRun<GrrafStep>) => {
    const g: GrrafRun = {
      run,
      options: resolved,
      services,
      known,
      ...(ctx.programCache ? { cache: ctx.programCache } : {}),
    };
    checkGraphAccessOption(resolved);
    const input = run.readInput(services);
    await prepareGraphs(g, input);
    if (resolved.pipeline === 'paper') return solvePaper(g, start, input);
    return solveLean(g, start, input);
  }).then((s) => (thrown ? withFacts(s, known) : s));
}

/** GRRAF as a Method, over the given services. */
export function createGrrafMethod(services: MethodServices): Method<GrrafOptions, GrrafDetails> {
  return {
    name: 'grraf',
    options: grrafOptionsSchema,
    solve: (task, ctx, options = {}) => solveGrraf(task, ctx, options, services),
  };
}
