/**
 * Builds the AI SDK LanguageModel for a parsed spec. OpenAI-compatible servers go through
 * @ai-sdk/openai-compatible (chat completions): `createOpenAI()(id)` would call /v1/responses,
 * which those servers lack.
 */

import { resolve } from 'node:path';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { GrrafConfig } from '../config-file.js';
import { createLocalModel } from '../local/local-model.js';
import type { ModelSpec } from '../model-spec.js';

/** Connection settings already resolved from flags, env and config. */
export interface ProviderSettings {
  baseURL?: string;
  apiKey?: string;
  local?: GrrafConfig['local'];
  /** Folder that a relative local model path is relative to. */
  cwd?: string;
  importLlamaCpp?: () => Promise<unknown>;
}

/**
 * The provider's model for `spec` (no grraf middleware yet: see createLlmRuntime). Each provider's
 * package is imported when it is first used, so a run pays only for the provider it talks to.
 */
export async function createProviderModel(
  spec: ModelSpec,
  settings: ProviderSettings,
): Promise<LanguageModelV3> {
  const { baseURL, apiKey } = settings;
  switch (spec.info.kind) {
    case 'openai': {
      const { createOpenAI } = await import('@ai-sdk/openai');
      return createOpenAI({ ...(apiKey ? { apiKey } : {}), ...(baseURL ? { baseURL } : {}) })(spec.modelId);
    }
    case 'anthropic': {
      const { createAnthropic } = await import('@ai-sdk/anthropic');
      return createAnthropic({ ...(apiKey ? { apiKey } : {}), ...(baseURL ? { baseURL } : {}) })(
        spec.modelId,
      );
    }
    case 'openai-compatible': {
      const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
      return createOpenAICompatible({
        name: spec.provider,
        baseURL: baseURL!,
        ...(apiKey ? { apiKey } : {}),
        includeUsage: true,
      }).chatModel(spec.modelId);
    }
    case 'local':
      return createLocalModel(resolve(settings.cwd ?? process.cwd(), spec.modelId), {
        ...settings.local,
        ...(settings.importLlamaCpp ? { importLlamaCpp: settings.importLlamaCpp } : {}),
      });
  }
}
