import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { createLlmRuntime } from '../llm/llm-runtime.js';
import { openMcpContext } from './mcp-context.js';
import { serveStdio } from './stdio.js';
import { HANG_WORD, testModel } from './test-support/fixtures.js';
import { connectStdio } from './test-support/mcp-harness.js';
import { describeMcpScenarios } from './test-support/scenarios.js';

describeMcpScenarios('stdio', connectStdio);

describe('serveStdio', () => {
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
