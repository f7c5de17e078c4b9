/**
 * GRRAF end to end (Figure 2 of the paper): graph in → refine P → template C → schema S → program C'
 * → execute with time limit t and feedback (≤ n rounds) → fallback to direct prompting → phrase A₀.
 * Every step is its own exported function; this file only sequences them and builds the Solution.
 */
import { GrrafError, isGrrafError } from '../../errors.js';
import type { ExecInput, Executor } from '../../exec/executor.js';
import type { LlmContext } from '../../llm/llm-runtime.js';
import { addUsage, type LlmStep } from '../../trace/trace.js';
import type { Method, MethodContext, Task } from '../method.js';
import type { AnswerValue, Solution, SolutionError, SolutionPath } from '../solution.js';
import { codeTemplate } from './code-template.js';
import type { GrrafDeps } from './deps.js';
import { directAnswer } from './fallback.js';
import { checkParams, type GraphInput, readGraphInput } from './graph-input.js';
import { languageRules } from './language-rules.js';
import { type GrrafOptions, resolveGrrafOptions } from './options.js';
import { answerText, formatAnswer, phraseAnswer } from './phrase.js';
import { type LoopOutcome, runProgramLoop } from './program-loop.js';
import type { ProgramBrief } from './program-prompts.js';
import { type Refinement, refineQuestion } from './refine.js';
import { extractSchema, type SchemaStep } from './schema-step.js';
import { addNote } from './trace-notes.js';

/** Mutable state of one run, so a failure anywhere still yields a Solution saying where it stopped. */
interface Run {
  task: Task;
  options: GrrafOptions;
  deps: GrrafDeps;
  llm: LlmContext;
  ctx: MethodContext;
  started: number;
  /** Index of this run's first step in a trace that may be shared by several questions. */
  firstStep: number;
  step: string;
  input?: GraphInput;
  refinement?: Refinement;
  program?: { language: string; code: string };
  cleanup: (() => Promise<void>)[];
}

/** Solves one task with GRRAF; failures become a Solution whose `error` names the step. */
export async function solveGrraf(
  task: Task,
  ctx: MethodContext,
  options: Partial<GrrafOptions> = {},
  deps: GrrafDeps,
): Promise<Solution> {
  const trace = ctx.llm.trace;
  const run: Run = {
    task,
    options: resolveGrrafOptions(options),
    deps,
    ctx,
    llm: ctx.llm,
    started: Date.now(),
    firstStep: trace.steps.length,
    step: 'input',
    cleanup: [],
  };
  try {
    return await solveSteps(run);
  } catch (e) {
    const error = isGrrafError(e)
      ? e
      : new GrrafError('runtime', e instanceof Error ? e.message : String(e), { cause: e });
    addNote(trace, run.step, `stopped: ${error.message}`, {
      error: { code: error.code, message: error.message },
    });
    return couldNotCompute(run, error.message, { code: error.code, message: error.message, step: run.step });
  } finally {
    for (const close of run.cleanup.reverse()) await close().catch(() => undefined);
  }
}

async function solveSteps(run: Run): Promise<Solution> {
  const { options, deps, llm } = run;
  const input = readGraphInput(run.task, deps);
  run.input = input;
  checkParams(input);
  addNote(llm.trace, 'input', describeInput(input), {
    data: { params: input.params, warnings: input.warnings },
  });

  run.step = 'refine';
  const refinement = await refineQuestion(llm, input.question);
  run.refinement = refinement;
  if (refinement.assumption) addNote(llm.trace, 'assumption', refinement.assumption);

  run.step = 'template';
  const template = await codeTemplate(llm, refinement.refined, options.language);

  run.step = 'schema';
  const schema = await extractSchema(input, options.language, deps);
  if (schema.ownsStore) run.cleanup.push(() => schema.store.close());
  addNote(llm.trace, 'schema', schema.text);

  run.step = 'code';
  const outcome = await programLoop(run, input, refinement, template, schema);
  if (outcome.ok) {
    run.program = { language: options.language, code: outcome.code };
    const path: SolutionPath =
      outcome.repairs === 0 ? { kind: 'first-try' } : { kind: 'repaired', repairs: outcome.repairs };
    return answered(run, outcome.answer, path);
  }
  return fallback(run, input, refinement, outcome);
}

/** Steps 5–6 with the executor and the program's inputs. */
async function programLoop(
  run: Run,
  input: GraphInput,
  refinement: Refinement,
  template: string,
  schema: SchemaStep,
): Promise<LoopOutcome> {
  const { options, deps } = run;
  const brief: ProgramBrief = {
    language: options.language,
    refinement,
    template,
    schemaText: schema.text,
    rules: languageRules(
      {
        language: options.language,
        twoGraphs: !!input.graphPrime,
        storeKind: schema.store.kind,
        question: refinement.refined,
      },
      deps,
    ),
    timeLimitMs: options.timeLimitMs,
  };
  const executor = await acquireExecutor(run);
  const execInput: ExecInput = {
    graphs: await programGraphs(input, schema, options.language),
    store: schema.store,
  };
  return runProgramLoop(run.llm, brief, {
    executor,
    input: execInput,
    limits: { ...options.execLimits, timeLimitMs: options.timeLimitMs },
    maxRepairs: options.maxRepairs,
  });
}

/** G (and G_prime) as the program sees them; Cypher programs query the store instead. */
async function programGraphs(
  input: GraphInput,
  schema: SchemaStep,
  language: string,
): Promise<ExecInput['graphs']> {
  if (language === 'cypher') return {};
  const G = input.graph ?? (await schema.store.export());
  return input.graphPrime ? { G, G_prime: input.graphPrime } : { G };
}

async function acquireExecutor(run: Run): Promise<Executor> {
  if (run.ctx.executor) return run.ctx.executor(run.options.language);
  const executor = await run.deps.createExecutor(run.options.language);
  run.cleanup.push(() => executor.close());
  return executor;
}

/** Step 7, after the loop gave up. */
async function fallback(
  run: Run,
  input: GraphInput,
  refinement: Refinement,
  outcome: Extract<LoopOutcome, { ok: false }>,
): Promise<Solution> {
  const why = `the program still failed after ${outcome.rounds} feedback round${outcome.rounds === 1 ? '' : 's'} (${outcome.failure.kind}: ${outcome.failure.message})`;
  const loopError: SolutionError = { code: outcome.failure.kind, message: why, step: 'execute' };
  addNote(run.llm.trace, 'execute', why, {
    error: { code: outcome.failure.kind, message: outcome.failure.message },
  });
  if (outcome.code) run.program = { language: run.options.language, code: outcome.code };
  if (!run.options.fallback) return couldNotCompute(run, why, loopError);
  run.step = 'fallback';
  const direct = await directAnswer(run.llm, input, refinement.answerFormat, run.options.fallbackTokenBudget);
  if (!direct.ok) {
    addNote(run.llm.trace, 'fallback', direct.reason, { error: { code: 'budget', message: direct.reason } });
    return couldNotCompute(run, `${why}; ${direct.reason}`, { ...loopError, step: 'fallback' });
  }
  return answered(run, direct.answer, { kind: 'fallback', reason: why }, loopError);
}

function couldNotCompute(run: Run, reason: string, error: SolutionError): Solution {
  return finish(run, {
    path: { kind: 'could-not-compute', reason },
    text: `Could not compute an answer: ${reason}`,
    error,
  });
}

/** Step 8, then the Solution. */
async function answered(
  run: Run,
  answer: AnswerValue,
  path: SolutionPath,
  error?: SolutionError,
): Promise<Solution> {
  run.step = 'phrase';
  const question = run.input?.question ?? run.task.question;
  const sentence = run.options.phrase ? await phraseAnswer(run.llm, question, answer) : formatAnswer(answer);
  return finish(run, {
    answer,
    path,
    text: answerText(sentence, run.refinement?.assumption),
    ...(error ? { error } : {}),
  });
}

function finish(
  run: Run,
  result: { answer?: AnswerValue; path: SolutionPath; text: string; error?: SolutionError },
): Solution {
  const steps = run.llm.trace.steps.slice(run.firstStep);
  return {
    method: 'grraf',
    question: run.input?.question ?? run.task.question,
    ...result,
    ...(run.refinement ? { refined: run.refinement.refined } : {}),
    ...(run.refinement?.assumption ? { assumption: run.refinement.assumption } : {}),
    ...(run.program ? { program: run.program } : {}),
    trace: steps,
    usage: addUsage(...steps.filter((s): s is LlmStep => s.kind === 'llm').map((s) => s.usage)),
    ms: Date.now() - run.started,
  };
}

function describeInput(input: GraphInput): string {
  const g = input.graph;
  const size = g
    ? `${g.nodes.length} nodes, ${g.edges.length} edges, ${g.directed ? 'directed' : 'undirected'}`
    : `store ${input.store?.kind}`;
  const prime = input.graphPrime
    ? ` + G_prime (${input.graphPrime.nodes.length} nodes, ${input.graphPrime.edges.length} edges)`
    : '';
  return `graph from the ${input.source}: ${size}${prime}`;
}

/** GRRAF as a Method, over the given services. */
export function createGrrafMethod(deps: GrrafDeps): Method<GrrafOptions> {
  return { name: 'grraf', solve: (task, ctx, options) => solveGrraf(task, ctx, options, deps) };
}
