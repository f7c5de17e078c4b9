/**
 * Reference implementations of the two composite tasks whose answers are node lists ranked by
 * clustering, written from the statements' definitions with exact fractions so that ties are
 * ties: the bridge-hub ranking (clustering_and_shortest_path) and the highest-clustered nodes on
 * shortest s–t paths (highest_clustered_node_in_shortest_path).
 */
import { type AnyGraph, singleSourceShortestPathLength } from '../../../../algorithms/index.js';
import { clusteringFraction, compareFractions, type Fraction, fractionValue } from './exact-clustering.js';

const hops = (G: AnyGraph, v: string) => singleSourceShortestPathLength(G, v, { weight: null });

/** Node keys as numbers when both are, else as text: "ascending node identifier". */
export function byIdentifier(a: string, b: string): number {
  const [x, y] = [Number(a), Number(b)];
  return Number.isFinite(x) && Number.isFinite(y) ? x - y : a < b ? -1 : a > b ? 1 : 0;
}

/** A node with its score. */
export interface Scored {
  node: string;
  score: number;
}

/** S(v) = (1 − C(v)) / d̄(v) as a fraction; 0 when v reaches no other node. */
function bridgeHubScore(G: AnyGraph, v: string): Fraction {
  let sum = 0;
  let count = 0;
  for (const [u, d] of Object.entries(hops(G, v))) {
    if (u === v) continue;
    sum += d;
    count++;
  }
  if (count === 0 || sum === 0) return { num: 0, den: 1 };
  const c = clusteringFraction(G, v);
  // (1 − num/den) / (sum/count) = (den − num)·count / (den·sum)
  return { num: (c.den - c.num) * count, den: c.den * sum };
}

/**
 * Every node by decreasing bridge-hub score, ties by ascending identifier, with each node's
 * group of exactly equal scores (the statement's ties).
 */
export function bridgeHubRanking(G: AnyGraph): { ranked: Scored[]; tiedWith: Map<string, string[]> } {
  const scores = new Map(G.nodes().map((v) => [v, bridgeHubScore(G, v)]));
  const order = G.nodes().sort(
    (a, b) => compareFractions(scores.get(b)!, scores.get(a)!) || byIdentifier(a, b),
  );
  const tiedWith = new Map<string, string[]>();
  let group: string[] = [];
  order.forEach((v, i) => {
    if (i > 0 && compareFractions(scores.get(order[i - 1]!)!, scores.get(v)!) !== 0) group = [];
    group.push(v);
    tiedWith.set(v, group);
  });
  return { ranked: order.map((node) => ({ node, score: fractionValue(scores.get(node)!) })), tiedWith };
}

/**
 * The nodes of V_{s,t} (on some shortest s–t path) with the highest local clustering, grouped by
 * distance from s in increasing order; null when t is unreachable from s.
 */
export function highestClusteredOnShortestPaths(G: AnyGraph, s: string, t: string): string[][] | null {
  const fromS = hops(G, s);
  const fromT = hops(G, t);
  const total = fromS[t];
  if (total === undefined) return null;
  const onPath = G.nodes().filter((v) => fromS[v] !== undefined && fromS[v] + fromT[v]! === total);
  const c = new Map(onPath.map((v) => [v, clusteringFraction(G, v)]));
  let best = c.get(onPath[0]!)!;
  for (const f of c.values()) if (compareFractions(f, best) > 0) best = f;
  const groups = new Map<number, string[]>();
  for (const v of onPath) {
    if (compareFractions(c.get(v)!, best) !== 0) continue;
    const d = fromS[v]!;
    groups.set(d, [...(groups.get(d) ?? []), v]);
  }
  return [...groups.entries()].sort((a, b) => a[0] - b[0]).map(([, nodes]) => nodes.sort(byIdentifier));
}
