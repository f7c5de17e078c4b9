/**
 * Tool results as MCP sees them. A value is sent as JSON text cut to the server's cap (in tokens:
 * result-budget.ts; a list keeps its leading items: llm/cap-result.ts), and whatever was cut is said in words in a second text item, so the
 * client's model knows it did not see everything. Errors are tool errors (`isError`), one line
 * with the GrrafError's code and location, as the CLI prints them.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { isGrrafError } from '../errors.js';
import { capResult, type ResultBudget } from '../llm/cap-result.js';

/** A value cut to `limit` (a number: characters of JSON), with the note saying what was cut. */
export function jsonResult(
  value: unknown,
  limit: number | ResultBudget,
  notes: string[] = [],
  what = 'Result',
): CallToolResult {
  const capped = capResult(value, limit);
  const all = capped.truncated ? [...notes, `${what} cut: ${capped.truncated}.`] : notes;
  return {
    content: [
      { type: 'text', text: JSON.stringify(capped.value ?? null) },
      ...all.map((text) => ({ type: 'text' as const, text })),
    ],
  };
}

/** A tool error for `e`: `<code> error: <located message>` for a GrrafError. */
export function errorResult(e: unknown): CallToolResult {
  const text = isGrrafError(e)
    ? `${e.code} error: ${e.message}`
    : `unexpected error: ${e instanceof Error ? e.message : String(e)}`;
  return { isError: true, content: [{ type: 'text', text }] };
}

/**
 * Runs a tool body and turns anything it throws into a tool error; every text of the result
 * passes through `shown` (the context's: the server's paths written as clients know them).
 */
export async function toolCall(
  body: () => Promise<CallToolResult>,
  shown: (text: string) => string = (text) => text,
): Promise<CallToolResult> {
  let result: CallToolResult;
  try {
    result = await body();
  } catch (e) {
    result = errorResult(e);
  }
  return {
    ...result,
    content: result.content.map((c) => (c.type === 'text' ? { ...c, text: shown(c.text) } : c)),
  };
}
