/**
 * Middleware that writes each model call's input/output tokens to a UsageLedger,
 * attributed to the step and question named in the call's labels (see call-meta.ts).
 */
import type { LanguageModelV3Middleware, LanguageModelV3Usage } from '@ai-sdk/provider';
import { readCallMeta } from '../call-meta.js';
import { UNNAMED_STEP, type UsageLedger } from '../usage-ledger.js';
import { REPLAYED_METADATA_KEY } from './replay-flag.js';

/** Counts tokens of every call into `ledger`. Put it outside the cassette so replays count too. */
export function usageMiddleware(ledger: UsageLedger): LanguageModelV3Middleware {
  return {
    specificationVersion: 'v3',
    async wrapGenerate({ doGenerate, params, model }) {
      const started = performance.now();
      const result = await doGenerate();
      const meta = readCallMeta(params);
      ledger.record({
        model: model.modelId,
        step: meta.step ?? UNNAMED_STEP,
        ...(meta.question === undefined ? {} : { question: meta.question }),
        ...toUsage(result.usage),
        replayed: result.providerMetadata?.[REPLAYED_METADATA_KEY] !== undefined,
        ms: Math.round(performance.now() - started),
      });
      return result;
    },
  };
}

/** The AI SDK's detailed usage reduced to grraf's two numbers (unknown counts as 0). */
export function toUsage(u: LanguageModelV3Usage): { inputTokens: number; outputTokens: number } {
  return { inputTokens: u.inputTokens.total ?? 0, outputTokens: u.outputTokens.total ?? 0 };
}
