/**
 * GraphWalk's minimal graph toolset (paper §4.3, appendix C) as tool-loop tools over any
 * GraphStore: get_node_by_property, get_all_nearest_neighbors, get_unique_property_values and
 * think, with the paper's names, arguments and return shapes. Arguments are checked against the
 * schema first (an unknown label, type or property is answered with the valid ones); each call
 * is one read-only Cypher query where the store speaks Cypher, the store's primitives elsewhere;
 * a long result is cut to what the agent can read, and says so.
 */
import { z } from 'zod';
import type { PropertyValue } from '../../graph/model.js';
import type { GraphSchema } from '../../graph/schema.js';
import type { GraphStore } from '../../graph/stores/graph-store.js';
import type { LoopTool } from '../../llm/tool-loop.js';
import { promptFiles } from '../../util/prompt-files.js';
import { thinkTool } from '../think.js';
import { cypherReader, readsCypher } from './cypher-reader.js';
import type { GraphReader, NeighborRow, NodeLookup, NodeRow } from './graph-reader.js';
import { type ListResult, listResult } from './list-result.js';
import { primitiveReader } from './primitive-reader.js';
import { entityKind, SchemaLookup, valueFor } from './schema-lookup.js';

/** The graph tools' names, as the paper spells them. */
export type GraphToolName =
  | 'get_node_by_property'
  | 'get_all_nearest_neighbors'
  | 'get_unique_property_values'
  | 'think';

/** How much a call reads and shows. */
export interface GraphToolsOptions {
  /** Rows one call shows at most (default 100); the store counts them all, and the result says how many. */
  maxRows?: number;
  /** A result is cut to about this many characters of JSON (default 6,000) and says so. */
  maxChars?: number;
}

/** Arguments of the two node lookups. */
export interface NodeArgs {
  label: string;
  property_name: string;
  property_value: PropertyValue;
}

/** Arguments of get_unique_property_values. */
export interface ValuesArgs {
  property_name: string;
  entity_name: string;
  entity_type: string;
}

/** The toolset, by name. */
export interface GraphTools {
  get_node_by_property: LoopTool<NodeArgs>;
  get_all_nearest_neighbors: LoopTool<NodeArgs>;
  get_unique_property_values: LoopTool<ValuesArgs>;
  think: LoopTool<{ thought: string }>;
}

const descriptions = promptFiles<GraphToolName>(new URL('./prompts/', import.meta.url));

const nodeArgs = z.object({
  label: z.string().describe('the node label, exactly as in the schema'),
  property_name: z.string().describe('the property to match ("id" is the node id)'),
  property_value: z.union([z.string(), z.number(), z.boolean()]).describe('the exact value to match'),
});

const valuesArgs = z.object({
  property_name: z.string().describe('the property to list the values of'),
  entity_name: z.string().describe('the node label or relationship type, exactly as in the schema'),
  entity_type: z.string().describe('"node" or "relationship"'),
});

/** Each navigation tool's description and argument schema, as a model sees them (no store needed). */
export const GRAPH_TOOL_SHAPES = {
  get_node_by_property: { description: descriptions.template('get_node_by_property'), inputSchema: nodeArgs },
  get_all_nearest_neighbors: {
    description: descriptions.template('get_all_nearest_neighbors'),
    inputSchema: nodeArgs,
  },
  get_unique_property_values: {
    description: descriptions.template('get_unique_property_values'),
    inputSchema: valuesArgs,
  },
} as const;

/** The four tools over `store`, whose schema is `schema` (read once by the caller). */
export function graphTools(
  store: GraphStore,
  schema: GraphSchema,
  options: GraphToolsOptions = {},
): GraphTools {
  const maxRows = options.maxRows ?? 100;
  const maxChars = options.maxChars ?? 6000;
  const lookup = new SchemaLookup(schema);
  const reader: GraphReader = readsCypher(store)
    ? cypherReader(store, schema)
    : primitiveReader(store, schema.directed);
  const checkedLookup = (args: NodeArgs): NodeLookup => {
    const property = lookup.property('node', args.label, args.property_name);
    return { label: args.label, property: property.name, value: valueFor(property, args.property_value) };
  };
  return {
    get_node_by_property: {
      ...GRAPH_TOOL_SHAPES.get_node_by_property,
      execute: async (args): Promise<ListResult<NodeRow>> => {
        const { rows, total } = await reader.nodes(checkedLookup(args), maxRows);
        return listResult(rows, total, maxChars, 'nodes');
      },
    },
    get_all_nearest_neighbors: {
      ...GRAPH_TOOL_SHAPES.get_all_nearest_neighbors,
      execute: async (args): Promise<ListResult<NeighborRow>> => {
        const { rows, total } = await reader.neighbors(checkedLookup(args), maxRows);
        return listResult(withoutLoneCenter(rows), total, maxChars, 'neighbors');
      },
    },
    get_unique_property_values: {
      ...GRAPH_TOOL_SHAPES.get_unique_property_values,
      execute: async (args): Promise<ListResult<{ values: PropertyValue }>> => {
        const kind = entityKind(args.entity_type);
        const property = lookup.property(kind, args.entity_name, args.property_name);
        const { rows, total } = await reader.values(kind, args.entity_name, property.name, maxRows);
        return listResult(
          rows.map((values) => ({ values })),
          total,
          maxChars,
          'values',
        );
      },
    },
    think: thinkTool(descriptions.template('think')),
  };
}

/** Neighbor rows without `from` when they all belong to one node (the usual case). */
function withoutLoneCenter(rows: NeighborRow[]): NeighborRow[] {
  const centers = new Set(rows.map((r) => JSON.stringify(r.from)));
  if (centers.size > 1) return rows;
  return rows.map(({ from: _, ...rest }) => rest);
}
