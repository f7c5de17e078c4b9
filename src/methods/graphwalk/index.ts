/** GraphWalk: an agent that answers by walking the graph with minimal navigation tools. */
export { graphwalk, solveGraphwalk } from './graphwalk.js';
export { schemaTable } from './schema-table.js';
export { chooseToolset, isMazeSchema, type Toolset, type ToolsetChoice } from './toolset.js';
export {
  GRAPHWALK_DEFAULTS,
  type GraphwalkDetails,
  type GraphwalkOptions,
  graphwalkOptionsSchema,
  solveWalk,
  type WalkContext,
  type WalkExtension,
} from './walk.js';
