/**
 * The replay key of a model call: a stable hash of model id, messages, tools and settings.
 * Volatile fields are removed first — the abort signal, HTTP headers, grraf's own labels
 * (step/question), raw-chunk flags — and tool-call ids are renumbered in order of appearance,
 * since providers and the SDK mint fresh random ids on every run.
 */
import type { LanguageModelV3CallOptions, LanguageModelV3Prompt } from '@ai-sdk/provider';
import { GRRAF_OPTIONS_KEY } from '../call-meta.js';
import { canonicalize, stableHash } from './canonical-json.js';

/** The part of a call that decides its answer, in canonical form. */
export interface CassetteRequest {
  modelId: string;
  prompt: unknown;
  tools: unknown;
  settings: Record<string, unknown>;
}

/** Extracts the key-relevant, non-volatile part of a call. */
export function cassetteRequest(modelId: string, params: LanguageModelV3CallOptions): CassetteRequest {
  const {
    prompt,
    tools,
    abortSignal: _signal,
    headers: _headers,
    includeRawChunks: _raw,
    providerOptions,
    ...settings
  } = params;
  const otherOptions = { ...(providerOptions ?? {}) };
  delete otherOptions[GRRAF_OPTIONS_KEY];
  if (Object.keys(otherOptions).length > 0)
    (settings as Record<string, unknown>).providerOptions = otherOptions;
  return {
    modelId,
    prompt: canonicalize(renumberToolCallIds(prompt)),
    tools: canonicalize(tools ?? []),
    settings: canonicalize(settings) as Record<string, unknown>,
  };
}

/** The replay key (hex SHA-256) of a request. */
export function cassetteKey(request: CassetteRequest): string {
  return stableHash(request);
}

/** Replaces tool-call ids by `call-0`, `call-1`, … in order of first appearance. */
function renumberToolCallIds(prompt: LanguageModelV3Prompt): LanguageModelV3Prompt {
  const ids = new Map<string, string>();
  const rename = (id: string) => {
    if (!ids.has(id)) ids.set(id, `call-${ids.size}`);
    return ids.get(id)!;
  };
  return prompt.map((message) => {
    if (message.role === 'system') return message;
    const content = message.content.map((part) =>
      'toolCallId' in part ? { ...part, toolCallId: rename(part.toolCallId) } : part,
    );
    return { ...message, content } as typeof message;
  });
}
