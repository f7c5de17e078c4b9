import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diskProgramCache, memoryProgramCache } from './index.js';
import type { CachedProgram } from './program-cache.js';

const PATTERN = 'What is the maximum flow from node {source} to node {target}?';
const entry = (code: string): CachedProgram => ({
  pattern: PATTERN,
  params: ['source', 'target'],
  language: 'js',
  code,
  refined: 'Maximum flow value from {source} to {target}',
  answerFormat: 'a number',
  origin: { question: 'What is the maximum flow from node 4 to node 7?', at: '2026-11-24T00:00:00Z' },
});

describe('ProgramCache', () => {
  it('misses, stores, then finds the program with the new question’s parameters', async () => {
    const cache = memoryProgramCache();
    const q = 'What is the maximum flow from node 2 to node 9?';
    const miss = await cache.lookup('s1', q, { source: 2, target: 9 });
    expect(miss.hit).toBe(false);
    if (!miss.hit) {
      await miss.store(entry('answer = 1;'));
      miss.release();
    }
    const hit = await cache.lookup('s1', q, { source: 2, target: 9 });
    expect(hit).toMatchObject({
      hit: true,
      params: { source: 2, target: 9 },
      entry: { code: 'answer = 1;' },
    });
    // Another scope (another schema shape or language) does not see it.
    expect((await cache.lookup('s2', q, {})).hit).toBe(false);
  });

  it('refuses a match whose values disagree with the parameters the format read', async () => {
    const cache = memoryProgramCache();
    await cache.store('s', entry('answer = 1;'));
    const q = 'What is the maximum flow from node 2 to node 9?';
    expect((await cache.lookup('s', q, { source: 3 })).hit).toBe(false);
  });

  it('lets one of two concurrent misses of a pattern compile; the other waits and hits', async () => {
    const cache = memoryProgramCache();
    const q1 = 'What is the maximum flow from node 2 to node 9?';
    const q2 = 'What is the maximum flow from node 5 to node 1?';
    const first = await cache.lookup('s', q1, { source: 2, target: 9 });
    expect(first.hit).toBe(false);
    let secondDone = false;
    const second = cache.lookup('s', q2, { source: 5, target: 1 }).then((r) => {
      secondDone = true;
      return r;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(secondDone).toBe(false);
    if (!first.hit) {
      await first.store(entry('answer = 2;'));
      first.release();
    }
    const found = await second;
    expect(found).toMatchObject({ hit: true, params: { source: 5, target: 1 } });
    // The wait for the other question's compile is reported, so it is not counted as overhead.
    expect(first.waitedMs).toBeUndefined();
    expect(found.waitedMs).toBeGreaterThanOrEqual(15);
  });

  it('makes a question of another wording wait for the compile in its scope, then reuse what it stored', async () => {
    const cache = memoryProgramCache();
    const first = await cache.lookup('s', 'What is the maximum flow from node 2 to node 9?', {});
    let secondDone = false;
    // Worded differently: its pattern is not the first one's, but the stored program's pattern fits it.
    const second = cache.lookup('s', 'What is the maximum flow from node 4 to node 7?', {}).then((r) => {
      secondDone = true;
      return r;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(secondDone).toBe(false);
    expect(
      (await cache.lookup('other scope', 'What is the maximum flow from node 1 to node 3?', {})).hit,
    ).toBe(false);
    if (!first.hit) {
      await first.store(entry('answer = 2;'));
      first.release();
    }
    expect(await second).toMatchObject({ hit: true, params: { source: 4, target: 7 } });
  });

  it('hands the lease to a waiting question when the first one stored nothing', async () => {
    const cache = memoryProgramCache();
    const q = 'What is the maximum flow from node 2 to node 9?';
    const first = await cache.lookup('s', q, { source: 2, target: 9 });
    const second = cache.lookup('s', q, { source: 2, target: 9 });
    if (!first.hit) first.release();
    const next = await second;
    expect(next.hit).toBe(false);
    if (!next.hit) next.release();
  });
});

describe('diskProgramCache', () => {
  it('keeps entries across cache objects, in a readable file', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'grraf-cache-')), 'programs');
    await diskProgramCache(dir).store('abc123', entry('answer = 3;'));
    const hit = await diskProgramCache(dir).lookup(
      'abc123',
      'What is the maximum flow from node 0 to node 1?',
      {},
    );
    expect(hit).toMatchObject({ hit: true, params: { source: 0, target: 1 } });
    expect(JSON.parse(await readFile(join(dir, 'abc123.json'), 'utf8')).entries[0].code).toBe('answer = 3;');
  });
});
