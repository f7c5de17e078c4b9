/**
 * Middleware that records every model exchange to a cassette and replays it.
 * Sits outside retries and limits: a replayed call never waits for a slot or a network.
 */
import type { LanguageModelV3GenerateResult, LanguageModelV3Middleware } from '@ai-sdk/provider';
import { REPLAYED_METADATA_KEY } from '../middleware/replay-flag.js';
import { toUsage } from '../middleware/usage-middleware.js';
import type { Cassette } from './cassette.js';
import { CASSETTE_VERSION, type CassetteEntry } from './cassette-file.js';
import { cassetteKey, cassetteRequest } from './cassette-request.js';
import { requestText } from './prompt-text.js';

/** Records to / replays from `cassette` according to its mode. */
export function cassetteMiddleware(cassette: Cassette): LanguageModelV3Middleware {
  return {
    specificationVersion: 'v3',
    async wrapGenerate({ doGenerate, params, model }) {
      const request = cassetteRequest(model.modelId, params);
      const key = cassetteKey(request);
      const found = await cassette.lookup(key, request);
      if (found.hit) return replayed(found.hit, found.file);
      const result = await doGenerate();
      await cassette.record({
        version: CASSETTE_VERSION,
        key,
        occurrence: found.occurrence,
        modelId: model.modelId,
        recordedWith: cassette.options.recordedWith ?? `${model.provider}:${model.modelId}`,
        recordedAt: new Date().toISOString(),
        usage: toUsage(result.usage),
        promptLines: requestText(request).split('\n'),
        responseText: result.content.map((part) => (part.type === 'text' ? part.text : '')).join(''),
        request,
        response: {
          content: result.content,
          finishReason: result.finishReason,
          usage: result.usage,
          ...(result.response?.modelId ? { responseModelId: result.response.modelId } : {}),
        },
      });
      return result;
    },
  };
}

/** A generate result rebuilt from a recording. */
function replayed(entry: CassetteEntry, file: string): LanguageModelV3GenerateResult {
  return {
    content: structuredClone(entry.response.content),
    finishReason: entry.response.finishReason,
    usage: structuredClone(entry.response.usage),
    warnings: [],
    providerMetadata: { [REPLAYED_METADATA_KEY]: { file, recordedWith: entry.recordedWith } },
    response: { modelId: entry.response.responseModelId ?? entry.modelId },
  };
}
