/**
 * How the MCP server measures a tool result against its cap: in tokens, since a client model's
 * context is counted in tokens and the same number of characters can be 2 or 10 times as many
 * tokens (digits and punctuation-heavy JSON against English text). Counted with gpt-tokenizer's
 * o200k_base encoding (GPT-4o and later); other models' tokenizers differ by some percent, so the
 * cap is "about" that many tokens for them. The encoding is loaded when a server starts, not when
 * grraf is imported (it is a few megabytes).
 */
import type { ResultBudget } from '../llm/cap-result.js';

/** A tool result is cut to about this many tokens unless configured otherwise (about 20,000 characters of JSON). */
export const DEFAULT_MAX_RESULT_TOKENS = 6000;

/** A budget of `max` tokens. */
export async function tokenBudget(max: number): Promise<ResultBudget> {
  const { countTokens } = await import('gpt-tokenizer/encoding/o200k_base');
  // Text that reads like a special token (`<|endoftext|>` in a node's property) is counted as the
  // text it is; by default the tokenizer throws on it.
  const options = { disallowedSpecial: new Set<string>() };
  return { max, unit: 'tokens', size: (text) => countTokens(text, options) };
}
