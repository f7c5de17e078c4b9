import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isGrrafError } from '../../../errors.js';
import { mulberry32 } from '../../../util/mulberry32.js';
import { DEFAULT_WORDLIST, englishWords, NonWordSource, parseWordList } from './non-words.js';

const dir = mkdtempSync(join(tmpdir(), 'grraf-words-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('non-words', () => {
  it('never returns a listed word, never repeats a name ignoring case, and writes the asked case', () => {
    // Ban the first names an identically seeded source gives: this source must skip them all.
    const probe = new NonWordSource(mulberry32(5), new Set());
    const firstNames = Array.from({ length: 200 }, () => probe.next());
    const banned = new Set(firstNames.slice(0, 100));
    const source = new NonWordSource(mulberry32(5), banned);
    const cases = ['lower', 'capitalized', 'upper'] as const;
    const names = Array.from({ length: 600 }, (_, i) => source.next(cases[i % 3]));
    const folded = names.map((n) => n.toLowerCase());
    expect(folded.some((n) => banned.has(n))).toBe(false);
    expect(new Set(folded).size).toBe(names.length);
    for (const [i, n] of names.entries()) {
      expect(n).toMatch(/^[A-Za-z]{4,8}$/);
      if (i % 3 === 0) expect(n).toBe(n.toLowerCase());
      if (i % 3 === 1) expect(n).toBe(n[0]!.toUpperCase() + n.slice(1).toLowerCase());
      if (i % 3 === 2) expect(n).toBe(n.toUpperCase());
    }
  });

  it('is reproducible from its seed', () => {
    const a = new NonWordSource(mulberry32(9), new Set());
    const b = new NonWordSource(mulberry32(9), new Set());
    const c = new NonWordSource(mulberry32(10), new Set());
    const take = (s: NonWordSource) => Array.from({ length: 20 }, () => s.next());
    const first = take(a);
    expect(take(b)).toEqual(first);
    expect(take(c)).not.toEqual(first);
  });

  it('folds case and possessives when reading a word list', () => {
    expect([...parseWordList("Apple\napple's\nAA's\n\n  zebra \n")]).toEqual(['apple', 'aa', 'zebra']);
  });

  it('reads the file GRRAF_WORDLIST names, before the default list', () => {
    const file = join(dir, 'words.txt');
    writeFileSync(file, 'Cevaz\nbexame\n');
    const words = englishWords({ GRRAF_WORDLIST: file }, join(dir, 'absent'));
    expect([...words]).toEqual(['cevaz', 'bexame']);
  });

  it('says what to install when no word list exists', () => {
    const err = (() => {
      try {
        return englishWords({}, join(dir, 'no-such-words'));
      } catch (e) {
        return e;
      }
    })();
    expect(isGrrafError(err, 'config')).toBe(true);
    expect((err as Error).message).toMatch(/word-list/);
    expect((err as Error).message).toMatch(/GRRAF_WORDLIST/);
    const named = (() => {
      try {
        return englishWords({ GRRAF_WORDLIST: join(dir, 'missing.txt') });
      } catch (e) {
        return e;
      }
    })();
    expect(isGrrafError(named, 'config')).toBe(true);
    expect((named as Error).message).toMatch(/missing\.txt/);
  });

  it('makes names that are not in the default word list, which ships with the package', () => {
    const words = englishWords({}, DEFAULT_WORDLIST);
    expect(words.size).toBeGreaterThan(200_000);
    expect(words.has('apple')).toBe(true);
    const source = new NonWordSource(mulberry32(1), words);
    for (let i = 0; i < 2000; i++) expect(words.has(source.next().toLowerCase())).toBe(false);
  });
});
