import type { JSONSchema7 } from '@ai-sdk/provider';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createExecutor } from '../../exec/index.js';
import type { GraphData } from '../../graph/model.js';
import { createLlmContext } from '../../llm/llm-runtime.js';
import { type ScriptedResponse, scriptedModel } from '../../llm/test-support/index.js';
import type { ToolStep } from '../../trace/trace.js';
import type { Task } from '../method.js';
import { solveGraphwalkHybrid } from './graphwalk-hybrid.js';

const js = createExecutor('js');
afterAll(() => js.close());

/** 30 items, every third one tagged "x". */
function items(): GraphData {
  return {
    directed: true,
    nodes: Array.from({ length: 30 }, (_, i) => ({
      id: `n${i}`,
      labels: ['Item'],
      properties: { key: `n${i}`, tag: i % 3 === 0 ? 'x' : 'y' },
    })),
    edges: [],
  };
}

const task: Task = {
  question: 'How many "Item" nodes have tag "x"?',
  graph: items(),
  answerFormat: {
    instruction: 'Return ONLY the output with the count in JSON format: [{"count": "number"}].',
    schema: z.toJSONSchema(z.array(z.looseObject({ count: z.number() }))) as JSONSchema7,
  },
};

const code = (program: string, id?: string) => ({
  toolCalls: [{ toolName: 'run_code', input: { code: program }, ...(id ? { id } : {}) }],
});
const toolSteps = (steps: readonly { kind: string }[]) =>
  steps.filter((s): s is ToolStep => s.kind === 'tool');

async function solve(script: ScriptedResponse[], signal?: AbortSignal, t: Task = task, options = {}) {
  const model = scriptedModel(script);
  const llm = createLlmContext({ model, ...(signal ? { signal } : {}) });
  const solution = await solveGraphwalkHybrid(t, { llm, executor: () => js }, { phrase: false, ...options });
  return { model, solution };
}

/** The keys of the "x" items, as the format asks: too many to read whole under a small cap. */
const listTask: Task = {
  question: 'Find all "Item" nodes where "tag" is "x".',
  graph: items(),
  answerFormat: {
    instruction: 'Return results in JSON format according to the schema: [{"node_key": "string"}].',
    schema: z.toJSONSchema(z.array(z.looseObject({ node_key: z.string() }))) as JSONSchema7,
  },
};
const LIST_X = "answer = G.filterNodes((k, a) => a.tag === 'x').map((k) => ({ node_key: k }));";

const COUNT_X = "answer = G.filterNodes((k, a) => a.labels.includes('Item') && a.tag === 'x').length;";

describe('graphwalk-hybrid', () => {
  it('counts with the code tool over the same graph, after a failed program is fed back', async () => {
    const { model, solution } = await solve([
      code('answer = G.filterNodes((k, a) => a.tag === "x").length +;'),
      { match: /syntax error/, ...code(COUNT_X) },
      { match: /"answer":10/, text: '[{"count": 10}]' },
    ]);
    expect(solution).toMatchObject({ outcome: 'answered', answer: [{ count: 10 }] });
    expect(solution.details).toMatchObject({ codeRuns: 2, toolCalls: 2, turns: 3, extracted: false });
    const runs = toolSteps(solution.trace);
    expect(runs[0]!.error?.message).toMatch(/syntax error/);
    expect(runs[1]!.result).toEqual({ run: 2, answer: 10 });
    // The system prompt offers the code tool; its description carries the sandbox's rules.
    expect(model.prompts[0]).toMatch(/run_code: use it for counting/);
  });

  it('still has the navigation tools', async () => {
    const { solution } = await solve([
      {
        toolCalls: [
          {
            toolName: 'get_unique_property_values',
            input: { property_name: 'tag', entity_name: 'Item', entity_type: 'node' },
          },
        ],
      },
      { match: /tool result/, text: '[{"count": 10}]' },
    ]);
    expect(toolSteps(solution.trace)[0]!.result).toEqual([{ values: 'x' }, { values: 'y' }]);
    expect(solution.details.codeRuns).toBe(0);
  });

  it('tells the agent when a program sets no answer', async () => {
    const { solution } = await solve([code('const n = G.order;'), { text: '[{"count": 0}]' }]);
    expect(toolSteps(solution.trace)[0]!.error?.message).toMatch(/without assigning `answer`/);
  });

  it("passes the question's signal to the program: cancelling stops an endless run", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const { solution } = await solve([code('for (;;) {}')], controller.signal);
    expect(solution.outcome).toBe('could-not-compute');
    expect(solution.error).toMatchObject({ code: 'cancelled', step: 'walk' });
    // The tool loop traces a call when it ends; a cancelled one ends the question instead.
    expect(solution.details).toMatchObject({ turns: 1, end: 'none' });
  });

  it('takes a named run_code result whole as the answer, though the model saw it cut', async () => {
    const { model, solution } = await solve(
      [code(LIST_X), { match: /cut at 120 of \d+ characters/, text: 'ANSWER: result of run_code run 1' }],
      undefined,
      listTask,
      { maxResultChars: 120 },
    );
    const whole = Array.from({ length: 10 }, (_, i) => ({ node_key: `n${3 * i}` }));
    expect(solution).toMatchObject({ outcome: 'answered', answer: whole, details: { cutResults: 1 } });
    // The run's number leads its result, so it survives the cut; the last rows do not.
    expect(model.prompts[1]).toMatch(/\{\\?"run\\?":1/);
    expect(model.prompts[1]).not.toContain('n27');
    // The answer came from the program, so it is not flagged as possibly incomplete.
    expect(solution.text).not.toMatch(/may be incomplete/);
    expect(model.prompts[0]).toMatch(/ANSWER: result of run_code run <N>/);
  });

  it('refuses a named run that gave no answer, or one not in the asked format', async () => {
    const missing = await solve(
      [code(LIST_X), { text: 'ANSWER: result of run_code run 2' }],
      undefined,
      listTask,
    );
    expect(missing.solution).toMatchObject({
      outcome: 'could-not-compute',
      error: { code: 'unreadable-answer' },
    });
    expect(missing.solution.error?.message).toMatch(/no run 2 gave an answer \(runs with an answer: 1\)/);
    const wrong = await solve(
      [code(COUNT_X), { text: 'ANSWER: result of run_code run 1' }],
      undefined,
      listTask,
    );
    expect(wrong.solution.error?.message).toMatch(/the result of run_code run 1 is not in the asked format/);
  });
});
