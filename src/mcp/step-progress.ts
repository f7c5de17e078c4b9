/**
 * A question's trace steps as MCP progress notifications: when the client's call carries a
 * progress token, each step is sent the moment it ends, numbered, with one line saying what it was.
 */
import type { ServerNotification } from '@modelcontextprotocol/sdk/types.js';
import type { StepListener, TraceStep } from '../trace/trace.js';

/** What a tool handler is given to notify its client. */
export interface ProgressChannel {
  _meta?: { progressToken?: string | number };
  sendNotification(notification: ServerNotification): Promise<void>;
}

/** Sends steps as progress; `flushed` resolves once every notification sent so far is written. */
export interface StepProgress {
  onStep: StepListener;
  flushed(): Promise<void>;
}

/**
 * Progress for the call, or undefined when the client asked for none (no progress token); each
 * line passes through `shown` (the server's paths written as clients know them).
 */
export function stepProgress(
  channel: ProgressChannel,
  shown: (text: string) => string = (text) => text,
): StepProgress | undefined {
  const token = channel._meta?.progressToken;
  if (token === undefined) return undefined;
  const sent: Promise<void>[] = [];
  return {
    onStep: (step) => {
      const notification: ServerNotification = {
        method: 'notifications/progress',
        params: { progressToken: token, progress: (step.index ?? 0) + 1, message: shown(stepLine(step)) },
      };
      // A client gone mid-question is the cancellation's business, not the listener's.
      sent.push(channel.sendNotification(notification).catch(() => undefined));
    },
    flushed: async () => {
      await Promise.all(sent);
    },
  };
}

/** One line for a step: kind, name, what it did, time, and its error. */
export function stepLine(step: TraceStep): string {
  const failed = step.error ? ` · ${step.error.code} error: ${step.error.message}` : '';
  return `${step.kind} ${step.name} · ${stepDetail(step)} · ${step.ms} ms${failed}`;
}

function stepDetail(step: TraceStep): string {
  switch (step.kind) {
    case 'llm': {
      const calls = step.toolCalls?.length ? ` · ${step.toolCalls.length} tool calls` : '';
      return `${step.model} · ${step.usage.inputTokens} in / ${step.usage.outputTokens} out tokens${calls}`;
    }
    case 'exec':
      return `${step.language} program ${step.ok ? 'ran' : 'failed'}`;
    case 'query':
      return `${oneLine(step.query, 200)} · ${step.rows} rows`;
    case 'tool':
      return `${step.tool}(${oneLine(JSON.stringify(step.args) ?? '', 200)})${step.truncated ? ' · result cut' : ''}`;
    case 'retrieval':
      return `${step.retriever} · ${step.documents.length} documents`;
    case 'note':
      return oneLine(step.text, 300);
  }
}

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
