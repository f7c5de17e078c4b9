/**
 * Who may call the server. The API key: when one is set, every /api request but the health check
 * must carry it, as `Authorization: Bearer <key>` or `X-API-Key: <key>`, compared in constant time.
 * On a loopback address, every request's Host and Origin must name this machine (DNS rebinding).
 */
import type { MiddlewareHandler } from 'hono';
import { carriesKey, fromThisMachine, isLoopback } from '../util/http-access.js';
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

/**
 * Middleware that refuses requests whose Host or Origin is not this machine (403); origins the
 * server allows by CORS may call it too.
 */
export function requireThisMachine(corsOrigins: readonly string[] = []): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowedOrigin = origin !== undefined && corsOrigins.includes(origin) ? undefined : origin;
    // The Node adapter builds the URL from the Host header, so its hostname is the Host's.
    if (!fromThisMachine(new URL(c.req.url).hostname, allowedOrigin)) {
      return errorResponse(c, 403, 'forbidden', 'Host or Origin is not this machine');
    }
    return next();
  };
}
