/**
 * A scripted model for tests, built on the AI SDK's MockLanguageModelV3.
 *
 *   const model = scriptedModel([
 *     { text: 'first answer', usage: { inputTokens: 12, outputTokens: 3 } },
 *     { match: /template/, text: 'answer to any prompt mentioning "template"' },
 *     { toolCalls: [{ toolName: 'neighbors', input: { node: 1 } }] },
 *   ]);
 *
 * On each call the first unused entry whose `match` fits the prompt wins; entries without `match`
 * are used in order for the calls no matcher claims. `repeat: true` keeps an entry for reuse.
 * The model records every prompt it saw (`model.prompts`) and throws a GrrafError('model')
 * quoting the prompt when the script has nothing left for it.
 */
import type {
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3GenerateResult,
} from '@ai-sdk/provider';
import { MockLanguageModelV3 } from 'ai/test';
import { GrrafError } from '../../errors.js';
import type { Usage } from '../../trace/trace.js';
import { promptText } from './prompt-text.js';

/** A tool call the scripted model makes. `input` is JSON-encoded; `rawInput` is sent verbatim. */
export interface ScriptedToolCall {
  toolName: string;
  input?: unknown;
  rawInput?: string;
  id?: string;
}

/** One scripted answer. */
export interface ScriptedResponse {
  /** Answer only prompts whose text matches (regex or predicate); unset answers in order. */
  match?: RegExp | ((prompt: string, call: LanguageModelV3CallOptions) => boolean);
  text?: string;
  toolCalls?: ScriptedToolCall[];
  /** Defaults to a count of words and punctuation marks of the prompt and the answer. */
  usage?: Usage;
  /** Throw this instead of answering (e.g. an APICallError to exercise retries). */
  error?: unknown;
  /** Keep the entry after use. */
  repeat?: boolean;
}

/** The mock model, with the prompts it saw. */
export interface ScriptedModel extends MockLanguageModelV3 {
  /** Each call's prompt as text (`[role] content` lines). */
  readonly prompts: string[];
  /** Script entries not used yet. */
  remaining(): number;
}

/** A mock LanguageModel answering from `script`. */
export function scriptedModel(script: ScriptedResponse[], options: { modelId?: string } = {}): ScriptedModel {
  const unused = [...script];
  const prompts: string[] = [];
  const model = new MockLanguageModelV3({
    provider: 'scripted',
    modelId: options.modelId ?? 'scripted',
    doGenerate: async (call) => {
      const text = promptText(call.prompt);
      prompts.push(text);
      const index = pick(unused, text, call);
      if (index < 0) {
        throw new GrrafError(
          'model',
          `scripted model: no scripted response left for call ${prompts.length}; it was asked:\n${text}`,
          { details: { prompt: text, call: prompts.length } },
        );
      }
      const entry = unused[index]!;
      if (!entry.repeat) unused.splice(index, 1);
      if (entry.error !== undefined) throw entry.error;
      return answer(entry, text, prompts.length);
    },
  });
  return Object.assign(model, { prompts, remaining: () => unused.length });
}

function pick(unused: ScriptedResponse[], text: string, call: LanguageModelV3CallOptions): number {
  const matched = unused.findIndex(
    (e) =>
      e.match !== undefined && (typeof e.match === 'function' ? e.match(text, call) : e.match.test(text)),
  );
  return matched >= 0 ? matched : unused.findIndex((e) => e.match === undefined);
}

function answer(entry: ScriptedResponse, prompt: string, callNumber: number): LanguageModelV3GenerateResult {
  const content: LanguageModelV3Content[] = [];
  if (entry.text !== undefined) content.push({ type: 'text', text: entry.text });
  (entry.toolCalls ?? []).forEach((call, i) => {
    content.push({
      type: 'tool-call',
      toolCallId: call.id ?? `scripted-${callNumber}-${i}`,
      toolName: call.toolName,
      input: call.rawInput ?? JSON.stringify(call.input ?? {}),
    });
  });
  const usage = entry.usage ?? {
    inputTokens: countTokens(prompt),
    outputTokens: countTokens(entry.text ?? ''),
  };
  return {
    content,
    finishReason: { unified: entry.toolCalls?.length ? 'tool-calls' : 'stop', raw: undefined },
    usage: {
      inputTokens: {
        total: usage.inputTokens,
        noCache: usage.inputTokens,
        cacheRead: undefined,
        cacheWrite: undefined,
      },
      outputTokens: { total: usage.outputTokens, text: usage.outputTokens, reasoning: undefined },
    },
    warnings: [],
  };
}

/** Words and punctuation marks, the approximation llm-bridge also uses. */
export function countTokens(text: string): number {
  return text.match(/[\p{L}\p{N}_]+|[^\s\p{L}\p{N}_]/gu)?.length ?? 0;
}
