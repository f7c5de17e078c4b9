/**
 * Local clustering as an exact fraction (edges among neighbours over possible ones). The composite
 * tasks compare coefficients for equality (ties in "the highest clustered node", the bridge-hub
 * ranking); comparing the integers avoids calling two equal coefficients different because of
 * rounding. The value agrees with the library's `clustering` on undirected graphs.
 */
import type { AnyGraph } from '../../../../algorithms/index.js';

/** C(v) = links / possible, with possible = k(k−1)/2 (0/1 when k < 2, i.e. C = 0). */
export interface Fraction {
  num: number;
  den: number;
}

/** Local clustering of `v` in the undirected graph `G`, as a fraction. */
export function clusteringFraction(G: AnyGraph, v: string): Fraction {
  const nbrs = new Set(G.neighbors(v).filter((w) => w !== v));
  const k = nbrs.size;
  if (k < 2) return { num: 0, den: 1 };
  let twice = 0;
  for (const u of nbrs) for (const w of G.neighbors(u)) if (w !== u && nbrs.has(w)) twice++;
  return { num: twice / 2, den: (k * (k - 1)) / 2 };
}

/** Compares a/b with c/d exactly (BigInt cross products): negative, zero or positive. */
export function compareFractions(a: Fraction, b: Fraction): number {
  const left = BigInt(a.num) * BigInt(b.den);
  const right = BigInt(b.num) * BigInt(a.den);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The fraction as a number. */
export const fractionValue = (f: Fraction) => f.num / f.den;
