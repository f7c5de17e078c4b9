/**
 * complete(): the one model call methods make. Runs one generateText call on the context's model,
 * labels it with its step and question, and appends one LlmStep (messages, response, tool calls
 * asked for, usage, time, error) to the trace the moment it ends. Errors come out as GrrafErrors
 * (code 'cancelled' when the context's signal aborted), and are in the trace too.
 *
 * Tools are passed as schemas only: complete() never runs them. A tool-calling agent loops over
 * complete() (llm/tool-loop.ts), so every model turn is its own traced step.
 */
import { generateText, type ModelMessage, stepCountIs, type ToolSet } from 'ai';
import { GrrafError } from '../errors.js';
import { llmStep } from '../trace/steps.js';
import type { ChatMessage, RequestedToolCall, Usage } from '../trace/trace.js';
import { cancelledError, throwIfCancelled } from '../util/cancel.js';
import { callMeta } from './call-meta.js';
import type { LlmContext } from './llm-runtime.js';
import { toModelError } from './model-errors.js';

/** What to ask. Give `prompt` (one user message) or `messages` (a conversation). */
export interface CompleteRequest {
  /** The method step, e.g. 'refine', 'code', 'repair'; names the trace step and the usage. */
  step: string;
  system?: string;
  prompt?: string;
  messages?: ModelMessage[];
  /** Tool schemas the model may call (without `execute`: the caller runs the calls). */
  tools?: ToolSet;
  /** Turn number inside a tool loop, for the trace. */
  turn?: number;
  /**
   * Messages before this index are already in the trace (earlier turns of a loop): the step
   * records only the new ones, so a long conversation does not repeat itself in the trace.
   */
  traceFrom?: number;
  temperature?: number;
  maxOutputTokens?: number;
}

/** A tool call the model asked for; `invalid` when its name or arguments did not fit a tool. */
export interface ToolCallRequest extends RequestedToolCall {
  invalid?: { message: string };
}

/** The answer: text, the tool calls asked for, tokens, wall time. */
export interface CompleteResult {
  text: string;
  toolCalls: ToolCallRequest[];
  usage: Usage;
  ms: number;
  /** The assistant message(s) of this call, to continue the conversation. */
  responseMessages: ModelMessage[];
}

/** Calls the model once and traces it. */
export async function complete(ctx: LlmContext, request: CompleteRequest): Promise<CompleteResult> {
  const started = performance.now();
  const input = inputMessages(request);
  const step = llmStep({
    name: request.step,
    model: ctx.label,
    messages: [
      ...(request.system === undefined || (request.traceFrom ?? 0) > 0
        ? []
        : [{ role: 'system' as const, content: request.system }]),
      ...input.slice(request.traceFrom ?? 0).map(toChatMessage),
    ],
    ...(request.turn === undefined ? {} : { turn: request.turn }),
  });
  try {
    throwIfCancelled(ctx.signal, 'the model call');
    const result = await generateText({
      model: ctx.model,
      ...(request.system === undefined ? {} : { system: request.system }),
      messages: input,
      ...(request.tools ? { tools: request.tools } : {}),
      stopWhen: stepCountIs(1),
      maxRetries: 0, // the retry middleware owns retries
      ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
      ...maxTokens(request.maxOutputTokens ?? ctx.limits.maxOutputTokens),
      ...(ctx.signal ? { abortSignal: ctx.signal } : {}),
      providerOptions: callMeta({ step: request.step, ...(ctx.question ? { question: ctx.question } : {}) }),
    });
    const toolCalls: ToolCallRequest[] = result.toolCalls.map((c) => ({
      callId: c.toolCallId,
      tool: c.toolName,
      args: c.input,
      ...(c.invalid ? { invalid: { message: errorText(c.error) } } : {}),
    }));
    step.usage = { inputTokens: result.usage.inputTokens ?? 0, outputTokens: result.usage.outputTokens ?? 0 };
    step.response = result.text;
    if (toolCalls.length > 0)
      step.toolCalls = toolCalls.map(({ callId, tool, args }) => ({ callId, tool, args }));
    step.ms = Math.round(performance.now() - started);
    ctx.trace.add(step);
    return {
      text: result.text,
      toolCalls,
      usage: step.usage,
      ms: step.ms,
      responseMessages: result.response.messages as ModelMessage[],
    };
  } catch (e) {
    const error = ctx.signal?.aborted
      ? cancelledError('the model call')
      : toModelError(e, { model: ctx.label, step: request.step });
    step.ms = Math.round(performance.now() - started);
    step.error = { code: error.code, message: error.message };
    ctx.trace.add(step);
    throw error;
  }
}

function maxTokens(n: number | undefined): { maxOutputTokens?: number } {
  return n === undefined ? {} : { maxOutputTokens: n };
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function inputMessages(request: CompleteRequest): ModelMessage[] {
  const messages: ModelMessage[] = [];
  if (request.messages) messages.push(...request.messages);
  if (request.prompt !== undefined) messages.push({ role: 'user', content: request.prompt });
  if (messages.length === 0) {
    throw new GrrafError(
      'validation',
      `complete(): step '${request.step}' gave neither prompt nor messages`,
      {
        field: 'prompt',
      },
    );
  }
  return messages;
}

/** A model message as the trace's plain-text ChatMessage. */
export function toChatMessage(message: ModelMessage): ChatMessage {
  if (typeof message.content === 'string') return { role: message.role, content: message.content };
  const text = message.content
    .map((part) => {
      switch (part.type) {
        case 'text':
          return part.text;
        case 'tool-call':
          return `[tool call ${part.toolName} ${JSON.stringify(part.input)}]`;
        case 'tool-result':
          return `[tool result ${part.toolName} ${JSON.stringify(part.output)}]`;
        default:
          return `[${part.type}]`;
      }
    })
    .join('\n');
  return { role: message.role, content: text };
}
