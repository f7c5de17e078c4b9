/**
 * Weighted local clustering exactly as NetworkX's `clustering(G, node, weight='weight')`, which
 * is what GraphSkill's reference code calls for the weighted clustering tasks: the geometric mean
 * of the triangle's edge weights, each divided by the largest weight in the graph (Onnela et al.);
 * on directed graphs the same over Fagiolo's directed triangles. The library's `clustering` is
 * unweighted only, hence this reference implementation (checked against NetworkX in the tests).
 */

import { requireNode } from '../../../../algorithms/common.js';
import type { AnyGraph } from '../../../../algorithms/index.js';

function weightOf(G: AnyGraph, max: number): (u: string, v: string) => number {
  return (u, v) => Number(G.getEdgeAttribute(G.edge(u, v)!, 'weight') ?? 1) / max;
}

function largestWeight(G: AnyGraph): number {
  let max = Number.NEGATIVE_INFINITY;
  G.forEachEdge((_e, a) => {
    max = Math.max(max, Number(a.weight ?? 1));
  });
  return G.size === 0 ? 1 : max;
}

const without = (items: string[], x: string) => new Set(items.filter((y) => y !== x));

function undirectedCoefficient(G: AnyGraph, i: string, wt: (u: string, v: string) => number): number {
  const nbrs = without(G.neighbors(i), i);
  const seen = new Set<string>();
  let sum = 0;
  for (const j of nbrs) {
    seen.add(j);
    const wij = wt(i, j);
    for (const k of G.neighbors(j)) {
      if (k !== j && nbrs.has(k) && !seen.has(k)) sum += Math.cbrt(wij * wt(j, k) * wt(k, i));
    }
  }
  const d = nbrs.size;
  return sum === 0 ? 0 : (2 * sum) / (d * (d - 1));
}

function directedCoefficient(G: AnyGraph, i: string, wt: (u: string, v: string) => number): number {
  const preds = without(G.inNeighbors(i), i);
  const succs = without(G.outNeighbors(i), i);
  let t = 0;
  // Every (j, k) pair of i's neighbours in each of the eight orientations of the triangle.
  const visit = (j: string, wIJ: number) => {
    const jPreds = without(G.inNeighbors(j), j);
    const jSuccs = without(G.outNeighbors(j), j);
    for (const k of preds) {
      if (jPreds.has(k)) t += Math.cbrt(wIJ * wt(k, i) * wt(k, j));
      if (jSuccs.has(k)) t += Math.cbrt(wIJ * wt(k, i) * wt(j, k));
    }
    for (const k of succs) {
      if (jPreds.has(k)) t += Math.cbrt(wIJ * wt(i, k) * wt(k, j));
      if (jSuccs.has(k)) t += Math.cbrt(wIJ * wt(i, k) * wt(j, k));
    }
  };
  for (const j of preds) visit(j, wt(j, i));
  for (const j of succs) visit(j, wt(i, j));
  const total = preds.size + succs.size;
  let reciprocal = 0;
  for (const j of preds) if (succs.has(j)) reciprocal++;
  return t === 0 ? 0 : t / ((total * (total - 1) - 2 * reciprocal) * 2);
}

/**
 * Weighted local clustering coefficient of `node` (NetworkX's definition, directed or not).
 * @example weightedClustering(G, '1') // → 0.3800965274979157 on the statement's small case
 */
export function weightedClustering(G: AnyGraph, node: unknown): number {
  const key = requireNode(G, node);
  const wt = weightOf(G, largestWeight(G));
  return G.type === 'undirected' ? undirectedCoefficient(G, key, wt) : directedCoefficient(G, key, wt);
}
