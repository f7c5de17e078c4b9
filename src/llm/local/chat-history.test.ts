import { describe, expect, it } from 'vitest';
import { toLlamaConversation } from './chat-history.js';

describe('toLlamaConversation', () => {
  it('keeps system and earlier turns as history and the last user message as the prompt', () => {
    expect(
      toLlamaConversation([
        { role: 'system', content: 'You write JavaScript.' },
        { role: 'user', content: [{ type: 'text', text: 'Count nodes.' }] },
        { role: 'assistant', content: [{ type: 'text', text: 'answer = G.order;' }] },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'It threw: ' },
            { type: 'text', text: 'G is undefined' },
          ],
        },
      ]),
    ).toEqual({
      history: [
        { type: 'system', text: 'You write JavaScript.' },
        { type: 'user', text: 'Count nodes.' },
        { type: 'model', response: ['answer = G.order;'] },
      ],
      prompt: 'It threw: G is undefined',
    });
  });

  it('merges consecutive user messages', () => {
    const { history, prompt } = toLlamaConversation([
      { role: 'user', content: [{ type: 'text', text: 'a' }] },
      { role: 'user', content: [{ type: 'text', text: 'b' }] },
    ]);
    expect(history).toEqual([]);
    expect(prompt).toBe('a\n\nb');
  });

  it('rejects tool results and conversations not ending with the user', () => {
    expect(() =>
      toLlamaConversation([
        { role: 'user', content: [{ type: 'text', text: 'a' }] },
        {
          role: 'tool',
          content: [
            { type: 'tool-result', toolCallId: '1', toolName: 't', output: { type: 'text', value: 'x' } },
          ],
        },
      ]),
    ).toThrow(
      expect.objectContaining({ code: 'unsupported', message: expect.stringContaining('tool results') }),
    );
    expect(() =>
      toLlamaConversation([
        { role: 'user', content: [{ type: 'text', text: 'a' }] },
        { role: 'assistant', content: [{ type: 'text', text: 'b' }] },
      ]),
    ).toThrow(/end with a user message/);
  });
});
