import { describe, expect, it } from 'vitest';
import { GrrafError } from '../errors.js';
import { errorResult, jsonResult, toolCall } from './tool-result.js';

const text = (r: { content: unknown[] }, i: number) => (r.content[i] as { text: string }).text;

describe('tool results', () => {
  it('sends a value as JSON, and a value too large as its leading items with a note', () => {
    expect(jsonResult({ a: 1 }, 100).content).toEqual([{ type: 'text', text: '{"a":1}' }]);
    const items = Array.from({ length: 50 }, (_, i) => `item-${i}`);
    const cut = jsonResult(items, 200, ['Earlier note.']);
    const value = JSON.parse(text(cut, 0)) as { items: string[] };
    expect(value.items).toEqual(items.slice(0, value.items.length));
    expect(JSON.stringify(value.items).length).toBeLessThanOrEqual(200);
    expect(text(cut, 1)).toBe('Earlier note.');
    expect(text(cut, 2)).toBe(
      `Result cut: showing ${value.items.length} of 50 items; narrow the call to see the rest.`,
    );
  });

  it('turns what a tool throws into one error line, located for a GrrafError', async () => {
    const located = new GrrafError('parse', 'bad weight', { file: 'g.txt', line: 3 });
    expect(errorResult(located)).toEqual({
      isError: true,
      content: [{ type: 'text', text: 'parse error: g.txt:3: bad weight' }],
    });
    expect(
      await toolCall(async () => {
        throw new TypeError('x is undefined');
      }),
    ).toMatchObject({ isError: true, content: [{ text: 'unexpected error: x is undefined' }] });
  });
});
