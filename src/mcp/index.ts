/**
 * `grraf mcp`: an MCP server over the user's graph, on stdio or streamable HTTP, with the tools
 * `ask`, `schema`, `cypher` (on a store that runs Cypher) and any loop tools over the served store,
 * optionally under a namespace (`roads-ask`). Nothing it offers writes.
 */
export {
  DEFAULT_MAX_SESSIONS,
  DEFAULT_MCP_PORT,
  DEFAULT_SESSION_IDLE_MS,
  MCP_PATH,
  type McpHttpOptions,
  type RunningMcpHttp,
  startMcpHttp,
} from './http-server.js';
export {
  DEFAULT_MAX_RESULT_TOKENS,
  type LoopToolsForStore,
  type McpContext,
  type McpContextOptions,
  type McpLoopTool,
  type OpenedMcpContext,
  openMcpContext,
} from './mcp-context.js';
export { BUILT_IN_TOOLS, createMcpServer } from './mcp-server.js';
export { type RunMcpOptions, runMcp } from './run-mcp.js';
export { type StdioSession, serveStdio } from './stdio.js';
export { MAX_NAMESPACE } from './tool-names.js';
