/**
 * What the graph tools read from a store, and the shapes they show the agent (paper appendix C):
 * a node is a flat dictionary of its properties with its id first; a neighbor comes with the
 * relationship that connects it (type, direction, properties) and its labels. Two readers serve
 * it: Cypher (one read-only query per call, on stores that speak Cypher) and the store's
 * navigation primitives (everywhere else).
 */
import type { PropertyValue } from '../../graph/model.js';
import type { EntityKind } from './schema-lookup.js';

/** A node as the tools show it: `id` first, then its properties (and its weight, when it has one). */
export type NodeRow = Record<string, PropertyValue>;

/** Which way a relationship runs, seen from the node asked about. */
export type Direction = 'outgoing' | 'incoming' | 'undirected';

/** One neighbor of a node, with the relationship that connects them. */
export interface NeighborRow {
  /** The id of the node asked about (shown when the lookup matched several nodes). */
  from?: PropertyValue;
  relationship: string;
  direction: Direction;
  relationship_properties: Record<string, PropertyValue>;
  neighbor_labels: string[];
  neighbor: NodeRow;
}

/** The first rows of a result, and how many rows the whole result has. */
export interface Fetched<T> {
  rows: T[];
  total: number;
}

/** A node lookup: label, property (ID_PROPERTY for the id) and the value, already of the property's type. */
export interface NodeLookup {
  label: string;
  property: string;
  value: PropertyValue;
}

/** The reads behind the three graph tools: the first `limit` rows of each result, and its size. */
export interface GraphReader {
  nodes(lookup: NodeLookup, limit: number): Promise<Fetched<NodeRow>>;
  /** Every neighbor of every node the lookup matches; rows carry `from` (the matched node's id). */
  neighbors(lookup: NodeLookup, limit: number): Promise<Fetched<NeighborRow>>;
  values(kind: EntityKind, entity: string, property: string, limit: number): Promise<Fetched<PropertyValue>>;
}

/** A node row from an id, properties and weight (id first; the id wins over a property of that name). */
export function nodeRow(
  id: PropertyValue,
  properties: Record<string, PropertyValue>,
  weight?: number,
): NodeRow {
  const row: NodeRow = { id };
  for (const [k, v] of Object.entries(properties)) if (k !== 'id') row[k] = v;
  if (weight !== undefined) row.weight = weight;
  return row;
}

/** The first `limit` of `rows`, and how many there are. */
export function fetched<T>(rows: T[], limit: number): Fetched<T> {
  return { rows: rows.slice(0, limit), total: rows.length };
}
