/** graphwalk-hybrid: the GraphWalk agent with a sandboxed JavaScript tool over the same graph. */
export { type CodeResult, codeTool } from './code-tool.js';
export {
  graphwalkHybrid,
  type HybridDetails,
  type HybridOptions,
  solveGraphwalkHybrid,
} from './graphwalk-hybrid.js';
