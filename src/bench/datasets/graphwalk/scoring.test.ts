import { describe, expect, it } from 'vitest';
import { outputFormat } from './output-format.js';
import {
  scoreGraphwalkAnswer,
  scoreItems,
  summarizeByTemplate,
  summarizeScores,
  UNANSWERED,
} from './scoring.js';
import { itemOf, itemsTruth } from './truth.js';

const keys = (...k: string[]) => k.map((x) => itemOf([x]));
const truthAll = itemsTruth('all', keys('n1', 'n2', 'n3', 'n4'));
const truthOne = itemsTruth('one', keys('n1', 'n2'));

describe('scoring one answer', () => {
  it('gives an exact all-of answer full marks, whatever its order and duplicates', () => {
    expect(scoreItems(keys('n4', 'n2', 'n1', 'n3', 'n2'), truthAll)).toEqual({
      correct: true,
      precision: 1,
      recall: 1,
      f1: 1,
      falsePositives: 0,
    });
  });

  it('counts answered items outside the truth as false positives and lowers precision', () => {
    const answered = [...keys('n1', 'n2', 'n3', 'n4'), ...keys('x1', 'x2')];
    const s = scoreItems(answered, truthAll);
    expect(s.correct).toBe(false);
    expect(s.falsePositives).toBe(2);
    expect(s.precision).toBeCloseTo(4 / answered.length);
    expect(s.recall).toBe(1);
    expect(s.f1).toBeCloseTo((2 * s.precision) / (s.precision + 1));
  });

  it('lowers recall for missing items without false positives', () => {
    const s = scoreItems(keys('n1'), truthAll);
    expect(s).toMatchObject({ correct: false, precision: 1, falsePositives: 0 });
    expect(s.recall).toBeCloseTo(1 / 4);
  });

  it('accepts any one item of a one-of truth, but not two', () => {
    expect(scoreItems(keys('n2'), truthOne)).toMatchObject({ correct: true, recall: 1, precision: 1 });
    const two = scoreItems(keys('n1', 'n2'), truthOne);
    expect(two).toMatchObject({ correct: false, recall: 1, precision: 1, falsePositives: 0 });
    expect(scoreItems(keys('n9'), truthOne)).toMatchObject({ correct: false, recall: 0, falsePositives: 1 });
  });

  it('scores a count exactly: one off is wrong and one false positive', () => {
    const truth = { kind: 'number' as const, value: 17 };
    expect(scoreItems([itemOf([17])], truth).correct).toBe(true);
    expect(scoreItems([itemOf([16])], truth)).toMatchObject({ correct: false, falsePositives: 1, recall: 0 });
  });

  it('reads answers in the output format, coercing only unambiguous shapes', () => {
    const format = outputFormat('Return:', [
      { name: 'node_key', type: 'string' },
      { name: 'rel_count', type: 'number' },
    ]);
    const truth = itemsTruth('one', [itemOf(['n3', 4])]);
    const q = { output: format, truth };
    expect(scoreGraphwalkAnswer(q, [{ node_key: 'n3', rel_count: 4 }]).correct).toBe(true);
    expect(scoreGraphwalkAnswer(q, '[{"node_key": "n3", "rel_count": "4"}]').correct).toBe(true);
    expect(scoreGraphwalkAnswer(q, { node_key: 'n3', rel_count: 4, extra: true }).correct).toBe(true);
    expect(scoreGraphwalkAnswer(q, [{ node_key: 'n3', rel_count: 5 }]).correct).toBe(false);
    expect(scoreGraphwalkAnswer(q, [{ node_key: 'n3' }])).toMatchObject({
      correct: false,
      problem: expect.any(String),
    });
    expect(scoreGraphwalkAnswer(q, 'n3 has 4')).toMatchObject({
      correct: false,
      problem: 'the answer is not JSON',
    });
    expect(scoreGraphwalkAnswer(q, null)).toMatchObject({ ...UNANSWERED, problem: 'no answer' });
  });

  it('checks a model answer against the zod schema the question states', () => {
    const format = outputFormat('Return:', [{ name: 'count', type: 'number' }]);
    expect(format.example).toBe('[{"count": "number"}]');
    expect(format.sentence).toBe('Return: [{"count": "number"}].');
    expect(format.schema.safeParse([{ count: 3 }]).success).toBe(true);
    expect(format.schema.safeParse([{ count: '3' }]).success).toBe(false);
    expect(format.schema.safeParse({ count: 3 }).success).toBe(false);
  });
});

describe('aggregating scores', () => {
  it('averages P/R/F1 and accuracy and sums false positives, per template and overall', () => {
    const a = scoreItems(keys('n1', 'n2', 'n3', 'n4'), truthAll);
    const b = scoreItems(keys('n1', 'x'), truthAll);
    const c = scoreItems(keys('n2'), truthOne);
    const { byTemplate, overall } = summarizeByTemplate([
      { template: 'node_by_property', score: a },
      { template: 'node_by_property', score: b },
      { template: 'remote_node_property', score: c },
    ]);
    expect([...byTemplate.keys()]).toEqual(['node_by_property', 'remote_node_property']);
    const nodeByProperty = byTemplate.get('node_by_property')!;
    expect(nodeByProperty).toMatchObject({ total: 2, correct: 1, accuracy: 0.5, falsePositives: 1 });
    expect(nodeByProperty.precision).toBeCloseTo((a.precision + b.precision) / 2);
    expect(nodeByProperty.f1).toBeCloseTo((a.f1 + b.f1) / 2);
    expect(overall).toMatchObject({ total: 3, correct: 2, falsePositives: 1 });
    expect(overall.recall).toBeCloseTo((a.recall + b.recall + c.recall) / 3);
    expect(summarizeScores([])).toMatchObject({ total: 0, accuracy: 0, precision: 0 });
  });
});
