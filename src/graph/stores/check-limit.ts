/**
 * The `limit` of a navigation query, validated the same way by every store.
 */
import { GrrafError } from '../../errors.js';

/** `limit` as a non-negative integer; absent means no limit (MAX_SAFE_INTEGER, usable in a Cypher LIMIT). */
export function checkLimit(limit: number | undefined): number {
  if (limit === undefined) return Number.MAX_SAFE_INTEGER;
  if (!Number.isInteger(limit) || limit < 0) {
    throw new GrrafError('validation', `limit must be a non-negative integer, got ${limit}`, {
      field: 'limit',
    });
  }
  return limit;
}
