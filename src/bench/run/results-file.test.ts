import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BenchResult } from '../types.js';
import { ResultsWriter, readResults } from './results-file.js';

const result = (id: string) => ({ id, correct: true }) as unknown as BenchResult;
const line = (id: string) => `${JSON.stringify(result(id))}\n`;

async function fileWith(text: string): Promise<string> {
  const file = join(await mkdtemp(join(tmpdir(), 'grraf-results-')), 'results.jsonl');
  await writeFile(file, text);
  return file;
}

/** Opens, appends `ids`, closes; returns the writer's repair note. */
async function appendAll(file: string, ids: string[]) {
  const w = await ResultsWriter.open(file);
  for (const id of ids) await w.append(result(id));
  await w.close();
  return w.repairedTail;
}

describe('ResultsWriter after a crash (REGRESSION: resume after a torn last line)', () => {
  it('cuts the torn fragment before appending, so no result is lost and later reads work', async () => {
    const torn = line('a') + line('b').slice(0, 9);
    const file = await fileWith(torn);
    expect(await appendAll(file, ['c'])).toEqual({ action: 'cut', bytes: 9, line: 2 });
    expect(await appendAll(file, ['d'])).toBeUndefined();
    expect(await readResults(file)).toEqual({
      results: ['a', 'c', 'd'].map(result),
      tornLines: 0,
      duplicates: 0,
    });
    expect(await readFile(file, 'utf8')).toBe(line('a') + line('c') + line('d'));
  });

  it('keeps a whole record that only lost its newline', async () => {
    const file = await fileWith(line('a') + line('b').trimEnd());
    expect(await appendAll(file, ['c'])).toEqual({ action: 'terminated', bytes: 0, line: 2 });
    expect((await readResults(file)).results).toEqual(['a', 'b', 'c'].map(result));
  });

  it('cuts a file that is one fragment, and a fragment longer than one read chunk', async () => {
    const one = await fileWith('{"id":"x",');
    expect(await appendAll(one, ['a'])).toEqual({ action: 'cut', bytes: 10, line: 1 });
    expect(await readFile(one, 'utf8')).toBe(line('a'));
    const long = `{"id":"y","note":"${'n'.repeat(200_000)}`;
    const file = await fileWith(line('a') + line('b') + long);
    expect(await appendAll(file, ['c'])).toEqual({ action: 'cut', bytes: long.length, line: 3 });
    expect((await readResults(file)).results).toEqual(['a', 'b', 'c'].map(result));
  });

  it('leaves a clean or empty file as it is', async () => {
    const file = await fileWith(line('a'));
    expect(await appendAll(file, ['b'])).toBeUndefined();
    expect(await readFile(file, 'utf8')).toBe(line('a') + line('b'));
    const empty = await fileWith('');
    expect(await appendAll(empty, ['a'])).toBeUndefined();
  });
});

describe('readResults', () => {
  it('drops a torn last line, with a count', async () => {
    const file = await fileWith(`${line('a')}${line('b')}{"id":`);
    expect(await readResults(file)).toEqual({ results: ['a', 'b'].map(result), tornLines: 1, duplicates: 0 });
  });

  it('recovers the record an older writer glued to a fragment, counting the fragment as torn', async () => {
    const glued = `${line('a').slice(0, 12)}${line('b')}`;
    const file = await fileWith(line('x') + glued + line('c'));
    expect(await readResults(file)).toEqual({
      results: ['x', 'b', 'c'].map(result),
      tornLines: 1,
      duplicates: 0,
    });
  });

  it('refuses a corrupt line that is not the last, naming it', async () => {
    const file = await fileWith(`${line('a')}{"id":\n${line('b')}`);
    await expect(readResults(file)).rejects.toMatchObject({ code: 'parse', location: { line: 2 } });
    const notObject = await fileWith(`${line('a')}42\n${line('b')}`);
    await expect(readResults(notObject)).rejects.toMatchObject({ code: 'parse', location: { line: 2 } });
  });
});
