/**
 * Two limits on model calls: a concurrency limit shared by every call of a run (one p-limit
 * queue per run, so parallel questions cannot flood a provider), and a per-call time limit.
 * The clock starts when the call gets its slot, so waiting in the queue does not count.
 */
import type { LanguageModelV3Middleware } from '@ai-sdk/provider';
import pLimit, { type LimitFunction } from 'p-limit';
import { GrrafError } from '../../errors.js';
import { readCallMeta } from '../call-meta.js';
import { describeCall } from '../model-errors.js';

/** A run-wide concurrency limit: create one and pass it to every model of the run. */
export function concurrencyLimit(concurrency: number): LimitFunction {
  return pLimit(concurrency);
}

/** Middleware that runs each call through the shared `limit` queue. */
export function concurrencyMiddleware(limit: LimitFunction): LanguageModelV3Middleware {
  return {
    specificationVersion: 'v3',
    wrapGenerate: ({ doGenerate }) => limit(() => doGenerate()),
  };
}

/** Middleware that aborts a call after `timeLimitMs` and throws GrrafError('timeout'). */
export function timeoutMiddleware(timeLimitMs: number): LanguageModelV3Middleware {
  return {
    specificationVersion: 'v3',
    async wrapGenerate({ params, model }) {
      const timer = new AbortController();
      const handle = setTimeout(
        () => timer.abort(new DOMException(`time limit of ${timeLimitMs} ms`, 'TimeoutError')),
        timeLimitMs,
      );
      const signal = params.abortSignal ? AbortSignal.any([params.abortSignal, timer.signal]) : timer.signal;
      try {
        // Calls the inner model directly (not doGenerate) because only it accepts a new signal.
        return await model.doGenerate({ ...params, abortSignal: signal });
      } catch (e) {
        if (!timer.signal.aborted) throw e;
        const { step } = readCallMeta(params);
        throw new GrrafError(
          'timeout',
          `model call to ${describeCall({ model: model.modelId, step })} exceeded its time limit of ${timeLimitMs} ms`,
          { details: { model: model.modelId, step, timeLimitMs }, cause: e },
        );
      } finally {
        clearTimeout(handle);
      }
    },
  };
}
