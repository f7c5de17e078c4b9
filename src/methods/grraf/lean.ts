/**
 * The lean pipeline: schema → (a cached program for this question's shape, if any) → one compile
 * call for P' and C' → execute with time limit t and feedback (≤ n rounds) → store the program for
 * reuse → fallback → phrase. In Cypher mode the temporary store loads while the model writes.
 */

import { DEFAULT_EXEC_LIMITS } from '../../exec/executor.js';
import { addNote } from '../../trace/steps.js';
import { fillPattern, type ProgramParams } from '../program-cache/question-pattern.js';
import { type GraphInput, NODE_PARAMS, programParams } from '../shared/graph-input.js';
import { type PhrasedWithTemplate, phraseWithTemplate } from '../shared/phrase.js';
import { continueProgramLoop, type ProgramRunner } from '../shared/program-loop.js';
import type { ProgramBrief } from '../shared/program-prompts.js';
import type { SchemaAhead, SchemaStep } from '../shared/schema-step.js';
import { prepareSelfTestCheck, type SelfTestCheck } from '../shared/self-tests/index.js';
import type { Solution } from '../solution.js';
import { compileProgram } from './compile.js';
import { AUTO_QUERY_ABOVE_EDGES, chooseGraphAccess, type GraphAccess } from './graph-access.js';
import {
  afterFailure,
  type GrrafDetails,
  type GrrafRun,
  loopAnswered,
  programRunner,
  type RunFacts,
  remember,
} from './grraf-run.js';
import { leanRules } from './lean-rules.js';
import { cypherPatternText } from './pattern-text.js';
import { keepProgram, keepRefusal, type Reuse, reusedOrCompiled } from './reuse.js';

declare module '../../trace/trace.js' {
  interface TraceNotes {
    /** Why the programs query the store instead of loading G (query mode). */
    'graph-access': undefined;
  }
}

/** Solves one task with the lean pipeline. */
export async function solveLean(
  g: GrrafRun,
  start: RunFacts,
  input: GraphInput,
): Promise<Solution<GrrafDetails>> {
  const { run, options, services } = g;
  // An explicit query mode over a graph in hand loads it into a Cypher store for the program to query.
  const ahead = await run.schemaAhead(input, options.language, services, {
    cypher: options.graphAccess === 'query' && options.language === 'js',
  });
  const access = graphAccessOf(g, ahead);
  const known = remember(g, start, { access });
  const params = programParams(input);
  const shown = cypherPatternText(options.language, input);
  // A cached program was written for one access mode; query-mode programs are not cached.
  const cached = !!g.cache && !(access === 'query' && options.language === 'js');
  const site = {
    input,
    schema: ahead,
    ready: () => ahead.ready,
    params,
    shown,
    queryMode: access === 'query',
  };
  return reusedOrCompiled(g, known, site, cached, (facts, reuse) =>
    compileAndRun(g, facts, input, ahead, params, reuse, shown),
  );
}

async function compileAndRun(
  g: GrrafRun,
  known: RunFacts,
  input: GraphInput,
  ahead: SchemaAhead,
  params: ProgramParams,
  reuse: Reuse | undefined,
  shown: string | undefined,
): Promise<Solution<GrrafDetails>> {
  const { run, options } = g;
  const { access } = known;
  const brief = run.during('compile', () => leanBrief(g, access, input, ahead, params, shown));
  const compiled = await compileProgram(run.ctx.llm, brief, input.question, input.hints);
  const all = { ...compiled.inputs, ...params };
  const refinement = { ...compiled.refinement, refined: fillPattern(compiled.refinement.refined, all) };
  const refined = remember(g, known, { refinement });
  // From here on the feedback prompts show P' (with its inputs) instead of the raw question.
  brief.question = refinement.refined;
  const step = await ahead.ready;
  const runner = {
    ...(await programRunner(g, access === 'query', input, step, all)),
    maxRepairs: options.maxRepairs,
  };
  const first = compiled.program ? { program: compiled.program } : { cannotCompute: compiled.cannotCompute };
  const check =
    options.validate === 'tests' ? await selfTestCheckFor(g, access, input, step, all, runner) : undefined;
  const outcome = await continueProgramLoop(run.ctx.llm, brief, first, {
    ...runner,
    ...(check ? { check } : {}),
  });
  if (!outcome.ok) return afterFailure(g, refined, input, outcome);
  let facts = remember(g, refined, { program: { language: options.language, code: outcome.code } });
  let phrased: PhrasedWithTemplate | undefined;
  if (reuse) {
    const { nodeCount, edgeCount } = step.schema;
    const kept = {
      code: outcome.code,
      language: options.language,
      params: all,
      instance: { nodeCount, edgeCount },
    };
    // A program that will be reused gets its sentence as a template too, in the same phrasing call.
    if (options.phrase && keepRefusal(kept) === undefined) {
      phrased = await run.during('phrase', () =>
        phraseWithTemplate(run.ctx.llm, run.question, outcome.answer, all),
      );
      if (phrased.refused) addNote(run.trace, 'phrase', `no sentence template kept: ${phrased.refused}`);
    }
    const cache = await keepProgram(g, facts.cache, reuse, input, {
      ...kept,
      refinement: compiled.refinement,
      ...(phrased?.template !== undefined ? { sentence: phrased.template } : {}),
    });
    facts = remember(g, facts, { cache });
  }
  return loopAnswered(g, facts, outcome, phrased?.sentence);
}

/** The compile prompt's brief: the question and the lean rules block (schema, inputs, language rules). */
function leanBrief(
  g: GrrafRun,
  access: GraphAccess,
  input: GraphInput,
  ahead: SchemaAhead,
  params: ProgramParams,
  shown: string | undefined,
): ProgramBrief {
  const { options, services } = g;
  const topic = [input.question, ...input.hints].join('\n');
  return {
    language: options.language,
    question: input.question,
    rules: leanRules(
      {
        language: options.language,
        schema: ahead.schema,
        schemaText: ahead.text,
        twoGraphs: !!input.graphPrime,
        store: ahead.store,
        params,
        paramsKnown: input.source === 'question' || Object.keys(params).length > 0,
        topic,
        ...(input.ask !== undefined ? { focus: [input.ask, ...input.hints].join('\n') } : {}),
        ...(shown ? { patternText: shown } : {}),
        evidence: options.evidence,
        ...(access === 'query' ? { query: { maxRows: maxRowsOf(g) } } : {}),
      },
      services,
    ),
    timeLimitMs: options.timeLimitMs,
  };
}

/** The run's access mode (graph-access.ts), noted in the trace when programs query the store. */
function graphAccessOf(g: GrrafRun, ahead: SchemaAhead): GraphAccess {
  const { options } = g;
  const access = chooseGraphAccess({
    option: options.graphAccess,
    language: options.language,
    pipeline: options.pipeline,
    edgeCount: ahead.schema.edgeCount,
    store: ahead.store,
  });
  if (access === 'query' && options.language === 'js') {
    const why =
      options.graphAccess === 'auto'
        ? ` (more than ${AUTO_QUERY_ABOVE_EDGES.toLocaleString('en')} edges)`
        : '';
    addNote(
      g.run.trace,
      'graph-access',
      `query mode${why}: the program reads the ${ahead.store.kind} store with cypher(); no G is loaded`,
    );
  }
  return access;
}

function maxRowsOf(g: GrrafRun): number {
  return g.options.execLimits.maxRows ?? DEFAULT_EXEC_LIMITS.maxRows;
}

/** `--validate tests`: cases on tiny graphs of the question's kind, labeled by the model (not for Cypher). */
async function selfTestCheckFor(
  g: GrrafRun,
  access: GraphAccess,
  input: GraphInput,
  step: SchemaStep,
  params: ProgramParams,
  runner: ProgramRunner,
): Promise<SelfTestCheck | undefined> {
  if (g.options.language === 'cypher') {
    addNote(g.run.trace, 'tests', 'Cypher programs cannot run on test graphs: answers are not validated');
    return undefined;
  }
  if (access === 'query') {
    addNote(
      g.run.trace,
      'tests',
      'query-mode programs read the store, not test graphs: answers are not validated',
    );
    return undefined;
  }
  return g.run.during('tests', async () => {
    const request = {
      question: input.question,
      hints: input.hints,
      shape: { directed: step.schema.directed, weighted: step.schema.weighted },
      params,
      nodeParams: NODE_PARAMS.filter((k) => k in params),
    };
    const limits = { timeLimitMs: Math.min(10_000, g.options.timeLimitMs) };
    const tests = { executor: runner.executor, language: g.options.language, limits };
    return (await prepareSelfTestCheck(g.run.ctx.llm, request, tests)).check;
  });
}
