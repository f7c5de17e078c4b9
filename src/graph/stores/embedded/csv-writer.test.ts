import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Cell, writeCsv } from './csv-writer.js';

const root = mkdtempSync(join(tmpdir(), 'grraf-csv-writer-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let files = 0;

/** The CSV text of `rows` as RFC 4180 spells it (the oracle the byte writer must match). */
function expected(names: string[], rows: Cell[][]): string {
  const field = (v: Cell): string => {
    if (v === null) return '';
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    const text = Array.isArray(v) ? `[${v.join(',')}]` : v;
    return `"${text.replaceAll('"', '""')}"`;
  };
  return [names.map(field), ...rows.map((r) => r.map(field))].map((r) => `${r.join(',')}\n`).join('');
}

async function written(names: string[], rows: Cell[][]): Promise<{ outcome: string; text: string }> {
  const file = join(root, `t${files++}.csv`);
  const cells = names.map((_, k) => (i: number) => rows[i]![k]!);
  const outcome = await writeCsv(file, names, rows.length, cells);
  return { outcome, text: readFileSync(file, 'utf8') };
}

describe('writeCsv', () => {
  it('writes numbers, booleans, nulls, quoted text and label lists as RFC 4180 CSV', async () => {
    const rows: Cell[][] = [
      [0, -0, 7, -7, 1234567890123, 2 ** 53 - 1, -(2 ** 53 - 1)],
      [0.5, -1.25, 1e21, 2 ** 60, 1e-7, Number.MAX_VALUE, -Number.MIN_VALUE],
      [true, false, null, 'say "hi", twice', 'ünïcödé ✓ 𝄞', ['A', 'B'], []],
      [10, 100, 1000, 99, 999, 9, 1e15],
      [2 ** 31 - 1, 2 ** 31, -(2 ** 31), 999_999_999, 1_000_000_000, 99_999, 100_000],
    ];
    const names = ['a', 'b', 'c', 'd "quoted"', 'e', 'f', 'g'];
    expect(await written(names, rows)).toEqual({ outcome: 'plain', text: expected(names, rows) });
  });

  it('says multiline when a field holds a line break, and unsafe for an empty string or a list-like label', async () => {
    expect((await written(['x'], [['one'], ['two\nlines']])).outcome).toBe('multiline');
    expect((await written(['x'], [['cr\r']])).outcome).toBe('multiline');
    expect((await written(['x'], [['a'], ['']])).outcome).toBe('unsafe');
    expect((await written(['x'], [[['ok', 'not,ok']]])).outcome).toBe('unsafe');
  });

  it('keeps rows whole and in order across its 1 MiB chunks, and fields longer than a chunk', async () => {
    const long = `${'é'.repeat(700_000)}"${'x'.repeat(300_000)}`;
    const rows: Cell[][] = [];
    for (let i = 0; i < 150_000; i++) rows.push([i * 7919, i % 3 === 0 ? 'text, more' : i / 3]);
    rows.splice(70_000, 0, [1, long], [2, long]);
    rows.push([3, long]);
    const names = ['n', 's'];
    const { outcome, text } = await written(names, rows);
    expect(outcome).toBe('plain');
    expect(text.length).toBeGreaterThan(3 * 2 ** 20);
    expect(text).toBe(expected(names, rows));
  });
});
