import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { createLlmRuntime } from '../llm/llm-runtime.js';
import { openMcpContext } from './mcp-context.js';
import { serveStdio } from './stdio.js';
import { HANG_WORD, testModel } from './test-support/fixtures.js';
import { connectStdio } from './test-support/mcp-harness.js';
import { describeMcpScenarios } from './test-support/scenarios.js';

describeMcpScenarios('stdio', connectStdio);

/** Collects the JSON lines written to `stdout`. */
function jsonLines(stdout: PassThrough): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  let rest = '';
  stdout.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString('utf8')).split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) if (part.trim()) lines.push(JSON.parse(part) as Record<string, unknown>);
  });
  return lines;
}

const INITIALIZE = {
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};

describe('grraf mcp on stdio, spawned', () => {
  it('a call over the message size limit fails with its own error, and the server keeps answering', async () => {
    const c = await connectStdio({});
    try {
      const graphText = '0 1\n'.repeat(3_000_000);
      const refused = c.client.callTool({
        name: 'ask',
        arguments: { question: 'How many nodes?', graphText },
      });
      await expect(refused).rejects.toThrow(
        /-32600.*larger than \d+ bytes, the most this server reads on stdio/,
      );
      const schema = await c.client.callTool({ name: 'schema', arguments: {} });
      expect(schema.isError).toBe(true);
      expect(c.logs()).toContainEqual(expect.stringMatching(/^grraf mcp: refused a message of \d+ bytes/));
    } finally {
      await c.close();
    }
  }, 60_000);
});

describe('serveStdio', () => {
  // Issue 26, item 4: a message over the transport's 10 MB buffer ended the server silently (exit 0).
  it('answers a message over the size limit with an error for its request, says why on stderr, and goes on', async () => {
    const lines: string[] = [];
    const { context, close } = await openMcpContext({ log: (line) => lines.push(line) });
    const stdin = new PassThrough();
    const stdout = new PassThrough();
    const out = jsonLines(stdout);
    const session = await serveStdio(context, stdin, stdout);
    stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...INITIALIZE })}\n`);
    await vi.waitFor(() => expect(out).toHaveLength(1));
    // As the SDK's client writes it: method, params, then jsonrpc and id last (with an id inside params too).
    const graphText = '0 1\n'.repeat(3_000_000);
    const big = {
      method: 'tools/call',
      params: { name: 'ask', arguments: { graphText, id: 99 } },
      jsonrpc: '2.0',
      id: 2,
    };
    const text = `${JSON.stringify(big)}\n`;
    for (let i = 0; i < text.length; i += 1 << 16) stdin.write(text.slice(i, i + (1 << 16)));
    stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/list' })}\n`);
    await vi.waitFor(() => expect(out).toHaveLength(3), { timeout: 10_000 });
    expect(out[1]).toMatchObject({
      id: 2,
      error: { code: -32600, message: expect.stringMatching(/larger than/) },
    });
    expect(out[2]).toMatchObject({ id: 3, result: { tools: expect.any(Array) } });
    expect(lines).toContainEqual(expect.stringMatching(/^grraf mcp: refused a message of \d+ bytes/));
    stdin.end();
    await session.done;
    await close();
  });

  it('ends the session when stdin ends, after aborting the question still running', async () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    const { context, close } = await openMcpContext({
      runtime: createLlmRuntime({ model: testModel(log) }),
      log,
    });
    const stdin = new PassThrough();
    const stdout = new PassThrough();
    const session = await serveStdio(context, stdin, stdout);
    const send = (message: object) => stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
    send({
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    });
    send({ method: 'notifications/initialized' });
    const args = {
      question: `How many nodes ${HANG_WORD}?`,
      graphText: '0 1\n1 2\n',
      method: 'zero-shot-code',
    };
    send({
      id: 2,
      method: 'tools/call',
      params: { name: 'ask', arguments: args },
    });
    await vi.waitFor(() => expect(lines).toContain('test model: waiting'), { timeout: 10_000 });
    expect(context.running.count).toBe(1);
    stdin.end();
    await session.done;
    expect(lines).toContain('test model: call aborted');
    expect(context.running.count).toBe(0);
    await close();
  });
});
