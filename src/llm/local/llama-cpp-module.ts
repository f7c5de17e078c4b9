/**
 * The slice of node-llama-cpp's API grraf uses, typed here because the package is optional
 * (not a dependency, so its types are not installed), and loaded on demand.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { GrrafError } from '../../errors.js';
import type { LlamaChatHistoryItem } from './chat-history.js';
import { LLAMA_CPP_PREFIX } from './local-model-files.js';

/** Token counts of a context sequence. */
export interface LlamaTokenMeterState {
  usedInputTokens: number;
  usedOutputTokens: number;
}

/** node-llama-cpp's LlamaContextSequence (subset). */
export interface LlamaContextSequence {
  tokenMeter: { getState(): LlamaTokenMeterState };
  /** The tokens in the context now: a call's prompt and reply, after the prefix it kept from the last call. */
  readonly contextTokens: readonly unknown[];
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

/** node-llama-cpp's LlamaModel (subset). */
export interface LlamaModel {
  createContext(options?: {
    contextSize?: number;
    sequences?: number;
    threads?: number;
  }): Promise<{ getSequence(): LlamaContextSequence }>;
}

/** node-llama-cpp's Llama: the loaded binding; disposing it frees its models and contexts. */
export interface Llama {
  loadModel(options: { modelPath: string; gpuLayers?: 'auto' | 'max' | number }): Promise<LlamaModel>;
  dispose(): Promise<void>;
}

/** node-llama-cpp's module (subset). */
export interface LlamaCppModule {
  getLlama(options?: {
    gpu?: 'auto' | false;
    /** 'never': use a prebuilt (or earlier local) binary, never download and compile llama.cpp. */
    build?: 'auto' | 'never';
    maxThreads?: number;
    logLevel?: 'disabled' | 'fatal' | 'error' | 'warn' | 'info' | 'log' | 'debug';
  }): Promise<Llama>;
  LlamaChatSession: new (options: {
    contextSequence: LlamaContextSequence;
    autoDisposeSequence?: boolean;
  }) => LlamaChatSession;
}

/** Explains why node-llama-cpp is not installed by default and how to add it. */
export const LLAMA_CPP_MISSING =
  'running a local GGUF model needs the optional package node-llama-cpp, which is not installed. ' +
  'In a grraf checkout, `npm run setup:local-model` installs it (CPU build only) in .cache/; elsewhere ' +
  'install it with `npm install node-llama-cpp` next to grraf. It is opt-in because it pulls about 700 MB ' +
  'of CUDA/Vulkan GPU add-ons that most users of hosted or server models never need.';

/**
 * Where node-llama-cpp's entry point is: installed next to grraf (the user's `npm install`), else in
 * the prefix `npm run setup:local-model` fills. Undefined when it is in none of `places` (modules
 * or folders' package.json files to resolve from).
 */
export function locateLlamaCpp(
  places: string[] = [import.meta.url, join(LLAMA_CPP_PREFIX, 'package.json')],
): string | undefined {
  for (const from of places) {
    try {
      return createRequire(from).resolve('node-llama-cpp');
    } catch {
      // not installed there
    }
  }
  return undefined;
}

/** Imports node-llama-cpp (or the injected loader's result); a missing package is a GrrafError('config'). */
export async function loadLlamaCpp(
  importer: () => Promise<unknown> = importInstalled,
): Promise<LlamaCppModule> {
  try {
    return (await importer()) as LlamaCppModule;
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

async function importInstalled(): Promise<unknown> {
  const entry = locateLlamaCpp();
  if (!entry) {
    throw Object.assign(new Error("Cannot find package 'node-llama-cpp'"), { code: 'MODULE_NOT_FOUND' });
  }
  return import(pathToFileURL(entry).href);
}
