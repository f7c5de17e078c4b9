/**
 * A tool result fitted to the server's cap. As the tool loop's capResult does, a list keeps as
 * many leading whole items as fit and anything else is cut as JSON text. But a list whose first
 * item alone is over the cap (one Cypher cell holding a long text, one node with a large property)
 * would keep nothing — "showing 0 of 1" — so that item is sent cut instead: its strings shortened
 * to one common length, the longest that fits, or when even that is too large (many small values)
 * the start of its JSON.
 */
import { type CappedResult, capResult } from '../llm/cap-result.js';

/** Fits `value` into about `maxChars` characters of JSON; `truncated` says what was cut. */
export function fitValue(value: unknown, maxChars: number): CappedResult {
  const capped = capResult(value, maxChars);
  if (!capped.truncated || !Array.isArray(value) || value.length === 0) return capped;
  if ((capped.value as { items: unknown[] }).items.length > 0) return capped;
  const first: unknown = value[0];
  const rest = '; narrow the call to see the rest';
  const fits = (item: unknown) => JSON.stringify([item]).length <= maxChars;
  const length = largest(longestString(first), (n) => fits(cutStrings(first, n)));
  if (length !== undefined) {
    const truncated = `showing 1 of ${value.length} items, its strings cut to ${length} characters${rest}`;
    return { value: { items: [cutStrings(first, length)], truncated }, truncated };
  }
  const json = JSON.stringify(first) ?? 'null';
  const shown = largest(json.length, (n) => fits({ partial: json.slice(0, n) })) ?? 0;
  const truncated = `showing 1 of ${value.length} items, cut to the first ${shown} of its ${json.length} characters of JSON${rest}`;
  return { value: { items: [{ partial: json.slice(0, shown) }], truncated }, truncated };
}

/** The largest n in 0..max for which `fits(n)` holds (it holds for every smaller n too), if any. */
function largest(max: number, fits: (n: number) => boolean): number | undefined {
  if (!fits(0)) return undefined;
  let lo = 0;
  let hi = max;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** `value` with every string longer than `max` cut to `max` characters and an ellipsis. */
function cutStrings(value: unknown, max: number): unknown {
  if (typeof value === 'string') {
    if (value.length <= max) return value;
    // Never end on the first half of a surrogate pair.
    const end = /[\uD800-\uDBFF]/.test(value.charAt(max - 1)) ? max - 1 : max;
    return `${value.slice(0, end)}…`;
  }
  if (Array.isArray(value)) return value.map((v) => cutStrings(v, max));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cutStrings(v, max)]));
  }
  return value;
}

function longestString(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (Array.isArray(value)) return Math.max(0, ...value.map(longestString));
  if (value !== null && typeof value === 'object')
    return Math.max(0, ...Object.values(value).map(longestString));
  return 0;
}
