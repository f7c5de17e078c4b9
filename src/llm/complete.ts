/**
 * complete(): the one call methods make. Runs generateText on the context's model, labels the
 * call with its step and question, and appends an LlmStep (messages, response, usage, time,
 * error) to the trace. Errors come out as GrrafErrors, and are in the trace too.
 */
import { generateText, type ModelMessage, stepCountIs, type ToolSet } from 'ai';
import { GrrafError } from '../errors.js';
import type { ChatMessage, LlmStep, Usage } from '../trace/trace.js';
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
  /** Tools the model may call; their `execute` runs inside the loop. */
  tools?: ToolSet;
  /** Model calls allowed in a tool loop (default 1: no loop). */
  maxSteps?: number;
  temperature?: number;
  maxOutputTokens?: number;
  abortSignal?: AbortSignal;
}

/** The answer: final text, tokens of all model calls it took, wall time. */
export interface CompleteResult {
  text: string;
  usage: Usage;
  ms: number;
  /** Model calls made (more than 1 only in a tool loop). */
  calls: number;
  /** The conversation it produced (assistant and tool messages), to continue it. */
  responseMessages: ModelMessage[];
}

/** Calls the model once (or a tool loop of up to `maxSteps` calls) and traces it. */
export async function complete(ctx: LlmContext, request: CompleteRequest): Promise<CompleteResult> {
  const startedAt = new Date().toISOString();
  const started = performance.now();
  const input = inputMessages(request);
  const step: LlmStep = {
    kind: 'llm',
    name: request.step,
    startedAt,
    ms: 0,
    model: ctx.label,
    messages: [
      ...(request.system === undefined ? [] : [{ role: 'system' as const, content: request.system }]),
      ...input.map(toChatMessage),
    ],
    response: '',
    usage: { inputTokens: 0, outputTokens: 0 },
  };
  try {
    const result = await generateText({
      model: ctx.model,
      ...(request.system === undefined ? {} : { system: request.system }),
      messages: input,
      ...(request.tools ? { tools: request.tools } : {}),
      stopWhen: stepCountIs(request.maxSteps ?? 1),
      maxRetries: 0, // the retry middleware owns retries
      ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
      ...maxTokens(request.maxOutputTokens ?? ctx.limits.maxOutputTokens),
      ...(request.abortSignal ? { abortSignal: request.abortSignal } : {}),
      providerOptions: callMeta({ step: request.step, ...(ctx.question ? { question: ctx.question } : {}) }),
    });
    const responseMessages = result.response.messages as ModelMessage[];
    step.usage = {
      inputTokens: result.totalUsage.inputTokens ?? 0,
      outputTokens: result.totalUsage.outputTokens ?? 0,
    };
    step.response = result.text;
    // Intermediate tool calls and results, so the trace shows the whole loop; the final
    // assistant message is already `response` (a loop cut off by maxSteps ends with a tool message).
    const final = responseMessages.at(-1)?.role === 'assistant' ? -1 : undefined;
    step.messages.push(...responseMessages.slice(0, final).map(toChatMessage));
    step.ms = Math.round(performance.now() - started);
    ctx.trace.add(step);
    return {
      text: result.text,
      usage: step.usage,
      ms: step.ms,
      calls: result.steps.length,
      responseMessages,
    };
  } catch (e) {
    const error = toModelError(e, { model: ctx.label, step: request.step });
    step.ms = Math.round(performance.now() - started);
    step.error = { code: error.code, message: error.message };
    ctx.trace.add(step);
    throw error;
  }
}

function maxTokens(n: number | undefined): { maxOutputTokens?: number } {
  return n === undefined ? {} : { maxOutputTokens: n };
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
