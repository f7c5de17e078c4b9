/**
 * A server-sent-events client for tests: POSTs JSON, parses the stream with eventsource-parser, and
 * hands each event to a callback that may stop reading (which closes the connection).
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** One event: its name and parsed JSON data. */
export interface SseEvent {
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever fields the event they expect carries
  data: any;
}

/** Posts `body` to `url` and reads events until the stream ends or `onEvent` returns 'stop'. */
export async function postSse(
  url: string,
  body: unknown,
  onEvent: (e: SseEvent) => 'stop' | undefined = () => undefined,
  headers: Record<string, string> = {},
): Promise<{ status: number; events: SseEvent[] }> {
  const controller = new AbortController();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  if (!res.ok || !res.body)
    return { status: res.status, events: [{ event: 'http', data: await res.json() }] };
  let stop = false;
  const parser = createParser({
    onEvent: (m: EventSourceMessage) => {
      const e = { event: m.event ?? 'message', data: JSON.parse(m.data) };
      events.push(e);
      if (onEvent(e) === 'stop') stop = true;
    },
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  while (!stop) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.feed(value);
  }
  if (stop) controller.abort();
  return { status: res.status, events };
}
