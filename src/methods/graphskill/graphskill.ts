/**
 * GraphSkill end to end (Fig. 2): graph in → (a stored program for this task? run it) → retrieval
 * agent over the documentation tree → coding agent (test cases, program, debugging against the
 * cases, the best version) → run on the graph → phrase. The graph never enters a prompt: the model
 * sees the task, the graph's kind, the input names, documents and tiny test graphs of its own.
 */
import type { ExecInput, Executor, ProgramParam } from '../../exec/executor.js';
import type { Method, MethodContext, Task } from '../method.js';
import { defaultServices } from '../shared/default-services.js';
import { type GraphInput, noteInput, readGraphInput } from '../shared/graph-input.js';
import { type MethodRun, solveWith } from '../shared/method-run.js';
import { answerSentence } from '../shared/phrase.js';
import { programGraphs } from '../shared/program-graphs.js';
import { executeProgram } from '../shared/program-loop.js';
import { extractSchema } from '../shared/schema-step.js';
import type { GraphShape } from '../shared/self-tests/index.js';
import type { MethodServices } from '../shared/services.js';
import { addNote } from '../shared/trace-notes.js';
import type { AnswerValue, Solution } from '../solution.js';
import type { CodingTask } from './code-prompt.js';
import { developProgram } from './coding-agent.js';
import { emptyDetails, type GraphSkillDetails, retrievalDetails, reusedDetails } from './details.js';
import { retrieveDocuments, retrieversFor } from './documents.js';
import { type GraphSkillOptions, graphskillOptionsSchema, resolveGraphSkillOptions } from './options.js';
import {
  memoryProgramReuse,
  type ProgramReuse,
  type ReuseClaim,
  taskKey,
  type ValidatedProgram,
} from './reuse.js';

/** What a GraphSkill method instance works with. */
export interface GraphSkillDeps {
  services: MethodServices;
  /** Where validated programs are kept (default: in memory, for the instance's life). */
  reuse: ProgramReuse;
}

/** Inputs that name nodes (the others, such as k, are counts). */
const NODE_INPUTS = ['source', 'target', 'node'];

/** One question's state. */
interface GraphSkillRun {
  run: MethodRun;
  o: GraphSkillOptions;
  deps: GraphSkillDeps;
  retrievers: ReturnType<typeof retrieversFor>;
  input: GraphInput;
  params: Record<string, ProgramParam>;
  program?: { language: string; code: string };
}

/** Solves one task with GraphSkill; failures become a Solution whose `error` names the step. */
export function solveGraphSkill(
  task: Task,
  ctx: MethodContext,
  options: Partial<GraphSkillOptions>,
  deps: GraphSkillDeps,
  retrievers = retrieversFor({ topK: options.topK ?? 3 }),
): Promise<Solution<GraphSkillDetails>> {
  let o: GraphSkillOptions | undefined;
  let state: GraphSkillRun | undefined;
  const failed = () => emptyDetails(o ?? resolveGraphSkillOptions({}));
  return solveWith('graphskill', task, ctx, failed, async (run) => {
    run.step = 'options';
    o = resolveGraphSkillOptions(options);
    run.step = 'input';
    const input = readGraphInput(task, deps.services);
    run.question = input.question;
    noteInput(run.trace, input);
    state = { run, o, deps, retrievers, input, params: programParams(input) };
    return solveSteps(state);
  }).then((s) => (state?.program ? { ...s, program: state.program } : s));
}

async function solveSteps(g: GraphSkillRun): Promise<Solution<GraphSkillDetails>> {
  const { run, o, input } = g;
  // The claim is taken before anything is awaited, so questions claim their task in the order they start.
  const shapeNow = input.graph ? shapeOfGraph(input.graph) : undefined;
  const early = shapeNow && o.reuse ? g.deps.reuse.lookup(reuseKey(g, shapeNow)) : undefined;
  run.step = 'schema';
  const schema = await extractSchema(input, o.language, g.deps.services);
  if (schema.ownsStore) run.onClose(() => schema.store.close());
  const shape = shapeNow ?? { directed: schema.schema.directed, weighted: schema.schema.weighted };
  const lookup = early ?? (o.reuse ? g.deps.reuse.lookup(reuseKey(g, shape)) : undefined);
  const found = lookup ? await lookup : undefined;
  const executor = await acquireExecutor(g);
  const instance: ExecInput = { graphs: await programGraphs(input, schema, o.language), params: g.params };
  if (found?.hit) {
    const reused = await runStored(g, found.program, executor, instance);
    if (reused) return reused;
    g.deps.reuse.forget(reuseKey(g, shape));
    const again = await g.deps.reuse.lookup(reuseKey(g, shape));
    return compile(g, shape, executor, instance, again.hit ? undefined : claimed(run, again));
  }
  return compile(g, shape, executor, instance, found && claimed(run, found));
}

/** A claim released when the question ends, however it ends. */
function claimed(run: MethodRun, claim: ReuseClaim): ReuseClaim {
  run.onClose(async () => claim.release());
  return claim;
}

/** Runs a stored program on this question's graph; undefined when it fails here (then it is rebuilt). */
async function runStored(
  g: GraphSkillRun,
  program: ValidatedProgram,
  executor: Executor,
  instance: ExecInput,
): Promise<Solution<GraphSkillDetails> | undefined> {
  const { run, o } = g;
  run.step = 'reuse';
  addNote(
    run.trace,
    'reuse',
    `the program validated on an earlier question of this task runs with this question's inputs (tests passed ${program.tests.passed} of ${program.tests.total}; documents: ${program.retrieval.documents.join(', ') || 'none'})`,
    { data: { origin: program.origin, params: g.params } },
  );
  run.step = 'execute';
  const result = await executeProgram(
    run.ctx.llm,
    { executor, input: instance, limits: { ...o.execLimits, timeLimitMs: o.timeLimitMs } },
    program.code,
  );
  g.program = { language: program.language, code: program.code };
  if (result.answer !== undefined) return answered(g, result.answer, reusedDetails(o, program));
  addNote(
    run.trace,
    'reuse',
    `the stored program failed on this graph (${result.failure!.kind}): writing a new one`,
    {
      error: { code: result.failure!.kind, message: result.failure!.message },
    },
  );
  return undefined;
}

/** Retrieval, then the coding agent; stores the program when it answered. */
async function compile(
  g: GraphSkillRun,
  shape: GraphShape,
  executor: Executor,
  instance: ExecInput,
  claim: ReuseClaim | undefined,
): Promise<Solution<GraphSkillDetails>> {
  const { run, o, input } = g;
  run.step = 'retrieval';
  const retrieval = await retrieveDocuments(run.ctx.llm, g.retrievers(o.retrieval), o.tree, input.question);
  run.step = 'code';
  const task: CodingTask = {
    language: o.language as CodingTask['language'],
    question: input.question,
    hints: input.hints,
    shape,
    params: g.params,
    nodeParams: NODE_INPUTS.filter((k) => k in g.params),
    documents: retrieval.documents,
  };
  const outcome = await developProgram(run.ctx.llm, task, o, executor, instance);
  if (outcome.code) g.program = { language: o.language, code: outcome.code };
  const details: GraphSkillDetails = {
    ...emptyDetails(o),
    ...retrievalDetails(retrieval),
    testsUsable: outcome.suite.cases.length,
    testsDropped: outcome.suite.dropped.length,
    testsPassed: outcome.passed,
    testsTotal: outcome.total,
    debugRounds: outcome.debugRounds,
  };
  if (!outcome.ok) {
    const rounds = `${outcome.debugRounds} debugging round${outcome.debugRounds === 1 ? '' : 's'}`;
    const message = `the program still failed after ${rounds} (${outcome.failure.kind}: ${outcome.failure.message})`;
    addNote(run.trace, 'execute', message, {
      error: { code: outcome.failure.kind, message: outcome.failure.message },
    });
    return run.couldNotCompute({ code: outcome.failure.kind, message, step: 'execute' }, details);
  }
  claim?.store({
    language: o.language,
    code: outcome.code,
    ...(outcome.suite.answerFormat ? { answerFormat: outcome.suite.answerFormat } : {}),
    retrieval: {
      retriever: retrieval.retriever,
      tree: retrieval.tree,
      documents: retrieval.documents.map((d) => d.callName),
      documentCount: retrieval.documents.length,
    },
    tests: {
      usable: details.testsUsable,
      dropped: details.testsDropped,
      passed: outcome.passed,
      total: outcome.total,
    },
    debugRounds: outcome.debugRounds,
    origin: input.question,
  });
  const path = outcome.debugRounds === 0 ? 'first-try' : 'debugged';
  return answered(g, outcome.answer, { ...details, path });
}

async function answered(
  g: GraphSkillRun,
  answer: AnswerValue,
  details: GraphSkillDetails,
): Promise<Solution<GraphSkillDetails>> {
  g.run.step = 'phrase';
  const text = await answerSentence(g.run.ctx.llm, g.run.question, answer, g.o.phrase);
  return g.run.finish({ outcome: 'answered', answer, text, details });
}

async function acquireExecutor(g: GraphSkillRun): Promise<Executor> {
  if (g.run.ctx.executor) return g.run.ctx.executor(g.o.language);
  const executor = await g.deps.services.createExecutor(g.o.language);
  g.run.onClose(() => executor.close());
  return executor;
}

/** The question's inputs as the program's `params`. */
function programParams(input: GraphInput): Record<string, ProgramParam> {
  const out: Record<string, ProgramParam> = {};
  for (const [k, v] of Object.entries(input.params)) if (v !== undefined) out[k] = v as ProgramParam;
  return out;
}

function shapeOfGraph(graph: NonNullable<GraphInput['graph']>): GraphShape {
  return { directed: graph.directed, weighted: graph.edges.some((e) => e.weight !== undefined) };
}

function reuseKey(g: GraphSkillRun, shape: GraphShape): string {
  const { o } = g;
  return taskKey({
    settings: {
      language: o.language,
      tree: o.tree,
      retrieval: o.retrieval,
      topK: o.topK,
      tests: o.tests,
      debug: o.debug,
      k: o.maxDebugRounds,
      testCount: o.testCount,
    },
    shape,
    hints: g.input.hints,
    question: g.input.question,
    params: g.params,
  });
}

/** GraphSkill as a Method; each instance keeps its own validated programs unless given a store. */
export function createGraphSkillMethod(
  deps: Partial<GraphSkillDeps> = {},
): Method<GraphSkillOptions, GraphSkillDetails> {
  const full: GraphSkillDeps = {
    services: deps.services ?? defaultServices(),
    reuse: deps.reuse ?? memoryProgramReuse(),
  };
  const retrievers = new Map<number, ReturnType<typeof retrieversFor>>();
  return {
    name: 'graphskill',
    options: graphskillOptionsSchema,
    solve: (task, ctx, options = {}) => {
      const topK = options.topK ?? 3;
      if (!retrievers.has(topK)) retrievers.set(topK, retrieversFor({ topK }));
      return solveGraphSkill(task, ctx, options, full, retrievers.get(topK));
    },
  };
}
