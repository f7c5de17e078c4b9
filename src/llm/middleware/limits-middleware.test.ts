import { generateText } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { createLlmRuntime } from '../llm-runtime.js';

/** A model that answers after `ms`, tracking how many calls run at once. */
function slowModel(ms: number) {
  const stats = { inFlight: 0, maxInFlight: 0 };
  const model = new MockLanguageModelV3({
    doGenerate: async ({ abortSignal }) => {
      stats.inFlight++;
      stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
      try {
        await new Promise((resolve, reject) => {
          const t = setTimeout(resolve, ms);
          abortSignal?.addEventListener('abort', () => {
            clearTimeout(t);
            reject(abortSignal.reason);
          });
        });
      } finally {
        stats.inFlight--;
      }
      return {
        content: [{ type: 'text', text: 'done' }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: {
          inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
          outputTokens: { total: 1, text: 1, reasoning: undefined },
        },
        warnings: [],
      };
    },
  });
  return { model, stats };
}

describe('limits', () => {
  it('shares one concurrency limit across all contexts of a run', async () => {
    const { model, stats } = slowModel(30);
    const runtime = createLlmRuntime({ model, limits: { concurrency: 2 } });
    const calls = [1, 2, 3].flatMap((q) =>
      [1, 2].map(() =>
        generateText({ model: runtime.context({ question: `q${q}` }).model, prompt: 'x', maxRetries: 0 }),
      ),
    );
    await Promise.all(calls);
    expect(stats.maxInFlight).toBe(2);
    expect(runtime.ledger.calls()).toBe(6);
  });

  it('does not count time spent waiting for a slot against the time limit', async () => {
    const { model } = slowModel(60);
    const runtime = createLlmRuntime({ model, limits: { concurrency: 1, timeLimitMs: 100 } });
    const results = await Promise.all(
      [1, 2, 3].map(() => generateText({ model: runtime.model, prompt: 'x', maxRetries: 0 })),
    );
    expect(results.map((r) => r.text)).toEqual(['done', 'done', 'done']);
  });

  it('aborts a call that exceeds the time limit with a timeout error', async () => {
    const { model } = slowModel(1000);
    const runtime = createLlmRuntime({ model, limits: { timeLimitMs: 20 } });
    await expect(generateText({ model: runtime.model, prompt: 'x', maxRetries: 0 })).rejects.toMatchObject({
      code: 'timeout',
    });
  });
});
