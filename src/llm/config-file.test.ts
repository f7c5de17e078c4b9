import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfigFile, parseConfig } from './config-file.js';

describe('grraf.config.json', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'grraf-config-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is optional in the working directory but required when named', async () => {
    expect(await loadConfigFile(dir)).toBeUndefined();
    await expect(loadConfigFile(dir, join(dir, 'other.json'))).rejects.toMatchObject({ code: 'not-found' });
  });

  it('reads a valid file', async () => {
    const text = JSON.stringify({
      model: 'ollama:qwen',
      limits: { timeLimitMs: 5000 },
      cassette: { dir: 'tapes' },
    });
    await writeFile(join(dir, 'grraf.config.json'), text);
    expect(await loadConfigFile(dir)).toEqual({
      file: join(dir, 'grraf.config.json'),
      config: { model: 'ollama:qwen', limits: { timeLimitMs: 5000 }, cassette: { dir: 'tapes' } },
    });
  });

  it('names the field of a wrongly typed setting', () => {
    expect(() => parseConfig('{"limits": {"timeLimitMs": "soon"}}', 'c.json')).toThrow(
      expect.objectContaining({ code: 'config', location: { file: 'c.json', field: 'limits.timeLimitMs' } }),
    );
  });

  it('names an unknown field (a typo must not be ignored)', () => {
    expect(() => parseConfig('{"modle": "openai:gpt-4o"}', 'c.json')).toThrow(
      expect.objectContaining({ location: { file: 'c.json', field: 'modle' } }),
    );
  });

  it('bounds the time limit at a day and names a misspelt limit with the one it meant', () => {
    expect(() => parseConfig('{"limits": {"timeLimitMs": 2147484000000}}', 'c.json')).toThrow(
      /c\.json \(field limits\.timeLimitMs\): .*at most 86400000 ms \(24 hours\)/,
    );
    expect(() => parseConfig('{"limits": {"timeMs": 500}}', 'c.json')).toThrow(
      /field limits\.timeMs.*did you mean "timeLimitMs"\?\); the limits are timeLimitMs, maxRetries/,
    );
  });

  it('gives line and column of invalid JSON', () => {
    expect(() => parseConfig('{\n  "model": "x",\n  oops\n}', 'c.json')).toThrow(
      expect.objectContaining({
        code: 'parse',
        location: expect.objectContaining({ file: 'c.json', line: 3 }),
      }),
    );
  });

  it('rejects a bad cassette mode and a base URL that is not a URL', () => {
    expect(() => parseConfig('{"cassette": {"dir": "t", "mode": "rewind"}}', 'c.json')).toThrow(
      expect.objectContaining({ location: { file: 'c.json', field: 'cassette.mode' } }),
    );
    expect(() => parseConfig('{"baseURL": "localhost"}', 'c.json')).toThrow(
      expect.objectContaining({ location: { file: 'c.json', field: 'baseURL' } }),
    );
  });
});
