import { describe, expect, it } from 'vitest';
import { DEFAULT_EXEC_LIMITS, MAX_TIME_LIMIT_MS } from './executor.js';
import { capOutput, checkGraphNames, resolveLimits } from './limits.js';

describe('resolveLimits', () => {
  it('layers partial limits over the defaults, later wins, undefined ignored', () => {
    const l = resolveLimits({ timeLimitMs: 100, memoryMb: 64 }, { timeLimitMs: 200, memoryMb: undefined });
    expect(l).toEqual({ ...DEFAULT_EXEC_LIMITS, timeLimitMs: 200, memoryMb: 64 });
  });

  it('refuses an unknown limit key, naming it and the key it most likely meant', () => {
    expect(() => resolveLimits({ timeMs: 500 } as never)).toThrow(
      /unknown limit "timeMs" \(did you mean "timeLimitMs"\?\); the limits are timeLimitMs, memoryMb/,
    );
    expect(() => resolveLimits(undefined, { memoryMB: 64 } as never)).toThrow(/did you mean "memoryMb"/);
    expect(() => resolveLimits({ colour: 1 } as never)).toThrow(/unknown limit "colour"; the limits/);
    try {
      resolveLimits({ timeMs: 500 } as never);
    } catch (e) {
      expect(e).toMatchObject({ code: 'validation', location: { field: 'limits.timeMs' } });
    }
  });

  it('bounds the time limit at a day, where timers still count (2^31 ms overflow at once)', () => {
    expect(resolveLimits({ timeLimitMs: MAX_TIME_LIMIT_MS }).timeLimitMs).toBe(MAX_TIME_LIMIT_MS);
    expect(() => resolveLimits({ timeLimitMs: MAX_TIME_LIMIT_MS + 1 })).toThrow(
      /limits\.timeLimitMs.*at most 86400000 ms \(24 hours\)/,
    );
    expect(() => resolveLimits({ timeLimitMs: 2_147_484_000 })).toThrow(/limits\.timeLimitMs/);
  });

  it('names the field of a limit that is not a positive number', () => {
    expect(() => resolveLimits({ outputBytes: 0 })).toThrow(/limits\.outputBytes/);
    expect(() => resolveLimits({ timeLimitMs: Number.NaN })).toThrow(/limits\.timeLimitMs/);
  });
});

describe('checkGraphNames', () => {
  it('accepts identifiers and refuses others and `answer`', () => {
    expect(() => checkGraphNames({ G: { directed: false, nodes: [], edges: [] } })).not.toThrow();
    expect(() => checkGraphNames({ '1G': { directed: false, nodes: [], edges: [] } })).toThrow(/graphs\.1G/);
    expect(() => checkGraphNames({ answer: { directed: false, nodes: [], edges: [] } })).toThrow(
      /graphs\.answer/,
    );
  });
});

describe('capOutput', () => {
  it('keeps short output and cuts long output at a byte count, saying so', () => {
    expect(capOutput('abc', 10)).toBe('abc');
    const cut = capOutput('é'.repeat(10), 5);
    expect(cut.startsWith('éé')).toBe(true);
    expect(cut).toContain('[output truncated at 5 bytes]');
  });
});
