/**
 * GraphSkill end to end (Fig. 2): graph in → (a cached program for this task? run it) → retrieval
 * agent over the documentation tree → coding agent (test cases, program, debugging against the
 * cases, the best version) → run on the graph → phrase. The graph never enters a prompt: the model
 * sees the task, the graph's kind, the input names, documents and tiny test graphs of its own.
 */
import type { ExecInput, Executor } from '../../exec/executor.js';
import { addNote } from '../../trace/steps.js';
import type { Method, MethodContext, Task } from '../method.js';
import type { CacheHit, ProgramCache } from '../program-cache/program-cache.js';
import { releaseReuse, runReused } from '../program-cache/program-reuse.js';
import type { ProgramParams } from '../program-cache/question-pattern.js';
import { defaultServices } from '../shared/default-services.js';
import { type GraphInput, NODE_PARAMS, programParams } from '../shared/graph-input.js';
import { type MethodRun, solveWith } from '../shared/method-run.js';
import { answerSentence } from '../shared/phrase.js';
import { programGraphs } from '../shared/program-graphs.js';
import { reuseNote } from '../shared/reuse-notes.js';
import type { GraphShape } from '../shared/self-tests/index.js';
import type { MethodServices } from '../shared/services.js';
import type { AnswerValue, Solution } from '../solution.js';
import type { CodingTask } from './code-prompt.js';
import { type CodingOutcome, developProgram } from './coding-agent.js';
import { emptyDetails, type GraphSkillDetails, retrievalDetails } from './details.js';
import { retrieveDocuments, retrieversFor } from './documents.js';
import {
  DEFAULT_GRAPHSKILL_OPTIONS,
  type GraphSkillOptions,
  graphskillOptionsSchema,
  resolveGraphSkillOptions,
} from './options.js';
import { keepProgram, lookupProgram, type Reuse } from './reuse.js';

/** GraphSkill's steps, as the trace names them. */
type GraphSkillStep = 'options' | 'schema' | 'reuse' | 'execute' | 'retrieval' | 'code' | 'phrase';

/** A program with its language, as the Solution reports it. */
type RunProgram = { language: string; code: string };

/** One question's settings and input. */
interface GraphSkillRun {
  run: MethodRun<GraphSkillStep>;
  o: GraphSkillOptions;
  services: MethodServices;
  retrievers: ReturnType<typeof retrieversFor>;
  input: GraphInput;
  params: ProgramParams;
  /**
   * The program the run has written or reused so far, for one reason only: a step that throws
   * after it (a cancelled question while phrasing, say) ends the run in solveWith's catch, away
   * from the value, and that Solution must still report it. Set only by `remember`; the normal
   * paths hand the program to `answered` / `failedOnGraph` instead.
   */
  known?: RunProgram;
}

/** Keeps the program for a run that may yet throw (see GraphSkillRun.known); returns it. */
function remember(g: GraphSkillRun, program: RunProgram): RunProgram {
  g.known = program;
  return program;
}

/** Solves one task with GraphSkill; failures become a Solution whose `error` names the step. */
export function solveGraphSkill(
  task: Task,
  ctx: MethodContext,
  options: Partial<GraphSkillOptions>,
  services: MethodServices = defaultServices(),
  retrievers = retrieversFor({ topK: options.topK ?? 3 }),
): Promise<Solution<GraphSkillDetails>> {
  let o: GraphSkillOptions | undefined;
  let state: GraphSkillRun | undefined;
  let thrown = false;
  const failed = () => {
    thrown = true;
    return emptyDetails(o ?? resolveGraphSkillOptions({}));
  };
  return solveWith('graphskill', task, ctx, failed, async (run: MethodRun<GraphSkillStep>) => {
    const resolved = run.during('options', () => resolveGraphSkillOptions(options));
    o = resolved;
    const input = run.readInput(services);
    state = { run, o: resolved, services, retrievers, input, params: programParams(input) };
    return solveSteps(state, resolved.reuse ? ctx.programCache : undefined);
  }).then((s) => (thrown ? withProgram(s, state?.known) : s));
}

/** The Solution with the program (when there is one). */
function withProgram(
  s: Solution<GraphSkillDetails>,
  program: RunProgram | undefined,
): Solution<GraphSkillDetails> {
  return program ? { ...s, program } : s;
}

async function solveSteps(
  g: GraphSkillRun,
  cache: ProgramCache | undefined,
): Promise<Solution<GraphSkillDetails>> {
  const { run, o, input } = g;
  const schema = await run.schema(input, o.language, g.services, { note: false });
  const shape: GraphShape = { directed: schema.schema.directed, weighted: schema.schema.weighted };
  const reuse = cache ? await lookupProgram(cache, o, input, schema.schema, g.params, run.trace) : undefined;
  run.onClose(async () => releaseReuse(reuse));
  const executor = await acquireExecutor(g);
  const graphs = await programGraphs(input, schema, o.language);
  let earlier: RunProgram | undefined;
  if (reuse?.found.hit) {
    const reused = await runStored(g, reuse.found, executor, graphs);
    if ('outcome' in reused) return reused;
    earlier = reused;
  }
  const instance = {
    graphs,
    params: g.params,
    size: { nodeCount: schema.schema.nodeCount, edgeCount: schema.schema.edgeCount },
  };
  return compile(g, shape, executor, instance, reuse, earlier);
}

/**
 * Runs a cached program on this question's graph: the Solution, or, when it fails here, that
 * program (a new one is compiled; the failed one is reported unless the compile writes another).
 */
async function runStored(
  g: GraphSkillRun,
  hit: CacheHit,
  executor: Executor,
  graphs: ExecInput['graphs'],
): Promise<Solution<GraphSkillDetails> | RunProgram> {
  const { run, o } = g;
  const { entry } = hit;
  run.during('reuse', () =>
    addNote(
      run.trace,
      'reuse',
      `running the program validated on "${entry.origin.question}" with this question's inputs`,
      { data: reuseNote(hit) },
    ),
  );
  const limits = { ...o.execLimits, timeLimitMs: o.timeLimitMs };
  const result = await run.during('execute', () =>
    runReused(run.ctx.llm, { executor, input: { graphs }, limits }, hit),
  );
  const program = remember(g, { language: entry.language, code: entry.code });
  if (result.answer !== undefined)
    return answered(g, program, result.answer, { ...emptyDetails(o), path: 'reused', reused: true });
  addNote(
    run.trace,
    'reuse',
    `the cached program failed on this question (${result.failure!.kind}): writing a new one`,
    {
      error: { code: result.failure!.kind, message: result.failure!.message },
    },
  );
  return program;
}

/** Retrieval, then the coding agent; stores the program when it answered. */
async function compile(
  g: GraphSkillRun,
  shape: GraphShape,
  executor: Executor,
  instance: ExecInput & { size: { nodeCount: number; edgeCount: number } },
  reuse: Reuse | undefined,
  earlier: RunProgram | undefined,
): Promise<Solution<GraphSkillDetails>> {
  const { run, o, input } = g;
  const retrieval = await run.during('retrieval', () =>
    retrieveDocuments(run.ctx.llm, g.retrievers(o.retrieval), o.tree, input.question),
  );
  const task: CodingTask = {
    language: o.language as CodingTask['language'],
    question: input.question,
    hints: input.hints,
    shape,
    params: g.params,
    nodeParams: NODE_PARAMS.filter((k) => k in g.params),
    documents: retrieval.documents,
  };
  const { size, ...execInput } = instance;
  const outcome = await run.during('code', () => developProgram(run.ctx.llm, task, o, executor, execInput));
  const program = outcome.code ? remember(g, { language: o.language, code: outcome.code }) : earlier;
  const details: GraphSkillDetails = {
    ...emptyDetails(o),
    ...retrievalDetails(retrieval),
    testsUsable: outcome.suite.cases.length,
    testsDropped: outcome.suite.dropped.length,
    testsPassed: outcome.passed,
    testsTotal: outcome.total,
    debugRounds: outcome.debugRounds,
  };
  if (!outcome.ok) return withProgram(failedOnGraph(g, outcome, details), program);
  if (reuse) await storeForReuse(g, reuse, { ...outcome, size });
  const path = outcome.debugRounds === 0 ? 'first-try' : 'debugged';
  return answered(g, program, outcome.answer, { ...details, path });
}

/** The agent's last failure as a could-not-compute Solution, coded by the failure's kind. */
function failedOnGraph(
  g: GraphSkillRun,
  outcome: Extract<CodingOutcome, { ok: false }>,
  details: GraphSkillDetails,
): Solution<GraphSkillDetails> {
  const rounds = `${outcome.debugRounds} debugging round${outcome.debugRounds === 1 ? '' : 's'}`;
  const message = `the program still failed after ${rounds} (${outcome.failure.kind}: ${outcome.failure.message})`;
  const code = outcome.failure.kind;
  addNote(g.run.trace, 'execute', message, { error: { code, message: outcome.failure.message } });
  return g.run.couldNotCompute({ code, message, step: 'execute' }, details);
}

/** Keeps the program that answered for the task's later questions, unless the reuse guard refuses it. */
async function storeForReuse(
  g: GraphSkillRun,
  reuse: Reuse,
  outcome: Extract<CodingOutcome, { ok: true }> & { size: { nodeCount: number; edgeCount: number } },
): Promise<void> {
  const refusal = await keepProgram(reuse, g.input, {
    code: outcome.code,
    language: g.o.language,
    ...(outcome.suite.answerFormat ? { answerFormat: outcome.suite.answerFormat } : {}),
    params: g.params,
    instance: outcome.size,
  });
  const text = refusal ? `not stored for reuse: ${refusal}` : 'stored for the later questions of this task';
  addNote(g.run.trace, 'cache', text);
}

async function answered(
  g: GraphSkillRun,
  program: RunProgram | undefined,
  answer: AnswerValue,
  details: GraphSkillDetails,
): Promise<Solution<GraphSkillDetails>> {
  const text = await g.run.during('phrase', () =>
    answerSentence(g.run.ctx.llm, g.run.question, answer, g.o.phrase),
  );
  return withProgram(g.run.finish({ outcome: 'answered', answer, text, details }), program);
}

function acquireExecutor(g: GraphSkillRun): Promise<Executor> {
  return g.run.executor(g.o.language, g.services);
}

/** GraphSkill as a Method over the given services (TF-IDF keeps its index per tree across questions). */
export function createGraphSkillMethod(
  services: MethodServices = defaultServices(),
): Method<GraphSkillOptions, GraphSkillDetails> {
  const retrievers = new Map<number, ReturnType<typeof retrieversFor>>();
  return {
    name: 'graphskill',
    options: graphskillOptionsSchema,
    promptDefaults: { retrieval: DEFAULT_GRAPHSKILL_OPTIONS.retrieval },
    solve: (task, ctx, options = {}) => {
      const topK = options.topK ?? 3;
      if (!retrievers.has(topK)) retrievers.set(topK, retrieversFor({ topK }));
      return solveGraphSkill(task, ctx, options, services, retrievers.get(topK));
    },
  };
}
