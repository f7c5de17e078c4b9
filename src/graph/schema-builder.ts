/**
 * Builds a GraphSchema in one pass over nodes and edges: O(V + E) time, and memory bounded by the
 * number of distinct labels, types and property keys (plus, for GraphData with mixed labels, one
 * map from node key to its label list, needed to name relationship endpoints).
 *
 * Counting and examples follow GraphSchema's rules: DEFAULT_NODE_LABEL / DEFAULT_EDGE_TYPE for
 * unlabeled nodes and untyped edges, the first SCHEMA_EXAMPLE_LIMIT distinct values seen per key,
 * the first-class `weight` visible as the property `weight` (see property-view.ts).
 * Labels, types, keys and endpoint pairs are sorted by name so every store reports the same order.
 */

import type { Properties, PropertyValue } from './model.js';
import { DEFAULT_EDGE_TYPE, DEFAULT_NODE_LABEL, type GraphData, type NodeId, nodeKey } from './model.js';
import { forEachProperty, valueKey } from './property-view.js';
import type {
  GraphSchema,
  LabelSummary,
  PropertySummary,
  PropertyType,
  RelationshipSummary,
} from './schema.js';
import { SCHEMA_EXAMPLE_LIMIT } from './schema.js';

/** Longest example string kept in a schema; longer ones are cut with an ellipsis to stay prompt-sized. */
export const SCHEMA_EXAMPLE_MAX_CHARS = 40;
/** Longest example list kept in a schema (first elements only). */
export const SCHEMA_EXAMPLE_MAX_ITEMS = 5;

/** A node as the builder sees it (GraphNode, StoredNode and store attributes all fit). */
export interface SchemaNodeInput {
  id: NodeId;
  labels: readonly string[];
  properties: Properties;
  weight?: number | undefined;
}

/** An edge as the builder sees it. */
export interface SchemaEdgeInput {
  type?: string | undefined;
  properties: Properties;
  weight?: number | undefined;
}

const DEFAULT_LABELS: readonly string[] = Object.freeze([DEFAULT_NODE_LABEL]);

class PropertyStats {
  readonly types = new Set<PropertyType>();
  count = 0;
  readonly examples: PropertyValue[] = [];
  private readonly seen = new Set<string>();

  private lastType: PropertyType | undefined;

  add(value: PropertyValue): void {
    this.count++;
    const type = propertyType(value);
    if (type !== this.lastType) {
      this.lastType = type;
      this.types.add(type);
    }
    if (this.examples.length >= SCHEMA_EXAMPLE_LIMIT) return;
    const example = compactExample(value);
    const key = valueKey(example);
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.examples.push(example);
  }

  summary(key: string): PropertySummary {
    return { key, types: [...this.types].sort(), count: this.count, examples: [...this.examples] };
  }
}

class GroupStats {
  count = 0;
  readonly properties = new Map<string, PropertyStats>();
  /** Relationship types only: endpoint label lists, keyed by (interned) array identity. */
  readonly endpoints = new Map<readonly string[], Set<readonly string[]>>();
  // The last endpoint pair seen: consecutive edges usually repeat it, so most edges skip the maps.
  private lastFrom: readonly string[] | undefined;
  private lastTo: readonly string[] | undefined;

  /** Made once per group, not once per item: this runs for every node and edge. */
  private readonly addProperty = (key: string, value: PropertyValue): void => {
    let stats = this.properties.get(key);
    if (stats === undefined) {
      stats = new PropertyStats();
      this.properties.set(key, stats);
    }
    stats.add(value);
  };

  addProperties(item: SchemaEdgeInput): void {
    this.count++;
    forEachProperty(item, this.addProperty);
  }

  addEndpoints(from: readonly string[], to: readonly string[]): void {
    if (from === this.lastFrom && to === this.lastTo) return;
    this.lastFrom = from;
    this.lastTo = to;
    let targets = this.endpoints.get(from);
    if (targets === undefined) {
      targets = new Set();
      this.endpoints.set(from, targets);
    }
    targets.add(to);
  }

  propertySummaries(): PropertySummary[] {
    return [...this.properties.keys()].sort().map((key) => this.properties.get(key)!.summary(key));
  }
}

/**
 * Accumulates a schema from nodes and edges fed one at a time; `build()` returns it.
 * Stores feed it from their own iteration; buildSchema(data) feeds it from GraphData.
 * For endpoint pairs, pass label arrays that are shared between nodes with equal labels (interned):
 * pairs are remembered by array identity.
 */
export class SchemaBuilder {
  private readonly labels = new Map<string, GroupStats>();
  private readonly types = new Map<string, GroupStats>();
  private nodeCount = 0;
  private edgeCount = 0;
  private selfLoops = 0;
  private nodeWeighted = false;
  private weightMin = Number.POSITIVE_INFINITY;
  private weightMax = Number.NEGATIVE_INFINITY;
  private readonly idKinds = new Set<'integer' | 'string' | 'other'>();
  private readonly idExamples: NodeId[] = [];
  private lastType: string | undefined;
  private lastGroup: GroupStats | undefined;

  constructor(private readonly options: { directed: boolean; multi?: boolean | undefined }) {}

  /** Counts one node. */
  addNode(node: SchemaNodeInput): void {
    this.nodeCount++;
    if (node.weight !== undefined) this.nodeWeighted = true;
    const id = node.id;
    this.idKinds.add(typeof id === 'string' ? 'string' : Number.isInteger(id) ? 'integer' : 'other');
    if (this.idExamples.length < SCHEMA_EXAMPLE_LIMIT) this.idExamples.push(id);
    const labels = node.labels.length === 0 ? DEFAULT_LABELS : node.labels;
    for (const label of labels) group(this.labels, label).addProperties(node);
  }

  /** Counts one edge between nodes labeled `fromLabels` and `toLabels`. */
  addEdge(
    edge: SchemaEdgeInput,
    fromLabels: readonly string[],
    toLabels: readonly string[],
    selfLoop: boolean,
  ): void {
    this.edgeCount++;
    if (selfLoop) this.selfLoops++;
    const w = edge.weight;
    if (w !== undefined) {
      if (w < this.weightMin) this.weightMin = w;
      if (w > this.weightMax) this.weightMax = w;
    }
    const type = edge.type ?? DEFAULT_EDGE_TYPE;
    // Consecutive edges usually share a type: skip the map lookup then.
    if (type !== this.lastType || this.lastGroup === undefined) {
      this.lastType = type;
      this.lastGroup = group(this.types, type);
    }
    this.lastGroup.addProperties(edge);
    this.lastGroup.addEndpoints(fromLabels, toLabels);
  }

  /** The schema of everything added so far. */
  build(): GraphSchema {
    const weighted = this.weightMin <= this.weightMax;
    const schema: GraphSchema = {
      directed: this.options.directed,
      weighted,
      nodeWeighted: this.nodeWeighted,
      multi: this.options.multi === true,
      nodeCount: this.nodeCount,
      edgeCount: this.edgeCount,
      selfLoops: this.selfLoops,
      idType: this.idType(),
      idExamples: [...this.idExamples],
      nodeLabels: sortedKeys(this.labels).map((label): LabelSummary => {
        const g = this.labels.get(label)!;
        return { label, count: g.count, properties: g.propertySummaries() };
      }),
      relationshipTypes: sortedKeys(this.types).map((type): RelationshipSummary => {
        const g = this.types.get(type)!;
        return { type, count: g.count, properties: g.propertySummaries(), endpoints: this.endpointPairs(g) };
      }),
    };
    if (weighted) schema.weightRange = { min: this.weightMin, max: this.weightMax };
    return schema;
  }

  private idType(): GraphSchema['idType'] {
    if (this.idKinds.size === 0) return 'none';
    if (this.idKinds.size > 1 || this.idKinds.has('other')) return 'mixed';
    return this.idKinds.has('integer') ? 'integer' : 'string';
  }

  /** Label pairs at the two ends; undirected pairs are put in name order, since A-B is B-A. */
  private endpointPairs(stats: GroupStats): { from: string; to: string }[] {
    const pairs = new Map<string, { from: string; to: string }>();
    for (const [fromList, toLists] of stats.endpoints) {
      for (const toList of toLists) {
        for (const a of fromList.length === 0 ? DEFAULT_LABELS : fromList) {
          for (const b of toList.length === 0 ? DEFAULT_LABELS : toList) {
            const [from, to] = this.options.directed || a <= b ? [a, b] : [b, a];
            pairs.set(JSON.stringify([from, to]), { from, to });
          }
        }
      }
    }
    return [...pairs.keys()].sort().map((k) => pairs.get(k)!);
  }
}

/** The schema of `data`, in one pass. */
export function buildSchema(data: GraphData): GraphSchema {
  const builder = new SchemaBuilder({ directed: data.directed, multi: data.multi });
  const labelsOf = endpointLabels(data);
  for (const node of data.nodes) builder.addNode(node);
  for (const edge of data.edges) {
    const s = nodeKey(edge.source);
    const t = nodeKey(edge.target);
    builder.addEdge(edge, labelsOf(s), labelsOf(t), s === t);
  }
  return builder.build();
}

/**
 * Label lookup for edge endpoints. When every node has the same labels (the usual case: all
 * unlabeled) no map is built; otherwise one map from node key to an interned label array.
 */
function endpointLabels(data: GraphData): (key: string) => readonly string[] {
  const interned = new Map<string, readonly string[]>();
  const intern = (labels: readonly string[]): readonly string[] => {
    const k = JSON.stringify(labels);
    let shared = interned.get(k);
    if (shared === undefined) {
      shared = labels;
      interned.set(k, shared);
    }
    return shared;
  };
  for (const node of data.nodes) intern(node.labels ?? []);
  if (interned.size <= 1) {
    const only = interned.values().next().value ?? DEFAULT_LABELS;
    return () => only;
  }
  const byKey = new Map<string, readonly string[]>();
  for (const node of data.nodes) byKey.set(nodeKey(node.id), intern(node.labels ?? []));
  // An edge to an undeclared node is the store's error to report; here it counts as unlabeled.
  return (key) => byKey.get(key) ?? DEFAULT_LABELS;
}

function group(map: Map<string, GroupStats>, name: string): GroupStats {
  let g = map.get(name);
  if (g === undefined) {
    g = new GroupStats();
    map.set(name, g);
  }
  return g;
}

function sortedKeys(map: Map<string, unknown>): string[] {
  return [...map.keys()].sort();
}

/** The schema type name of a value ('integer' vs 'float' matters to algorithms). */
export function propertyType(value: PropertyValue): PropertyType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'float';
  if (typeof value === 'boolean') return 'boolean';
  return 'string';
}

/** An example value cut to prompt size: long strings end in '…', long lists keep their first items. */
export function compactExample(value: PropertyValue): PropertyValue {
  if (typeof value === 'string' && value.length > SCHEMA_EXAMPLE_MAX_CHARS) {
    return `${value.slice(0, SCHEMA_EXAMPLE_MAX_CHARS - 1)}…`;
  }
  if (Array.isArray(value)) return value.slice(0, SCHEMA_EXAMPLE_MAX_ITEMS).map(compactExample);
  return value;
}
