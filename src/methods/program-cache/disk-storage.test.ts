/**
 * REGRESSION (issue 26, items 10 and 11): a damaged cache file (cut short, random bytes, empty,
 * another version) failed every question of its scope, in every later run too; an entry whose
 * code was edited to `answer = 42`, or copied into another scope's file, was reused silently.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diskProgramCache } from './index.js';
import type { CachedProgram } from './program-cache.js';

const PATTERN = 'What is the maximum flow from node {source} to node {target}?';
const QUESTION = 'What is the maximum flow from node 0 to node 1?';
const entry = (code: string, pattern = PATTERN): CachedProgram => ({
  pattern,
  params: pattern === PATTERN ? ['source', 'target'] : [],
  language: 'js',
  code,
  refined: 'Maximum flow value from {source} to {target}',
  answerFormat: 'a number',
  origin: { question: 'What is the maximum flow from node 4 to node 7?', at: '2026-11-24T00:00:00Z' },
});

/** A cache in a new directory, with the warnings it gives. */
async function newCache() {
  const dir = await mkdtemp(join(tmpdir(), 'grraf-cache-'));
  const warnings: string[] = [];
  const cache = diskProgramCache(dir, { onWarning: (m) => warnings.push(m) });
  return { dir, warnings, cache };
}

/** A good file of scope `abc`, written by the cache itself. */
async function goodFileText(): Promise<string> {
  const { dir, cache } = await newCache();
  await cache.store('abc', entry('answer = 3;'));
  return readFile(join(dir, 'abc.json'), 'utf8');
}

describe('a damaged cache file is set aside, and its questions compile again', async () => {
  const good = await goodFileText();
  const damages: [string, string | Buffer, RegExp][] = [
    ['cut short', good.slice(0, Math.floor(good.length / 2)), /not JSON/],
    ['random bytes', randomBytes(512), /not JSON/],
    ['empty', '', /empty/],
    ['another version', good.replace('"version": 2', '"version": 1'), /version 1, not 2/],
    ['a file of another shape', '{"version": 2, "entries": [{"pattern": 3}]}', /entries\.0\.pattern/],
    ['JSON null', 'null', /version undefined/],
  ];
  for (const [what, content, why] of damages) {
    it(what, async () => {
      const { dir, warnings, cache } = await newCache();
      const file = join(dir, 'abc.json');
      await writeFile(file, content);
      const first = await cache.lookup('abc', QUESTION, {});
      expect(first.hit).toBe(false);
      expect(warnings).toEqual([expect.stringMatching(why)]);
      expect(warnings[0]).toContain(file);
      const aside = (await readdir(dir)).filter((f) => f.startsWith('abc.json.damaged-'));
      expect(aside).toHaveLength(1);
      expect(await readFile(join(dir, aside[0]!))).toEqual(Buffer.from(content));
      // The question compiles and stores; this run and the next reuse it.
      if (!first.hit) {
        await first.store(entry('answer = 3;'));
        first.release();
      }
      expect(await cache.lookup('abc', QUESTION, {})).toMatchObject({ hit: true });
      expect(
        await diskProgramCache(dir, { onWarning: (m) => warnings.push(m) }).lookup('abc', QUESTION, {}),
      ).toMatchObject({ hit: true });
      expect(warnings).toHaveLength(1);
    });
  }

  it('a directory where the file should be', async () => {
    const { dir, warnings, cache } = await newCache();
    await mkdir(join(dir, 'abc.json'));
    expect((await cache.lookup('abc', QUESTION, {})).hit).toBe(false);
    expect(warnings).toEqual([expect.stringMatching(/not a regular file.*set aside/)]);
    await cache.store('abc', entry('answer = 3;'));
    expect(await cache.lookup('abc', QUESTION, {})).toMatchObject({ hit: true });
  });
});

describe('an entry is reused only in its own scope, unchanged', () => {
  it('never runs an entry whose code was changed after it was stored', async () => {
    const { dir, warnings, cache } = await newCache();
    await cache.store('abc', entry('answer = maximumFlowValue(G, params.source, params.target);'));
    await cache.store('abc', entry('answer = 1;', 'How many nodes are there?'));
    const file = join(dir, 'abc.json');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace('maximumFlowValue(G, params.source, params.target)', '42'));
    const miss = await cache.lookup('abc', QUESTION, {});
    expect(miss.hit).toBe(false);
    if (!miss.hit) miss.release();
    expect(warnings).toEqual([expect.stringMatching(/"What is the maximum flow .*checksum does not match/)]);
    // The untouched entry of the file is still reused, and said nothing about.
    expect(await cache.lookup('abc', 'How many nodes are there?', {})).toMatchObject({ hit: true });
    expect(warnings).toHaveLength(1);
    // The next store drops the refused entry.
    await cache.store('abc', entry('answer = 5;', 'How many edges are there?'));
    expect(JSON.parse(await readFile(file, 'utf8')).entries.map((e: CachedProgram) => e.pattern)).toEqual([
      'How many edges are there?',
      'How many nodes are there?',
    ]);
  });

  it('never runs an entry copied into another scope’s file, checksum and all', async () => {
    const { dir, warnings, cache } = await newCache();
    await cache.store('undirected', entry('answer = 7;'));
    const from = JSON.parse(await readFile(join(dir, 'undirected.json'), 'utf8'));
    await writeFile(join(dir, 'directed.json'), JSON.stringify(from));
    expect((await cache.lookup('directed', QUESTION, {})).hit).toBe(false);
    expect(warnings).toEqual([
      expect.stringMatching(/stored in scope undirected, not this file's scope directed/),
    ]);
    expect(await cache.lookup('undirected', QUESTION, {})).toMatchObject({ hit: true });
  });

  it('stores each entry with its scope and checksum', async () => {
    const { dir, cache } = await newCache();
    await cache.store('abc', entry('answer = 3;'));
    const [stored] = JSON.parse(await readFile(join(dir, 'abc.json'), 'utf8')).entries;
    expect(stored).toMatchObject({ scope: 'abc', checksum: expect.stringMatching(/^sha256:[0-9a-f]{64}$/) });
  });
});
