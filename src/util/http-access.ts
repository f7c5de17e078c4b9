/**
 * Who may use grraf's HTTP endpoints (the server's API and the MCP endpoint): loopback addresses,
 * and the API key — sent as `Authorization: Bearer <key>` or `X-API-Key: <key>`, compared in
 * constant time (both sides hashed first, so lengths do not leak either).
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** True for addresses only this machine can reach. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** True when the request's headers carry `key`. */
export function carriesKey(
  headers: { authorization?: string | undefined; xApiKey?: string | undefined },
  key: string,
): boolean {
  const bearer = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? '')?.[1];
  const given = bearer ?? headers.xApiKey;
  return given !== undefined && timingSafeEqual(digest(given), digest(key));
}
