/**
 * GraphWalk's navigation tools over the served store, so an MCP client's own model can walk the
 * graph the way GraphWalk's agent does (paper §4.3): get_node_by_property,
 * get_all_nearest_neighbors and get_unique_property_values, with the descriptions, argument
 * checks and result caps of grraf's own tool loop. `think` is left out: a client model reasons on
 * its own. The schema the tools check arguments against is read on the first call (not when the
 * server starts, so a large store opens as fast as before), and read again after a failed read.
 *
 * What they return is shown in MCP's one node shape (node-shape.ts): GraphWalk's agent reads its
 * own shape, which its recorded runs replay by, so the rows are rewritten here and the
 * descriptions' "Returns" say so.
 */
import type { GraphStore } from '../../graph/stores/graph-store.js';
import { GRAPH_TOOL_SHAPES, type GraphTools, graphTools } from '../../tools/index.js';
import type { LoopToolsForStore, McpLoopTool } from '../mcp-context.js';
import { type NodeView, nodeRowView } from '../node-shape.js';

type NavigationToolName = keyof typeof GRAPH_TOOL_SHAPES;

/** The tools an MCP client gets. */
export const NAVIGATION_TOOL_NAMES = Object.keys(GRAPH_TOOL_SHAPES) as NavigationToolName[];

const TITLES: Record<NavigationToolName, string> = {
  get_node_by_property: 'Find nodes by property',
  get_all_nearest_neighbors: 'Neighbors of a node',
  get_unique_property_values: 'Distinct property values',
};

const NODE = '{"id": …, "labels": [...], "properties": {...}}';

/** What each tool returns over MCP, replacing the "Returns" of GraphWalk's description. */
const RETURNS: Record<NavigationToolName, string | undefined> = {
  get_node_by_property:
    `A list of the matching nodes, each ${NODE}, e.g. ` +
    '[{"id": "person_123", "labels": ["Person"], "properties": {"name": "John Smith", "age": 30}}]',
  get_all_nearest_neighbors:
    'A list with one entry per connecting relationship: the relationship type, its direction seen from ' +
    'the central node ("outgoing", "incoming" or "undirected"), the relationship\'s properties, and the ' +
    `neighbor node as ${NODE}. When several nodes match, each entry also gives "from", the id of the ` +
    'central node it belongs to.',
  get_unique_property_values: undefined,
};

/** GraphWalk's description with the MCP result shape. */
function description(name: NavigationToolName): string {
  const own = GRAPH_TOOL_SHAPES[name].description;
  const returns = RETURNS[name];
  if (returns === undefined) return own;
  const at = own.lastIndexOf('Returns:');
  return `${at === -1 ? `${own.trimEnd()}\n\n` : own.slice(0, at)}Returns:\n  ${returns}`;
}

type Rows<T> = T[] | { items: T[]; truncated: string };
type Row = Record<string, unknown>;

/** `rows` (whole, or cut with a note) with each row rewritten by `view`. */
async function mapRows<T>(rows: Rows<T>, view: (row: T) => Promise<unknown> | unknown) {
  const items = Array.isArray(rows) ? rows : rows.items;
  const viewed = await Promise.all(items.map(view));
  return Array.isArray(rows) ? viewed : { ...rows, items: viewed };
}

/** The labels of the node `id` (GraphWalk's node rows leave them out): the label looked up by, if it is gone. */
async function labelsOf(store: GraphStore, id: unknown, label: string): Promise<string[]> {
  if (typeof id !== 'string' && typeof id !== 'number') return [label];
  const [node] = await store.nodesByProperty({ key: 'id', value: id, limit: 1 });
  return node && node.labels.length > 0 ? [...node.labels] : [label];
}

/** The navigation tools over `store`. */
export const navigationTools: LoopToolsForStore = (store: GraphStore) => {
  let ready: Promise<GraphTools> | undefined;
  const tools = (): Promise<GraphTools> => {
    ready ??= store.schema().then(
      (schema) => graphTools(store, schema),
      (error: unknown) => {
        ready = undefined;
        throw error;
      },
    );
    return ready;
  };
  const common = (name: NavigationToolName) => ({
    // biome-ignore lint/suspicious/noExplicitAny: each tool has its own argument type
    inputSchema: GRAPH_TOOL_SHAPES[name].inputSchema as McpLoopTool<any>['inputSchema'],
    description: description(name),
    title: TITLES[name],
    // They read the store and change nothing: the same call gives the same rows.
    idempotent: true,
  });
  const nodes: McpLoopTool<{ label: string }> = {
    ...common('get_node_by_property'),
    execute: async (args, options) => {
      const rows = (await (await tools()).get_node_by_property.execute(args as never, options)) as Rows<Row>;
      return mapRows(rows, async (row) => nodeRowView(row, await labelsOf(store, row.id, args.label)));
    },
  };
  const neighbors: McpLoopTool<unknown> = {
    ...common('get_all_nearest_neighbors'),
    execute: async (args, options) => {
      const rows = (await (
        await tools()
      ).get_all_nearest_neighbors.execute(args as never, options)) as Rows<Row>;
      return mapRows(rows, ({ neighbor_labels, neighbor, ...rest }): Row & { neighbor: NodeView } => ({
        ...rest,
        neighbor: nodeRowView(neighbor as Row, neighbor_labels as string[]),
      }));
    },
  };
  const values: McpLoopTool<unknown> = {
    ...common('get_unique_property_values'),
    execute: async (args, options) =>
      (await tools()).get_unique_property_values.execute(args as never, options),
  };
  return {
    get_node_by_property: nodes,
    get_all_nearest_neighbors: neighbors,
    get_unique_property_values: values,
  };
};
