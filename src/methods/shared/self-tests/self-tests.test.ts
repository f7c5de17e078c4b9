import { afterAll, describe, expect, it } from 'vitest';
import { createExecutor } from '../../../exec/index.js';
import { createLlmContext } from '../../../llm/llm-runtime.js';
import { scriptedModel } from '../../../llm/test-support/index.js';
import { Trace } from '../../../trace/trace.js';
import { prepareSelfTestCheck } from './check.js';
import { debugPrompt } from './debug-prompt.js';
import { generateSelfTests, type TestRequest } from './generate-tests.js';
import { runSelfTests } from './run-tests.js';

const js = createExecutor('js');
afterAll(() => js.close());

const degreeTask: TestRequest = {
  question: 'How many neighbors does node 7 have?',
  hints: [],
  shape: { directed: false, weighted: false },
  params: { node: 7 },
  nodeParams: ['node'],
};

/** Three cases for the degree of a node: a path, a star (twice, labeled two ways), a triangle. */
const degreeReply = `\`\`\`json
{"answer_format": "an integer", "cases": [
  {"nodes": [0, 1, 2], "edges": [[0, 1], [1, 2]], "params": {"node": 1}, "expected": 2},
  {"nodes": [0, 1, 2, 3], "edges": [[0, 1], [0, 2], [0, 3]], "params": {"node": 0}, "expected": 3},
  {"nodes": [0, 1, 2, 3], "edges": [[0, 3], [0, 2], [1, 0]], "params": {"node": 0}, "expected": 2},
  {"nodes": [0, 1, 2], "edges": [[0, 1], [1, 2], [2, 0]], "params": {"node": 2}, "expected": 2}
]}
\`\`\``;

function context(script: Parameters<typeof scriptedModel>[0]) {
  const model = scriptedModel(script);
  const trace = new Trace();
  return { model, trace, llm: createLlmContext({ model, trace, limits: { maxRetries: 0 } }) };
}

const runner = { executor: js, language: 'js' as const, limits: { timeLimitMs: 5000 } };

describe('self-generated tests', () => {
  it('are asked for without the graph, read, and cleared of inconsistent labels', async () => {
    const { model, trace, llm } = context([{ match: /test cases/, text: degreeReply }]);
    const suite = await generateSelfTests(llm, degreeTask);
    expect(model.prompts[0]).toContain('params.node');
    expect(model.prompts[0]).toContain('an undirected graph with unweighted edges');
    expect(suite.answerFormat).toBe('an integer');
    expect(suite.cases.map((c) => c.number)).toEqual([1, 4]);
    expect(suite.dropped.map((d) => d.number)).toEqual([2, 3]);
    const steps = trace.steps.map((s) => `${s.kind}:${s.name}`);
    expect(steps).toEqual(['llm:tests', 'note:tests']);
    const note = trace.steps[1] as { text: string };
    expect(note.text.split('\n')).toEqual([
      '2 usable test cases, 2 dropped (answer: an integer)',
      'case 1: nodes [0, 1, 2], edges [[0, 1], [1, 2]], params {"node":1} → 2',
      'case 4: nodes [0, 1, 2], edges [[0, 1], [1, 2], [2, 0]], params {"node":2} → 2',
      'dropped case 2: cases 2, 3 have the same input but different labels',
      'dropped case 3: cases 2, 3 have the same input but different labels',
    ]);
  });

  it('that come back unusable leave an empty suite and a traced error', async () => {
    const { trace, llm } = context([{ text: 'Sorry, I cannot write tests for this.' }]);
    const suite = await generateSelfTests(llm, degreeTask);
    expect(suite.cases).toEqual([]);
    expect(trace.steps[1]).toMatchObject({ kind: 'note', name: 'tests', error: { code: 'parse' } });
  });

  it('check a program: logic errors and crashes both fail, with what was expected and produced', async () => {
    const { trace, llm } = context([{ text: degreeReply }]);
    const { suite, check } = await prepareSelfTestCheck(llm, degreeTask, runner);
    expect(suite.cases).toHaveLength(2);
    const right = 'answer = G.degree(String(params.node));';
    const offByOne = 'answer = G.degree(String(params.node)) + 1;';
    expect(await check!(right)).toBeUndefined();
    const wrong = await check!(offByOne);
    expect(wrong?.run).toMatchObject({ passed: 0, total: 2 });
    expect(wrong?.message).toContain('expected: 2\n  got: 3');
    const crash = await runSelfTests(llm, runner, 'answer = G.degree("no such node");', suite.cases);
    expect(crash.failures[0]?.error?.kind).toBe('runtime');
    const runs = trace.steps.filter((s) => s.kind === 'exec');
    expect(runs.every((s) => s.name === 'test-run')).toBe(true);
    expect(runs).toHaveLength(6);
    const prompt = debugPrompt({
      language: 'js',
      question: degreeTask.question,
      code: offByOne,
      run: wrong!.run,
      context: '',
    });
    expect(prompt).toContain('It passed 0 of 2 test cases');
    expect(prompt).toContain('Case 1: undirected graph, nodes [0, 1, 2], edges [[0, 1], [1, 2]]');
  });

  it('run with the question’s signal: a cancelled question stops the runs', async () => {
    const controller = new AbortController();
    const model = scriptedModel([{ text: degreeReply }]);
    const llm = createLlmContext({ model, limits: { maxRetries: 0 }, signal: controller.signal });
    const suite = await generateSelfTests(llm, degreeTask);
    controller.abort();
    await expect(runSelfTests(llm, runner, 'answer = 1;', suite.cases)).rejects.toMatchObject({
      code: 'cancelled',
    });
  });
});
