import { describe, expect, it } from 'vitest';
import { scoreAnswer } from '../../scoring/score.js';
import { resolveDataset } from '../resolve.js';
import type { ComplexGraphQuestion } from './questions.js';
import { complexGraphQuestions } from './questions.js';

describe('complexgraph:<split> datasets', () => {
  it('are the generator’s questions, each with its truth, scored by the dataset’s rules', async () => {
    const d = await resolveDataset('complexgraph:s:seed=3,per-task=2,variants=plain/paraphrase', {
      tasks: ['maximum_flow'],
    });
    const direct = complexGraphQuestions({
      split: 'S',
      seed: 3,
      perTask: 2,
      variants: ['plain', 'paraphrase'],
      tasks: ['maximum_flow'],
    });
    expect(d.name).toBe('complexgraph:s:seed=3,per-task=2,variants=plain/paraphrase');
    expect(d.questions).toEqual(direct);
    const q = d.questions[0] as ComplexGraphQuestion;
    const value = (q.truth as { value: number }).value;
    expect(scoreAnswer({ answer: value + 0.001, truth: q.truth, graph: q.graph! }).correct).toBe(true);
    expect(scoreAnswer({ answer: value + 1, truth: q.truth, graph: q.graph! }).correct).toBe(false);
  });

  it('take L’s two sizes from nodes=lo/hi', async () => {
    const d = await resolveDataset('complexgraph:L:per-task=2,nodes=300/400', {
      tasks: ['connected_components'],
    });
    expect(d.questions.map((q) => q.graph!.nodes.length).every((n) => n <= 400)).toBe(true);
  });

  it('refuse a missing split, an unknown option or wording, and bad node counts, naming the spec', async () => {
    for (const [spec, message] of [
      ['complexgraph', /needs a split/],
      ['complexgraph:X', /needs a split/],
      ['complexgraph:S:size=3', /unknown option "size"/],
      ['complexgraph:S:variants=plain/fancy', /unknown wording "fancy"/],
      ['complexgraph:S:nodes=10', /nodes must be two integers/],
      ['complexgraph:S:per-task=-1', /per-task must be a non-negative integer/],
    ] as const) {
      await expect(resolveDataset(spec), spec).rejects.toMatchObject({ code: 'config', message });
    }
    await expect(resolveDataset('complexgraph:C', { tasks: ['no_such_task'] })).rejects.toMatchObject({
      code: 'config',
      location: { field: 'tasks' },
    });
  });
});
