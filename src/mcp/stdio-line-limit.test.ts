import { describe, expect, it } from 'vitest';
import { type OversizedMessage, StdioLineLimit } from './stdio-line-limit.js';

/** What the limit passes and drops for `input`, written in pieces of `size` bytes. */
async function run(maxBytes: number, input: string, size: number) {
  const dropped: OversizedMessage[] = [];
  const limit = new StdioLineLimit(maxBytes, (m) => dropped.push(m));
  const out: Buffer[] = [];
  limit.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => limit.on('end', resolve));
  for (let i = 0; i < input.length; i += size) limit.write(input.slice(i, i + size));
  limit.end();
  await ended;
  return { passed: out.map((b) => b.toString('utf8')), dropped };
}

describe('StdioLineLimit', () => {
  it('passes whole lines up to the limit and drops longer ones, whatever the pieces', async () => {
    const ok = `{"id":1,"p":"${'a'.repeat(10)}"}`; // 23 bytes: the limit
    const over = `{"p":"${'b'.repeat(40)}","id":"x"}`;
    const notification = `{"method":"n","params":"${'c'.repeat(30)}"}`;
    const input = `${ok}\n${over}\n\n${ok}\n${notification}\n`;
    for (const size of [1, 5, 64, 4096]) {
      const { passed, dropped } = await run(ok.length, input, size);
      expect(passed.join('')).toBe(`${ok}\n\n${ok}\n`);
      expect(passed.every((p) => p.endsWith('\n'))).toBe(true);
      expect(dropped).toEqual([
        { id: 'x', bytes: over.length },
        { id: undefined, bytes: notification.length },
      ]);
    }
  });

  it('reports a line over the limit cut off by the end of input', async () => {
    const cut = `{"id":7,"p":"${'z'.repeat(20)}"`;
    const { passed, dropped } = await run(10, cut, 4);
    expect(passed).toEqual([]);
    expect(dropped).toEqual([{ id: 7, bytes: cut.length }]);
  });
});
