/**
 * GRRAF end to end (Figure 2 of the paper): graph in → refine P → template C → schema S → program C'
 * → execute with time limit t and feedback (≤ n rounds) → fallback to direct prompting → phrase A₀.
 * Every step is its own exported function; this file only sequences them and builds the Solution.
 */
import type { Executor } from '../../exec/executor.js';
import type { Method, MethodContext, Task } from '../method.js';
import { answerText } from '../shared/answer.js';
import { type GraphInput, noteInput, readGraphInput } from '../shared/graph-input.js';
import { languageRules } from '../shared/language-rules.js';
import { type MethodRun, solveWith } from '../shared/method-run.js';
import { answerSentence } from '../shared/phrase.js';
import { programGraphs } from '../shared/program-graphs.js';
import { type LoopOutcome, runProgramLoop } from '../shared/program-loop.js';
import type { ProgramBrief } from '../shared/program-prompts.js';
import { extractSchema, type SchemaStep } from '../shared/schema-step.js';
import type { MethodServices } from '../shared/services.js';
import { addNote } from '../shared/trace-notes.js';
import type { AnswerValue, Solution, SolutionError } from '../solution.js';
import { codePrompt } from './code-prompt.js';
import { codeTemplate } from './code-template.js';
import { directAnswer } from './fallback.js';
import { type GrrafOptions, grrafOptionsSchema, resolveGrrafOptions } from './options.js';
import { type Refinement, refineQuestion } from './refine.js';

/** GRRAF's own facts about a run: which path produced the answer, after how many feedback rounds. */
export type GrrafDetails = {
  path: 'first-try' | 'repaired' | 'fallback' | 'failed';
  /** Feedback rounds used (n at most). */
  repairs: number;
};

/** One GRRAF run's state beyond the shared frame. */
interface GrrafRun {
  run: MethodRun;
  options: GrrafOptions;
  services: MethodServices;
  refinement?: Refinement;
  program?: { language: string; code: string };
}

/** Solves one task with GRRAF; failures become a Solution whose `error` names the step. */
export function solveGrraf(
  task: Task,
  ctx: MethodContext,
  options: Partial<GrrafOptions>,
  services: MethodServices,
): Promise<Solution<GrrafDetails>> {
  const resolved = resolveGrrafOptions(options);
  let state: GrrafRun | undefined;
  const failed = (): GrrafDetails => ({ path: 'failed', repairs: 0 });
  return solveWith('grraf', task, ctx, failed, async (run) => {
    state = { run, options: resolved, services };
    return solveSteps(state);
  }).then((s) => withRefinement(s, state));
}

async function solveSteps(g: GrrafRun): Promise<Solution<GrrafDetails>> {
  const { run, options, services } = g;
  const input = readGraphInput(run.task, services);
  run.question = input.question;
  noteInput(run.trace, input);

  run.step = 'refine';
  const refinement = await refineQuestion(run.ctx.llm, input.question, input.hints);
  g.refinement = refinement;
  if (refinement.assumption) addNote(run.trace, 'assumption', refinement.assumption);

  run.step = 'template';
  const template = await codeTemplate(run.ctx.llm, refinement.refined, options.language);

  run.step = 'schema';
  const schema = await extractSchema(input, options.language, services);
  if (schema.ownsStore) run.onClose(() => schema.store.close());
  addNote(run.trace, 'schema', schema.text);

  run.step = 'code';
  const outcome = await programLoop(g, input, template, schema);
  if (outcome.ok) {
    g.program = { language: options.language, code: outcome.code };
    const path = outcome.repairs === 0 ? 'first-try' : 'repaired';
    return answered(g, outcome.answer, { path, repairs: outcome.repairs });
  }
  return fallback(g, input, outcome);
}

/** Steps 5–6 with the executor and the program's inputs. */
async function programLoop(
  g: GrrafRun,
  input: GraphInput,
  template: string,
  schema: SchemaStep,
): Promise<LoopOutcome> {
  const { run, options, services } = g;
  const refinement = g.refinement!;
  const brief: ProgramBrief = {
    language: options.language,
    question: refinement.refined,
    rules: languageRules(
      {
        language: options.language,
        twoGraphs: !!input.graphPrime,
        storeKind: schema.store.kind,
        question: refinement.refined,
      },
      services,
    ),
    timeLimitMs: options.timeLimitMs,
  };
  return runProgramLoop(run.ctx.llm, brief, codePrompt(brief, refinement, template, schema.text), {
    executor: await acquireExecutor(g),
    input: { graphs: await programGraphs(input, schema, options.language), store: schema.store },
    limits: { ...options.execLimits, timeLimitMs: options.timeLimitMs },
    maxRepairs: options.maxRepairs,
  });
}

async function acquireExecutor(g: GrrafRun): Promise<Executor> {
  if (g.run.ctx.executor) return g.run.ctx.executor(g.options.language);
  const executor = await g.services.createExecutor(g.options.language);
  g.run.onClose(() => executor.close());
  return executor;
}

/** Step 7, after the loop gave up. */
async function fallback(
  g: GrrafRun,
  input: GraphInput,
  outcome: Extract<LoopOutcome, { ok: false }>,
): Promise<Solution<GrrafDetails>> {
  const { run, options } = g;
  const rounds = `${outcome.rounds} feedback round${outcome.rounds === 1 ? '' : 's'}`;
  const why = `the program still failed after ${rounds} (${outcome.failure.kind}: ${outcome.failure.message})`;
  const loopError: SolutionError = { code: outcome.failure.kind, message: why, step: 'execute' };
  addNote(run.trace, 'execute', why, {
    error: { code: outcome.failure.kind, message: outcome.failure.message },
  });
  if (outcome.code) g.program = { language: options.language, code: outcome.code };
  const details: GrrafDetails = { path: 'failed', repairs: outcome.rounds };
  if (!options.fallback) return run.couldNotCompute(loopError, details);
  run.step = 'fallback';
  const direct = await directAnswer(
    run.ctx.llm,
    input,
    g.refinement!.answerFormat,
    options.fallbackTokenBudget,
  );
  if (!direct.ok) {
    addNote(run.trace, 'fallback', direct.reason, { error: { code: 'budget', message: direct.reason } });
    return run.couldNotCompute(
      { ...loopError, message: `${why}; ${direct.reason}`, step: 'fallback' },
      details,
    );
  }
  return answered(g, direct.answer, { path: 'fallback', repairs: outcome.rounds }, loopError);
}

/** Step 8, then the Solution. */
async function answered(
  g: GrrafRun,
  answer: AnswerValue,
  details: GrrafDetails,
  error?: SolutionError,
): Promise<Solution<GrrafDetails>> {
  const { run } = g;
  run.step = 'phrase';
  const sentence = await answerSentence(run.ctx.llm, run.question, answer, g.options.phrase);
  return run.finish({
    outcome: 'answered',
    answer,
    text: answerText(sentence, g.refinement?.assumption),
    details,
    ...(error ? { error } : {}),
  });
}

/** Adds P', the assumption and the program to the Solution, however the run ended. */
function withRefinement(s: Solution<GrrafDetails>, g: GrrafRun | undefined): Solution<GrrafDetails> {
  if (g?.refinement) {
    s.refined = g.refinement.refined;
    if (g.refinement.assumption) s.assumption = g.refinement.assumption;
  }
  if (g?.program) s.program = g.program;
  return s;
}

/** GRRAF as a Method, over the given services. */
export function createGrrafMethod(services: MethodServices): Method<GrrafOptions, GrrafDetails> {
  return {
    name: 'grraf',
    options: grrafOptionsSchema,
    solve: (task, ctx, options = {}) => solveGrraf(task, ctx, options, services),
  };
}
