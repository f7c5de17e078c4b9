/**
 * GraphSchema: what the LLM is told about a stored graph instead of the graph itself.
 *
 * It must stay compact at any graph size: counts, property keys with their types and at most
 * SCHEMA_EXAMPLE_LIMIT example values per key — never the node or edge lists.
 * Every store returns this same shape so prompts do not depend on the store.
 */
import type { PropertyValue } from './model.js';

/** At most this many example values per property key. */
export const SCHEMA_EXAMPLE_LIMIT = 3;

/** Type names used in schemas (JSON-ish, plus 'integer' vs 'float' since algorithms care). */
export type PropertyType = 'integer' | 'float' | 'string' | 'boolean' | 'list' | 'null';

export interface PropertySummary {
  key: string;
  /** Every type seen for this key, sorted. */
  types: PropertyType[];
  /** How many nodes (or edges) carry the key. */
  count: number;
  /** Up to SCHEMA_EXAMPLE_LIMIT distinct example values, in first-seen order. */
  examples: PropertyValue[];
}

export interface LabelSummary {
  label: string;
  count: number;
  properties: PropertySummary[];
}

export interface RelationshipSummary {
  type: string;
  count: number;
  properties: PropertySummary[];
  /** Labels seen at the two ends, e.g. [{from: 'Supplier', to: 'Plant'}]. */
  endpoints: { from: string; to: string }[];
}

export interface GraphSchema {
  directed: boolean;
  /** Any edge has a weight. */
  weighted: boolean;
  /** Any node has a weight. */
  nodeWeighted: boolean;
  multi: boolean;
  nodeCount: number;
  edgeCount: number;
  selfLoops: number;
  /** Type of node ids: GraphInstruct graphs are 'integer'. */
  idType: 'integer' | 'string' | 'mixed' | 'none';
  /** Up to SCHEMA_EXAMPLE_LIMIT example node ids. */
  idExamples: (string | number)[];
  /** Range of edge weights when weighted. */
  weightRange?: { min: number; max: number };
  nodeLabels: LabelSummary[];
  relationshipTypes: RelationshipSummary[];
}
