/** Helpers shared by the graph tests: terse node and edge records, and catching a GrrafError. */
import { expect } from 'vitest';
import { GrrafError } from '../../errors.js';
import type { GraphEdge, GraphNode, NodeId } from '../model.js';

/** A node with no labels or properties unless `extra` gives them. */
export const node = (id: NodeId, extra: Partial<GraphNode> = {}): GraphNode => ({
  id,
  labels: [],
  properties: {},
  ...extra,
});

/** An edge with no properties unless `extra` gives them. */
export const edge = (source: NodeId, target: NodeId, extra: Partial<GraphEdge> = {}): GraphEdge => ({
  source,
  target,
  properties: {},
  ...extra,
});

/** The GrrafError `f` throws; fails the test if it throws anything else or nothing. */
export function thrownGrrafError(f: () => unknown): GrrafError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(GrrafError);
    return e as GrrafError;
  }
  throw new Error('expected a GrrafError');
}
