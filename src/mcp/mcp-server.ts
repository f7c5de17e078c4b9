/**
 * One MCP session's server: the tools `ask`, `schema` and `cypher`, plus the context's loop tools
 * over the served store. Every tool only reads; there is no tool that loads or writes a graph.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { VERSION } from '../version.js';
import type { McpContext } from './mcp-context.js';
import { registerAskTool } from './tools/ask-tool.js';
import { registerCypherTool } from './tools/cypher-tool.js';
import { registerLoopTools } from './tools/loop-tools.js';
import { registerSchemaTool } from './tools/schema-tool.js';

/** The built-in tools' names. */
export const BUILT_IN_TOOLS = ['ask', 'schema', 'cypher'] as const;

const INSTRUCTIONS =
  'grraf answers questions about a graph. Read `schema` first; use `cypher` (read-only) or the ' +
  'navigation tools for lookups you can do yourself, and `ask` for questions that need a computation ' +
  '(paths, flows, cycles, counts over the whole graph). Results too large to send are cut, and say so.';

/** A new server for one session (each session gets its own loop tools). */
export function createMcpServer(context: McpContext): McpServer {
  const server = new McpServer(
    { name: 'grraf', version: VERSION },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
  );
  registerAskTool(server, context);
  registerSchemaTool(server, context);
  registerCypherTool(server, context);
  registerLoopTools(server, context, BUILT_IN_TOOLS);
  return server;
}
