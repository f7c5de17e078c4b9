/**
 * The API key: when one is set, every /api request but the health check must carry it, as
 * `Authorization: Bearer <key>` or `X-API-Key: <key>`. Keys are compared in constant time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './http-errors.js';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Middleware that refuses requests without the key. */
export function requireApiKey(key: string): MiddlewareHandler {
  const expected = digest(key);
  return async (c, next) => {
    if (c.req.path === '/api/health') return next();
    const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const given = bearer ?? c.req.header('x-api-key');
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
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

/** True for addresses only this machine can reach. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}
