/**
 * A model that is never called: stands in for the configured one when a run replays a cassette
 * offline, so replaying needs no API key, server or local weights — only the same model id.
 */
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { GrrafError } from '../../errors.js';

/** A LanguageModel with the given identity whose calls fail with a GrrafError('config'). */
export function offlineModel(provider: string, modelId: string): LanguageModelV3 {
  const fail = (): never => {
    throw new GrrafError(
      'config',
      `model ${provider}:${modelId} was resolved offline (for cassette replay) and cannot be called; ` +
        'use cassette mode `replay`, or resolve it online to record',
    );
  };
  return {
    specificationVersion: 'v3',
    provider,
    modelId,
    supportedUrls: {},
    doGenerate: async () => fail(),
    doStream: async () => fail(),
  };
}
