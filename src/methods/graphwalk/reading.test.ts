import type { JSONSchema7 } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { GraphData } from '../../graph/model.js';
import { createLlmContext } from '../../llm/llm-runtime.js';
import { type ScriptedResponse, scriptedModel } from '../../llm/test-support/index.js';
import type { NoteStep } from '../../trace/trace.js';
import type { Task } from '../method.js';
import { solveGraphwalk } from './graphwalk.js';
import { readingDisagreements, splitReading } from './reading.js';

/** p1 cites p2 and p3; p4 cites p1: "connected to" reads as 2 (outgoing) or 3 papers (either way). */
function citations(): GraphData {
  const paper = (id: string) => ({ id, labels: ['Paper'], properties: { key: id, topic: `t-${id}` } });
  const cites = (source: string, target: string) => ({ source, target, type: 'CITES', properties: {} });
  return {
    directed: true,
    nodes: ['p1', 'p2', 'p3', 'p4'].map(paper),
    edges: [cites('p1', 'p2'), cites('p1', 'p3'), cites('p4', 'p1')],
  };
}

const COUNT = {
  instruction: 'Return ONLY the output with the count in JSON format: [{"count": "number"}].',
  schema: z.toJSONSchema(z.array(z.looseObject({ count: z.number() }))) as JSONSchema7,
};
const OUTGOING_NOTE =
  'A node is connected to (has a relationship to) another node when a relationship goes from the first node ' +
  'to the other; a relationship in the other direction does not count.';

const task = (over: Partial<Task> = {}): Task => ({
  question: 'Count the number of "Paper" nodes that p1 is connected to.',
  graph: citations(),
  answerFormat: COUNT,
  ...over,
});

const neighbors = {
  toolCalls: [
    {
      toolName: 'get_all_nearest_neighbors',
      input: { label: 'Paper', property_name: 'key', property_value: 'p1' },
    },
  ],
};

async function solve(script: ScriptedResponse[], t: Task, options = {}) {
  const model = scriptedModel(script);
  const solution = await solveGraphwalk(
    t,
    { llm: createLlmContext({ model }) },
    { phrase: false, ...options },
  );
  return { model, solution };
}

const notes = (steps: readonly { kind: string }[], name: string) =>
  steps.filter((s): s is NoteStep => s.kind === 'note' && (s as NoteStep).name === name);

describe('the READING line', () => {
  it('is taken out of the reply, last one wins, and "none" is no reading', () => {
    expect(splitReading('[{"count": 2}]\nREADING: connected to: outgoing relationships')).toEqual({
      reading: 'connected to: outgoing relationships',
      rest: '[{"count": 2}]',
    });
    expect(splitReading('**READING:** none\n[1]')).toEqual({ rest: '[1]' });
    expect(splitReading('[1]')).toEqual({ rest: '[1]' });
    expect(splitReading('READING: a: b\nREADING: c: d\n[1]').reading).toBe('c: d');
  });

  it('disagrees with a note when it follows another direction, or says it differs', () => {
    expect(readingDisagreements('connected to: outgoing relationships', [OUTGOING_NOTE])).toEqual([]);
    expect(
      readingDisagreements('connected to: either direction; step: one relationship', [OUTGOING_NOTE]),
    ).toEqual(['connected to: either direction']);
    expect(readingDisagreements('target: the last node (differs from the note)', ['anything'])).toEqual([
      'target: the last node (differs from the note)',
    ]);
    // With no notes there is nothing to disagree with.
    expect(readingDisagreements('connected to: either direction', [])).toEqual([]);
  });
});

describe('graphwalk says how it read the question', () => {
  it('asks for the reading and reports it as the assumption: Solution, text, trace', async () => {
    const { model, solution } = await solve(
      [
        neighbors,
        {
          match: /tool result/,
          text: '[{"count": 2}]\nREADING: connected to: outgoing relationships (p1 cites them)',
        },
      ],
      task(),
    );
    expect(model.prompts[0]).toMatch(/READING: <term>: <how you read it>/);
    expect(solution).toMatchObject({
      outcome: 'answered',
      answer: [{ count: 2 }],
      assumption: 'connected to: outgoing relationships (p1 cites them)',
      details: { readingDiffers: false },
    });
    expect(solution.text).toBe(
      '[{"count":2}]\n(Assumed: connected to: outgoing relationships (p1 cites them))',
    );
    expect(notes(solution.trace, 'reading')[0]?.text).toBe(
      'connected to: outgoing relationships (p1 cites them)',
    );
  });

  it('a reading against the asker’s note is reported and flagged; the answer stays the walker’s', async () => {
    const { model, solution } = await solve(
      [neighbors, { match: /tool result/, text: '[{"count": 3}]\nREADING: connected to: either direction' }],
      task({ hints: [OUTGOING_NOTE] }),
    );
    expect(model.prompts[0]).toMatch(/Notes from the asker[\s\S]*goes from the first node to the other/);
    expect(solution).toMatchObject({
      outcome: 'answered',
      answer: [{ count: 3 }],
      assumption: 'connected to: either direction',
      details: { readingDiffers: true },
    });
    const [flag] = notes(solution.trace, 'reading');
    expect(flag?.text).toMatch(/otherwise than the asker's notes say \(connected to: either direction\)/);
    expect(flag?.data).toMatchObject({ hints: [OUTGOING_NOTE], differs: ['connected to: either direction'] });
  });

  it('with reading off, the prompt does not ask and a stray line is not taken', async () => {
    const { model, solution } = await solve(
      [neighbors, { match: /tool result/, text: '[{"count": 2}]\nREADING: connected to: outgoing' }],
      task(),
      { reading: false },
    );
    expect(model.prompts[0]).not.toMatch(/READING/);
    expect(solution).toMatchObject({ outcome: 'answered', answer: [{ count: 2 }] });
    expect(solution.assumption).toBeUndefined();
    expect(notes(solution.trace, 'reading')).toEqual([]);
  });

  it('a walk that read a cut tool result answers, but says it may be incomplete', async () => {
    const { model, solution } = await solve(
      [
        {
          toolCalls: [
            {
              toolName: 'get_unique_property_values',
              input: { property_name: 'topic', entity_name: 'Paper', entity_type: 'node' },
            },
          ],
        },
        { match: /tool result/, text: '[{"count": 1}]\nREADING: none' },
      ],
      task({ question: 'How many topics are there?' }),
      { maxResultChars: 20 },
    );
    expect(model.prompts[1]).toMatch(/showing 1 of 4/);
    expect(solution).toMatchObject({
      outcome: 'answered',
      answer: [{ count: 1 }],
      details: { cutResults: 1 },
    });
    expect(solution.text).toMatch(/may be incomplete: the walker cannot list that much/);
    expect(notes(solution.trace, 'answer').at(-1)?.text).toMatch(/1 tool result\(s\) were cut/);
  });

  it('a list the tool itself cut counts as cut too', async () => {
    const many: GraphData = {
      directed: true,
      nodes: Array.from({ length: 1000 }, (_, i) => ({
        id: `p${i}`,
        labels: ['Paper'],
        properties: { key: `p${i}`, topic: `topic-${i}` },
      })),
      edges: [],
    };
    const { model, solution } = await solve(
      [
        {
          toolCalls: [
            {
              toolName: 'get_unique_property_values',
              input: { property_name: 'topic', entity_name: 'Paper', entity_type: 'node' },
            },
          ],
        },
        { match: /tool result/, text: '[{"count": 300}]\nREADING: none' },
      ],
      task({ question: 'How many topics are there?', graph: many }),
    );
    expect(model.prompts[1]).toMatch(/of 1000 values|of 1000 /);
    expect(solution.details.cutResults).toBe(1);
    expect(solution.text).toMatch(/may be incomplete/);
  });
});
