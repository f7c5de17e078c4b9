/**
 * MCP over streamable HTTP on Node's own `http` module: one endpoint, `/mcp`, on 127.0.0.1 by
 * default. Listening anywhere else needs an API key. Request bodies are size-limited and parsed
 * here, so the sessions can see which requests a dropped connection carried; the sessions are
 * capped and expire when idle (http-sessions.ts).
 *
 * Why not the SDK's web-standard transport on Hono, as `grraf serve` runs: in SDK 1.32 its host
 * validation is Express middleware (the transport's own options are deprecated), it keeps no
 * sessions (the id → transport map, cap and expiry stay ours either way), and it does not cancel
 * a request whose stream the client dropped; the guard here is already the server's
 * (util/http-access.ts). Moving would change little code and lose the cancellation.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { httpUrl, listenOn, requireKeyBeyondLoopback } from '../util/http-listen.js';
import { isLoopback, refusal } from './http-guard.js';
import { HttpSessions, reply } from './http-sessions.js';
import type { McpContext } from './mcp-context.js';

/** Where and how to listen. */
export interface McpHttpOptions {
  /** Default 127.0.0.1; any other host needs `apiKey`. */
  host?: string;
  /** Default 7879; 0 picks a free port. */
  port?: number;
  apiKey?: string;
  /** Largest request body (default 4 MiB). */
  maxBodyBytes?: number;
  /** A session with no request and no open stream for this long ends (default 5 minutes). */
  sessionIdleMs?: number;
  /** Most sessions held at once (default 100); more clients get a 503 with Retry-After. */
  maxSessions?: number;
}

/** Defaults of the session limits. */
export const DEFAULT_MAX_SESSIONS = 100;
export const DEFAULT_SESSION_IDLE_MS = 5 * 60_000;

/** A listening server. */
export interface RunningMcpHttp {
  /** The endpoint, e.g. http://127.0.0.1:7879/mcp. */
  url: string;
  port: number;
  sessions: HttpSessions;
  /** Ends the sessions (running calls abort) and stops listening. */
  close(): Promise<void>;
}

/** The default port of `grraf mcp --http`. */
export const DEFAULT_MCP_PORT = 7879;

/** The endpoint's path. */
export const MCP_PATH = '/mcp';

/** Starts listening; a host beyond this machine without an API key is a 'config' error. */
export async function startMcpHttp(
  context: McpContext,
  options: McpHttpOptions = {},
): Promise<RunningMcpHttp> {
  checkHttpOptions(options);
  const host = options.host ?? '127.0.0.1';
  const loopback = isLoopback(host);
  const sessions = new HttpSessions(context, {
    maxSessions: options.maxSessions ?? DEFAULT_MAX_SESSIONS,
    idleMs: options.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS,
  });
  const guard = { loopback, ...(options.apiKey ? { apiKey: options.apiKey } : {}) };
  const maxBody = options.maxBodyBytes ?? 4 * 1024 * 1024;
  const server = createServer((req, res) => {
    handle(req, res, sessions, guard, maxBody).catch((e: unknown) => {
      context.log(`grraf mcp: ${e instanceof Error ? e.message : String(e)}`);
      if (!res.headersSent) reply(res, 500, 'internal error');
      else res.end();
    });
  });
  const port = await listenOn(server, options.port ?? DEFAULT_MCP_PORT, host);
  return {
    url: httpUrl(host, port, MCP_PATH),
    port,
    sessions,
    close: async () => {
      await sessions.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** Listening beyond this machine without an API key is a 'config' error. */
export function checkHttpOptions(options: McpHttpOptions): void {
  requireKeyBeyondLoopback(options.host ?? '127.0.0.1', options.apiKey, 'pass --api-key <key>');
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  sessions: HttpSessions,
  guard: Parameters<typeof refusal>[1],
  maxBody: number,
): Promise<void> {
  if (new URL(req.url ?? '/', 'http://localhost').pathname !== MCP_PATH) {
    return reply(res, 404, `not found: the MCP endpoint is ${MCP_PATH}`);
  }
  const refused = refusal(req, guard);
  if (refused) return reply(res, refused.status, refused.message);
  if (req.method !== 'POST') return sessions.handle(req, res);
  const body = await readJson(req, maxBody);
  if ('error' in body) return reply(res, body.status, body.error);
  return sessions.handle(req, res, body.value);
}

/** The request's JSON body, or why it cannot be read (an oversized body is read to its end and dropped). */
async function readJson(
  req: IncomingMessage,
  maxBody: number,
): Promise<{ value: unknown } | { status: number; error: string }> {
  const tooLarge = { status: 413, error: `the request body is larger than ${maxBody} bytes` };
  if (Number(req.headers['content-length'] ?? 0) > maxBody) return tooLarge;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= maxBody) chunks.push(chunk as Buffer);
  }
  if (size > maxBody) return tooLarge;
  try {
    return { value: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
  } catch (e) {
    return { status: 400, error: `the request body is not JSON: ${(e as Error).message}` };
  }
}
