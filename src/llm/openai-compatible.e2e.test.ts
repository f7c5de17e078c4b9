/**
 * End to end against a real HTTP server on 127.0.0.1 speaking the OpenAI-compatible chat API:
 * the provider, grraf's middleware and complete() together, as the CLI will use them.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tool } from 'ai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { complete } from './complete.js';
import { createLlmRuntime, type LlmRuntimeOptions } from './llm-runtime.js';
import { resolveModel } from './resolve-model.js';
import { type ScriptedServer, startOpenAICompatibleServer } from './test-support/openai-compatible-server.js';
import { type LoopTool, runToolLoop } from './tool-loop.js';

let server: ScriptedServer;
let dir: string;
const slept: number[] = [];
const noWait = { sleep: async (ms: number) => void slept.push(ms), random: () => 0.5 };

beforeEach(async () => {
  server = await startOpenAICompatibleServer();
  dir = await mkdtemp(join(tmpdir(), 'grraf-llm-e2e-'));
  slept.length = 0;
});
afterEach(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

async function runtime(extra: Partial<LlmRuntimeOptions> = {}) {
  const resolved = await resolveModel('openai-compatible:test-model', {
    baseURL: server.baseURL,
    env: {},
    cwd: dir,
  });
  return createLlmRuntime({ model: resolved.model, label: resolved.label, retry: noWait, ...extra });
}

describe('OpenAI-compatible server end to end', () => {
  it('answers plain text with the usage the server reported', async () => {
    server.push({ text: 'The graph has 5 nodes.', usage: { prompt_tokens: 17, completion_tokens: 6 } });
    const ctx = (await runtime()).context({ question: 'q1' });
    const out = await complete(ctx, { step: 'phrase', system: 'Be brief.', prompt: 'How many nodes?' });
    expect(out.text).toBe('The graph has 5 nodes.');
    expect(out.usage).toEqual({ inputTokens: 17, outputTokens: 6 });
    expect(ctx.ledger.total({ question: 'q1' })).toEqual({ inputTokens: 17, outputTokens: 6 });
    expect(server.requests[0]).toMatchObject({
      model: 'test-model',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'How many nodes?' },
      ],
    });
    expect(JSON.stringify(server.requests[0])).not.toContain('grraf'); // labels stay local
  });

  it('runs a tool call round trip and sums usage over both calls', async () => {
    server.push(
      {
        toolCalls: [{ id: 'call_a', name: 'degree', arguments: '{"node":"7"}' }],
        usage: { prompt_tokens: 30, completion_tokens: 9 },
      },
      { text: 'Node 7 has degree 3.', usage: { prompt_tokens: 52, completion_tokens: 7 } },
    );
    const degree: LoopTool<{ node: string }> = {
      description: 'Degree of a node',
      inputSchema: z.object({ node: z.string() }),
      execute: async ({ node }) => ({ node, degree: 3 }),
    };
    const ctx = (await runtime()).context();
    const out = await runToolLoop(ctx, {
      step: 'walk',
      messages: [{ role: 'user', content: 'Degree of node 7?' }],
      tools: { degree },
      maxTurns: 5,
    });
    expect(out.text).toBe('Node 7 has degree 3.');
    expect(out.usage).toEqual({ inputTokens: 82, outputTokens: 16 });
    expect(ctx.ledger.byStep()).toEqual({ walk: { inputTokens: 82, outputTokens: 16 } });
    const second = server.requests[1]?.messages as Array<Record<string, unknown>>;
    expect(second.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_a' });
    expect(JSON.parse(String(second.at(-1)?.content))).toEqual({ node: '7', degree: 3 });
  });

  it('retries a 429, honoring Retry-After, then succeeds', async () => {
    server.push(
      { status: 429, headers: { 'retry-after': '2' } },
      { text: 'ok', usage: { prompt_tokens: 3, completion_tokens: 1 } },
    );
    const ctx = (await runtime()).context();
    const out = await complete(ctx, { step: 'refine', prompt: 'hi' });
    expect(out.text).toBe('ok');
    expect(slept).toEqual([2000]);
    expect(server.requests).toHaveLength(2);
  });

  it('gives up on repeated 500s after maxRetries with a model error', async () => {
    server.push({ status: 500 }, { status: 500 }, { status: 500 }, { text: 'never reached' });
    const ctx = (await runtime({ limits: { maxRetries: 2 } })).context();
    const error = await complete(ctx, { step: 'code', prompt: 'hi' }).catch((e) => e);
    expect(error).toMatchObject({ code: 'model', details: { statusCode: 500, attempts: 3 } });
    expect(error.message).toContain('gave up after 3 attempts');
    expect(server.requests).toHaveLength(3);
    // Exponential from a 1000 ms base, with the jitter factor fixed at 0.5 + 0.5/2 = 0.75.
    expect(slept).toEqual([750, 1500]);
  });

  it('aborts a slow response at the per-call time limit', async () => {
    server.push({ text: 'too late', delayMs: 5000 });
    const ctx = (await runtime({ limits: { timeLimitMs: 150 } })).context();
    const started = Date.now();
    const error = await complete(ctx, { step: 'code', prompt: 'hi' }).catch((e) => e);
    expect(error).toMatchObject({ code: 'timeout' });
    expect(error.message).toContain('150 ms');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    ['malformed JSON body', { raw: '{"choices": [' }, /HTTP 200 with a malformed response/],
    ['an unexpected response shape', { raw: '{"hello": "world"}' }, /HTTP 200 with a malformed response/],
    ['an empty completion', { text: '' }, /empty completion/],
    [
      'invalid JSON tool arguments',
      { toolCalls: [{ name: 'degree', arguments: '{"node": ' }] },
      /not valid JSON/,
    ],
  ])('turns %s into a GrrafError("model")', async (_name, reply, message) => {
    server.push(reply);
    const degree = tool({ inputSchema: z.object({ node: z.string() }) });
    const ctx = (await runtime()).context();
    const error = await complete(ctx, { step: 'code', prompt: 'hi', tools: { degree } }).catch((e) => e);
    expect(error).toMatchObject({ name: 'GrrafError', code: 'model' });
    expect(error.message).toMatch(message);
    expect(server.requests).toHaveLength(1); // not retried: a malformed answer is not transient
  });

  it('tells a user who points the openai provider at a compatible server to use openai-compatible', async () => {
    const resolved = await resolveModel('openai:gpt-4o', {
      baseURL: server.baseURL,
      env: { OPENAI_API_KEY: 'k' },
      cwd: dir,
    });
    const ctx = createLlmRuntime({ model: resolved.model, label: resolved.label }).context();
    await expect(complete(ctx, { step: 'code', prompt: 'hi' })).rejects.toThrow(
      /use --model openai-compatible:<model-id>/,
    );
    expect(server.requests).toHaveLength(0); // it asked for /v1/responses, which this server does not serve
  });

  it('keeps earlier cassette files intact when a later call fails fatally', async () => {
    server.push({ text: 'first', usage: { prompt_tokens: 2, completion_tokens: 1 } }, { status: 400 });
    const ctx = (
      await runtime({ cassette: { dir, mode: 'record', recordedWith: 'scripted test server' } })
    ).context();
    await complete(ctx, { step: 'refine', prompt: 'one' });
    await expect(complete(ctx, { step: 'code', prompt: 'two' })).rejects.toMatchObject({ code: 'model' });
    await server.close();
    // The server is gone: a network error is retried, then reported.
    await expect(complete(ctx, { step: 'code', prompt: 'three' })).rejects.toMatchObject({ code: 'model' });
    const files = (await readdir(dir)).filter((f) => !f.startsWith('.'));
    expect(files).toHaveLength(1);
    const entry = JSON.parse(await readFile(join(dir, files[0]!), 'utf8'));
    expect(entry).toMatchObject({ recordedWith: 'scripted test server', modelId: 'test-model' });
    expect(entry.response.content).toEqual([{ type: 'text', text: 'first' }]);
  });
});
