import { describe, expect, it } from 'vitest';
import { answersMatch } from './compare.js';

describe('answersMatch', () => {
  it('reads yes/no, numeric text and node ids leniently', () => {
    expect(answersMatch('Yes', true)).toBe(true);
    expect(answersMatch(false, 'no')).toBe(true);
    expect(answersMatch(true, 'no')).toBe(false);
    expect(answersMatch(3, '3')).toBe(true);
    expect(answersMatch([1, 2], ['1', '2'])).toBe(true);
    expect(answersMatch('abc', 'ABC ')).toBe(true);
    expect(answersMatch(1, true)).toBe(false);
  });

  it('takes numbers as equal to two decimals, large ones relative', () => {
    expect(answersMatch(0.33, 1 / 3)).toBe(true);
    expect(answersMatch(0.32, 1 / 3)).toBe(false);
    expect(answersMatch(1e12, 1e12 + 1)).toBe(true);
    expect(answersMatch('inf', Number.POSITIVE_INFINITY)).toBe(true);
  });

  it('compares lists in order unless the case says order does not matter', () => {
    expect(answersMatch([1, 2, 3], [3, 2, 1])).toBe(false);
    expect(answersMatch([1, 2, 3], [3, 2, 1], true)).toBe(true);
    expect(answersMatch([1, 1, 2], [1, 2, 2], true)).toBe(false);
    expect(answersMatch([1, 2], [1, 2, 3], true)).toBe(false);
  });

  it('compares objects key by key, and nothing matches a missing answer', () => {
    expect(answersMatch({ node: 3, score: 0.5 }, { score: 0.501, node: '3' })).toBe(true);
    expect(answersMatch({ node: 3 }, { node: 3, extra: 1 })).toBe(false);
    expect(answersMatch({ node: 3 }, [3])).toBe(false);
    expect(answersMatch(null, null)).toBe(true);
    expect(answersMatch(0, undefined)).toBe(false);
  });
});
