/**
 * The node-llama-cpp adapter, against a fake of the package: the glue (conversation, settings,
 * token meter, finish reason), fast and everywhere. local-model.e2e.test.ts runs real inference.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateText } from 'ai';
import { describe, expect, it } from 'vitest';
import type { LlamaChatHistoryItem } from './chat-history.js';
import { type LlamaCppModule, locateLlamaCpp } from './llama-cpp-module.js';
import {
  createLocalModel,
  DEFAULT_CONTEXT_SIZE,
  DEFAULT_MAX_OUTPUT_TOKENS,
  defaultThreads,
  LocalLanguageModel,
} from './local-model.js';

/**
 * A fake node-llama-cpp. Its sequence keeps `cached` tokens of the previous call's context,
 * as node-llama-cpp reuses a prompt's matching prefix, so the meter counts only the rest.
 */
function fakeLlamaCpp({ cached = 0 } = {}) {
  const seen: {
    history?: LlamaChatHistoryItem[];
    prompt?: string;
    options?: Record<string, unknown>;
    llamaOptions?: Record<string, unknown>;
    contextOptions?: Record<string, unknown>;
    loads: number;
    disposed: number;
  } = { loads: 0, disposed: 0 };
  const meter = { usedInputTokens: 100, usedOutputTokens: 50 };
  const sequence = {
    tokenMeter: { getState: () => ({ ...meter }) },
    contextTokens: [] as unknown[],
    dispose: () => {},
  };
  const module: LlamaCppModule = {
    getLlama: async (options) => {
      seen.llamaOptions = options;
      return {
        dispose: async () => {
          seen.disposed++;
        },
        loadModel: async () => {
          seen.loads++;
          return {
            createContext: async (options) => {
              seen.contextOptions = options;
              return { getSequence: () => sequence };
            },
          };
        },
      };
    },
    LlamaChatSession: class {
      setChatHistory(history: LlamaChatHistoryItem[]) {
        seen.history = history;
      }
      async promptWithMeta(prompt: string, options: Record<string, unknown>) {
        seen.prompt = prompt;
        seen.options = options;
        meter.usedInputTokens += 12;
        meter.usedOutputTokens += 4;
        sequence.contextTokens = new Array(cached + 12 + 4).fill(0);
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

  it('counts a reused prompt prefix as cached input, in the total', async () => {
    const { module } = fakeLlamaCpp({ cached: 30 });
    const model = new LocalLanguageModel('/models/m.gguf', module);
    const result = await generateText({ model, prompt: 'It threw.', maxRetries: 0 });
    expect(result.usage.inputTokens).toBe(42);
    expect(result.usage.inputTokenDetails).toMatchObject({ noCacheTokens: 12, cacheReadTokens: 30 });
  });

  it('caps the output when the call does not, sizes the context, and never builds llama.cpp', async () => {
    const { module, seen } = fakeLlamaCpp();
    const model = new LocalLanguageModel('/models/m.gguf', module, { threads: 64 });
    await generateText({ model, prompt: 'Count nodes.', maxRetries: 0 });
    expect(seen.options).toMatchObject({ maxTokens: DEFAULT_MAX_OUTPUT_TOKENS });
    expect(seen.llamaOptions).toMatchObject({ build: 'never', maxThreads: availableParallelism() });
    expect(seen.contextOptions).toMatchObject({
      contextSize: DEFAULT_CONTEXT_SIZE,
      threads: availableParallelism(),
    });
    await model.dispose();
    expect(seen.disposed).toBe(1);
    await generateText({ model, prompt: 'again', maxRetries: 0 });
    expect(seen.loads).toBe(2); // disposed weights load again when needed
  });

  it('leaves a core free on fewer than 4 cores, and node-llama-cpp its own choice on more', () => {
    expect([1, 2, 3, 4, 16].map(defaultThreads)).toEqual([1, 1, 2, undefined, undefined]);
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

  it('names a file that is not GGUF before loading anything, and one node-llama-cpp cannot load', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'grraf-gguf-'));
    try {
      await writeFile(join(dir, 'notes.gguf'), 'these are not weights');
      await expect(createLocalModel(join(dir, 'notes.gguf'))).rejects.toMatchObject({
        code: 'config',
        location: { file: join(dir, 'notes.gguf') },
        message: expect.stringContaining('not a GGUF model file'),
      });
      const { module } = fakeLlamaCpp();
      const broken: LlamaCppModule = {
        ...module,
        getLlama: async (options) => ({
          ...(await module.getLlama(options)),
          loadModel: async () => {
            throw new TypeError("Cannot read properties of undefined (reading 'architecture')");
          },
        }),
      };
      const model = new LocalLanguageModel('/models/broken.gguf', broken);
      await expect(generateText({ model, prompt: 'x', maxRetries: 0 })).rejects.toMatchObject({
        code: 'config',
        location: { file: '/models/broken.gguf' },
        message: expect.stringContaining('could not load the model'),
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('explains the opt-in install when node-llama-cpp is absent', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'grraf-gguf-'));
    try {
      expect(locateLlamaCpp([join(dir, 'package.json')])).toBeUndefined();
      await writeFile(join(dir, 'm.gguf'), 'GGUF');
      const absent = async () => {
        throw Object.assign(new Error("Cannot find package 'node-llama-cpp'"), {
          code: 'ERR_MODULE_NOT_FOUND',
        });
      };
      await expect(createLocalModel(join(dir, 'm.gguf'), { importLlamaCpp: absent })).rejects.toMatchObject({
        code: 'config',
        message: expect.stringContaining('npm run setup:local-model'),
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
