/**
 * Errors as HTTP responses: a GrrafError's code picks the status, and the body is the error's JSON
 * (code, message with its location, file, line, column, field), so a page can show where a graph
 * failed to parse. Anything else is a 500 that says only that it happened.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type GrrafErrorCode, isGrrafError } from '../errors.js';

const STATUS: Partial<Record<GrrafErrorCode | 'internal', ContentfulStatusCode>> = {
  parse: 400,
  'format-unknown': 400,
  'format-ambiguous': 400,
  validation: 400,
  unsupported: 400,
  'replay-miss': 400,
  'not-found': 404,
  forbidden: 403,
  budget: 503,
  config: 503,
  model: 502,
  timeout: 504,
  cancelled: 499 as ContentfulStatusCode,
};

/** The HTTP status for an error code. */
export function statusFor(code: string): ContentfulStatusCode {
  return STATUS[code as GrrafErrorCode] ?? 500;
}

/** The JSON body of an error response. */
export interface ErrorBody {
  error: { code: string; message: string; file?: string; line?: number; column?: number; field?: string };
}

/** An error response for `code` and `message`. */
export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  field?: string,
) {
  return c.json({ error: { code, message, ...(field ? { field } : {}) } } satisfies ErrorBody, status);
}

/** Hono's error handler: GrrafErrors by code, HTTP exceptions (body limit) by status, the rest 500. */
export function onError(log: (message: string) => void) {
  return (err: Error, c: Context) => {
    if (isGrrafError(err)) {
      // An unknown method or store is the request's fault, not a missing configuration.
      const status = err.code === 'config' && err.location.field ? 400 : statusFor(err.code);
      return c.json({ error: err.toJSON() }, status);
    }
    if (err instanceof HTTPException) {
      return errorResponse(c, err.status as ContentfulStatusCode, 'http', err.message || 'request refused');
    }
    log(`grraf serve: internal error: ${err.stack ?? err.message}`);
    return errorResponse(c, 500, 'internal', 'internal server error');
  };
}
