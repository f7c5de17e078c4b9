/**
 * Calls to grraf's HTTP API. Asking streams server-sent events over a POST (EventSource can only
 * GET), parsed with eventsource-parser; aborting the signal closes the stream, which cancels the
 * question on the server.
 */
import { createParser } from 'eventsource-parser';
import type {
  AnswerHighlight,
  ApiError,
  GraphView,
  Health,
  LibraryGraph,
  MethodInfo,
  RunRecord,
  RunSummary,
  TraceStep,
} from './types';

/** GET /api/languages: a language programs may be written in. */
export interface LanguageInfo {
  name: string;
  displayName: string;
}

/** An API error with its body. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: ApiError,
  ) {
    super(error.message);
  }
}

let apiKey = sessionStorage.getItem('grraf-api-key') ?? '';

/** Sets the key sent with every request (kept for this tab only). */
export function setApiKey(key: string): void {
  apiKey = key;
  sessionStorage.setItem('grraf-api-key', key);
}

function headers(extra: Record<string, string> = {}): Record<string, string> {
  return { ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}), ...extra };
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`/api${path}`, {
    ...init,
    headers: headers(init.headers as Record<string, string>),
  });
  const body = res.status === 204 ? undefined : await res.json();
  if (!res.ok) throw new ApiFailure(res.status, body?.error ?? { code: 'http', message: res.statusText });
  return body as T;
}

export const api = {
  health: () => call<Health>('/health'),
  methods: () => call<MethodInfo[]>('/methods'),
  languages: () => call<LanguageInfo[]>('/languages'),
  graphs: () => call<LibraryGraph[]>('/graphs'),
  graphView: (id: string) => call<GraphView>(`/graphs/${encodeURIComponent(id)}/view`),
  runs: () => call<RunSummary[]>('/runs'),
  run: (id: string) => call<RunRecord>(`/runs/${id}`),
  runView: (id: string) => call<{ view: GraphView; highlight: AnswerHighlight | null }>(`/runs/${id}/view`),
  upload: (file: File, format: string) => {
    const form = new FormData();
    form.set('file', file);
    if (format) form.set('format', format);
    return call<LibraryGraph>('/graphs', { method: 'POST', body: form });
  },
};

/** What a question sends. */
export interface AskBody {
  question?: string;
  graphId?: string;
  method?: string;
  language?: string;
}

/** Handlers for a streamed run. */
export interface AskHandlers {
  onRun(run: RunRecord): void;
  onStep(step: TraceStep): void;
  onEnd(run: RunRecord): void;
}

/** Asks and streams the run; resolves when the stream ends. */
export async function askStreaming(body: AskBody, handlers: AskHandlers, signal: AbortSignal): Promise<void> {
  const res = await fetch('/api/ask', {
    method: 'POST',
    headers: headers({ 'content-type': 'application/json', accept: 'text/event-stream' }),
    body: JSON.stringify(body),
    signal,
  });
  if (!res.ok || !res.body) {
    const error = await res.json().catch(() => ({ error: { code: 'http', message: res.statusText } }));
    throw new ApiFailure(res.status, error.error);
  }
  const parser = createParser({
    onEvent: (m) => {
      const data = JSON.parse(m.data);
      if (m.event === 'run') handlers.onRun({ ...data, steps: [] });
      else if (m.event === 'step') handlers.onStep(data);
      else if (m.event === 'end') handlers.onEnd(data);
    },
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    parser.feed(value);
  }
}
