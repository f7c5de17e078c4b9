import { type IncomingHttpHeaders, request } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMcpHttp } from './http-server.js';
import { type OpenedMcpContext, openMcpContext } from './mcp-context.js';
import { connectHttp } from './test-support/mcp-harness.js';
import { describeMcpScenarios } from './test-support/scenarios.js';

describeMcpScenarios('streamable HTTP', connectHttp);

/** A raw request to `url`; resolves with the status code, the headers and the body once it ends. */
function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A raw POST to `url` with `headers` and `body`; resolves with the status code. */
async function post(url: string, headers: Record<string, string>, body: string): Promise<number> {
  return (await send(url, 'POST', headers, body)).status;
}

const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 0,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});

/** Opens a session with a raw initialize; its id, or the refusal. */
async function initialize(url: string) {
  const r = await send(url, 'POST', JSON_HEADERS, INITIALIZE);
  return { ...r, session: r.headers['mcp-session-id'] as string | undefined };
}

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const LIST_TOOLS = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });

describe('the streamable HTTP endpoint', () => {
  let opened: OpenedMcpContext;
  beforeAll(async () => {
    opened = await openMcpContext({ log: () => undefined });
  });
  afterAll(() => opened.close());

  it('refuses to listen beyond this machine without an API key', async () => {
    await expect(startMcpHttp(opened.context, { host: '0.0.0.0', port: 0 })).rejects.toMatchObject({
      code: 'config',
      location: { field: 'api-key' },
    });
  });

  it('with an API key, a client without it is refused and a client with it is served', async () => {
    const server = await startMcpHttp(opened.context, { port: 0, apiKey: 's3cret' });
    try {
      const anonymous = new Client({ name: 'anonymous', version: '1' });
      await expect(anonymous.connect(new StreamableHTTPClientTransport(new URL(server.url)))).rejects.toThrow(
        /401|API key/,
      );
      const client = new Client({ name: 'keyed', version: '1' });
      const headers = { Authorization: 'Bearer s3cret' };
      await client.connect(
        new StreamableHTTPClientTransport(new URL(server.url), { requestInit: { headers } }),
      );
      expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['ask', 'schema', 'cypher']);
      await client.close();
    } finally {
      await server.close();
    }
  });

  it('refuses a foreign Host or Origin, an oversized body, a request outside a session, and other paths', async () => {
    const server = await startMcpHttp(opened.context, { port: 0, maxBodyBytes: 1000 });
    try {
      const url = server.url;
      expect(await post(url, { ...JSON_HEADERS, host: 'attacker.example' }, LIST_TOOLS)).toBe(403);
      expect(await post(url, { ...JSON_HEADERS, origin: 'http://attacker.example' }, LIST_TOOLS)).toBe(403);
      expect(await post(url, JSON_HEADERS, JSON.stringify({ padding: 'x'.repeat(2000) }))).toBe(413);
      expect(await post(url, JSON_HEADERS, LIST_TOOLS)).toBe(400);
      expect(await post(url, { ...JSON_HEADERS, 'mcp-session-id': 'no-such-session' }, LIST_TOOLS)).toBe(404);
      expect(await post(url, JSON_HEADERS, '{not json')).toBe(400);
      expect(await post(url.replace(/\/mcp$/, '/other'), JSON_HEADERS, LIST_TOOLS)).toBe(404);
      expect(await post(url, { ...JSON_HEADERS, origin: 'http://localhost:3000' }, LIST_TOOLS)).toBe(400);
    } finally {
      await server.close();
    }
  });

  // Issue 26, item 2: 5,000 initialize calls in 10 s were all kept, each abandoned one for 30 minutes.
  it('holds at most maxSessions: the next initialize is a 503 with Retry-After until one ends', async () => {
    const server = await startMcpHttp(opened.context, { port: 0, maxSessions: 2 });
    try {
      const first = await initialize(server.url);
      const second = await initialize(server.url);
      expect([first.status, second.status]).toEqual([200, 200]);
      const refused = await initialize(server.url);
      expect(refused.status).toBe(503);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.parse(refused.body)).toMatchObject({
        jsonrpc: '2.0',
        error: { code: -32000, message: expect.stringMatching(/2 sessions.*try again in \d+ s/) },
      });
      expect(server.sessions.size).toBe(2);
      // A session in use still answers; one ended by its client frees a place.
      const listed = await send(
        server.url,
        'POST',
        { ...JSON_HEADERS, 'mcp-session-id': first.session! },
        LIST_TOOLS,
      );
      expect(listed.status).toBe(200);
      const ended = await send(server.url, 'DELETE', { ...JSON_HEADERS, 'mcp-session-id': second.session! });
      expect(ended.status).toBe(200);
      expect((await initialize(server.url)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('ends a session left idle for sessionIdleMs, and makes room for a new one when full', async () => {
    const server = await startMcpHttp(opened.context, { port: 0, maxSessions: 1, sessionIdleMs: 300 });
    try {
      const abandoned = await initialize(server.url);
      expect(abandoned.status).toBe(200);
      expect((await initialize(server.url)).status).toBe(503);
      await new Promise((r) => setTimeout(r, 400));
      // Full but idle past its time: the new client gets the place at once, without waiting for a sweep.
      expect((await initialize(server.url)).status).toBe(200);
      const gone = await send(
        server.url,
        'POST',
        { ...JSON_HEADERS, 'mcp-session-id': abandoned.session! },
        LIST_TOOLS,
      );
      expect(gone.status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
