/**
 * The reference double with a model's latency: every call waits `ms` before the double answers,
 * so a benchmark can show which pipeline work runs while a model thinks (the Cypher store loads
 * during the compile call) and which adds to the question's time. Still the TEST DOUBLE: its
 * answers are the double's, only slower.
 */
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { referenceCodeModel } from './reference-model.js';

/** The reference-code test double, answering each call after `ms` milliseconds. */
export function referenceCodeModelWithLatency(ms: number): LanguageModelV3 {
  const model = referenceCodeModel();
  const wait = () => new Promise((resolve) => setTimeout(resolve, ms));
  return {
    ...model,
    doGenerate: async (call) => {
      await wait();
      return model.doGenerate(call);
    },
  };
}
