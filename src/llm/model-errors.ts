/**
 * Turns whatever a provider or the AI SDK throws into one GrrafError that says what happened,
 * so callers handle a single error type (code 'model', 'timeout' or a GrrafError passed through).
 */
import { APICallError } from '@ai-sdk/provider';
import { GrrafError } from '../errors.js';

/** Where a model call came from, for error messages. */
export interface CallLabel {
  model: string;
  step?: string;
}

/** `model (step name)`, the way error messages name a call. */
export function describeCall(label: CallLabel): string {
  return `${label.model}${label.step ? ` (step ${label.step})` : ''}`;
}

/** True for DOM-style abort/timeout errors thrown by fetch when an AbortSignal fires. */
export function isAbortError(e: unknown): boolean {
  return e instanceof Error && (e.name === 'AbortError' || e.name === 'TimeoutError');
}

/** Converts any error from a model call into a GrrafError (GrrafErrors pass through unchanged). */
export function toModelError(e: unknown, label: CallLabel): GrrafError {
  if (e instanceof GrrafError) return e;
  const where = describeCall(label);
  if (APICallError.isInstance(e)) {
    return new GrrafError('model', `model call to ${where} failed: ${describeApiError(e)}`, {
      details: {
        model: label.model,
        step: label.step,
        url: e.url,
        statusCode: e.statusCode,
        responseBody: truncate(e.responseBody),
      },
      cause: e,
    });
  }
  if (isAbortError(e)) {
    return new GrrafError('timeout', `model call to ${where} was aborted`, { cause: e });
  }
  const name = e instanceof Error ? e.name : typeof e;
  const message = e instanceof Error ? e.message : String(e);
  return new GrrafError('model', `model call to ${where} answered unusably (${name}): ${message}`, {
    details: { model: label.model, step: label.step, error: name },
    cause: e,
  });
}

/** What an HTTP-level failure means and what to check. */
function describeApiError(e: APICallError): string {
  const status = e.statusCode;
  if (status === undefined) return `cannot reach ${e.url} (is the server running?): ${e.message}`;
  if (status >= 200 && status < 300)
    return `the server answered HTTP ${status} with a malformed response: ${e.message}`;
  if (status === 401 || status === 403)
    return `HTTP ${status}, the API key was refused (check it): ${e.message}`;
  if (status === 404 && e.url.endsWith('/responses')) {
    return `HTTP 404 from ${e.url}: the openai provider uses the Responses API, which OpenAI-compatible servers lack; use --model openai-compatible:<model-id> (or ollama:, vllm:, llamacpp:, lmstudio:) for them`;
  }
  if (status === 404) return `HTTP 404, check the model id and the base URL (${e.url}): ${e.message}`;
  return `HTTP ${status}: ${e.message}`;
}

function truncate(s: string | undefined, max = 500): string | undefined {
  if (s === undefined || s.length <= max) return s;
  return `${s.slice(0, max)}… (${s.length - max} more characters)`;
}
