import { describe, expect, it } from 'vitest';
import { resolveDataset } from '../resolve.js';
import type { ComplexGraphQuestion } from './questions.js';
import { complexGraphQuestions } from './questions.js';

describe('complexgraph:<split> datasets', () => {
  it('are the generator’s questions with their own truth and scorer', async () => {
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
    const own = q.ownTruth!;
    expect(own.truth).toEqual({
      kind: 'dataset',
      value: q.truth,
      text: String((q.truth as { value: number }).value),
    });
    expect(own.score((q.truth as { value: number }).value + 0.001, own.truth, q.graph).correct).toBe(true);
    expect(own.score((q.truth as { value: number }).value + 1, own.truth, q.graph).correct).toBe(false);
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
      ['complexgraph:S:size=3', /unknown complexgraph option size/],
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
