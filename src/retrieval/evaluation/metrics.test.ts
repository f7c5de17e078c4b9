import { describe, expect, it } from 'vitest';
import type { GoldItem } from './gold.js';
import { type QueryOutcome, scoreRetrieval, summarize } from './metrics.js';

const gold: GoldItem[] = [
  { name: 'maximum_flow', ids: ['Flows/maximum_flow'] },
  { name: 'clustering', ids: ['A/clustering', 'B/clustering'] },
];

describe('retrieval metrics', () => {
  it('count a gold item once whichever of its equivalent leaves is retrieved', () => {
    const score = scoreRetrieval(['A/clustering', 'B/clustering', 'X/other'], gold);
    expect(score).toEqual({ precision: 1 / 3, recall: 1 / 2, f1: 0.4, hits: 1, retrieved: 3, required: 2 });
  });

  it('give perfect scores for exactly the gold, and zero precision for nothing retrieved', () => {
    expect(scoreRetrieval(['Flows/maximum_flow', 'B/clustering'], gold)).toMatchObject({
      precision: 1,
      recall: 1,
      f1: 1,
    });
    expect(scoreRetrieval([], gold)).toMatchObject({ precision: 0, recall: 0, f1: 0, retrieved: 0 });
    // a leaf retrieved twice is one document
    expect(scoreRetrieval(['Flows/maximum_flow', 'Flows/maximum_flow'], gold)).toMatchObject({
      precision: 1,
      retrieved: 1,
    });
  });

  it('average per query (macro), with costs per query', () => {
    const outcome = (ids: string[], llmCalls: number, ms: number, error?: string): QueryOutcome => ({
      query: 'q',
      task: 't',
      score: scoreRetrieval(ids, gold),
      stats: { llmCalls, inputTokens: 10 * llmCalls, outputTokens: llmCalls, ms },
      retrievedIds: ids,
      notes: [],
      ...(error ? { error } : {}),
    });
    const summary = summarize([
      outcome(['Flows/maximum_flow', 'A/clustering'], 4, 100),
      outcome(['Flows/maximum_flow'], 2, 50),
      outcome([], 0, 0, 'model failed'),
    ]);
    const f1One = (2 * 1 * 0.5) / 1.5;
    expect(summary.queries).toBe(3);
    expect(summary.failed).toBe(1);
    expect(summary.precision).toBeCloseTo(2 / 3, 12);
    expect(summary.recall).toBeCloseTo(0.5, 12);
    expect(summary.f1).toBeCloseTo((1 + f1One) / 3, 12);
    expect(summary.allHitRate).toBeCloseTo(1 / 3, 12);
    expect(summary).toMatchObject({ retrieved: 1, llmCalls: 2, inputTokens: 20, outputTokens: 2, ms: 50 });
    expect(summarize([])).toMatchObject({ queries: 0, f1: 0 });
  });
});
