/**
 * Caps a tool result at a size a model can read: a list keeps as many leading items as fit, any
 * other value is cut as JSON text; either way the result says what was left out, so the model
 * knows it did not see everything and can narrow its call.
 */

/** A result fitted to a size. */
export interface CappedResult {
  value: unknown;
  /** What was left out, when something was (also written into the value the model reads). */
  truncated?: string;
}

/** Fits `value` into about `maxChars` characters of JSON. */
export function capResult(value: unknown, maxChars: number): CappedResult {
  const json = JSON.stringify(value ?? null);
  if (json.length <= maxChars) return { value };
  if (Array.isArray(value)) {
    const kept = longestPrefix(value, maxChars);
    const truncated = `showing ${kept} of ${value.length} items; narrow the call to see the rest`;
    return { value: { items: value.slice(0, kept), truncated }, truncated };
  }
  const truncated = `cut at ${maxChars} of ${json.length} characters; narrow the call to see the rest`;
  return { value: { partial: json.slice(0, maxChars), truncated }, truncated };
}

/** The largest k such that the first k items serialize within `maxChars` (binary search). */
function longestPrefix(items: unknown[], maxChars: number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (JSON.stringify(items.slice(0, mid)).length <= maxChars) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
