import { describe, expect, it } from 'vitest';
import { changedLines, lineDiff } from './prompt-diff.js';

describe('prompt diff', () => {
  const recorded = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].join('\n');
  const requested = ['a', 'b', 'c', 'd', 'E', 'f', 'g', 'h'].join('\n');

  it('shows changed lines with a little context and elides the rest', () => {
    expect(lineDiff(recorded, requested, 1)).toBe(
      ['  … 3 unchanged lines', '  d', '- e', '+ E', '  f', '  … 2 unchanged lines'].join('\n'),
    );
  });

  it('counts changed lines as the distance', () => {
    expect(changedLines(recorded, requested)).toBe(2);
    expect(changedLines(recorded, recorded)).toBe(0);
  });
});
