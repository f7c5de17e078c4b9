import { request } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMcpHttp } from './http-server.js';
import { type OpenedMcpContext, openMcpContext } from './mcp-context.js';
import { connectHttp } from './test-support/mcp-harness.js';
import { describeMcpScenarios } from './test-support/scenarios.js';

describeMcpScenarios('streamable HTTP', connectHttp);

/** A raw POST to `url` with `headers` and `body`; resolves with the status code. */
function post(url: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(body);
  });
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
});
