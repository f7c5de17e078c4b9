/**
 * An MCP server and the SDK's client in this process, joined by the SDK's in-memory transport:
 * for tests of what the tools do, where the transport does not matter.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { type McpContext, type McpContextOptions, openMcpContext } from '../mcp-context.js';
import { createMcpServer } from '../mcp-server.js';

/** A connected client, the server's context, and how to close both. */
export interface InMemoryConnection {
  client: Client;
  context: McpContext;
  call(name: string, args?: Record<string, unknown>): Promise<CallToolResult>;
  close(): Promise<void>;
}

/** Opens a context for `options` (with `replace`'s fields, e.g. a stand-in store), serves it, and connects a client. */
export async function connectInMemory(
  options: McpContextOptions,
  replace: Partial<McpContext> = {},
): Promise<InMemoryConnection> {
  const opened = await openMcpContext({ log: () => undefined, ...options });
  const context = { ...opened.context, ...replace };
  const close = opened.close;
  const server = createMcpServer(context);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'in-memory-test', version: '1' });
  await client.connect(clientSide);
  return {
    client,
    context,
    call: (name, args = {}) => client.callTool({ name, arguments: args }) as Promise<CallToolResult>,
    close: async () => {
      await client.close();
      await server.close();
      await close();
    },
  };
}
