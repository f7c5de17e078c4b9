/**
 * One MCP session's server: the tools `ask`, `schema` and `cypher` (on a store that runs Cypher),
 * plus the context's loop tools over the served store, every name under the context's namespace
 * when it has one. Every tool only reads; there is no tool that loads or writes a graph.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { VERSION } from '../version.js';
import type { McpContext } from './mcp-context.js';
import { namespaced } from './tool-names.js';
import { registerAskTool } from './tools/ask-tool.js';
import { registerCypherTool } from './tools/cypher-tool.js';
import { registerLoopTools } from './tools/loop-tools.js';
import { registerSchemaTool } from './tools/schema-tool.js';

/** The built-in tools' names (before any namespace). */
export const BUILT_IN_TOOLS = ['ask', 'schema', 'cypher'] as const;

/** What the server tells a client about its tools, by the names the client sees. */
function instructions(context: McpContext, cypher: boolean): string {
  const name = (tool: string) => `\`${namespaced(tool, context.namespace)}\``;
  const lookups = cypher
    ? `use ${name('cypher')} (read-only) or the navigation tools`
    : 'use the navigation tools';
  return (
    `grraf answers questions about a graph. Read ${name('schema')} first; ${lookups} for lookups you ` +
    `can do yourself, and ${name('ask')} for questions that need a computation (paths, flows, cycles, ` +
    'counts over the whole graph). Results too large to send are cut, and say so.'
  );
}

/** A new server for one session (each session gets its own loop tools). */
export function createMcpServer(context: McpContext): McpServer {
  // A store without Cypher (a graph file in memory) gets no tool that would only ever refuse.
  const cypher = context.store.cypher !== undefined;
  const server = new McpServer(
    { name: 'grraf', version: VERSION },
    { capabilities: { tools: {} }, instructions: instructions(context, cypher) },
  );
  registerAskTool(server, context);
  registerSchemaTool(server, context);
  if (cypher) registerCypherTool(server, context);
  registerLoopTools(server, context, BUILT_IN_TOOLS);
  return server;
}
