/**
 * Seeded randomness for the generators: mulberry32 (tiny, fast, same sequence on every machine;
 * Math.random cannot be seeded). Each question gets its own stream derived from (seed, task, i),
 * so filtering tasks or limiting counts never changes the other questions.
 */

/** A random source: floats in [0, 1). */
export type Rng = () => number;

/** mulberry32 seeded with a 32-bit integer. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit FNV-1a hash of the parts, to derive per-question seeds. */
export function seedOf(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('\u0000')) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Random integer in [lo, hi]. */
export function randInt(rng: Rng, lo: number, hi: number): number {
  return lo + Math.floor(rng() * (hi - lo + 1));
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
