/**
 * The tool-calling agent loop on the AI SDK's tool calling: the model gets the tools' schemas,
 * each turn is one complete() call (one traced LLM step), and every tool call it asks for runs here
 * (parallel calls of one turn run together) and lands in the trace as one tool step the moment it
 * ends. The loop ends when the model answers without calling a tool, or fails as a traced outcome:
 * too many turns, or the same call repeated. Bad calls (unknown tool, wrong argument types, a tool
 * that throws) are answered informatively so the model can correct itself; a result too large to
 * read is cut, and the model is told.
 */
import type { JSONValue } from '@ai-sdk/provider';
import { type ModelMessage, type ToolResultPart, type ToolSet, tool } from 'ai';
import type { z } from 'zod';
import { isGrrafError } from '../errors.js';
import { toolStep } from '../trace/steps.js';
import type { Usage } from '../trace/trace.js';
import { addUsage } from '../trace/trace.js';
import { throwIfCancelled } from '../util/cancel.js';
import { capResult } from './cap-result.js';
import { canonicalJson } from './cassette/canonical-json.js';
import { complete, type ToolCallRequest } from './complete.js';
import type { LlmContext } from './llm-runtime.js';

/** A tool the loop can run. */
export interface LoopTool<Args = unknown> {
  description: string;
  /** The arguments' schema; the model sees it as JSON Schema, calls are validated against it. */
  inputSchema: z.ZodType<Args>;
  execute(args: Args, options: { signal?: AbortSignal }): unknown | Promise<unknown>;
}

/** What to loop over. */
export interface ToolLoopRequest {
  /** Trace name of the model turns, e.g. 'walk'. */
  step: string;
  system?: string;
  messages: ModelMessage[];
  // biome-ignore lint/suspicious/noExplicitAny: each tool has its own argument type
  tools: Record<string, LoopTool<any>>;
  /** At most this many model turns (GraphWalk: 30). */
  maxTurns: number;
  /** A tool result is cut to about this many characters of JSON (default 8,000). */
  maxResultChars?: number;
  /** The same call (tool and arguments) may be made this many times; one more ends the loop (default 2). */
  maxRepeats?: number;
}

/** How the loop ended. */
export type ToolLoopEnd = 'answered' | 'max-turns' | 'repeated-call';

export interface ToolLoopResult {
  end: ToolLoopEnd;
  /** The model's final text (empty unless it answered). */
  text: string;
  /** Model turns taken. */
  turns: number;
  /** Tool calls made (invalid ones included). */
  toolCalls: number;
  /** The whole conversation, for a follow-up call (e.g. extracting an answer). */
  messages: ModelMessage[];
  usage: Usage;
  /** Why the loop failed, when it did. */
  reason?: string;
}

/** Runs the loop until the model answers or a limit ends it. Throws only fatal GrrafErrors. */
export async function runToolLoop(ctx: LlmContext, request: ToolLoopRequest): Promise<ToolLoopResult> {
  const messages = [...request.messages];
  const schemas = toolSchemas(request.tools);
  const seen = new Map<string, number>();
  let usage: Usage = { inputTokens: 0, outputTokens: 0 };
  let toolCalls = 0;
  for (let turn = 1; turn <= request.maxTurns; turn++) {
    const reply = await complete(ctx, {
      step: request.step,
      ...(request.system === undefined ? {} : { system: request.system }),
      messages,
      tools: schemas,
      turn,
      traceFrom: turn === 1 ? 0 : messages.length - lastToolMessages(messages),
    });
    usage = addUsage(usage, reply.usage);
    messages.push(...reply.responseMessages);
    const done = { turns: turn, toolCalls, messages, usage };
    if (reply.toolCalls.length === 0) return { end: 'answered', text: reply.text, ...done };
    const repeated = reply.toolCalls.find((c) => countCall(seen, c) > (request.maxRepeats ?? 2));
    const results = await Promise.all(reply.toolCalls.map((c) => runCall(ctx, request, c, turn)));
    toolCalls += results.length;
    messages.push({ role: 'tool', content: results });
    if (repeated) {
      const reason = `the model repeated the call ${repeated.tool}(${JSON.stringify(repeated.args)}) more than ${request.maxRepeats ?? 2} times`;
      return { end: 'repeated-call', text: '', reason, ...done, toolCalls };
    }
  }
  const reason = `the model did not answer within ${request.maxTurns} turns`;
  return { end: 'max-turns', text: '', reason, turns: request.maxTurns, toolCalls, messages, usage };
}

/** The tools as the model sees them: schemas only, so the SDK returns calls instead of running them. */
function toolSchemas(tools: ToolLoopRequest['tools']): ToolSet {
  const out: ToolSet = {};
  for (const [name, t] of Object.entries(tools)) {
    out[name] = tool({ description: t.description, inputSchema: t.inputSchema });
  }
  return out;
}

/** How many messages at the end are the last turn's tool results (the new input of this turn). */
function lastToolMessages(messages: ModelMessage[]): number {
  return messages.at(-1)?.role === 'tool' ? 1 : 0;
}

/** Counts a call by tool and canonical arguments; returns how often it has now been made. */
function countCall(seen: Map<string, number>, call: ToolCallRequest): number {
  const key = `${call.tool}\u0000${canonicalJson(call.args)}`;
  const n = (seen.get(key) ?? 0) + 1;
  seen.set(key, n);
  return n;
}

/** Runs one call (or explains why it cannot run), traces it, and returns the message part. */
async function runCall(
  ctx: LlmContext,
  request: ToolLoopRequest,
  call: ToolCallRequest,
  turn: number,
): Promise<ToolResultPart> {
  const started = performance.now();
  const step = toolStep({ name: request.step, tool: call.tool, callId: call.callId, turn, args: call.args });
  let output: ToolResultPart['output'];
  try {
    const value = await execute(ctx, request, call);
    const capped = capResult(value, request.maxResultChars ?? 8000);
    step.result = capped.value;
    if (capped.truncated) step.truncated = capped.truncated;
    output = { type: 'json', value: toJsonValue(capped.value) };
  } catch (e) {
    if (isGrrafError(e) && !e.recoverable) throw e;
    const message = e instanceof Error ? e.message : String(e);
    step.error = { code: isGrrafError(e) ? e.code : 'tool', message };
    output = { type: 'error-text', value: message };
  } finally {
    step.ms = Math.round(performance.now() - started);
  }
  ctx.trace.add(step);
  return { type: 'tool-result', toolCallId: call.callId, toolName: call.tool, output };
}

/** Validates and runs a call; throws a recoverable error the model reads when it cannot. */
async function execute(ctx: LlmContext, request: ToolLoopRequest, call: ToolCallRequest): Promise<unknown> {
  throwIfCancelled(ctx.signal, 'the tool call');
  const tool = Object.hasOwn(request.tools, call.tool) ? request.tools[call.tool] : undefined;
  if (!tool) {
    throw new ToolCallError(
      `there is no tool named "${call.tool}"; the tools are: ${Object.keys(request.tools).join(', ')}`,
    );
  }
  const parsed = tool.inputSchema.safeParse(call.args);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || 'arguments'}: ${i.message}`);
    throw new ToolCallError(`bad arguments for ${call.tool}: ${issues.join('; ')}`);
  }
  if (call.invalid)
    throw new ToolCallError(`the call to ${call.tool} could not be read: ${call.invalid.message}`);
  return tool.execute(parsed.data, ctx.signal ? { signal: ctx.signal } : {});
}

/** A call the model should fix (fed back as the tool's error text). */
class ToolCallError extends Error {}

/** A plain JSON copy (drops undefined, functions, prototypes). */
function toJsonValue(v: unknown): JSONValue {
  return JSON.parse(JSON.stringify(v ?? null)) as JSONValue;
}
