/**
 * Tools an agent calls through the tool loop (llm/tool-loop.ts): GraphWalk's graph toolset over
 * any GraphStore, its maze toolset, and `think`. A services layer: no method or bench imports.
 */
export type { Direction, NeighborRow, NodeRow } from './graph/graph-reader.js';
export {
  GRAPH_TOOL_SHAPES,
  type GraphToolName,
  type GraphTools,
  type GraphToolsOptions,
  graphTools,
  type NodeArgs,
  type ValuesArgs,
} from './graph/graph-tools.js';
export type { ListResult } from './graph/list-result.js';
export { ID_PROPERTY } from './graph/schema-lookup.js';
export * from './maze/index.js';
export { thinkTool } from './think.js';
