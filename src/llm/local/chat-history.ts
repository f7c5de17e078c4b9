/**
 * Converts an AI SDK prompt into node-llama-cpp's chat history plus the final user message
 * (LlamaChatSession.prompt() appends that message itself). Text only: tool calls and files have
 * no equivalent here, and are rejected with a GrrafError('unsupported').
 */
import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import { GrrafError } from '../../errors.js';

/** node-llama-cpp's ChatHistoryItem, reduced to the text forms grraf produces. */
export type LlamaChatHistoryItem =
  | { type: 'system'; text: string }
  | { type: 'user'; text: string }
  | { type: 'model'; response: string[] };

/** History before the last user message, and that message. */
export interface LlamaConversation {
  history: LlamaChatHistoryItem[];
  prompt: string;
}

/** Splits `prompt` into history + last user text; adjacent messages of one role are merged. */
export function toLlamaConversation(prompt: LanguageModelV3Prompt): LlamaConversation {
  const history: LlamaChatHistoryItem[] = [];
  for (const message of prompt) {
    if (message.role === 'system') {
      history.push({ type: 'system', text: message.content });
      continue;
    }
    if (message.role === 'tool') throw unsupported('tool results');
    const text = message.content
      .map((part) => {
        if (part.type === 'text') return part.text;
        if (part.type === 'reasoning') return '';
        throw unsupported(`${part.type} parts`);
      })
      .join('');
    const last = history.at(-1);
    if (message.role === 'user') {
      if (last?.type === 'user') last.text += `\n\n${text}`;
      else history.push({ type: 'user', text });
    } else if (last?.type === 'model') last.response.push(text);
    else history.push({ type: 'model', response: [text] });
  }
  const final = history.pop();
  if (final?.type !== 'user') {
    throw new GrrafError('unsupported', 'the local model needs the conversation to end with a user message');
  }
  return { history, prompt: final.text };
}

function unsupported(what: string): GrrafError {
  return new GrrafError(
    'unsupported',
    `the local GGUF model (node-llama-cpp) takes text conversations only; this prompt has ${what}. ` +
      'Use a hosted or OpenAI-compatible model for tool calling.',
  );
}
