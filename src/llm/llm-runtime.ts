/**
 * The model of a run, wrapped in grraf's middleware, plus what every call of the run shares:
 * the usage ledger, the concurrency queue, the limits and the cassette.
 *
 * Middleware order, outermost first: simulated streaming → response check → usage → cassette →
 * retry → concurrency → time limit → provider. Streaming calls are served from one generate call
 * (the AI SDK's simulateStreamingMiddleware) so cassettes, retries, limits and usage apply to
 * them the same way; grraf streams trace steps, not tokens, so nothing is lost.
 */
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { simulateStreamingMiddleware, wrapLanguageModel } from 'ai';
import { GrrafError } from '../errors.js';
import { MAX_TIME_LIMIT_MS } from '../exec/executor.js';
import { Trace } from '../trace/trace.js';
import { Cassette, type CassetteOptions } from './cassette/cassette.js';
import { cassetteMiddleware } from './cassette/cassette-middleware.js';
import {
  concurrencyLimit,
  concurrencyMiddleware,
  timeoutMiddleware,
} from './middleware/limits-middleware.js';
import { responseCheckMiddleware } from './middleware/response-check-middleware.js';
import { type RetryPolicy, retryMiddleware } from './middleware/retry-middleware.js';
import { usageMiddleware } from './middleware/usage-middleware.js';
import { UsageLedger } from './usage-ledger.js';

/** Limits on model calls. */
export interface LlmLimits {
  /** Per-call time limit in ms (default 120000). */
  timeLimitMs: number;
  /** Retries of transient failures per call (default 3). */
  maxRetries: number;
  /** Model calls in flight at once across the run (default 4). */
  concurrency: number;
  /** Cap on generated tokens per call; unset leaves the provider default. */
  maxOutputTokens?: number;
}

/** Default limits. */
export const DEFAULT_LLM_LIMITS: LlmLimits = Object.freeze({
  timeLimitMs: 120_000,
  maxRetries: 3,
  concurrency: 4,
});

/** What a method needs to call the model: pass it to complete(). */
export interface LlmContext {
  /** The wrapped model; use it with generateText/streamText (with `maxRetries: 0`). */
  model: LanguageModelV3;
  /** `provider:model-id`, for traces and reports. */
  label: string;
  trace: Trace;
  ledger: UsageLedger;
  limits: LlmLimits;
  /** The question being answered, so usage sums per question. */
  question?: string;
  /** Aborts every model call made with this context (they end with the 'cancelled' error). */
  signal?: AbortSignal;
}

/** What one question's context may be given. */
export interface ContextOptions {
  /** The trace to append to (a new one when absent). */
  trace?: Trace;
  question?: string;
  signal?: AbortSignal;
}

/** Options of createLlmRuntime. */
export interface LlmRuntimeOptions {
  /** The provider's model (from resolveModel, scriptedModel, …). */
  model: LanguageModelV3;
  /** `provider:model-id`; defaults to `provider:modelId` of the model. */
  label?: string;
  limits?: Partial<LlmLimits>;
  /** Backoff tuning (tests inject sleep/random). maxRetries comes from limits. */
  retry?: Partial<Omit<RetryPolicy, 'maxRetries'>>;
  cassette?: CassetteOptions;
  ledger?: UsageLedger;
}

/** One run's wrapped model and shared state. */
export interface LlmRuntime {
  model: LanguageModelV3;
  label: string;
  ledger: UsageLedger;
  limits: LlmLimits;
  cassette?: Cassette;
  /** A context for one question (a new Trace unless given). */
  context(options?: ContextOptions): LlmContext;
}

/** Wraps a model with grraf's middleware for one run. */
export function createLlmRuntime(options: LlmRuntimeOptions): LlmRuntime {
  const limits: LlmLimits = { ...DEFAULT_LLM_LIMITS, ...options.limits };
  // Past 2^31 - 1 ms Node's timers fire at once: every call would "time out" (issue 26, item 13).
  if (!(limits.timeLimitMs > 0 && limits.timeLimitMs <= MAX_TIME_LIMIT_MS)) {
    throw new GrrafError(
      'config',
      `the model call time limit must be above 0 and at most ${MAX_TIME_LIMIT_MS} ms (24 hours), got ${limits.timeLimitMs}`,
      { field: 'limits.timeLimitMs' },
    );
  }
  const ledger = options.ledger ?? new UsageLedger();
  const cassette =
    options.cassette && options.cassette.mode !== 'off' ? new Cassette(options.cassette) : undefined;
  const model = wrapLanguageModel({
    model: options.model,
    middleware: [
      simulateStreamingMiddleware(),
      responseCheckMiddleware(),
      usageMiddleware(ledger),
      ...(cassette ? [cassetteMiddleware(cassette)] : []),
      retryMiddleware({ ...options.retry, maxRetries: limits.maxRetries }),
      concurrencyMiddleware(concurrencyLimit(limits.concurrency)),
      timeoutMiddleware(limits.timeLimitMs),
    ],
  });
  const label = options.label ?? `${options.model.provider}:${options.model.modelId}`;
  const runtime: LlmRuntime = {
    model,
    label,
    ledger,
    limits,
    ...(cassette ? { cassette } : {}),
    context: ({ trace, question, signal } = {}) => ({
      model,
      label,
      trace: trace ?? new Trace(),
      ledger,
      limits,
      ...(question === undefined ? {} : { question }),
      ...(signal === undefined ? {} : { signal }),
    }),
  };
  return runtime;
}

/** Shortcut for tests and one-off calls: a runtime with one context. */
export function createLlmContext(options: LlmRuntimeOptions & ContextOptions): LlmContext {
  const { trace, question, signal, ...rest } = options;
  return createLlmRuntime(rest).context({
    ...(trace ? { trace } : {}),
    ...(question ? { question } : {}),
    ...(signal ? { signal } : {}),
  });
}
