/**
 * What a GraphWalk question's truth is, and the canonical item encoding both truth sources (the
 * Cypher query and the in-memory evaluator) and the scorer share.
 *
 * An answer item is one row of the requested JSON output, reduced to the fields that identify it,
 * in a fixed order, as JSON text: `["n17"]` for a node key, `["n3","n40"]` for a (source, target)
 * pair, `["n3",4]` for a node with its relationship count, `[12.5]` for a property value. Numbers
 * stay numbers, so "4" and 4 differ only before a reader coerces them (output-format.ts does).
 */

import { type AnswerItem, itemOf } from '../../scoring/items.js';

export type { ItemValue } from '../../scoring/items.js';
export { type AnswerItem, itemOf };

/**
 * The truth of one question:
 * - `number`: a count, answered exactly;
 * - `items` with match `all`: the answer must be exactly this set;
 * - `items` with match `one`: the question asks for ONE answer and any of these is right
 *   (a node among those tied for the most relationships, a value of any reachable node).
 */
export type GraphwalkTruth =
  | { kind: 'number'; value: number }
  | { kind: 'items'; match: 'all' | 'one'; items: AnswerItem[] };

/** An `items` truth with distinct items in sorted order, so equal truths are deep-equal. */
export function itemsTruth(match: 'all' | 'one', items: Iterable<AnswerItem>): GraphwalkTruth {
  return { kind: 'items', match, items: [...new Set(items)].sort() };
}

/** True when the question has no answer (count 0 or no item): instantiation rejects these. */
export function isEmptyTruth(truth: GraphwalkTruth): boolean {
  return truth.kind === 'number' ? truth.value === 0 : truth.items.length === 0;
}

/** The truth as items, a count being the one item `[count]` (what scoring compares). */
export function truthItems(truth: GraphwalkTruth): AnswerItem[] {
  return truth.kind === 'number' ? [itemOf([truth.value])] : truth.items;
}
