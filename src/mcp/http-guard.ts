/**
 * Who may talk to the streamable HTTP endpoint. Beyond this machine an API key is required (as
 * `Authorization: Bearer <key>` or `X-API-Key`, compared in constant time). On a loopback address
 * the Host and Origin headers must name this machine too, so a web page the user visits cannot
 * reach the server through DNS rebinding.
 */
import type { IncomingMessage } from 'node:http';
import { carriesKey, fromThisMachine, hostnameOf, isLoopback } from '../util/http-access.js';

export { isLoopback };

/** Why a request is refused (status and message), or undefined when it may go on. */
export function refusal(
  req: IncomingMessage,
  guard: { apiKey?: string; loopback: boolean },
): { status: number; message: string } | undefined {
  if (guard.loopback && !fromThisMachine(hostnameOf(req.headers.host ?? ''), req.headers.origin)) {
    return { status: 403, message: 'Host or Origin is not this machine' };
  }
  if (guard.apiKey !== undefined && !hasKey(req, guard.apiKey)) {
    return { status: 401, message: 'this server needs an API key: send "Authorization: Bearer <key>"' };
  }
  return undefined;
}

function hasKey(req: IncomingMessage, key: string): boolean {
  const header = req.headers['x-api-key'];
  return carriesKey(
    { authorization: req.headers.authorization, xApiKey: typeof header === 'string' ? header : undefined },
    key,
  );
}
