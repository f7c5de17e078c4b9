/**
 * The navigation primitives (GraphWalk's minimal toolset) over a memory-store index.
 *
 * Conventions shared with the other stores: DEFAULT_NODE_LABEL matches unlabeled nodes and
 * DEFAULT_EDGE_TYPE untyped edges (as the schema shows them); property values compare strictly
 * (1 is not "1"); the key `id` means the node id, compared as nodeKey (model.ts: 3 and "3" are one
 * node). Results come in load order and are caller-owned copies.
 */

import { DEFAULT_EDGE_TYPE, DEFAULT_NODE_LABEL, type NodeId, type PropertyValue } from '../../model.js';
import { propertyOf, sameValue } from '../../property-view.js';
import type {
  DistinctValuesQuery,
  Neighbor,
  NeighborQuery,
  NodesByPropertyQuery,
  StoredNode,
} from '../graph-store.js';
import { checkDistinctTarget, checkLimit, DistinctValues, noSuchNode } from '../nav-checks.js';
import type { MemoryEdgeAttributes, MemoryNodeAttributes } from './attributes.js';
import { type CompactGraph, edgeAt, nodeAt } from './compact-graph.js';

/** A caller-owned copy of a node record. */
export function storedNode(a: MemoryNodeAttributes): StoredNode {
  const node: StoredNode = { id: a.id, labels: [...a.labels], properties: { ...a.properties } };
  if (a.weight !== undefined) node.weight = a.weight;
  return node;
}

/** A caller-owned copy of edge `e`, endpoints as the original ids. */
export function storedEdge(g: CompactGraph, e: number): Neighbor['edge'] {
  const a = edgeAt(g, e);
  const edge: Neighbor['edge'] = {
    source: g.ids[g.source[e]!]!,
    target: g.ids[g.target[e]!]!,
    properties: { ...a.properties },
  };
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

/** Nodes whose property `key` equals `value` (key `id`: the node with that id), in load order. */
export function nodesByProperty(g: CompactGraph, q: NodesByPropertyQuery): StoredNode[] {
  const limit = checkLimit(q.limit);
  const found: StoredNode[] = [];
  if (limit === 0) return found;
  if (q.key === 'id') {
    const v = q.value;
    const i = typeof v === 'string' || typeof v === 'number' ? g.indexOf(v) : -1;
    if (i !== -1 && hasLabel(nodeAt(g, i), q.label)) found.push(storedNode(nodeAt(g, i)));
    return found;
  }
  for (let i = 0; i < g.ids.length; i++) {
    const a = nodeAt(g, i);
    if (!hasLabel(a, q.label) || !sameValue(propertyOf(a, q.key), q.value)) continue;
    found.push(storedNode(a));
    if (found.length >= limit) break;
  }
  return found;
}

/**
 * The neighbors of node `id` with the connecting edge, in load order. Directed graphs: `out`
 * edges, `in` edges, or both (default; out first, a self-loop listed once, as `out`). Undirected
 * graphs: every incident edge (a self-loop once), whatever the direction asked, each marked `out`.
 */
export function neighbors(g: CompactGraph, id: NodeId, q: NeighborQuery = {}): Neighbor[] {
  const u = g.indexOf(id);
  if (u === -1) throw noSuchNode(id);
  const limit = checkLimit(q.limit);
  const direction = g.directed ? (q.direction ?? 'both') : 'out';
  const found: Neighbor[] = [];
  const visit = (offsets: Int32Array, list: Int32Array, dir: 'out' | 'in'): void => {
    for (let k = offsets[u]!; k < offsets[u + 1]! && found.length < limit; k++) {
      const e = list[k]!;
      const s = g.source[e]!;
      const t = g.target[e]!;
      if (!hasType(edgeAt(g, e), q.type)) continue;
      if (dir === 'in' && s === t && direction === 'both') continue;
      // Undirected: the other end, whichever way the edge was given. Directed: the far end.
      const other = g.directed ? (dir === 'out' ? t : s) : s === u ? t : s;
      found.push({ node: storedNode(nodeAt(g, other)), edge: storedEdge(g, e), direction: dir });
    }
  };
  if (direction !== 'in') visit(g.outOffsets, g.outEdges, 'out');
  if (direction !== 'out') visit(g.inOffsets, g.inEdges, 'in');
  return found;
}

/**
 * Distinct values of property `key` in first-seen order: over edges of relationship `type`, or
 * over nodes (of `label`, if given). Key `id` on nodes lists node ids.
 */
export function distinctValues(g: CompactGraph, q: DistinctValuesQuery): PropertyValue[] {
  checkDistinctTarget(q);
  const limit = checkLimit(q.limit);
  const found = new DistinctValues(limit);
  if (limit === 0) return found.values;
  if (q.type !== undefined) {
    for (let e = 0; e < g.source.length; e++) {
      const a = edgeAt(g, e);
      if (hasType(a, q.type) && !found.add(propertyOf(a, q.key))) break;
    }
    return found.values;
  }
  for (let i = 0; i < g.ids.length; i++) {
    const a = nodeAt(g, i);
    if (hasLabel(a, q.label) && !found.add(q.key === 'id' ? a.id : propertyOf(a, q.key))) break;
  }
  return found.values;
}
