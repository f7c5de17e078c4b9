/**
 * MCP over stdio: one session on the process's stdin and stdout (nothing else may write to
 * stdout). The client closing stdin ends the session: the running questions' signals abort, and
 * `done` resolves once they have ended. A message over MAX_STDIO_MESSAGE_BYTES is dropped as it
 * arrives (stdio-line-limit.ts) and its request answered with an error; the session goes on.
 */
import type { Readable, Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { STDIO_DEFAULT_MAX_BUFFER_SIZE } from '@modelcontextprotocol/sdk/shared/stdio.js';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import type { McpContext } from './mcp-context.js';
import { createMcpServer } from './mcp-server.js';
import { type OversizedMessage, StdioLineLimit } from './stdio-line-limit.js';

/** The largest message read on stdio: the SDK transport's own buffer size (10 MiB), newline included. */
export const MAX_STDIO_MESSAGE_BYTES = STDIO_DEFAULT_MAX_BUFFER_SIZE - 1;

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
  const limited = new StdioLineLimit(MAX_STDIO_MESSAGE_BYTES, (message) => {
    const answered =
      message.id === undefined
        ? 'it carried no request id to answer'
        : `answered request ${message.id} with an error`;
    context.log(
      `grraf mcp: refused a message of ${message.bytes} bytes, more than the ${MAX_STDIO_MESSAGE_BYTES} read on stdio; ${answered}`,
    );
    if (message.id === undefined) return;
    void transport
      .send({
        jsonrpc: '2.0',
        id: message.id,
        error: { code: ErrorCode.InvalidRequest, message: refusal(message, context) },
      })
      .catch(() => undefined);
  });
  stdin.pipe(limited);
  const transport = new StdioServerTransport(limited, stdout, { maxBufferSize: MAX_STDIO_MESSAGE_BYTES + 1 });
  // The SDK reports what it cannot read (a line that is not JSON-RPC) only here; say so rather than nothing.
  server.server.onerror = (e) => context.log(`grraf mcp: ${e.message}`);
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

function refusal(message: OversizedMessage, context: McpContext): string {
  const instead =
    context.graphDirs.count > 0
      ? "put the graph in a file in the server's graph directories and name it with graphFile"
      : 'send a smaller graph';
  return (
    `the message is larger than ${MAX_STDIO_MESSAGE_BYTES} bytes, the most this server reads on stdio ` +
    `(it was ${message.bytes} bytes); ${instead}`
  );
}
