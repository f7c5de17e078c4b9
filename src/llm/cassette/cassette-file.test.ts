import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CASSETTE_VERSION, type CassetteEntry, readEntries, writeEntry } from './cassette-file.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'grraf-cassette-file-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const entry = (occurrence: number): CassetteEntry => ({
  version: CASSETTE_VERSION,
  key: 'a'.repeat(64),
  occurrence,
  modelId: 'm',
  recordedWith: 'test',
  recordedAt: '2026-01-01T00:00:00.000Z',
  usage: { inputTokens: 1, outputTokens: 1 },
  promptLines: ['[user]', 'hi'],
  responseText: 'hello',
  request: { modelId: 'm', prompt: [], tools: [], settings: {} },
  response: {
    content: [{ type: 'text', text: 'hello' }],
    finishReason: { unified: 'stop', raw: 'stop' },
    usage: {
      inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
      outputTokens: { total: 1, text: 1, reasoning: undefined },
    },
  },
});

describe('cassette files', () => {
  it('writes one file per exchange, leaving no temporary files, and reads them back', async () => {
    await writeEntry(dir, entry(0));
    await writeEntry(dir, entry(1));
    expect((await readdir(dir)).sort()).toEqual(['aaaaaaaaaaaaaaaa-0.json', 'aaaaaaaaaaaaaaaa-1.json']);
    expect((await readEntries(dir)).map((e) => e.occurrence)).toEqual([0, 1]);
  });

  it('reads a missing directory as an empty cassette', async () => {
    expect(await readEntries(join(dir, 'none'))).toEqual([]);
  });

  it('names the file and field of a corrupt recording', async () => {
    await writeFile(join(dir, 'bad.json'), '{"version": 1, "key": "nope"}');
    await expect(readEntries(dir)).rejects.toMatchObject({
      code: 'validation',
      location: { file: join(dir, 'bad.json'), field: 'key' },
    });
    await writeFile(join(dir, 'bad.json'), '{"version": ');
    await expect(readEntries(dir)).rejects.toMatchObject({
      code: 'parse',
      location: { file: join(dir, 'bad.json') },
    });
  });
});
