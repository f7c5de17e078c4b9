/**
 * One GRRAF run's state and the steps both pipelines end with: the executor, the answer sentence
 * (step 8), and what happens when the loop gave up — the fallback to direct prompting (step 7), or,
 * when the model said its engine cannot compute the answer exactly, a traced "could not compute"
 * instead of a guess.
 */
import type { CheckedEvidence } from '../../evidence/evidence.js';
import type { ExecInput, Executor } from '../../exec/executor.js';
import { addNote } from '../../trace/steps.js';
import type { ProgramCache } from '../program-cache/program-cache.js';
import type { ProgramParams } from '../program-cache/question-pattern.js';
import { answerText } from '../shared/answer.js';
import type { GraphInput } from '../shared/graph-input.js';
import type { MethodRun } from '../shared/method-run.js';
import { answerSentence } from '../shared/phrase.js';
import { graphsInHand, programGraphs } from '../shared/program-graphs.js';
import type { LoopOutcome, ProgramRunner } from '../shared/program-loop.js';
import { LANGUAGE_NAMES } from '../shared/program-prompts.js';
import type { SchemaStep } from '../shared/schema-step.js';
import type { MethodServices } from '../shared/services.js';
import type { AnswerValue, Solution, SolutionError } from '../solution.js';
import { directAnswer } from './fallback.js';
import type { GraphAccess } from './graph-access.js';
import type { GrrafOptions, GrrafPipeline } from './options.js';
import type { Refinement } from './refine.js';

declare module '../../trace/trace.js' {
  interface TraceNotes {
    /** Why the fallback to direct prompting gave no answer. */
    fallback: undefined;
  }
}

/** What the program cache did for a question. */
export type CacheState =
  /** No cache was given. */
  | 'off'
  /** A cached program answered: no model call for the program. */
  | 'hit'
  /** The question's program was compiled, validated, and stored for later questions. */
  | 'stored'
  /** Compiled but not stored (it failed, or it embeds instance values; the trace says which). */
  | 'not-stored'
  /** A cached program failed on this question; a new one was compiled for it. */
  | 'stale';

/** GRRAF's own facts about a run: which path produced the answer, after how many feedback rounds. */
export type GrrafDetails = {
  path: 'first-try' | 'repaired' | 'reused' | 'fallback' | 'failed';
  /** Feedback rounds used (n at most). */
  repairs: number;
  pipeline: GrrafPipeline;
  cache: CacheState;
  /** How programs reached the graph: loaded whole as `G`, or queried from the store (graph-access.ts). */
  graphAccess: GraphAccess;
};

/** GRRAF's steps (both pipelines), as the trace names them. */
export type GrrafStep =
  | 'schema'
  | 'refine'
  | 'template'
  | 'code'
  | 'compile'
  | 'tests'
  | 'execute'
  | 'fallback'
  | 'phrase';

/** A program with its language, as the Solution reports it. */
export type RunProgram = { language: string; code: string };

/**
 * What a run has established that its Solution reports: P' (with its assumption), the program,
 * what the cache did, how programs reach the graph. The steps return these; the pipelines pass
 * them on to the step that ends the run (`answered`, `afterFailure`).
 */
export interface RunFacts {
  refinement?: Refinement;
  program?: RunProgram;
  cache: CacheState;
  access: GraphAccess;
}

/** One GRRAF run: the shared frame, its settings, and what it has established so far. */
export interface GrrafRun {
  run: MethodRun<GrrafStep>;
  options: GrrafOptions;
  services: MethodServices;
  cache?: ProgramCache;
  /**
   * The facts established so far, for one reason only: a step that throws (a cancelled question, a
   * store or model that failed) ends the run in solveWith's catch, away from the values the steps
   * returned, and that Solution must still report them (grraf.ts: `failedDetails`, `withKnown`).
   * Written only by `remember`, which the pipelines call with what a step returned; nothing on the
   * normal paths reads it.
   */
  readonly known: RunFacts;
  /** The graphs its programs get, made once per run on first use (a store's export is costly). */
  graphs?: Promise<ExecInput['graphs']>;
}

/** The facts of a run that has established nothing yet. */
export function initialFacts(options: GrrafOptions, cache: ProgramCache | undefined): RunFacts {
  return { cache: cache ? 'not-stored' : 'off', access: options.language === 'cypher' ? 'query' : 'load' };
}

/**
 * `facts` with what a step just returned, which is also kept for a run that may yet throw (see
 * GrrafRun.known).
 */
export function remember(g: GrrafRun, facts: RunFacts, update: Partial<RunFacts>): RunFacts {
  Object.assign(g.known, update);
  return { ...facts, ...update };
}

/** The details of a run ending on `path`. */
export function detailsOf(
  g: GrrafRun,
  facts: RunFacts,
  path: GrrafDetails['path'],
  repairs: number,
): GrrafDetails {
  return { path, repairs, pipeline: g.options.pipeline, cache: facts.cache, graphAccess: facts.access };
}

/** The run's executor for its language (the same one on every call: see MethodRun.executor). */
export function acquireExecutor(g: GrrafRun): Promise<Executor> {
  return g.run.executor(g.options.language, g.services);
}

/**
 * JavaScript: has the executor start building the question's graphs into its next sandbox now,
 * on the sandbox's own thread, while this run loads the store and asks the model for the program
 * (at a million edges building G is the largest part of a run). Awaited until the build is under
 * way: the store's load is synchronous work that would otherwise hold back its start (on a
 * question that first loads isolated-vm, by a second at a million edges). Nothing else changes:
 * the run passes the same graph objects, and a sandbox holding other graphs is never used.
 */
export async function prepareGraphs(g: GrrafRun, input: GraphInput): Promise<void> {
  const graphs = graphsInHand(input);
  if (g.options.language !== 'js' || !graphs) return;
  if (g.options.graphAccess === 'query') return;
  await (await acquireExecutor(g)).prepareGraphs?.(graphs, programLimits(g));
}

/** A program's limits: the executor's, with the run's time limit. */
function programLimits(g: GrrafRun) {
  return { ...g.options.execLimits, timeLimitMs: g.options.timeLimitMs };
}

/** How the run's programs run: its executor, the question's graphs (or store) and parameters, the limits. */
export async function programRunner(
  g: GrrafRun,
  queryMode: boolean,
  input: GraphInput,
  step: SchemaStep,
  params: ProgramParams,
): Promise<ProgramRunner> {
  // In query mode the program reads the store itself: no G is exported or built (a second graph,
  // a small pattern the store does not hold, is still given whole).
  g.graphs ??= queryMode
    ? Promise.resolve<ExecInput['graphs']>(input.graphPrime ? { G_prime: input.graphPrime } : {})
    : programGraphs(input, step, g.options.language);
  return {
    executor: await acquireExecutor(g),
    input: { graphs: await g.graphs, store: step.store, params },
    limits: programLimits(g),
  };
}

/** After the loop gave up: a traced could-not-compute when the model declined, else step 7. */
export async function afterFailure(
  g: GrrafRun,
  known: RunFacts,
  input: GraphInput,
  outcome: Extract<LoopOutcome, { ok: false }>,
): Promise<Solution<GrrafDetails>> {
  const { run, options } = g;
  const facts = outcome.code
    ? remember(g, known, { program: { language: options.language, code: outcome.code } })
    : known;
  const details = detailsOf(g, facts, 'failed', outcome.rounds);
  const couldNotCompute = (error: SolutionError) => withFacts(run.couldNotCompute(error, details), facts);
  if (outcome.failure.kind === 'cannot-compute') {
    const message = `the model says the ${LANGUAGE_NAMES[options.language]} engine cannot compute this exactly: ${outcome.failure.message}`;
    addNote(run.trace, 'execute', message, { error: { code: 'unsupported', message } });
    return couldNotCompute({ code: 'unsupported', message, step: run.step });
  }
  const rounds = `${outcome.rounds} feedback round${outcome.rounds === 1 ? '' : 's'}`;
  const why = `the program still failed after ${rounds} (${outcome.failure.kind}: ${outcome.failure.message})`;
  const loopError: SolutionError = { code: outcome.failure.kind, message: why, step: 'execute' };
  addNote(run.trace, 'execute', why, {
    error: { code: outcome.failure.kind, message: outcome.failure.message },
  });
  if (!options.fallback) return couldNotCompute(loopError);
  const format = facts.refinement?.answerFormat ?? 'as the question asks';
  const direct = await run.during('fallback', () =>
    directAnswer(run.ctx.llm, input, format, options.fallbackTokenBudget),
  );
  if (!direct.ok) {
    addNote(run.trace, 'fallback', direct.reason, { error: { code: 'budget', message: direct.reason } });
    return couldNotCompute({ ...loopError, message: `${why}; ${direct.reason}`, step: 'fallback' });
  }
  return answered(g, facts, direct.answer, detailsOf(g, facts, 'fallback', outcome.rounds), {
    error: loopError,
  });
}

/** Step 8, then the Solution (with the program's checked evidence, and what failed first, if any). */
export async function answered(
  g: GrrafRun,
  facts: RunFacts,
  answer: AnswerValue,
  details: GrrafDetails,
  extra: { error?: SolutionError; evidence?: CheckedEvidence; sentence?: string } = {},
): Promise<Solution<GrrafDetails>> {
  const { error, evidence } = extra;
  const { run } = g;
  // A sentence already made (phrased with its template, or filled from a cached one) is not asked again.
  const sentence = await run.during(
    'phrase',
    async () => extra.sentence ?? (await answerSentence(run.ctx.llm, run.question, answer, g.options.phrase)),
  );
  const solution = run.finish({
    outcome: 'answered',
    answer,
    text: answerText(sentence, facts.refinement?.assumption),
    details,
    ...(evidence ? { evidence } : {}),
    ...(error ? { error } : {}),
  });
  return withFacts(solution, facts);
}

/** Step 8 for the program the feedback loop got to answer (first try or repaired), with its evidence. */
export function loopAnswered(
  g: GrrafRun,
  facts: RunFacts,
  outcome: Extract<LoopOutcome, { ok: true }>,
  sentence?: string,
): Promise<Solution<GrrafDetails>> {
  const path = outcome.repairs === 0 ? 'first-try' : 'repaired';
  return answered(g, facts, outcome.answer, detailsOf(g, facts, path, outcome.repairs), {
    ...(outcome.evidence ? { evidence: outcome.evidence } : {}),
    ...(sentence !== undefined ? { sentence } : {}),
  });
}

/** The Solution with P', the assumption and the program the facts hold. */
export function withFacts(
  s: Solution<GrrafDetails>,
  facts: Pick<RunFacts, 'refinement' | 'program'>,
): Solution<GrrafDetails> {
  const { refinement, program } = facts;
  return {
    ...s,
    ...(refinement ? { refined: refinement.refined } : {}),
    ...(refinement?.assumption ? { assumption: refinement.assumption } : {}),
    ...(program ? { program } : {}),
  };
}
