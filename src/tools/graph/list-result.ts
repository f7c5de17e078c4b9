/**
 * A tool's list, fitted to what the agent can read: the leading rows that fit in about
 * `maxChars` characters of JSON (llm/cap-result.ts). A cut list says so, with how many rows the
 * whole result has, so the agent knows it did not see everything (and how much there is).
 */
import { capResult } from '../../llm/cap-result.js';

/** A list as the agent gets it: whole, or cut with a note. */
export type ListResult<T> = T[] | { items: T[]; truncated: string };

/** The first `rows` of a result of `total` rows, cut to `maxChars`. */
export function listResult<T>(rows: T[], total: number, maxChars: number, noun: string): ListResult<T> {
  const capped = capResult(rows, maxChars);
  if (!capped.truncated && rows.length >= total) return rows;
  const items = capped.truncated ? (capped.value as { items: T[] }).items : rows;
  return {
    items,
    truncated: `showing ${items.length} of ${total} ${noun}; the rest were left out to keep the result readable`,
  };
}
