/**
 * The node-llama-cpp adapter, against a fake of the package: no GGUF weights are available here,
 * so this checks the glue (conversation, settings, token meter, finish reason), not inference.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateText } from 'ai';
import { describe, expect, it } from 'vitest';
import type { LlamaChatHistoryItem } from './chat-history.js';
import type { LlamaCppModule } from './llama-cpp-module.js';
import { createLocalModel, LocalLanguageModel } from './local-model.js';

function fakeLlamaCpp() {
  const seen: {
    history?: LlamaChatHistoryItem[];
    prompt?: string;
    options?: Record<string, unknown>;
    loads: number;
  } = {
    loads: 0,
  };
  const meter = { usedInputTokens: 100, usedOutputTokens: 50 };
  const sequence = { tokenMeter: { getState: () => ({ ...meter }) }, dispose: () => {} };
  const module: LlamaCppModule = {
    getLlama: async () => ({
      loadModel: async () => {
        seen.loads++;
        return { createContext: async () => ({ getSequence: () => sequence }) };
      },
    }),
    LlamaChatSession: class {
      setChatHistory(history: LlamaChatHistoryItem[]) {
        seen.history = history;
      }
      async promptWithMeta(prompt: string, options: Record<string, unknown>) {
        seen.prompt = prompt;
        seen.options = options;
        meter.usedInputTokens += 12;
        meter.usedOutputTokens += 4;
        return { responseText: 'answer = 5;', stopReason: 'maxTokens' };
      }
      dispose() {}
    },
  };
  return { module, seen };
}

describe('local GGUF model (fake node-llama-cpp)', () => {
  it('passes the conversation and settings, and reports tokens from the token meter', async () => {
    const { module, seen } = fakeLlamaCpp();
    const model = new LocalLanguageModel('/models/m.gguf', module);
    const result = await generateText({
      model,
      system: 'Write code.',
      prompt: 'Count nodes.',
      maxOutputTokens: 64,
      temperature: 0,
      stopSequences: ['```\n'],
      maxRetries: 0,
    });
    expect(seen.history).toEqual([{ type: 'system', text: 'Write code.' }]);
    expect(seen.prompt).toBe('Count nodes.');
    expect(seen.options).toEqual({ maxTokens: 64, temperature: 0, customStopTriggers: ['```\n'] });
    expect(result.text).toBe('answer = 5;');
    expect(result.usage).toMatchObject({ inputTokens: 12, outputTokens: 4 });
    expect(result.finishReason).toBe('length');
    await generateText({ model, prompt: 'again', maxRetries: 0 });
    expect(seen.loads).toBe(1); // weights load once
  });

  it('refuses tool calling', async () => {
    const model = new LocalLanguageModel('/m.gguf', fakeLlamaCpp().module);
    await expect(
      model.doGenerate({
        prompt: [{ role: 'user', content: [{ type: 'text', text: 'x' }] }],
        tools: [{ type: 'function', name: 't', inputSchema: { type: 'object' } }],
      }),
    ).rejects.toMatchObject({ code: 'unsupported' });
  });

  const installed = (() => {
    try {
      createRequire(import.meta.url).resolve('node-llama-cpp');
      return true;
    } catch {
      return false;
    }
  })();
  it.skipIf(installed)(
    'explains the opt-in install when node-llama-cpp is absent (skipped when it is installed)',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'grraf-gguf-'));
      try {
        await writeFile(join(dir, 'm.gguf'), 'GGUF');
        await expect(createLocalModel(join(dir, 'm.gguf'))).rejects.toMatchObject({
          code: 'config',
          message: expect.stringContaining('npm install node-llama-cpp'),
        });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
