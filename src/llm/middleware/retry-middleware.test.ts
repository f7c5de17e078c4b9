import { APICallError } from '@ai-sdk/provider';
import { generateText } from 'ai';
import { describe, expect, it } from 'vitest';
import { complete } from '../complete.js';
import { createLlmContext } from '../llm-runtime.js';
import { scriptedModel } from '../test-support/scripted-model.js';
import { DEFAULT_RETRY_POLICY, retryDelay } from './retry-middleware.js';

const apiError = (statusCode: number | undefined, headers?: Record<string, string>) =>
  new APICallError({
    message: statusCode ? `status ${statusCode}` : 'Cannot connect to API: ECONNRESET',
    url: 'http://127.0.0.1/v1/chat/completions',
    requestBodyValues: {},
    ...(statusCode === undefined ? { isRetryable: true } : { statusCode }),
    ...(headers ? { responseHeaders: headers } : {}),
  });

function run(script: Parameters<typeof scriptedModel>[0], maxRetries = 3) {
  const slept: number[] = [];
  const model = scriptedModel(script);
  const ctx = createLlmContext({
    model,
    limits: { maxRetries },
    retry: { sleep: async (ms) => void slept.push(ms), random: () => 1 },
  });
  return { slept, model, result: complete(ctx, { step: 's', prompt: 'p' }) };
}

describe('retry middleware', () => {
  it('retries network errors and 5xx with doubling delays', async () => {
    const { slept, result } = run([{ error: apiError(undefined) }, { error: apiError(503) }, { text: 'ok' }]);
    expect((await result).text).toBe('ok');
    expect(slept).toEqual([1000, 2000]);
  });

  it('does not retry a client error such as 400', async () => {
    const { slept, model, result } = run([{ error: apiError(400) }, { text: 'never' }]);
    await expect(result).rejects.toMatchObject({ code: 'model', details: { statusCode: 400 } });
    expect(slept).toEqual([]);
    expect(model.prompts).toHaveLength(1);
  });

  it('gives up rather than wait for a Retry-After beyond the cap', async () => {
    const { slept, result } = run([{ error: apiError(429, { 'retry-after': '3600' }) }, { text: 'never' }]);
    await expect(result).rejects.toMatchObject({ code: 'model', details: { statusCode: 429 } });
    expect(slept).toEqual([]);
  });

  it('is not multiplied by the AI SDK retries when a caller forgets maxRetries: 0', async () => {
    const model = scriptedModel([{ error: apiError(500), repeat: true }]);
    const ctx = createLlmContext({ model, limits: { maxRetries: 1 }, retry: { sleep: async () => {} } });
    await expect(generateText({ model: ctx.model, prompt: 'p' })).rejects.toMatchObject({ code: 'model' });
    expect(model.prompts).toHaveLength(2);
  });

  it('caps the exponential delay', () => {
    const policy = { ...DEFAULT_RETRY_POLICY, random: () => 1, maxDelayMs: 5000 };
    expect(retryDelay(apiError(500), 10, policy)).toBe(5000);
    expect(retryDelay(new Error('plain'), 0, policy)).toBeUndefined();
  });
});
