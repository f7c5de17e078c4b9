/**
 * The slice of node-llama-cpp's API grraf uses, typed here because the package is optional
 * (not a dependency, so its types are not installed), and loaded on demand.
 */
import { GrrafError } from '../../errors.js';
import type { LlamaChatHistoryItem } from './chat-history.js';

/** Token counts of a context sequence. */
export interface LlamaTokenMeterState {
  usedInputTokens: number;
  usedOutputTokens: number;
}

/** node-llama-cpp's LlamaContextSequence (subset). */
export interface LlamaContextSequence {
  tokenMeter: { getState(): LlamaTokenMeterState };
  dispose(): void | Promise<void>;
}

/** node-llama-cpp's LlamaChatSession (subset). */
export interface LlamaChatSession {
  setChatHistory(history: LlamaChatHistoryItem[]): void;
  promptWithMeta(
    prompt: string,
    options: {
      maxTokens?: number;
      temperature?: number;
      topP?: number;
      topK?: number;
      seed?: number;
      signal?: AbortSignal;
      customStopTriggers?: string[];
    },
  ): Promise<{ responseText: string; stopReason: string }>;
  dispose(): void;
}

/** node-llama-cpp's module (subset). */
export interface LlamaCppModule {
  getLlama(options?: { gpu?: 'auto' | false }): Promise<{
    loadModel(options: { modelPath: string; gpuLayers?: 'auto' | 'max' | number }): Promise<{
      createContext(options?: { contextSize?: number; sequences?: number }): Promise<{
        getSequence(): LlamaContextSequence;
      }>;
    }>;
  }>;
  LlamaChatSession: new (options: {
    contextSequence: LlamaContextSequence;
    autoDisposeSequence?: boolean;
  }) => LlamaChatSession;
}

/** Explains why node-llama-cpp is not installed by default and how to add it. */
export const LLAMA_CPP_MISSING =
  'running a local GGUF model needs the optional package node-llama-cpp, which is not installed. ' +
  'Install it with `npm install node-llama-cpp` next to grraf. It is opt-in because it pulls about 700 MB ' +
  'of CUDA/Vulkan GPU add-ons that most users of hosted or server models never need.';

/** Imports node-llama-cpp (or the injected loader's result); a missing package is a GrrafError('config'). */
export async function loadLlamaCpp(importer?: () => Promise<unknown>): Promise<LlamaCppModule> {
  // A variable specifier keeps TypeScript from resolving the (absent) package at build time.
  const specifier = 'node-llama-cpp';
  try {
    return (await (importer ? importer() : import(specifier))) as LlamaCppModule;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') {
      throw new GrrafError('config', LLAMA_CPP_MISSING, { field: 'model', cause: e });
    }
    throw new GrrafError('config', `node-llama-cpp failed to load: ${(e as Error).message}`, {
      field: 'model',
      cause: e,
    });
  }
}
