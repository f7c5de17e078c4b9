/**
 * The public API as a library user meets it: an AI SDK model passed straight in, method names
 * checked by the compiler (tsc type-checks this file: a `@ts-expect-error` that stops erroring
 * fails the build), and the answer typed by the outcome.
 */
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type AnswerValue, type AskRequest, ask, isGrrafError, type Solution, solve } from './index.js';
import { createLlmRuntime } from './llm/llm-runtime.js';
import { type ScriptedResponse, scriptedModel } from './llm/test-support/index.js';

const F = '```';
const QUESTION = 'Is there a path between node 0 and node 2?';
const GRAPH = { text: '0 1\n1 2\n3 4\n', format: 'edgelist' as const };
const compile: ScriptedResponse = {
  match: /program that answers the question for any graph/,
  text: `QUESTION: Is there a path between node {source} and node {target}?\nANSWER FORMAT: yes or no\nASSUMPTION: none\nINPUTS: source=0; target=2\n${F}js\nanswer = hasPath(G, String(params.source), String(params.target));\n${F}`,
};

describe('ask with an AI SDK model', () => {
  it('takes the model object itself (no runtime), and its calls go through grraf', async () => {
    const model = scriptedModel([compile]);
    const { solution } = await ask({ question: QUESTION, graph: GRAPH, model, options: { phrase: false } });
    expect(solution.outcome).toBe('answered');
    expect(solution.answer).toBe(true);
    expect(model.prompts).toHaveLength(1);
    // The call went through grraf's middleware: its usage ledger counted it.
    expect(solution.usage.inputTokens).toBeGreaterThan(0);
  });

  it('still takes a runtime made with createLlmRuntime (the old way)', async () => {
    const runtime = createLlmRuntime({ model: scriptedModel([compile]) });
    const { solution } = await ask({ question: QUESTION, graph: GRAPH, runtime, options: { phrase: false } });
    expect(solution.answer).toBe(true);
  });

  it('solve takes the model object too', async () => {
    const question = `Determine whether two nodes are connected in an undirected graph. Q: The nodes are numbered from 0 to 4, and the edges are: (0,1) (1,2) (3,4). ${QUESTION}`;
    const solution = await solve(
      'grraf',
      { question },
      { model: scriptedModel([compile]), options: { phrase: false } },
    );
    expect(solution.answer).toBe(true);
  });

  it('refuses a model of an older AI SDK specification with what to update', async () => {
    const old = Object.assign(new MockLanguageModelV3(), { specificationVersion: 'v2' });
    const e = await ask({ question: QUESTION, graph: GRAPH, model: old as never }).catch((x: unknown) => x);
    expect(isGrrafError(e, 'config')).toBe(true);
    expect((e as Error).message).toMatch(/specification v2; grraf needs v3/);
  });

  it("refuses another framework's model object instead of quietly using the configured one", async () => {
    const langchainLike = { lc_namespace: ['langchain', 'chat_models'], invoke: async () => 'hi' };
    const e = await ask({ question: QUESTION, graph: GRAPH, model: langchainLike as never }).catch(
      (x: unknown) => x,
    );
    expect(isGrrafError(e, 'config')).toBe(true);
    expect((e as Error).message).toMatch(
      /model must be an AI SDK model .*; got an object with lc_namespace, invoke$/,
    );
  });

  it('refuses the reference-code test double as a model, saying what it answers', async () => {
    const e = await ask({ question: QUESTION, graph: GRAPH, model: 'reference-code-test-double' }).catch(
      (x: unknown) => x,
    );
    expect(isGrrafError(e, 'config')).toBe(true);
    expect((e as Error).message).toMatch(/is a TEST DOUBLE, not a model: in `grraf bench` it answers only/);
    expect((e as Error).message).not.toMatch(/ollama/);
  });
});

describe('types', () => {
  it('a method is one of the registered names', () => {
    const request: AskRequest = { question: QUESTION, method: 'graphskill' };
    // @ts-expect-error: 'grfaf' is not a registered method
    const typo: AskRequest = { question: QUESTION, method: 'grfaf' };
    expect([request.method, typo.method]).toEqual(['graphskill', 'grfaf']);
  });

  it('the answer is typed by the outcome', () => {
    expectTypeOf<Extract<Solution, { outcome: 'answered' }>['answer']>().toEqualTypeOf<AnswerValue>();
    expectTypeOf<Extract<Solution, { outcome: 'could-not-compute' }>['answer']>().toEqualTypeOf<undefined>();
    expectTypeOf<Extract<Solution, { outcome: 'could-not-compute' }>['error']['message']>().toBeString();
  });
});
