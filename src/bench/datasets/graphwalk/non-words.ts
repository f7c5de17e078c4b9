/**
 * Random names that mean nothing: GraphWalk's labels, relationship types, property keys and
 * string values are 4–8 letter strings checked against an English word list, so a model cannot
 * lean on what a name means (paper §4.1, appendix B). Names alternate consonants and vowels
 * most of the time, so they read like the paper's examples (Cevaz, EPUQOSS, bexame).
 */
import { existsSync, readFileSync } from 'node:fs';
import wordListPath from 'word-list';
import { GrrafError } from '../../../errors.js';
import { type Rng, randInt } from '../../../util/mulberry32.js';

/**
 * The npm package `word-list` (about 274,000 English words), read when GRRAF_WORDLIST names no
 * other file. A package, not a system list such as /usr/share/dict/words, so a fresh machine
 * generates the same names as any other.
 */
export const DEFAULT_WORDLIST: string = wordListPath;

const VOWELS = 'aeiou';
const CONSONANTS = 'bcdfghjklmnpqrstvwxyz';
/** After a consonant a vowel follows this often, after a vowel a consonant this often. */
const VOWEL_AFTER_CONSONANT = 0.75;
const CONSONANT_AFTER_VOWEL = 0.8;
/** Attempts per name before giving up (the space of 4–8 letter strings is vast, so this never binds). */
const MAX_TRIES = 10_000;

const cache = new Map<string, ReadonlySet<string>>();

/**
 * The English words of `GRRAF_WORDLIST` (or the `word-list` package's list), lower-cased, read
 * once. A missing file is a 'config' error naming it.
 */
export function englishWords(
  env: NodeJS.ProcessEnv = process.env,
  defaultPath = DEFAULT_WORDLIST,
): ReadonlySet<string> {
  const path = env.GRRAF_WORDLIST || defaultPath;
  const cached = cache.get(path);
  if (cached) return cached;
  if (!existsSync(path)) {
    const why = env.GRRAF_WORDLIST
      ? 'the word list named by GRRAF_WORDLIST does not exist'
      : 'the English word list of the npm package "word-list" is missing (reinstall grraf\'s dependencies with `npm ci`, or set GRRAF_WORDLIST to a file with one word per line)';
    throw new GrrafError('config', `${why}; GraphWalk names are checked against it`, {
      file: path,
      field: 'GRRAF_WORDLIST',
    });
  }
  const words = parseWordList(readFileSync(path, 'utf8'));
  if (words.size === 0) {
    throw new GrrafError('config', 'the English word list is empty', { file: path, field: 'GRRAF_WORDLIST' });
  }
  cache.set(path, words);
  return words;
}

/** One word a line; case and possessive forms ("AA's") fold into the lower-case stem. */
export function parseWordList(text: string): ReadonlySet<string> {
  const words = new Set<string>();
  for (const line of text.split('\n')) {
    const w = line.trim().toLowerCase().replace(/'s$/, '');
    if (w !== '') words.add(w);
  }
  return words;
}

/** How a name is written: type names upper-case, labels capitalized, keys and values lower-case. */
export type NameCase = 'lower' | 'capitalized' | 'upper';

/** A seeded source of distinct non-words (distinct ignoring case). */
export class NonWordSource {
  private readonly used = new Set<string>();

  constructor(
    private readonly rng: Rng,
    private readonly words: ReadonlySet<string>,
  ) {}

  /** A fresh 4–8 letter non-word in the given case, never returned before by this source. */
  next(letterCase: NameCase = 'lower'): string {
    for (let i = 0; i < MAX_TRIES; i++) {
      const name = this.candidate();
      if (this.words.has(name) || this.used.has(name)) continue;
      this.used.add(name);
      return applyCase(name, letterCase);
    }
    throw new GrrafError('validation', `no new non-word found after ${MAX_TRIES} tries`, {
      details: { used: this.used.size },
    });
  }

  /** A lower-case pronounceable-ish string of 4–8 letters. */
  private candidate(): string {
    const length = randInt(this.rng, 4, 8);
    let vowel = this.rng() < 0.3;
    let out = '';
    for (let i = 0; i < length; i++) {
      const letters = vowel ? VOWELS : CONSONANTS;
      out += letters[Math.floor(this.rng() * letters.length)];
      vowel = vowel ? this.rng() >= CONSONANT_AFTER_VOWEL : this.rng() < VOWEL_AFTER_CONSONANT;
    }
    return out;
  }
}

function applyCase(name: string, letterCase: NameCase): string {
  if (letterCase === 'upper') return name.toUpperCase();
  if (letterCase === 'capitalized') return name[0]!.toUpperCase() + name.slice(1);
  return name;
}
