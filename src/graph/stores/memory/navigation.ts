/**
 * The navigation primitives (GraphWalk's minimal toolset) over a memory-store graph.
 *
 * Conventions shared with the other stores: DEFAULT_NODE_LABEL matches unlabelled nodes and
 * DEFAULT_EDGE_TYPE untyped edges (as the schema shows them); property values compare strictly
 * (1 is not "1"); the key `id` means the node id, compared as nodeKey (model.ts: 3 and "3" are one node).
 */
import { GrrafError } from '../../../errors.js';
import {
  DEFAULT_EDGE_TYPE,
  DEFAULT_NODE_LABEL,
  type NodeId,
  nodeKey,
  type PropertyValue,
} from '../../model.js';
import { propertyOf, sameValue, valueKey } from '../../property-view.js';
import type {
  DistinctValuesQuery,
  Neighbour,
  NeighbourQuery,
  NodesByPropertyQuery,
  StoredNode,
} from '../graph-store.js';
import type { MemoryEdgeAttributes, MemoryNodeAttributes } from './attributes.js';
import type { MemoryGraph } from './build-graph.js';

/** A caller-owned copy of a node's attributes. */
export function storedNode(a: MemoryNodeAttributes): StoredNode {
  const node: StoredNode = { id: a.id, labels: [...a.labels], properties: { ...a.properties } };
  if (a.weight !== undefined) node.weight = a.weight;
  return node;
}

/** A caller-owned copy of an edge. */
export function storedEdge(a: MemoryEdgeAttributes, source: NodeId, target: NodeId): Neighbour['edge'] {
  const edge: Neighbour['edge'] = { source, target, properties: { ...a.properties } };
  if (a.type !== undefined) edge.type = a.type;
  if (a.weight !== undefined) edge.weight = a.weight;
  return edge;
}

function hasLabel(a: MemoryNodeAttributes, label: string | undefined): boolean {
  if (label === undefined) return true;
  return a.labels.length === 0 ? label === DEFAULT_NODE_LABEL : a.labels.includes(label);
}

function hasType(a: MemoryEdgeAttributes, type: string | undefined): boolean {
  return type === undefined || (a.type ?? DEFAULT_EDGE_TYPE) === type;
}

function checkLimit(limit: number | undefined, field: string): number {
  if (limit === undefined) return Number.POSITIVE_INFINITY;
  if (!Number.isInteger(limit) || limit < 0) {
    throw new GrrafError('validation', `limit must be a non-negative integer, got ${limit}`, { field });
  }
  return limit;
}

/** Nodes whose property `key` equals `value` (key `id`: the node with that id), in load order. */
export function nodesByProperty(graph: MemoryGraph, q: NodesByPropertyQuery): StoredNode[] {
  const limit = checkLimit(q.limit, 'limit');
  const found: StoredNode[] = [];
  if (limit === 0) return found;
  if (q.key === 'id') {
    const v = q.value;
    if ((typeof v === 'string' || typeof v === 'number') && graph.hasNode(nodeKey(v))) {
      const a = graph.getNodeAttributes(nodeKey(v));
      if (hasLabel(a, q.label)) found.push(storedNode(a));
    }
    return found;
  }
  for (const { attributes: a } of graph.nodeEntries()) {
    if (!hasLabel(a, q.label) || !sameValue(propertyOf(a, q.key), q.value)) continue;
    found.push(storedNode(a));
    if (found.length >= limit) break;
  }
  return found;
}

/**
 * The neighbours of node `id` with the connecting edge. Directed graphs: `out` edges, `in` edges,
 * or both (default; a self-loop is listed once, as `out`). Undirected graphs: every incident edge,
 * whatever the direction asked, each marked `out`.
 */
export function neighbours(graph: MemoryGraph, id: NodeId, q: NeighbourQuery = {}): Neighbour[] {
  const key = nodeKey(id);
  if (!graph.hasNode(key)) {
    throw new GrrafError('not-found', `no node with id ${JSON.stringify(id)}`, { field: 'id' });
  }
  const limit = checkLimit(q.limit, 'limit');
  const direction = q.direction ?? 'both';
  const found: Neighbour[] = [];
  const visit = (entries: Iterable<EdgeEntry>, dir: 'out' | 'in'): void => {
    for (const e of entries) {
      if (found.length >= limit) return;
      if (!hasType(e.attributes, q.type)) continue;
      const selfLoop = e.source === e.target;
      if (dir === 'in' && selfLoop && direction === 'both') continue;
      // Undirected: the other end, whichever way the edge was stored. Directed: the far end.
      const sourceIsFar = graph.type === 'undirected' ? e.source !== key : dir === 'in';
      const other = sourceIsFar ? e.sourceAttributes : e.targetAttributes;
      const edge = storedEdge(e.attributes, e.sourceAttributes.id, e.targetAttributes.id);
      found.push({ node: storedNode(other), edge, direction: dir });
    }
  };
  if (graph.type === 'undirected') visit(graph.edgeEntries(key), 'out');
  else {
    if (direction !== 'in') visit(graph.outEdgeEntries(key), 'out');
    if (direction !== 'out') visit(graph.inEdgeEntries(key), 'in');
  }
  return found;
}

interface EdgeEntry {
  source: string;
  target: string;
  attributes: MemoryEdgeAttributes;
  sourceAttributes: MemoryNodeAttributes;
  targetAttributes: MemoryNodeAttributes;
}

/**
 * Distinct values of property `key` in first-seen order: over edges of relationship `type`, or
 * over nodes (of `label`, if given). Key `id` on nodes lists node ids.
 */
export function distinctValues(graph: MemoryGraph, q: DistinctValuesQuery): PropertyValue[] {
  if (q.label !== undefined && q.type !== undefined) {
    throw new GrrafError('validation', 'give a node label or a relationship type, not both', {
      field: 'type',
    });
  }
  const limit = checkLimit(q.limit, 'limit');
  const seen = new Set<string>();
  const values: PropertyValue[] = [];
  const add = (v: PropertyValue | undefined): boolean => {
    if (v === undefined) return false;
    const k = valueKey(v);
    if (!seen.has(k)) {
      seen.add(k);
      values.push(v);
    }
    return values.length >= limit;
  };
  if (limit === 0) return values;
  if (q.type !== undefined) {
    for (const { attributes: a } of graph.edgeEntries()) {
      if (hasType(a, q.type) && add(propertyOf(a, q.key))) break;
    }
    return values;
  }
  for (const { attributes: a } of graph.nodeEntries()) {
    if (hasLabel(a, q.label) && add(q.key === 'id' ? a.id : propertyOf(a, q.key))) break;
  }
  return values;
}
