import { generateText } from 'ai';
import { describe, expect, it } from 'vitest';
import { isGrrafError } from '../../errors.js';
import { countTokens, scriptedModel } from './scripted-model.js';

const ask = (model: ReturnType<typeof scriptedModel>, prompt: string) =>
  generateText({ model, prompt, maxRetries: 0 }).then((r) => r.text);

describe('scriptedModel', () => {
  it('answers plain entries in order and lets matchers claim their prompts first', async () => {
    const model = scriptedModel([{ text: 'one' }, { match: /template/, text: 'T' }, { text: 'two' }]);
    expect(await ask(model, 'give me the template')).toBe('T');
    expect(await ask(model, 'a')).toBe('one');
    expect(await ask(model, 'b')).toBe('two');
    expect(model.prompts).toEqual(['[user] give me the template', '[user] a', '[user] b']);
    expect(model.remaining()).toBe(0);
  });

  it('accepts predicate matchers and reusable entries', async () => {
    const model = scriptedModel([{ match: (p) => p.includes('again'), text: 'same', repeat: true }]);
    expect([await ask(model, 'again'), await ask(model, 'and again')]).toEqual(['same', 'same']);
    expect(model.remaining()).toBe(1);
  });

  it('reports what it was asked when the script has nothing left', async () => {
    const model = scriptedModel([{ match: /never/, text: 'x' }]);
    const error = await ask(model, 'an unexpected question').catch((e) => e);
    expect(isGrrafError(error, 'model')).toBe(true);
    expect(error.message).toContain('call 1');
    expect(error.message).toContain('an unexpected question');
  });

  it('returns tool calls, scripted usage, and approximates usage when none is given', async () => {
    const model = scriptedModel([
      {
        toolCalls: [{ toolName: 'find', input: { label: 'Cevaz' } }],
        usage: { inputTokens: 7, outputTokens: 3 },
      },
      { text: 'three words here' },
    ]);
    const first = await generateText({ model, prompt: 'go', maxRetries: 0 });
    expect(first.toolCalls).toEqual([
      expect.objectContaining({ toolName: 'find', input: { label: 'Cevaz' } }),
    ]);
    expect(first.usage).toMatchObject({ inputTokens: 7, outputTokens: 3 });
    const second = await generateText({ model, prompt: 'hello, world', maxRetries: 0 });
    expect(second.usage).toMatchObject({ inputTokens: countTokens('[user] hello, world'), outputTokens: 3 });
  });

  it('counts words and punctuation marks as tokens', () => {
    expect(countTokens('answer = G.order;')).toBe(6);
    expect(countTokens('')).toBe(0);
  });
});
