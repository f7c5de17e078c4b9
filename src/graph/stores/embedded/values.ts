/**
 * Turns engine values into plain JSON-friendly values for query results: node and relationship
 * objects lose the engine's internal ids (`_id`, `_src`, `_dst` are table offsets, meaningless to
 * a reader) and their null fields (an unlabeled variable spans several tables, and the engine
 * fills the other tables' columns with nulls), BigInts become numbers when safe (else strings),
 * dates become ISO strings.
 */

/** A JSON-friendly copy of an engine value. */
export function plainValue(v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (typeof v === 'bigint') return Number.isSafeInteger(Number(v)) ? Number(v) : v.toString();
  if (typeof v !== 'object') return v;
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.map(plainValue);
  if (v instanceof Map) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of v) out[String(k)] = plainValue(x);
    return out;
  }
  const out: Record<string, unknown> = {};
  const entity = '_label' in v;
  for (const [k, x] of Object.entries(v)) {
    if (k === '_id' || k === '_src' || k === '_dst') continue;
    if (entity && (x === null || x === undefined)) continue;
    out[k] = plainValue(x);
  }
  return out;
}
