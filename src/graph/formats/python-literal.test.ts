import { describe, expect, it } from 'vitest';
import { GrrafError } from '../../errors.js';
import { parsePyLiteral, toPyLiteral } from './python-literal.js';

describe('Python literal reader', () => {
  it('reads the literal subset', () => {
    expect(parsePyLiteral("[(1, -2.5e3, 'a\\'b'), {\"k\": [True, False, None]}, (7,), (8), 1_000]")).toEqual([
      [1, -2500, "a'b"],
      { k: [true, false, null] },
      [7],
      8,
      1000,
    ]);
    expect(parsePyLiteral("'\\x41\\u00e9\\n'")).toBe('Aé\n');
    expect(parsePyLiteral('[]  # comment')).toEqual([]);
  });

  it('throws a located GrrafError on bad input', () => {
    for (const [bad, col] of [
      ['[1, 2', 1],
      ["{'a' 1}", 6],
      ["'open", 1],
      ['[1, nope]', 5],
      ['[1] 2', 5],
      ['[--]', 2],
    ] as const) {
      let err: unknown;
      try {
        parsePyLiteral(bad);
      } catch (e) {
        err = e;
      }
      expect(err, bad).toBeInstanceOf(GrrafError);
      expect((err as GrrafError).location.column, bad).toBe(col);
    }
  });

  it('refuses absurd nesting instead of overflowing the stack', () => {
    expect(() => parsePyLiteral('['.repeat(10_000))).toThrow(GrrafError);
  });

  it('writes values that read back equal', () => {
    const v = [1, 'it\'s "x"\n', true, null, [2.5], { w: 3 }];
    expect(parsePyLiteral(toPyLiteral(v))).toEqual(v);
  });
});
