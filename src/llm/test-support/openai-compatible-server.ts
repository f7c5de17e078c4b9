/**
 * A scripted OpenAI-compatible chat server on 127.0.0.1 (node:http, port 0) for end-to-end tests:
 * it answers POST /v1/chat/completions from a queue of scripted replies — text, tool calls, HTTP
 * errors with headers, malformed bodies, delays — and records every request body it received.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted reply. With `status` ≥ 400 or `raw`, the body is sent as is. */
export interface ServerReply {
  text?: string | null;
  toolCalls?: Array<{ id?: string; name: string; arguments: string }>;
  usage?: { prompt_tokens: number; completion_tokens: number };
  status?: number;
  headers?: Record<string, string>;
  /** A raw body (malformed JSON, unexpected shapes). */
  raw?: string;
  /** Wait this long before answering. */
  delayMs?: number;
  finishReason?: string;
}

/** A running server. */
export interface ScriptedServer {
  /** e.g. http://127.0.0.1:43123/v1 */
  baseURL: string;
  /** Parsed JSON bodies of the requests received. */
  requests: Array<Record<string, unknown>>;
  /** Appends replies to the queue. */
  push(...replies: ServerReply[]): void;
  close(): Promise<void>;
}

/** Starts the server; replies are consumed in order, and an empty queue answers HTTP 599. */
export async function startOpenAICompatibleServer(replies: ServerReply[] = []): Promise<ScriptedServer> {
  const queue = [...replies];
  const requests: Array<Record<string, unknown>> = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
      return send(res, 404, { error: 'not found' });
    requests.push(JSON.parse(body));
    const reply = queue.shift();
    if (!reply) return send(res, 599, { error: { message: 'scripted server: no reply left' } });
    const answer = () => respond(res, reply, String(requests.at(-1)?.model ?? ''));
    if (!reply.delayMs) return answer();
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!res.destroyed) answer();
    }, reply.delayMs);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    push: (...more) => queue.push(...more),
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function respond(res: ServerResponse, reply: ServerReply, model: string): void {
  if (reply.raw !== undefined) {
    send(res, reply.status ?? 200, reply.raw, reply.headers);
    return;
  }
  if (reply.status && reply.status >= 400) {
    send(res, reply.status, { error: { message: `scripted ${reply.status}` } }, reply.headers);
    return;
  }
  const toolCalls = reply.toolCalls?.map((c, i) => ({
    id: c.id ?? `call_${i}`,
    type: 'function',
    function: { name: c.name, arguments: c.arguments },
  }));
  const usage = reply.usage ?? { prompt_tokens: 0, completion_tokens: 0 };
  send(
    res,
    200,
    {
      id: 'chatcmpl-scripted',
      object: 'chat.completion',
      created: 1_700_000_000,
      model,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: reply.text ?? null,
            ...(toolCalls ? { tool_calls: toolCalls } : {}),
          },
          finish_reason: reply.finishReason ?? (toolCalls ? 'tool_calls' : 'stop'),
        },
      ],
      usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    },
    reply.headers,
  );
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}
