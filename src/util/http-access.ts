/**
 * Who may use grraf's HTTP endpoints (the server's API and the MCP endpoint): loopback addresses,
 * and the API key — sent as `Authorization: Bearer <key>` or `X-API-Key: <key>`, compared in
 * constant time (both sides hashed first, so lengths do not leak either). A server on a loopback
 * address also checks that the request's Host and Origin name this machine: otherwise a web page
 * the user visits could reach it through DNS rebinding (its own name resolving to 127.0.0.1).
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

/**
 * True when a request's Host (the host part: `localhost`, `127.0.0.1`, `[::1]`) and its Origin
 * header, when sent, both name this machine. Browsers always send Origin on cross-site requests.
 */
export function fromThisMachine(host: string, origin: string | undefined): boolean {
  if (!isLoopback(host)) return false;
  if (origin === undefined) return true;
  try {
    return isLoopback(new URL(origin).hostname);
  } catch {
    return false;
  }
}

/** The host part of a Host header (`[::1]:8080` → `[::1]`, `localhost:8080` → `localhost`). */
export function hostnameOf(header: string): string {
  return header.startsWith('[') ? header.slice(0, header.indexOf(']') + 1) : header.split(':')[0]!;
}
