/**
 * The streamable HTTP sessions of one server: each client's `initialize` opens a session (its own
 * transport and McpServer over the shared context), later requests name it in `Mcp-Session-Id`.
 * A POST whose connection closes before its answer was sent cancels the requests it carried: this
 * server keeps no event store, so a dropped stream can never be resumed and its work would be lost.
 * Sessions the client abandoned without a DELETE end after a time with no request and no open
 * stream. At most `maxSessions` are held (each costs a server with its tools, ~55 KB measured):
 * when all are taken, sessions idle past their time end at once, and if none is, a new client gets
 * a 503 with Retry-After. (The SDK has no session store, cap or expiry of its own: typescript-sdk
 * issue 812.)
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest, isJSONRPCRequest, type RequestId } from '@modelcontextprotocol/sdk/types.js';
import type { McpContext } from './mcp-context.js';
import { createMcpServer } from './mcp-server.js';

interface Session {
  transport: StreamableHTTPServerTransport;
  server: McpServer;
  /** Responses still open (calls being answered, a notification stream). */
  open: number;
  lastSeen: number;
}

/** How many sessions, and how long one may idle. */
export interface SessionLimits {
  maxSessions: number;
  idleMs: number;
}

/** The sessions, and the handling of one request once it has been let in. */
export class HttpSessions {
  private readonly sessions = new Map<string, Session>();
  /** Sessions being opened (their initialize not yet answered): they count against the cap too. */
  private opening = 0;
  private readonly sweeper: NodeJS.Timeout;
  private full = false;

  constructor(
    private readonly context: McpContext,
    private readonly limits: SessionLimits,
  ) {
    this.sweeper = setInterval(() => this.sweep(), Math.min(limits.idleMs, 30_000));
    this.sweeper.unref();
  }

  /** How many sessions are open. */
  get size(): number {
    return this.sessions.size;
  }

  /** Routes a request (`body`: the parsed POST body) to its session, opening one on `initialize`. */
  async handle(req: IncomingMessage, res: ServerResponse, body?: unknown): Promise<void> {
    const id = req.headers['mcp-session-id'];
    let session = typeof id === 'string' ? this.sessions.get(id) : undefined;
    if (typeof id === 'string' && !session) return reply(res, 404, 'unknown or ended session');
    if (!session) {
      if (req.method !== 'POST' || !isInitializeRequest(body)) {
        return reply(res, 400, 'no session: start with an initialize request');
      }
      if (!this.hasRoom()) return this.refuse(res);
      this.opening++;
      try {
        session = await this.open();
        this.watch(session, res, body);
        await session.transport.handleRequest(req, res, body);
      } finally {
        this.opening--;
      }
      return;
    }
    this.watch(session, res, body);
    await session.transport.handleRequest(req, res, body);
  }

  /** Ends every session (their running calls' signals abort). */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    await Promise.all([...this.sessions.values()].map((s) => s.server.close()));
    this.sessions.clear();
  }

  private async open(): Promise<Session> {
    const server = createMcpServer(this.context);
    const session: Session = {
      server,
      open: 0,
      lastSeen: Date.now(),
      transport: new StreamableHTTPServerTransport({
        sessionIdGenerator: randomUUID,
        onsessioninitialized: (id) => void this.sessions.set(id, session),
      }),
    };
    session.transport.onclose = () => {
      if (session.transport.sessionId) this.sessions.delete(session.transport.sessionId);
    };
    await server.connect(session.transport);
    return session;
  }

  /** Counts the open response; when it closes unanswered, cancels the requests it carried. */
  private watch(session: Session, res: ServerResponse, body: unknown): void {
    session.open++;
    session.lastSeen = Date.now();
    const ids = requestIds(body);
    res.once('close', () => {
      session.open--;
      session.lastSeen = Date.now();
      if (res.writableFinished) return;
      for (const requestId of ids) {
        session.transport.onmessage?.({
          jsonrpc: '2.0',
          method: 'notifications/cancelled',
          params: { requestId, reason: 'the client disconnected' },
        });
      }
    });
  }

  /** Ends the sessions idle past their time. */
  private sweep(): void {
    const now = Date.now();
    for (const [id, session] of this.sessions) {
      if (session.open === 0 && now - session.lastSeen > this.limits.idleMs) {
        // Forget it now, so its place is free before its server has finished closing.
        this.sessions.delete(id);
        void session.server.close();
      }
    }
  }

  /** True when a new session may open (after ending the idle ones, when all places are taken). */
  private hasRoom(): boolean {
    const taken = () => this.sessions.size + this.opening;
    if (taken() >= this.limits.maxSessions) this.sweep();
    const room = taken() < this.limits.maxSessions;
    if (!room && !this.full) {
      this.context.log(
        `grraf mcp: ${this.limits.maxSessions} sessions are open, the most allowed; refusing new ones`,
      );
    }
    this.full = !room;
    return room;
  }

  /** 503 with Retry-After: when the first idle session would end, else after one idle time. */
  private refuse(res: ServerResponse): void {
    const now = Date.now();
    const ends = [...this.sessions.values()]
      .filter((s) => s.open === 0)
      .map((s) => s.lastSeen + this.limits.idleMs - now);
    const wait = Math.max(1, Math.ceil(Math.min(this.limits.idleMs, ...ends) / 1000));
    res.setHeader('Retry-After', String(wait));
    reply(
      res,
      503,
      `this server holds ${this.limits.maxSessions} sessions, the most it allows: try again in ${wait} s ` +
        '(a client that is done should end its session with DELETE)',
    );
  }
}

/** The ids of the JSON-RPC requests in a POST body (one message or a batch). */
function requestIds(body: unknown): RequestId[] {
  const messages = Array.isArray(body) ? body : [body];
  return messages.filter((m) => isJSONRPCRequest(m)).map((m) => m.id);
}

/** A JSON-RPC error response outside any session. */
export function reply(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}
