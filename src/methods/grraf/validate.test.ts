import { afterAll, describe, expect, it } from 'vitest';
import { createExecutor } from '../../exec/index.js';
import { createLlmContext } from '../../llm/llm-runtime.js';
import { type ScriptedResponse, scriptedModel } from '../../llm/test-support/index.js';
import { defaultServices } from '../shared/default-services.js';
import { solveGrraf } from './grraf.js';
import type { GrrafOptions } from './options.js';
import { leanCompile } from './test-support/scripted-replies.js';

const js = createExecutor('js');
afterAll(() => js.close());

const F = '```';
const QUESTION =
  'Find the degree of a node in an undirected graph. In an undirected graph, (i,j) means that node i and node j ' +
  'are connected with an undirected edge. Q: The nodes are numbered from 0 to 4, and the edges are: (0,1) (0,2) ' +
  '(0,3) (3,4). What is the degree of node 0?';

/** Two cases the model labels by hand: a path's middle node, a triangle's corner. */
const TESTS: ScriptedResponse = {
  match: /write test cases to check it/,
  text: `${F}json\n{"answer_format": "an integer", "cases": [
    {"nodes": [0, 1, 2], "edges": [[0, 1], [1, 2]], "params": {"node": 1}, "expected": 2},
    {"nodes": [0, 1, 2], "edges": [[0, 1], [1, 2], [2, 0]], "params": {"node": 0}, "expected": 2}]}\n${F}`,
};
const OFF_BY_ONE = 'answer = G.degree(String(params.node)) + 1;';
const RIGHT = 'answer = G.degree(String(params.node));';

async function solve(script: ScriptedResponse[], options: Partial<GrrafOptions>) {
  const model = scriptedModel(script);
  const solution = await solveGrraf(
    { question: QUESTION },
    { llm: createLlmContext({ model }), executor: () => js },
    { phrase: false, fallback: false, ...options },
    defaultServices(),
  );
  return { solution, model };
}

describe('GRRAF --validate tests', () => {
  it('repairs a program whose answer runs but fails the self-generated cases', async () => {
    const { solution, model } = await solve(
      [
        leanCompile(OFF_BY_ONE),
        TESTS,
        { match: /does not give the expected answers/, text: `${F}js\n${RIGHT}\n${F}` },
      ],
      { validate: 'tests' },
    );
    expect(solution.answer).toBe(3);
    expect(solution.details).toMatchObject({ path: 'repaired', repairs: 1 });
    expect(model.prompts.find((p) => p.includes('does not give the expected answers'))).toContain(
      'It passed 0 of 2 test cases',
    );
    const names = solution.trace.map((s) => `${s.kind}:${s.name}`);
    expect(names).toContain('llm:tests');
    expect(names.filter((n) => n === 'exec:test-run')).toHaveLength(4);
  });

  it('without validation trusts the same program (a logic error goes through)', async () => {
    const { solution } = await solve([leanCompile(OFF_BY_ONE)], {});
    expect(solution.answer).toBe(4);
    expect(solution.trace.some((s) => s.name === 'tests')).toBe(false);
  });

  it('fails with the tests failure when rounds run out', async () => {
    const { solution } = await solve(
      [
        leanCompile(OFF_BY_ONE),
        TESTS,
        { match: /does not give the expected answers/, text: `${F}js\n${OFF_BY_ONE}\n${F}`, repeat: true },
      ],
      { validate: 'tests', maxRepairs: 1 },
    );
    expect(solution.outcome).toBe('could-not-compute');
    expect(solution.error?.code).toBe('tests');
  });
});
