/**
 * MCP over stdio: one session on the process's stdin and stdout (nothing else may write to
 * stdout). The client closing stdin ends the session: the running questions' signals abort, and
 * `done` resolves once they have ended.
 */
import type { Readable, Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { McpContext } from './mcp-context.js';
import { createMcpServer } from './mcp-server.js';

/** A running stdio session. */
export interface StdioSession {
  /** Resolves when the session has ended and no question of it is running. */
  done: Promise<void>;
  /** Ends the session (as the client closing stdin does). */
  close(): Promise<void>;
}

/** Serves one MCP session on `stdin`/`stdout` (default: the process's). */
export async function serveStdio(
  context: McpContext,
  stdin: Readable = process.stdin,
  stdout: Writable = process.stdout,
): Promise<StdioSession> {
  const server = createMcpServer(context);
  const transport = new StdioServerTransport(stdin, stdout);
  const ended = new Promise<void>((resolve) => {
    server.server.onclose = resolve;
  });
  await server.connect(transport);
  // The SDK's transport does not watch for the end of input; a client that goes away closes it.
  const close = () => server.close();
  stdin.once('end', close);
  stdin.once('close', close);
  return {
    done: ended.then(() => context.running.settled()),
    close: async () => {
      await close();
      await context.running.settled();
    },
  };
}
