import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateText, streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import { callMeta } from './call-meta.js';
import { createLlmRuntime } from './llm-runtime.js';
import { scriptedModel } from './test-support/scripted-model.js';

describe('createLlmRuntime', () => {
  it('serves streamText from one recorded generate call, and replays it as a stream', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'grraf-stream-'));
    try {
      const record = createLlmRuntime({
        model: scriptedModel([{ text: 'streamed answer', usage: { inputTokens: 4, outputTokens: 2 } }]),
        cassette: { dir, mode: 'record' },
      });
      const live = streamText({ model: record.model, prompt: 'q', maxRetries: 0 });
      expect(await live.text).toBe('streamed answer');
      expect(record.ledger.total()).toEqual({ inputTokens: 4, outputTokens: 2 });
      expect(await readdir(dir)).toHaveLength(1);

      const replay = createLlmRuntime({ model: scriptedModel([]), cassette: { dir, mode: 'replay' } });
      const again = streamText({ model: replay.model, prompt: 'q', maxRetries: 0 });
      expect(await again.text).toBe('streamed answer');
      expect(replay.ledger.entries).toMatchObject([{ replayed: true, inputTokens: 4 }]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('attributes direct generateText calls labeled with callMeta', async () => {
    const runtime = createLlmRuntime({
      model: scriptedModel([{ text: 'a', usage: { inputTokens: 2, outputTokens: 1 } }]),
    });
    await generateText({
      model: runtime.model,
      prompt: 'x',
      maxRetries: 0,
      providerOptions: callMeta({ step: 'walk', question: 'q7' }),
    });
    expect(runtime.ledger.entries).toMatchObject([{ step: 'walk', question: 'q7', model: 'scripted' }]);
  });

  it('labels the run with provider:model-id by default', () => {
    expect(createLlmRuntime({ model: scriptedModel([], { modelId: 'fake-1' }) }).label).toBe(
      'scripted:fake-1',
    );
  });
});

describe('createLlmRuntime limits', () => {
  it('refuses a call time limit past what a timer can hold, naming the key (issue 26, item 13)', () => {
    const model = scriptedModel([]);
    expect(() => createLlmRuntime({ model, limits: { timeLimitMs: 2_147_484_000 } })).toThrow(
      expect.objectContaining({
        code: 'config',
        message: expect.stringMatching(/limits\.timeLimitMs.*24 hours/),
      }),
    );
  });
});
