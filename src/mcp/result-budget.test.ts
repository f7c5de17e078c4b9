import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { capResult } from '../llm/cap-result.js';
import { tokenBudget } from './result-budget.js';
import { jsonResult } from './tool-result.js';

describe('the MCP result cap, in tokens', () => {
  it('keeps as many leading items as fit in the tokens, which characters would misjudge', async () => {
    const budget = await tokenBudget(200);
    // Digits cost about a token per three characters, English words one per word: the same
    // character count fits very different numbers of tokens.
    const numbers = Array.from({ length: 400 }, (_, i) => 1_000_000 + i * 7919);
    const capped = capResult(numbers, budget);
    const kept = (capped.value as { items: number[] }).items;
    expect(countTokens(JSON.stringify(kept))).toBeLessThanOrEqual(200);
    expect(countTokens(JSON.stringify(numbers.slice(0, kept.length + 1)))).toBeGreaterThan(200);
    expect(capped.truncated).toBe(`showing ${kept.length} of 400 items; narrow the call to see the rest`);
    const byCharacters = (capResult(numbers, 200).value as { items: number[] }).items;
    expect(kept.length).toBeGreaterThan(byCharacters.length * 2);
  });

  it('cuts a value that is no list at the token cap, and says so in tokens', async () => {
    const budget = await tokenBudget(100);
    const value = { text: Array.from({ length: 300 }, (_, i) => `w${i}`).join(' ') };
    const result = jsonResult(value, budget);
    const sent = JSON.parse((result.content[0] as { text: string }).text) as { partial: string };
    expect(JSON.stringify(value).startsWith(sent.partial)).toBe(true);
    expect(countTokens(sent.partial)).toBeLessThanOrEqual(100);
    expect((result.content[1] as { text: string }).text).toBe(
      `Result cut: cut at 100 of ${countTokens(JSON.stringify(value))} tokens; narrow the call to see the rest.`,
    );
  });

  it('counts text that looks like a special token as text, instead of failing the call', async () => {
    const budget = await tokenBudget(100);
    expect(capResult([{ note: 'a <|endoftext|> b' }], budget)).toEqual({
      value: [{ note: 'a <|endoftext|> b' }],
    });
  });
});
