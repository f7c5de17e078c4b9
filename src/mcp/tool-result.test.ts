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

  it('when not even the first item fits, sends it with its longest strings cut instead of nothing', () => {
    const node = { id: 1, labels: ['Doc'], properties: { title: 'short', body: 'b'.repeat(10_000) } };
    const result = jsonResult([node, node], 500);
    const value = JSON.parse(text(result, 0)) as { items: (typeof node)[] };
    expect(value.items).toHaveLength(1);
    const kept = value.items[0]!;
    expect(kept).toMatchObject({ id: 1, labels: ['Doc'], properties: { title: 'short' } });
    expect(kept.properties.body).toMatch(/^b+…$/);
    expect(JSON.stringify(value.items).length).toBeLessThanOrEqual(500);
    expect(text(result, 1)).toMatch(
      /^Result cut: showing 1 of 2 items, its strings cut to \d+ characters; narrow the call to see the rest\.$/,
    );
    // An item too large even with its strings cut (many small values) is sent as the start of its JSON.
    const wide = [Array.from({ length: 5000 }, (_, i) => i)];
    const partial = JSON.parse(text(jsonResult(wide, 300), 0)) as { items: { partial: string }[] };
    expect(partial.items[0]!.partial).toBe(
      JSON.stringify(wide[0]).slice(0, partial.items[0]!.partial.length),
    );
    expect(JSON.stringify(partial.items).length).toBeLessThanOrEqual(300);
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
