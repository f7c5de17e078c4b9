/**
 * graphwalk-hybrid (beyond the paper): the GraphWalk agent with one more tool, `run_code`, which
 * runs JavaScript over the same graph in GRRAF's sandbox — for the counting, aggregation and path
 * enumeration the paper's agents fail at when they must do them call by call (its Table 3). An
 * answer a program computed can be named instead of copied (named-answer.ts).
 */
import type { Executor } from '../../exec/executor.js';
import { promptFiles } from '../../util/prompt-files.js';
import {
  GRAPHWALK_DEFAULTS,
  type GraphwalkDetails,
  type GraphwalkOptions,
  graphwalkOptionsSchema,
  solveWalk,
  type WalkContext,
  type WalkExtension,
} from '../graphwalk/walk.js';
import type { CommonOptions, Method, MethodContext, Task } from '../method.js';
import { defaultServices } from '../shared/default-services.js';
import { languageRules } from '../shared/language-rules.js';
import { programGraphs } from '../shared/program-graphs.js';
import type { MethodServices } from '../shared/services.js';
import type { Solution } from '../solution.js';
import { type CodeAnswers, codeTool } from './code-tool.js';
import { namedAnswer } from './named-answer.js';

/** The walker's settings and the time limit of one program run. */
export type HybridOptions = GraphwalkOptions & Pick<CommonOptions, 'timeLimitMs'>;

/** GraphWalk's details plus how many programs the agent ran. */
export type HybridDetails = GraphwalkDetails & { codeRuns: number };

const DEFAULTS: HybridOptions = { ...GRAPHWALK_DEFAULTS, timeLimitMs: 60_000 };

const prompts = promptFiles<'run_code' | 'guideline'>(new URL('./prompts/', import.meta.url));

/** Solves a task by walking its graph with GraphWalk's tools and the code tool. */
export async function solveGraphwalkHybrid(
  task: Task,
  ctx: MethodContext,
  options: Partial<HybridOptions> = {},
  services: MethodServices = defaultServices(),
): Promise<Solution<HybridDetails>> {
  const o = { ...DEFAULTS, ...options };
  const solution = await solveWalk('graphwalk-hybrid', task, ctx, o, services, (walk) =>
    withCodeTool(walk, o, services),
  );
  const codeRuns = solution.trace.filter((s) => s.kind === 'tool' && s.tool === 'run_code').length;
  return { ...solution, details: { ...solution.details, codeRuns } };
}

/** The code tool over the walk's graph; the executor is made (or borrowed) on the first run. */
async function withCodeTool(
  { run, input, schema }: WalkContext,
  o: HybridOptions,
  services: MethodServices,
): Promise<WalkExtension> {
  const executor = (): Promise<Executor> => run.executor('js', services);
  const graphs = once(() => programGraphs(input, schema, 'js'));
  const rules = languageRules(
    { language: 'js', twoGraphs: false, store: schema.store, question: input.question },
    services,
  );
  const answers: CodeAnswers = new Map();
  const tool = codeTool({
    description: prompts.render('run_code', { language_rules: rules }),
    executor,
    input: async () => ({ graphs: await graphs(), store: schema.store }),
    timeLimitMs: o.timeLimitMs,
    answers,
  });
  return {
    tools: { run_code: tool },
    guidelines: prompts
      .template('guideline')
      .split('\n')
      .map((g) => g.trim())
      .filter(Boolean),
    namedAnswer: (reply) => namedAnswer(reply, answers),
  };
}

/** `make` run on the first call only; later calls share its promise. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/** graphwalk-hybrid as a Method. */
export const graphwalkHybrid: Method<HybridOptions, HybridDetails> = {
  name: 'graphwalk-hybrid',
  options: graphwalkOptionsSchema,
  solve: (task, ctx, options) => solveGraphwalkHybrid(task, ctx, options),
};
