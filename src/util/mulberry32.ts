/**
 * mulberry32: a tiny seeded PRNG with the same sequence on every machine (Math.random cannot be
 * seeded). Used wherever reproducibility matters: dataset generators, random test graphs, fuzzing.
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

/** A random integer in [lo, hi]. */
export function randInt(rng: Rng, lo: number, hi: number): number {
  return lo + Math.floor(rng() * (hi - lo + 1));
}
