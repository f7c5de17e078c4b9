/**
 * The API key: when one is set, every /api request but the health check must carry it, as
 * `Authorization: Bearer <key>` or `X-API-Key: <key>`. Keys are compared in constant time.
 */
import type { MiddlewareHandler } from 'hono';
import { carriesKey, isLoopback } from '../util/http-access.js';
import { errorResponse } from './http-errors.js';

export { isLoopback };

/** Middleware that refuses requests without the key. */
export function requireApiKey(key: string): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path === '/api/health') return next();
    const headers = { authorization: c.req.header('authorization'), xApiKey: c.req.header('x-api-key') };
    if (!carriesKey(headers, key)) {
      c.header('WWW-Authenticate', 'Bearer realm="grraf"');
      return errorResponse(
        c,
        401,
        'unauthorized',
        'this server needs an API key: send "Authorization: Bearer <key>"',
      );
    }
    return next();
  };
}
