/**
 * Retries model calls that failed for a transient reason — HTTP 408/409/429/5xx and network
 * errors (the AI SDK marks them `isRetryable`) — with exponential backoff and equal jitter,
 * honoring Retry-After. Time-outs are not retried: a model too slow once is usually slow again.
 * Callers must pass `maxRetries: 0` to the AI SDK (complete() does) so retries do not multiply;
 * even if they forget, the error this middleware finally throws is a GrrafError, which the
 * SDK's own retry loop does not retry.
 *
 * Why ours and not the AI SDK's `maxRetries` (ai 6.0, util/retry-with-exponential-backoff.ts):
 * - Place: the SDK retries around generateText, outside the wrapped model; a middleware retries
 *   for every caller of the model (library users, agent tools, the LangChain adapter), inside the
 *   cassette (a replay never retries) and outside the concurrency slot and the per-call time
 *   limit, so each attempt gets its own time limit and a backoff does not hold a slot.
 * - Policy: the SDK's delays are fixed (2 s doubling, no cap, no jitter, so clients that failed
 *   together retry together), only the count is settable, and a Retry-After beyond 60 s falls
 *   back to the backoff and retries anyway; we give up on it with the server's reason.
 * - Errors: the SDK ends with a RetryError; ours ends with the GrrafError the front-ends print
 *   ("gave up after N attempts"), and its sleep and random source are injectable for tests.
 * Its header parsing (`getRetryDelayInMs`) is not exported, hence retry-after.ts.
 */
import { APICallError, type LanguageModelV3Middleware } from '@ai-sdk/provider';
import { readCallMeta } from '../call-meta.js';
import { isAbortError, toModelError } from '../model-errors.js';
import { retryAfterMs } from './retry-after.js';

/** How to retry. */
export interface RetryPolicy {
  /** Retries after the first attempt (default 3). */
  maxRetries: number;
  /** First backoff delay in ms, doubled per attempt (default 1000). */
  baseDelayMs: number;
  /** Cap on one backoff delay in ms (default 30000). */
  maxDelayMs: number;
  /** Longest Retry-After honored in ms (default 60000); longer asks give up instead. */
  maxRetryAfterMs: number;
  /** Sleep function (tests inject one). */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Random source in [0, 1) for jitter (tests inject one). */
  random: () => number;
}

/** The default policy. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRetries: 3,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  maxRetryAfterMs: 60_000,
  sleep: abortableSleep,
  random: Math.random,
};

/** Middleware that retries transient failures and turns the final failure into a GrrafError. */
export function retryMiddleware(policy: Partial<RetryPolicy> = {}): LanguageModelV3Middleware {
  const p: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...policy };
  return {
    specificationVersion: 'v3',
    async wrapGenerate({ doGenerate, params, model }) {
      const label = { model: model.modelId, ...readCallMeta(params) };
      for (let attempt = 0; ; attempt++) {
        try {
          return await doGenerate();
        } catch (e) {
          const delay = attempt < p.maxRetries ? retryDelay(e, attempt, p) : undefined;
          if (delay === undefined || params.abortSignal?.aborted) {
            const err = toModelError(e, label);
            if (attempt > 0) err.details.attempts = attempt + 1;
            if (attempt > 0) err.message = `${err.message} (gave up after ${attempt + 1} attempts)`;
            throw err;
          }
          await p.sleep(delay, params.abortSignal);
        }
      }
    },
  };
}

/** The wait before the next attempt, or undefined when `e` is not worth retrying. */
export function retryDelay(e: unknown, attempt: number, p: RetryPolicy): number | undefined {
  if (isAbortError(e) || !APICallError.isInstance(e) || !e.isRetryable) return undefined;
  const asked = retryAfterMs(e.responseHeaders);
  if (asked !== undefined) return asked <= p.maxRetryAfterMs ? asked : undefined;
  const ceiling = Math.min(p.maxDelayMs, p.baseDelayMs * 2 ** attempt);
  // "Equal jitter": half fixed, half random, so clients that failed together spread out.
  return Math.round(ceiling * (0.5 + p.random() / 2));
}

/** setTimeout as a promise that rejects when `signal` aborts. */
function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
