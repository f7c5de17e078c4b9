/**
 * GraphData: the one interchange type every parser produces, every store loads and exports,
 * and every executor receives.
 *
 * Policy (documented in docs/architecture.md):
 * - Node ids are kept as given: integers stay numbers (GraphInstruct's 0..N), anything else stays
 *   a string (G' nodes `a..m`, CSV ids). Two ids are the same node when `String(id)` is equal.
 * - Self-loops are kept (as NetworkX keeps them).
 * - Parallel edges: a graph is simple unless `multi` is true. In a simple graph a repeated edge
 *   (same endpoints; either order when undirected) updates the earlier one — later attributes win,
 *   exactly as NetworkX's `add_edge` does — and parsers report it as a warning with its location.
 * - Unlabeled nodes and untyped edges are shown by stores under DEFAULT_NODE_LABEL /
 *   DEFAULT_EDGE_TYPE, so every store reports the same schema.
 * - `weight` is a first-class number on nodes and edges (GraphInstruct, GTools), separate from
 *   `properties`; a graph is weighted when any edge has a weight.
 */

/** A node identifier, kept as given. */
export type NodeId = string | number;

/** A property value: JSON scalars and homogeneous-ish lists of them. */
export type PropertyValue = string | number | boolean | null | PropertyValue[];

/** Property bag of a node or edge. */
export type Properties = Record<string, PropertyValue>;

export interface GraphNode {
  id: NodeId;
  labels: string[];
  properties: Properties;
  weight?: number;
}

export interface GraphEdge {
  source: NodeId;
  target: NodeId;
  type?: string;
  properties: Properties;
  weight?: number;
}

export interface GraphData {
  directed: boolean;
  /** Parallel edges are meaningful only when true; see the policy above. */
  multi?: boolean;
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** Optional name, e.g. `G` or `G_prime`, or the source file. */
  name?: string;
}

/** Label reported for nodes that have none. */
export const DEFAULT_NODE_LABEL = 'Node';
/** Relationship type reported for edges that have none. */
export const DEFAULT_EDGE_TYPE = 'EDGE';

/** Canonical string key of a node id (what graphology and the stores index by). */
export function nodeKey(id: NodeId): string {
  return typeof id === 'number' ? String(id) : id;
}

/** The integer a string spells canonically ("3", "-7"; not "03" or "3.0"), else undefined. */
export function canonicalInt(s: string): number | undefined {
  const c = s.charCodeAt(0);
  if (!((c >= 48 && c <= 57) || c === 45) || s.length > 16) return undefined;
  const n = Number(s);
  return Number.isSafeInteger(n) && String(n) === s ? n : undefined;
}

/**
 * Shared by every node or edge created without properties or labels, so a million bare edges
 * cost no extra objects. Frozen: code that wants to add to them must copy first.
 */
export const NO_PROPERTIES: Properties = Object.freeze({}) as Properties;
/** See NO_PROPERTIES. */
export const NO_LABELS: string[] = Object.freeze([]) as unknown as string[];
