/**
 * GraphWalk's navigation tools over the served store, so an MCP client's own model can walk the
 * graph the way GraphWalk's agent does (paper §4.3): get_node_by_property,
 * get_all_nearest_neighbors and get_unique_property_values, with the descriptions, argument
 * checks and result caps of grraf's own tool loop. `think` is left out: a client model reasons on
 * its own. The schema the tools check arguments against is read on the first call (not when the
 * server starts, so a large store opens as fast as before), and read again after a failed read.
 */
import type { GraphStore } from '../../graph/stores/graph-store.js';
import type { LoopTool } from '../../llm/tool-loop.js';
import { GRAPH_TOOL_SHAPES, type GraphTools, graphTools } from '../../tools/index.js';
import type { LoopToolsForStore } from '../mcp-context.js';

type NavigationToolName = keyof typeof GRAPH_TOOL_SHAPES;

/** The tools an MCP client gets. */
export const NAVIGATION_TOOL_NAMES = Object.keys(GRAPH_TOOL_SHAPES) as NavigationToolName[];

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
  // biome-ignore lint/suspicious/noExplicitAny: each tool has its own argument type
  const byName: Record<string, LoopTool<any>> = {};
  for (const name of NAVIGATION_TOOL_NAMES) {
    byName[name] = {
      ...GRAPH_TOOL_SHAPES[name],
      execute: async (args: never, options) => (await tools())[name].execute(args, options),
    };
  }
  return byName;
};
