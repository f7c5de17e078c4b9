/**
 * Caps a tool result at a size a model can read: a list keeps as many leading items as fit, any
 * other value is cut as JSON text; either way the result says what was left out, so the model
 * knows it did not see everything and can narrow its call. A list whose first item alone is over
 * the cap (one Cypher cell holding a long text, one node with a large property) would keep nothing
 * ("showing 0 of 1"), so that item is sent cut instead: its strings shortened to one common
 * length, the longest that fits, or when even that is too large (many small values) the start of
 * its JSON. The tool loop (GraphWalk) and the MCP server share this one rule.
 *
 * The size is counted in characters of JSON (a number cap: what GraphWalk's tool loop uses, and
 * what its recorded runs replay by) or by any other measure, such as a tokenizer's count (a
 * ResultBudget: what the MCP server uses).
 */

/** A result fitted to a size. */
export interface CappedResult {
  value: unknown;
  /** What was left out, when something was (also written into the value the model reads). */
  truncated?: string;
}

/** A size limit and how to measure JSON text against it. */
export interface ResultBudget {
  max: number;
  /** What `size` counts, plural, for the notes: 'characters', 'tokens'. */
  unit: string;
  /** The size of `text`; never smaller for a longer prefix of the same text. */
  size(text: string): number;
}

/** A budget of `max` characters of JSON. */
export function characterBudget(max: number): ResultBudget {
  return { max, unit: 'characters', size: (text) => text.length };
}

/** Fits `value` into the budget, keeping a list's leading whole items. */
function capWholeItems(value: unknown, budget: ResultBudget): CappedResult {
  const json = JSON.stringify(value ?? null);
  const { max, size } = budget;
  if (size(json) <= max) return { value };
  if (Array.isArray(value)) {
    const kept = largest(value.length, (k) => size(JSON.stringify(value.slice(0, k))) <= max) ?? 0;
    const truncated = `showing ${kept} of ${value.length} items; narrow the call to see the rest`;
    return { value: { items: value.slice(0, kept), truncated }, truncated };
  }
  const truncated = `cut at ${max} of ${size(json)} ${budget.unit}; narrow the call to see the rest`;
  const shown = largest(json.length, (n) => size(json.slice(0, n)) <= max) ?? 0;
  return { value: { partial: json.slice(0, shown), truncated }, truncated };
}

/**
 * Fits `value` into `limit` (a number: characters of JSON); `truncated` says what was cut.
 * A list's whole items are counted together with the brackets and commas that join them.
 */
export function capResult(value: unknown, limit: number | ResultBudget): CappedResult {
  const budget = typeof limit === 'number' ? characterBudget(limit) : limit;
  const capped = capWholeItems(value, budget);
  if (!capped.truncated || !Array.isArray(value) || value.length === 0) return capped;
  if ((capped.value as { items: unknown[] }).items.length > 0) return capped;
  const first: unknown = value[0];
  const rest = '; narrow the call to see the rest';
  const fits = (item: unknown) => budget.size(JSON.stringify([item])) <= budget.max;
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
