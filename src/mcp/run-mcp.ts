/**
 * Runs `grraf mcp` until it is told to stop: opens the served graph, serves MCP on stdio (until
 * the client closes stdin) or on streamable HTTP (until `stop`), then lets the running questions
 * end and closes the store.
 */

import { checkHttpOptions, type McpHttpOptions, startMcpHttp } from './http-server.js';
import { type McpContextOptions, openMcpContext } from './mcp-context.js';
import { serveStdio } from './stdio.js';

/** How to run. */
export interface RunMcpOptions extends McpContextOptions {
  /** Serve streamable HTTP with these options instead of stdio. */
  http?: McpHttpOptions;
  /** Called once listening on HTTP, with the endpoint's URL. */
  onListening?: (url: string) => void;
  /** Stops the server when it aborts (the CLI aborts on SIGINT and SIGTERM). */
  stop?: AbortSignal;
  /** Also offer GraphWalk's navigation tools over the served store (mcp/tools/navigation-tools.ts). */
  navigation?: boolean;
}

/** Serves until the stdio client goes away or `stop` aborts; resolves once everything is closed. */
export async function runMcp(options: RunMcpOptions): Promise<void> {
  if (options.http) checkHttpOptions(options.http);
  const { context, close } = await openMcpContext(await withNavigation(options));
  try {
    if (options.http) {
      const running = await startMcpHttp(context, options.http);
      options.onListening?.(running.url);
      await stopped(options.stop);
      await running.close();
    } else {
      const session = await serveStdio(context);
      const stop = () => void session.close();
      options.stop?.addEventListener('abort', stop, { once: true });
      await session.done;
      options.stop?.removeEventListener('abort', stop);
    }
  } finally {
    await close();
  }
}

/** Resolves when `signal` aborts (never, without one). */
function stopped(signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) resolve();
    signal?.addEventListener('abort', () => resolve(), { once: true });
  });
}

/** The options with the navigation tools beside any loop tools given, when asked for. */
async function withNavigation(options: RunMcpOptions): Promise<McpContextOptions> {
  if (!options.navigation) return options;
  const { navigationTools } = await import('./tools/navigation-tools.js');
  const given = options.loopTools;
  return { ...options, loopTools: (store) => ({ ...navigationTools(store), ...given?.(store) }) };
}
