/**
 * Checks and result-building shared by the memory, embedded and Neo4j navigation, so every store
 * validates queries and reports errors the same way.
 */
import { GrrafError } from '../../errors.js';
import type { NodeId, PropertyValue } from '../model.js';
import { valueKey } from '../property-view.js';
import type { DistinctValuesQuery } from './graph-store.js';

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

/** A distinct-values query scans nodes (of a label) or edges (of a type), not both. */
export function checkDistinctTarget(q: DistinctValuesQuery): void {
  if (q.label !== undefined && q.type !== undefined) {
    throw new GrrafError('validation', 'give a node label or a relationship type, not both', {
      field: 'type',
    });
  }
}

/** The error for navigation from a node id the graph does not hold. */
export function noSuchNode(id: NodeId): GrrafError {
  return new GrrafError('not-found', `no node with id ${JSON.stringify(id)}`, { field: 'id' });
}

/** Distinct values in first-seen order (compared as valueKey: 1 is not "1"), up to `limit`. */
export class DistinctValues {
  readonly values: PropertyValue[] = [];
  private readonly seen = new Set<string>();

  constructor(private readonly limit: number) {}

  /** Adds `v` unless absent or already seen; true while more values are wanted. */
  add(v: PropertyValue | undefined): boolean {
    if (v !== undefined) {
      const k = valueKey(v);
      if (!this.seen.has(k)) {
        this.seen.add(k);
        this.values.push(v);
      }
    }
    return this.values.length < this.limit;
  }
}
