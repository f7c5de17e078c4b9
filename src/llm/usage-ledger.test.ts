import { describe, expect, it } from 'vitest';
import { UsageLedger } from './usage-ledger.js';

describe('UsageLedger', () => {
  it('sums per question, per step, and per step within a question', () => {
    const ledger = new UsageLedger();
    const call = (question: string | undefined, step: string, inputTokens: number, outputTokens: number) =>
      ledger.record({
        model: 'm',
        step,
        inputTokens,
        outputTokens,
        replayed: false,
        ms: 1,
        ...(question ? { question } : {}),
      });
    call('q1', 'refine', 10, 1);
    call('q1', 'code', 20, 5);
    call('q2', 'code', 7, 2);
    call(undefined, 'probe', 1, 1);
    call('q1', 'code', 3, 1);
    expect(ledger.total()).toEqual({ inputTokens: 41, outputTokens: 10 });
    expect(ledger.total({ question: 'q1', step: 'code' })).toEqual({ inputTokens: 23, outputTokens: 6 });
    expect(ledger.byQuestion()).toEqual({
      q1: { inputTokens: 33, outputTokens: 7 },
      q2: { inputTokens: 7, outputTokens: 2 },
      '': { inputTokens: 1, outputTokens: 1 },
    });
    expect(ledger.byStep('q1')).toEqual({
      refine: { inputTokens: 10, outputTokens: 1 },
      code: { inputTokens: 23, outputTokens: 6 },
    });
    expect(ledger.calls('q1')).toBe(3);
  });
});
