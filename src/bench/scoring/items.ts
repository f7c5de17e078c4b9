/**
 * Answers that are sets of items (GraphWalk's node keys, key pairs, counts): each answer row is
 * reduced to the fields that identify it, in a fixed order, as JSON text — `["n17"]` for a node
 * key, `["n3","n40"]` for a pair, `[12]` for a count — and scored as a set: precision, recall, F1
 * and false positives (the paper's Tables 2–4). Duplicate rows count once.
 *
 * - match `all`: correct when the answered set equals the expected one; P = hits / answered,
 *   R = hits / expected; every answered item not expected is a false positive.
 * - match `one` (the question asks for ONE answer and any of these is right): correct when exactly
 *   one item is answered and it is expected; R = 1 when any answered item is expected.
 * An empty or unreadable answer scores 0 everywhere with no false positives.
 */

/** One answer item (see file comment). */
export type AnswerItem = string;

/** A scalar inside an item. */
export type ItemValue = string | number;

/** A field of an answer row that identifies the item, with the type its value must have. */
export interface ItemField {
  name: string;
  type: 'string' | 'number';
}

/** The items a correct answer has. */
export interface ExpectedItems {
  match: 'all' | 'one';
  items: readonly AnswerItem[];
}

/** The set scores of one answer. */
export interface ItemScore {
  correct: boolean;
  precision: number;
  recall: number;
  f1: number;
  falsePositives: number;
}

/** What reading an answer gives: its items, or why it could not be read. */
export type ReadItems = { items: AnswerItem[] } | { problem: string };

/** The score of an answer that could not be read (or was not given). */
export const NO_ITEMS_SCORE: ItemScore = {
  correct: false,
  precision: 0,
  recall: 0,
  f1: 0,
  falsePositives: 0,
};

/** The canonical item of a row's identifying values. */
export function itemOf(values: readonly ItemValue[]): AnswerItem {
  return JSON.stringify(values);
}

/**
 * Reads an answer into items. Lenient about shape only where nothing can be misread: JSON text is
 * parsed, a lone row counts as a one-row array, numeric strings fill number fields and numbers
 * fill string fields. A row without a field is a problem (scored wrong), never guessed.
 */
export function readItems(fields: readonly ItemField[], answer: unknown): ReadItems {
  let value = answer;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return { problem: 'the answer is not JSON' };
    }
  }
  const rows = Array.isArray(value) ? value : [value];
  const items: AnswerItem[] = [];
  for (const [i, row] of rows.entries()) {
    if (row === null || typeof row !== 'object' || Array.isArray(row)) {
      return { problem: `row ${i} is not an object` };
    }
    const values: ItemValue[] = [];
    for (const field of fields) {
      const v = readField(field.type, (row as Record<string, unknown>)[field.name]);
      if (v === undefined) return { problem: `row ${i} has no ${field.type} "${field.name}"` };
      values.push(v);
    }
    items.push(itemOf(values));
  }
  return { items };
}

function readField(type: ItemField['type'], v: unknown): ItemValue | undefined {
  if (type === 'string') {
    if (typeof v === 'string') return v;
    return typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined;
  }
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'string' || v.trim() === '') return undefined;
  const n = Number(v.trim());
  return Number.isFinite(n) ? n : undefined;
}

/** Scores answered items against the expected ones (see file comment). */
export function scoreItemSet(answered: readonly AnswerItem[], expected: ExpectedItems): ItemScore {
  const want = new Set(expected.items);
  const got = new Set(answered);
  let hits = 0;
  for (const item of got) if (want.has(item)) hits++;
  const falsePositives = got.size - hits;
  const precision = got.size === 0 ? 0 : hits / got.size;
  const oneOf = expected.match === 'one';
  const recall = oneOf ? (hits > 0 ? 1 : 0) : want.size === 0 ? 0 : hits / want.size;
  const correct = oneOf ? got.size === 1 && hits === 1 : hits === want.size && falsePositives === 0;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { correct, precision, recall, f1, falsePositives };
}
