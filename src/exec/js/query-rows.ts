/**
 * A store's query rows as the sandbox hands them to a program: nodes in one shape whatever the
 * store (`{ id, labels, properties }`), relationships as `{ type, properties }`, and the whole
 * result as JSON text no longer than a bound, so the host never builds a string the sandbox may
 * not take (the rows are parsed inside the isolate, where they count against its memory limit).
 *
 * Stores return plain values already (neo4j-values.ts, embedded/values.ts); they differ only in how
 * an entity shows its labels or type: Neo4j puts `_labels` on nodes and `_type` on relationships,
 * the embedded engine `_labels` and `_label` (its table) on nodes and `_label` on relationships.
 */

/** A node as a program sees it. */
export interface ProgramNode {
  id: unknown;
  labels: string[];
  properties: Record<string, unknown>;
}

/** A relationship as a program sees it. */
export interface ProgramRelationship {
  type: string;
  properties: Record<string, unknown>;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `v` with every node and relationship in the program's shape. */
export function programValue(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(programValue);
  if (!isRecord(v)) return v;
  if (Array.isArray(v._labels)) {
    const { id, _labels, _label: _table, ...rest } = v;
    return { id: id ?? null, labels: _labels.map(String), properties: plainRecord(rest) };
  }
  const type = typeof v._type === 'string' ? v._type : typeof v._label === 'string' ? v._label : undefined;
  if (type !== undefined) {
    const { _type, _label, ...rest } = v;
    return { type, properties: plainRecord(rest) };
  }
  return plainRecord(v);
}

function plainRecord(o: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(o)) out[k] = programValue(x);
  return out;
}

/** JSON text of `items`, or undefined when it would be longer than `maxChars`. */
export function boundedJson(items: readonly unknown[], maxChars: number): string | undefined {
  const parts: string[] = [];
  // Two for the brackets; one comma per item after the first.
  let length = 2;
  for (const item of items) {
    const text = JSON.stringify(item) ?? 'null';
    length += text.length + (parts.length > 0 ? 1 : 0);
    if (length > maxChars) return undefined;
    parts.push(text);
  }
  return `[${parts.join(',')}]`;
}
