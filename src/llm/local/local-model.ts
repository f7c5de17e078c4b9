/**
 * A local GGUF model run in-process by node-llama-cpp, as an AI SDK LanguageModelV3
 * (a minimal custom provider: doGenerate; doStream is simulated from it).
 * Calls run one at a time: one llama.cpp context, one sequence. Text conversations only.
 */
import { access } from 'node:fs/promises';
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
import { type LlamaContextSequence, type LlamaCppModule, loadLlamaCpp } from './llama-cpp-module.js';

/** Options for the local model. */
export interface LocalModelOptions {
  gpuLayers?: 'auto' | 'max' | number;
  contextSize?: number;
  /** Loads node-llama-cpp (tests inject a fake). */
  importLlamaCpp?: () => Promise<unknown>;
}

/** Opens `path` with node-llama-cpp (loaded on demand); the GGUF weights load at the first call. */
export async function createLocalModel(
  path: string,
  options: LocalModelOptions = {},
): Promise<LanguageModelV3> {
  const file = resolve(path);
  try {
    await access(file);
  } catch {
    throw new GrrafError('not-found', 'local model file (GGUF) not found', { file, field: 'model' });
  }
  const llamaCpp = await loadLlamaCpp(options.importLlamaCpp);
  return wrapLanguageModel({
    model: new LocalLanguageModel(file, llamaCpp, options),
    middleware: simulateStreamingMiddleware(),
  });
}

/** The LanguageModelV3 over node-llama-cpp. Exported for tests with a fake module. */
export class LocalLanguageModel implements LanguageModelV3 {
  readonly specificationVersion = 'v3';
  /** The file name: cassette keys and labels must not depend on where the weights are stored. */
  readonly modelId: string;
  readonly provider = 'local';
  readonly supportedUrls = {};
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
        ...(call.maxOutputTokens === undefined ? {} : { maxTokens: call.maxOutputTokens }),
        ...(call.temperature === undefined ? {} : { temperature: call.temperature }),
        ...(call.topP === undefined ? {} : { topP: call.topP }),
        ...(call.topK === undefined ? {} : { topK: call.topK }),
        ...(call.seed === undefined ? {} : { seed: call.seed }),
        ...(call.abortSignal ? { signal: call.abortSignal } : {}),
        ...(call.stopSequences?.length ? { customStopTriggers: call.stopSequences } : {}),
      });
      const after = sequence.tokenMeter.getState();
      const input = after.usedInputTokens - before.usedInputTokens;
      const output = after.usedOutputTokens - before.usedOutputTokens;
      return {
        content: [{ type: 'text', text: result.responseText }],
        finishReason: { unified: finishReason(result.stopReason), raw: result.stopReason },
        usage: {
          inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
          outputTokens: { total: output, text: output, reasoning: undefined },
        },
        warnings: unsupportedSettings(call),
      };
    } finally {
      session.dispose();
    }
  }

  private loadSequence(): Promise<LlamaContextSequence> {
    this.sequence ??= (async () => {
      const llama = await this.llamaCpp.getLlama();
      const model = await llama.loadModel({
        modelPath: this.path,
        ...(this.options.gpuLayers === undefined ? {} : { gpuLayers: this.options.gpuLayers }),
      });
      const context = await model.createContext({
        sequences: 1,
        ...(this.options.contextSize ? { contextSize: this.options.contextSize } : {}),
      });
      return context.getSequence();
    })();
    return this.sequence;
  }
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
