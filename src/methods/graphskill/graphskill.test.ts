import { afterAll, describe, expect, it } from 'vitest';
import { maximumFlowValue } from '../../algorithms/index.js';
import { createExecutor } from '../../exec/index.js';
import { toGraphology } from '../../graph/graphology.js';
import { readCallMeta } from '../../llm/call-meta.js';
import { grrafLibraryTree } from '../../retrieval/index.js';
import type { TraceStep } from '../../trace/trace.js';
import { memoryProgramCache } from '../program-cache/index.js';
import { createGraphSkillMethod } from './graphskill.js';
import { graphskillDouble } from './test-support/graphskill-double.js';
import {
  COMPONENTS_QUESTION,
  contextFor,
  EFFECTIVE_DIAMETER_QUESTION,
  flowQuestion,
  graphOf,
  taskOn,
} from './test-support/method-fixtures.js';

const js = createExecutor('js');
afterAll(() => js.close());
const tree = grrafLibraryTree();
const steps = (trace: readonly TraceStep[]) => trace.map((s) => `${s.kind}:${s.name}`);

/** Two components: a triangle and an edge (ids no test graph or prompt text uses). */
const twoParts = graphOf([
  [40, 41],
  [41, 42],
  [42, 40],
  [43, 44],
]);
const flowGraph = graphOf(
  [
    [0, 1, 3],
    [1, 2, 2],
    [0, 2, 1],
    [2, 3, 5],
  ],
  true,
);

describe('GraphSkill', () => {
  it('retrieves documents, tests, debugs a logic error the tests catch, and answers', async () => {
    const model = graphskillDouble(tree);
    const ctx = contextFor(model, js);
    const s = await createGraphSkillMethod().solve(taskOn(COMPONENTS_QUESTION, twoParts), ctx, {
      phrase: false,
    });
    expect(s.outcome).toBe('answered');
    expect(s.answer).toBe(2);
    expect(s.details).toMatchObject({
      path: 'debugged',
      retrieval: 'compact',
      tree: 'grraf',
      documents: 'numberConnectedComponents',
      debugRounds: 1,
      reused: false,
      testsUsable: 8,
    });
    expect(s.details.testsPassed).toBe(s.details.testsTotal);
    // grraf's small tree fits one layer of functions, so the compact walk's one call is its strict one
    expect(s.details.retrievalCalls).toBe(1);
    const names = steps(s.trace);
    expect(names).toContain('retrieval:retrieval');
    expect(names.filter((n) => n === 'exec:test-run')).toHaveLength(16);
    expect(names.slice(names.indexOf('llm:tests'))).toEqual([
      'llm:tests',
      'note:tests',
      'llm:code',
      ...Array(8).fill('exec:test-run'),
      'note:test-run',
      'llm:debug',
      ...Array(8).fill('exec:test-run'),
      'note:test-run',
      'exec:execute',
    ]);
    const retrieval = s.trace.find((t) => t.kind === 'retrieval');
    expect(retrieval).toMatchObject({
      retriever: 'hierarchical-compact',
      documents: [{ name: 'numberConnectedComponents' }],
    });
    expect(s.program?.code).toBe('answer = numberConnectedComponents(G);');
    // The graph (nodes 40–44) never reaches a prompt; '[40] …' numbers a retrieval entry.
    for (const step of s.trace)
      if (step.kind === 'llm') expect(JSON.stringify(step.messages)).not.toMatch(/(?<!\[)\b4[0-4]\b/);
  });

  it('reuses the validated program for later questions of the task, with their inputs', async () => {
    const model = graphskillDouble(tree);
    const method = createGraphSkillMethod();
    const cache = memoryProgramCache();
    const ask = (source: number) =>
      method.solve(
        taskOn(flowQuestion(source, 3), flowGraph, { source, target: 3 }),
        contextFor(model, js, cache),
        {
          phrase: false,
        },
      );
    const first = await ask(0);
    const calls = model.steps.length;
    const second = await ask(1);
    expect(model.steps.length).toBe(calls);
    expect(first.answer).toBe(maximumFlowValue(toGraphology(flowGraph), '0', '3'));
    expect(second.answer).toBe(maximumFlowValue(toGraphology(flowGraph), '1', '3'));
    expect(first.trace.find((t) => t.name === 'cache')).toMatchObject({
      text: 'stored for the later questions of this task',
    });
    expect(second.details).toMatchObject({ path: 'reused', reused: true, retrievalCalls: 0 });
    expect(steps(second.trace)).toEqual(['note:input', 'note:reuse', 'exec:execute']);
    // The double labels a copy of case 1 differently: both are dropped and the note says so.
    const testsNote = first.trace.find((t) => t.kind === 'note' && t.name === 'tests');
    expect(testsNote && 'text' in testsNote ? testsNote.text : '').toMatch(
      /have the same input but different labels/,
    );
    expect(first.details.testsDropped).toBe(2);
    // Without a cache, or with reuse off, every question compiles.
    await method.solve(
      taskOn(flowQuestion(2, 3), flowGraph, { source: 2, target: 3 }),
      contextFor(model, js, cache),
      {
        phrase: false,
        reuse: false,
      },
    );
    expect(model.steps.filter((s) => s === 'code')).toHaveLength(2);
  });

  it('a run that throws after writing its program (the phrasing model fails) still reports the program', async () => {
    const double = graphskillDouble(tree);
    const model = {
      ...double,
      doGenerate: async (call: Parameters<typeof double.doGenerate>[0]) => {
        if (readCallMeta(call).step === 'phrase') throw new Error('the model went away');
        return double.doGenerate(call);
      },
    };
    const s = await createGraphSkillMethod().solve(
      taskOn(COMPONENTS_QUESTION, twoParts),
      contextFor(model, js),
    );
    expect(s.outcome).toBe('could-not-compute');
    expect(s.error).toMatchObject({ step: 'phrase' });
    const ran = s.trace.findLast((t) => t.kind === 'exec' && t.name === 'execute');
    expect(s.program).toEqual({ language: 'js', code: ran?.kind === 'exec' ? ran.code : 'no program ran' });
  });

  it('compiles a task once when its questions run at the same time', async () => {
    const model = graphskillDouble(tree);
    const method = createGraphSkillMethod();
    const cache = memoryProgramCache();
    const solve = (source: number) =>
      method.solve(
        taskOn(flowQuestion(source, 3), flowGraph, { source, target: 3 }),
        contextFor(model, js, cache),
        {
          phrase: false,
          retrieval: 'tfidf',
        },
      );
    const results = await Promise.all([solve(0), solve(1), solve(2)]);
    expect(model.steps.filter((s) => s === 'code')).toHaveLength(1);
    expect(results.filter((r) => r.details.reused)).toHaveLength(2);
  });
});

describe('GraphSkill ablations', () => {
  const disconnected = graphOf([
    [0, 1],
    [1, 2],
    [3, 4],
  ]);

  it('without test cases, debugs on the execution error the task’s graph raises', async () => {
    const model = graphskillDouble(tree);
    const s = await createGraphSkillMethod().solve(
      taskOn(EFFECTIVE_DIAMETER_QUESTION, disconnected),
      contextFor(model, js),
      {
        phrase: false,
        tests: false,
      },
    );
    expect(s.answer).toBe(2);
    expect(s.details).toMatchObject({ path: 'debugged', tests: false, testsTotal: 0, debugRounds: 1 });
    expect(steps(s.trace).filter((n) => n.startsWith('exec'))).toEqual(['exec:execute', 'exec:execute']);
    expect(model.steps).not.toContain('tests');
  });

  it('without debugging, runs the first program once and says where it failed', async () => {
    const model = graphskillDouble(tree);
    const s = await createGraphSkillMethod().solve(
      taskOn(EFFECTIVE_DIAMETER_QUESTION, disconnected),
      contextFor(model, js),
      {
        phrase: false,
        debug: false,
      },
    );
    expect(s.outcome).toBe('could-not-compute');
    expect(s.error).toMatchObject({ code: 'runtime', step: 'execute' });
    expect(model.steps.filter((n) => !n.startsWith('retrieval'))).toEqual(['code']);
    expect(steps(s.trace)).toContain('note:tests');
  });

  it('without retrieval, writes the program with no documents', async () => {
    const model = graphskillDouble(tree);
    const s = await createGraphSkillMethod().solve(
      taskOn(COMPONENTS_QUESTION, twoParts),
      contextFor(model, js),
      {
        phrase: false,
        retrieval: 'none',
      },
    );
    expect(s.answer).toBe(2);
    expect(s.details).toMatchObject({ retrieval: 'none', tree: 'none', documents: '', documentCount: 0 });
    expect(s.trace.some((t) => t.kind === 'retrieval')).toBe(false);
    expect(model.steps.some((n) => n.startsWith('retrieval'))).toBe(false);
  });

  it('without hierarchy (TF-IDF top-k), with flat screening, and one level per layer', async () => {
    for (const [retrieval, name] of [
      ['tfidf', 'tfidf-top3'],
      ['flat', 'flat-screening'],
      ['layered', 'hierarchical-layered'],
    ] as const) {
      const model = graphskillDouble(tree);
      const s = await createGraphSkillMethod().solve(
        taskOn(COMPONENTS_QUESTION, twoParts),
        contextFor(model, js),
        {
          phrase: false,
          retrieval,
        },
      );
      expect(s.answer).toBe(2);
      expect(s.trace.find((t) => t.kind === 'retrieval')).toMatchObject({ retriever: name });
    }
  });
});
