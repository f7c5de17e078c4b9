/**
 * A tool's list, fitted to what the agent can read: the leading rows that fit in about
 * `maxChars` characters of JSON (llm/cap-result.ts). A cut list says so, with how many rows there
 * were (or that the store had more than were read), so the agent knows it did not see everything.
 */
import { capResult } from '../../llm/cap-result.js';

/** A list as the agent gets it: whole, or cut with a note. */
export type ListResult<T> = T[] | { items: T[]; truncated: string };

/** `rows` (read under a limit; `more` when the store had more), cut to `maxChars`. */
export function listResult<T>(rows: T[], more: boolean, maxChars: number, noun: string): ListResult<T> {
  const capped = capResult(rows, maxChars);
  if (!capped.truncated && !more) return rows;
  const items = capped.truncated ? (capped.value as { items: T[] }).items : rows;
  const total = more ? `more than ${rows.length}` : String(rows.length);
  return {
    items,
    truncated: `showing ${items.length} of ${total} ${noun}; the rest were left out to keep the result readable`,
  };
}
