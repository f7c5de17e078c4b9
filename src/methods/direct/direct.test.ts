import type { JSONSchema7 } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { GraphData } from '../../graph/model.js';
import { createLlmContext } from '../../llm/llm-runtime.js';
import { type ScriptedResponse, scriptedModel } from '../../llm/test-support/index.js';
import type { Task } from '../method.js';
import { solveDirect } from './direct.js';

const graph: GraphData = {
  directed: true,
  nodes: [
    { id: 'a1', labels: ['Author'], properties: { key: 'a1' } },
    { id: 'b1', labels: ['Book'], properties: { key: 'b1' } },
  ],
  edges: [{ source: 'a1', target: 'b1', type: 'WROTE', properties: {} }],
};

const KEYS = {
  instruction: 'Return results in JSON format according to the schema: [{"node_key": "string"}].',
  schema: z.toJSONSchema(z.array(z.looseObject({ node_key: z.string() }))) as JSONSchema7,
};

async function solve(script: ScriptedResponse[], task: Task, options = {}) {
  const model = scriptedModel(script);
  const solution = await solveDirect(
    task,
    { llm: createLlmContext({ model }) },
    { phrase: false, ...options },
  );
  return { model, solution };
}

describe('direct', () => {
  it('puts the graph in the prompt and reads the answer in the asked JSON format', async () => {
    const { model, solution } = await solve([{ text: '```json\n[{"node_key": "a1"}]\n```' }], {
      question: 'Find all "Author" nodes.',
      graph,
      answerFormat: KEYS,
    });
    expect(solution).toMatchObject({ outcome: 'answered', answer: [{ node_key: 'a1' }] });
    expect(solution.details).toMatchObject({ extracted: false });
    expect(model.prompts[0]).toContain('a1 :Author {"key":"a1"}');
    expect(model.prompts[0]).toMatch(
      /a1 -\[:WROTE\]-> b1[\s\S]*in the format the question asks for: Return results in JSON/,
    );
  });

  it('has a second call extract an answer written as prose, like the walker', async () => {
    const { solution } = await solve(
      [
        { text: 'The only author is a1.' },
        { match: /not written in the JSON format/, text: '[{"node_key": "a1"}]' },
      ],
      { question: 'Find all "Author" nodes.', graph, answerFormat: KEYS },
    );
    expect(solution).toMatchObject({
      outcome: 'answered',
      answer: [{ node_key: 'a1' }],
      details: { extracted: true },
    });
    expect(solution.trace.filter((s) => s.kind === 'llm').map((s) => s.name)).toEqual(['direct', 'extract']);
  });

  it("shows a task's own drawing of the graph instead of serializing it", async () => {
    const { model } = await solve([{ text: 'ANSWER: 3' }], {
      question: 'How many open cells?',
      graph,
      graphText: '+---+\n| S |\n+---+',
    });
    expect(model.prompts[0]).toContain('| S |');
    expect(model.prompts[0]).not.toContain(':Author');
  });

  it('reads an ANSWER line when no format is asked', async () => {
    const { solution } = await solve([{ text: 'Thinking...\nANSWER: 1' }], {
      question: 'How many books?',
      graph,
    });
    expect(solution).toMatchObject({ outcome: 'answered', answer: 1, details: { extracted: false } });
  });

  it('ends as unreadable-answer when even the extraction finds no answer in the format', async () => {
    const { solution } = await solve(
      [{ text: 'No idea.' }, { match: /not written in the JSON format/, text: 'still no idea' }],
      { question: 'Find all "Author" nodes.', graph, answerFormat: KEYS },
    );
    expect(solution.error).toMatchObject({ code: 'unreadable-answer', step: 'extract' });
  });

  it('refuses a graph over its token budget without calling the model', async () => {
    const { model, solution } = await solve([], { question: 'How many books?', graph }, { tokenBudget: 5 });
    expect(solution.error).toMatchObject({ code: 'budget' });
    expect(model.prompts).toHaveLength(0);
  });
});
