/**
 * A local GGUF model run in-process by node-llama-cpp, as an AI SDK LanguageModelV3
 * (a minimal custom provider: doGenerate; doStream is simulated from it).
 * Calls run one at a time: one llama.cpp context, one sequence. Text conversations only.
 */
import { open } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, resolve } from 'node:path';
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3GenerateResult,
  SharedV3Warning,
} from '@ai-sdk/provider';
import { simulateStreamingMiddleware, wrapLanguageModel } from 'ai';
import pLimit from 'p-limit';
import { GrrafError } from '../../errors.js';
import { toLlamaConversation } from './chat-history.js';
import {
  type Llama,
  type LlamaContextSequence,
  type LlamaCppModule,
  loadLlamaCpp,
} from './llama-cpp-module.js';

/** Options for the local model. */
export interface LocalModelOptions {
  gpuLayers?: 'auto' | 'max' | number;
  /** Tokens the context holds (default {@link DEFAULT_CONTEXT_SIZE}). */
  contextSize?: number;
  /** CPU threads (default {@link defaultThreads}); at most the machine's cores. */
  threads?: number;
  /** Loads node-llama-cpp (tests inject a fake). */
  importLlamaCpp?: () => Promise<unknown>;
}

/**
 * Unless configured: enough for GRRAF's prompts and a few repair rounds, without node-llama-cpp's
 * default of the model's whole training context (32K tokens for Gemma 3), whose memory most
 * machines running a small model on the CPU do not have to spare.
 */
export const DEFAULT_CONTEXT_SIZE = 8192;

/**
 * The output cap of a call that sets none. Without one node-llama-cpp generates until the model
 * ends its turn or the context is full, and a small model that never ends its turn would hold
 * the CPU for minutes. A program or an answer fits well within it.
 */
export const DEFAULT_MAX_OUTPUT_TOKENS = 512;

/** Opens `path` with node-llama-cpp (loaded on demand); the GGUF weights load at the first call. */
export async function createLocalModel(
  path: string,
  options: LocalModelOptions = {},
): Promise<LanguageModelV3> {
  const file = resolve(path);
  await checkGgufMagic(file);
  const llamaCpp = await loadLlamaCpp(options.importLlamaCpp);
  return wrapLanguageModel({
    model: new LocalLanguageModel(file, llamaCpp, options),
    middleware: simulateStreamingMiddleware(),
  });
}

/** Fails early, with the file named, when `file` is missing or is not a GGUF file (its first 4 bytes). */
async function checkGgufMagic(file: string): Promise<void> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(file);
  } catch {
    throw new GrrafError('not-found', 'local model file (GGUF) not found', { file, field: 'model' });
  }
  try {
    const magic = Buffer.alloc(4);
    await handle.read(magic, 0, 4, 0);
    if (magic.toString('latin1') !== 'GGUF') {
      throw new GrrafError('config', 'not a GGUF model file: it does not start with "GGUF"', {
        file,
        field: 'model',
      });
    }
  } finally {
    await handle.close();
  }
}

/** The LanguageModelV3 over node-llama-cpp. Exported for tests with a fake module. */
export class LocalLanguageModel implements LanguageModelV3 {
  readonly specificationVersion = 'v3';
  /** The file name: cassette keys and labels must not depend on where the weights are stored. */
  readonly modelId: string;
  readonly provider = 'local';
  readonly supportedUrls = {};
  private llama?: Promise<Llama>;
  private sequence?: Promise<LlamaContextSequence>;
  // llama.cpp evaluates one sequence here; queue calls instead of failing on a busy context.
  private readonly queue = pLimit(1);

  constructor(
    private readonly path: string,
    private readonly llamaCpp: LlamaCppModule,
    private readonly options: LocalModelOptions = {},
  ) {
    this.modelId = basename(path);
  }

  doGenerate(call: LanguageModelV3CallOptions): Promise<LanguageModelV3GenerateResult> {
    return this.queue(() => this.generate(call));
  }

  doStream(): never {
    throw new GrrafError('unsupported', 'LocalLanguageModel streams only through createLocalModel()');
  }

  private async generate(call: LanguageModelV3CallOptions): Promise<LanguageModelV3GenerateResult> {
    if (call.tools?.length)
      throw new GrrafError('unsupported', 'the local GGUF model does not support tool calling');
    const { history, prompt } = toLlamaConversation(call.prompt);
    const sequence = await this.loadSequence();
    const session = new this.llamaCpp.LlamaChatSession({
      contextSequence: sequence,
      autoDisposeSequence: false,
    });
    try {
      session.setChatHistory(history);
      const before = sequence.tokenMeter.getState();
      const result = await session.promptWithMeta(prompt, {
        maxTokens: call.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS,
        ...(call.temperature === undefined ? {} : { temperature: call.temperature }),
        ...(call.topP === undefined ? {} : { topP: call.topP }),
        ...(call.topK === undefined ? {} : { topK: call.topK }),
        ...(call.seed === undefined ? {} : { seed: call.seed }),
        ...(call.abortSignal ? { signal: call.abortSignal } : {}),
        ...(call.stopSequences?.length ? { customStopTriggers: call.stopSequences } : {}),
      });
      const after = sequence.tokenMeter.getState();
      // The meter counts the tokens evaluated. The prompt's prefix that matches the context's
      // (the system prompt, a repair's earlier turns) is reused, not evaluated: it is read from
      // the cache, as a hosted model's cached input is, and counted in the total as theirs is.
      const evaluated = after.usedInputTokens - before.usedInputTokens;
      const output = after.usedOutputTokens - before.usedOutputTokens;
      const input = Math.max(evaluated, sequence.contextTokens.length - output);
      return {
        content: [{ type: 'text', text: result.responseText }],
        finishReason: { unified: finishReason(result.stopReason), raw: result.stopReason },
        usage: {
          inputTokens: {
            total: input,
            noCache: evaluated,
            cacheRead: input - evaluated,
            cacheWrite: undefined,
          },
          outputTokens: { total: output, text: output, reasoning: undefined },
        },
        warnings: unsupportedSettings(call),
      };
    } finally {
      session.dispose();
    }
  }

  /**
   * Frees the weights and the context. Optional: node-llama-cpp also frees them before the process
   * exits; a long-lived caller that is done with the model calls this to get the memory back.
   */
  async dispose(): Promise<void> {
    const llama = this.llama;
    this.llama = undefined;
    this.sequence = undefined;
    if (llama) await (await llama.catch(() => undefined))?.dispose();
  }

  private loadSequence(): Promise<LlamaContextSequence> {
    this.sequence ??= (async () => {
      const cores = availableParallelism();
      const threads =
        this.options.threads === undefined
          ? defaultThreads(cores)
          : Math.max(1, Math.min(this.options.threads, cores));
      this.llama = this.llamaCpp
        .getLlama({
          // A missing binary is an error to report, never a download and compile of llama.cpp.
          build: 'never',
          ...(threads === undefined ? {} : { maxThreads: threads }),
          // Its warnings are about the GGUF file's metadata, not the run: keep them off the output.
          logLevel: 'error',
        })
        .catch((e: unknown) => {
          throw new GrrafError(
            'config',
            `node-llama-cpp could not start llama.cpp: ${(e as Error).message}`,
            {
              field: 'model',
              cause: e,
            },
          );
        });
      const model = await (await this.llama)
        .loadModel({
          modelPath: this.path,
          ...(this.options.gpuLayers === undefined ? {} : { gpuLayers: this.options.gpuLayers }),
        })
        .catch((e: unknown) => {
          throw new GrrafError('config', `node-llama-cpp could not load the model: ${(e as Error).message}`, {
            file: this.path,
            field: 'model',
            cause: e,
          });
        });
      const context = await model.createContext({
        sequences: 1,
        contextSize: this.options.contextSize ?? DEFAULT_CONTEXT_SIZE,
        ...(threads === undefined ? {} : { threads }),
      });
      return context.getSequence();
    })();
    return this.sequence;
  }
}

/**
 * Threads for `cores` cores, or undefined for node-llama-cpp's own choice (its math cores, at
 * least 4). On fewer than 4 cores that is too many: llama.cpp's threads wait for each other by
 * spinning at every step, so one thread descheduled by any other work stalls them all. On 2 shared
 * cores, 2 threads generated 1.3 tokens/s where 1 thread generated 10 (docs/benchmarks.md): leave
 * a core to the rest of the process and the machine.
 */
export function defaultThreads(cores: number): number | undefined {
  return cores < 4 ? Math.max(1, cores - 1) : undefined;
}

function finishReason(stop: string): 'stop' | 'length' | 'other' {
  if (stop === 'maxTokens') return 'length';
  if (stop === 'eogToken' || stop === 'stopGenerationTrigger' || stop === 'customStopTrigger') return 'stop';
  return 'other';
}

function unsupportedSettings(call: LanguageModelV3CallOptions): SharedV3Warning[] {
  const warnings: SharedV3Warning[] = [];
  if (call.responseFormat?.type === 'json') warnings.push({ type: 'unsupported', feature: 'responseFormat' });
  if (call.presencePenalty !== undefined) warnings.push({ type: 'unsupported', feature: 'presencePenalty' });
  if (call.frequencyPenalty !== undefined)
    warnings.push({ type: 'unsupported', feature: 'frequencyPenalty' });
  return warnings;
}
