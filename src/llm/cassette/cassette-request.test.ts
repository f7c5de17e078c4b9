import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { callMeta } from '../call-meta.js';
import { cassetteKey, cassetteRequest } from './cassette-request.js';

const base = (): LanguageModelV3CallOptions => ({
  prompt: [
    { role: 'system', content: 'sys' },
    { role: 'user', content: [{ type: 'text', text: 'hello' }] },
    {
      role: 'assistant',
      content: [{ type: 'tool-call', toolCallId: 'abc123', toolName: 't', input: { a: 1 } }],
    },
    {
      role: 'tool',
      content: [
        { type: 'tool-result', toolCallId: 'abc123', toolName: 't', output: { type: 'json', value: 2 } },
      ],
    },
  ],
  temperature: 0,
  tools: [
    { type: 'function', name: 't', inputSchema: { type: 'object', properties: { a: { type: 'number' } } } },
  ],
});
const key = (p: LanguageModelV3CallOptions, model = 'm') => cassetteKey(cassetteRequest(model, p));

describe('cassette key', () => {
  it('ignores volatile fields: labels, abort signal, headers, tool-call ids, key order', () => {
    const reference = key(base());
    const varied = base();
    varied.providerOptions = callMeta({ step: 'refine', question: 'q9' });
    varied.abortSignal = new AbortController().signal;
    varied.headers = { 'x-request-id': 'r1' };
    const assistant = varied.prompt[2]!;
    const tool = varied.prompt[3]!;
    if (assistant.role === 'assistant' && assistant.content[0]?.type === 'tool-call') {
      assistant.content[0].toolCallId = 'zzz';
    }
    if (tool.role === 'tool' && tool.content[0]?.type === 'tool-result') tool.content[0].toolCallId = 'zzz';
    varied.tools = [
      { inputSchema: { properties: { a: { type: 'number' } }, type: 'object' }, name: 't', type: 'function' },
    ];
    expect(key(varied)).toBe(reference);
  });

  it('changes with the model, a message, a setting, the tools or other provider options', () => {
    const reference = key(base());
    const changed = [
      key(base(), 'other-model'),
      key({ ...base(), temperature: 0.7 }),
      key({ ...base(), tools: [] }),
      key({ ...base(), providerOptions: { openai: { reasoningEffort: 'low' } } }),
      key({ ...base(), prompt: [{ role: 'system', content: 'sys!' }, ...base().prompt.slice(1)] }),
    ];
    for (const k of changed) expect(k).not.toBe(reference);
    expect(new Set(changed).size).toBe(changed.length);
  });
});
