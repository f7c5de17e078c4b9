/**
 * Weighted local clustering exactly as NetworkX's `clustering(G, nodes, weight)`: the geometric
 * mean of a triangle's edge weights, each divided by the largest weight in the graph (Onnela et
 * al.); on directed graphs the same over Fagiolo's directed triangles. An edge without the weight
 * attribute weighs 1, as in NetworkX. clustering.ts calls this when given `{ weight }`; checked
 * against NetworkX in src/bench/datasets/complexgraph/networkx.test.ts.
 *
 * Per node, with neighbor Sets: O(Σ deg²) set lookups. Weighted questions are rarer than
 * unweighted ones, so this keeps the definition plain rather than sharing the marks of the
 * unweighted path.
 */
import type { AnyGraph } from './common.js';

type Weight = (u: string, v: string) => number;

function weightOf(G: AnyGraph, attribute: string, max: number): Weight {
  return (u, v) => Number(G.getEdgeAttribute(G.edge(u, v)!, attribute) ?? 1) / max;
}

function largestWeight(G: AnyGraph, attribute: string): number {
  let max = Number.NEGATIVE_INFINITY;
  G.forEachEdge((_e, a) => {
    max = Math.max(max, Number(a[attribute] ?? 1));
  });
  return G.size === 0 ? 1 : max;
}

const without = (items: string[], x: string) => new Set(items.filter((y) => y !== x));

function undirectedCoefficient(G: AnyGraph, i: string, wt: Weight): number {
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

function directedCoefficient(G: AnyGraph, i: string, wt: Weight): number {
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
 * The weighted coefficient of each key in `keys` (node keys of G, already checked), by the edge
 * attribute `attribute`.
 */
export function weightedCoefficients(G: AnyGraph, keys: readonly string[], attribute: string): number[] {
  const wt = weightOf(G, attribute, largestWeight(G, attribute));
  const one = G.type === 'undirected' ? undirectedCoefficient : directedCoefficient;
  return keys.map((key) => one(G, key, wt));
}
