/**
 * Seeded randomness for the generators: mulberry32 (tiny, fast, same sequence on every machine;
 * Math.random cannot be seeded). Each question gets its own stream derived from (seed, task, i),
 * so filtering tasks or limiting counts never changes the other questions.
 */

import { type Rng, randInt } from '../../../util/mulberry32.js';

export { mulberry32, type Rng, randInt } from '../../../util/mulberry32.js';

/** A 32-bit FNV-1a hash of the parts, to derive per-question seeds. */
export function seedOf(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('\u0000')) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A random float in [lo, hi). */
export function randFloat(rng: Rng, lo: number, hi: number): number {
  return lo + rng() * (hi - lo);
}

/** A shuffled copy (Fisher–Yates). */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** Two distinct integers in [0, n). */
export function twoDistinct(rng: Rng, n: number): [number, number] {
  const a = randInt(rng, 0, n - 1);
  let b = randInt(rng, 0, n - 2);
  if (b >= a) b++;
  return [a, b];
}
