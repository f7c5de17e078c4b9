/**
 * Labels carried by each model call: which method step and which question it belongs to.
 *
 * They travel in the call's `providerOptions.grraf` (the AI SDK passes providerOptions to every
 * model call, including each step of a tool loop, and providers ignore namespaces they do not
 * own). Chosen over an AsyncLocalStorage context because it is explicit at the call site and
 * survives any async boundary; the cassette key drops it so labels never change a replay key.
 */
import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';

/** The providerOptions namespace grraf uses for its own labels. */
export const GRRAF_OPTIONS_KEY = 'grraf';

/** Labels of one model call. */
export interface CallMeta {
  /** The method step, e.g. 'refine', 'code', 'repair', 'phrase'. */
  step?: string;
  /** The question (task id) the call works on, for per-question sums. */
  question?: string;
}

/** providerOptions that label a call: `generateText({ ..., providerOptions: callMeta({ step: 'refine' }) })`. */
export function callMeta(meta: CallMeta): { grraf: { step?: string; question?: string } } {
  const grraf: { step?: string; question?: string } = {};
  if (meta.step !== undefined) grraf.step = meta.step;
  if (meta.question !== undefined) grraf.question = meta.question;
  return { [GRRAF_OPTIONS_KEY]: grraf } as { grraf: typeof grraf };
}

/** Reads the labels of a call (empty when the caller gave none). */
export function readCallMeta(params: LanguageModelV3CallOptions): CallMeta {
  const raw = params.providerOptions?.[GRRAF_OPTIONS_KEY];
  const meta: CallMeta = {};
  if (raw && typeof raw.step === 'string') meta.step = raw.step;
  if (raw && typeof raw.question === 'string') meta.question = raw.question;
  return meta;
}
