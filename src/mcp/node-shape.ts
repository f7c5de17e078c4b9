/**
 * One node shape in every MCP tool result: `{ id, labels, properties }` (a relationship:
 * `{ type, properties }`), whichever tool or store it comes from. The stores and GraphWalk's tools
 * keep their own shapes, since programs, prompts and recorded runs depend on them: the embedded
 * store returns a Cypher node as `{ id, _labels, _label, ...properties }`, Neo4j as
 * `{ _labels, ...properties }` with the id among them, and GraphWalk's tools a node as
 * `{ id, ...properties }` with `neighbor_labels` beside it. Only what MCP sends is rewritten here.
 *
 * Cypher rows are plain JSON by the time they arrive, so a node is recognized by its marks: a
 * `_labels` list (both stores), and a relationship by `_type` (Neo4j) or a `_label` without
 * `_labels` (the embedded store). A map a query builds with those keys itself is read as one too.
 */
import { DEFAULT_EDGE_TYPE, DEFAULT_NODE_LABEL } from '../graph/model.js';

/** A node as every MCP tool shows it. */
export interface NodeView {
  id: unknown;
  labels: string[];
  properties: Record<string, unknown>;
}

/** A relationship as the Cypher tool shows it. */
export interface RelationshipView {
  type: string;
  properties: Record<string, unknown>;
}

type Plain = Record<string, unknown>;

const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A Cypher result value with every node and relationship in the MCP shape, at any depth. */
export function cypherValueView(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cypherValueView);
  if (!isPlain(value)) return value;
  if (Array.isArray(value._labels)) return cypherNode(value);
  if (typeof value._type === 'string' || typeof value._label === 'string') return cypherRelationship(value);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cypherValueView(v)]));
}

function cypherNode(value: Plain): NodeView {
  const { id, _labels, _label, ...properties } = value;
  const own = (_labels as unknown[]).map(String);
  // The embedded store keeps the first label as the node's table (`_label`), "Node" for an unlabeled one.
  const labels = own.length > 0 ? own : [typeof _label === 'string' ? _label : DEFAULT_NODE_LABEL];
  return { id: id ?? null, labels, properties: viewed(properties) };
}

function cypherRelationship(value: Plain): RelationshipView {
  const { _type, _label, ...properties } = value;
  const type = typeof _type === 'string' ? _type : typeof _label === 'string' ? _label : DEFAULT_EDGE_TYPE;
  return { type, properties: viewed(properties) };
}

function viewed(properties: Plain): Plain {
  return Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, cypherValueView(v)]));
}

/** A node row of GraphWalk's tools (`{ id, ...properties }`) with the labels it has. */
export function nodeRowView(row: Plain, labels: string[]): NodeView {
  const { id, ...properties } = row;
  return { id, labels, properties };
}
