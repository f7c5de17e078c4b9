/**
 * Clustering coefficients exactly as NetworkX defines them (unweighted): undirected
 * triangles / (deg·(deg−1)); directed graphs use Fagiolo's directed-triangle formula.
 * Self-loops are ignored; parallel edges count once. Graphs mixing directed and undirected edges
 * are refused. Hand-written: graphology-metrics has no clustering coefficient.
 */
import type { AnyGraph } from './common.js';
import { emptyRecord, requireNode, requireOneKind } from './common.js';
import type { IndexedGraph } from './indexed.js';
import { distinctNeighbors, indexGraph } from './indexed.js';

const overlap = (a: Set<number>, b: Set<number>) => {
  let c = 0;
  const [small, big] = a.size < b.size ? [a, b] : [b, a];
  for (const x of small) if (big.has(x)) c++;
  return c;
};

function coefficients(g: IndexedGraph, only?: number): Float64Array {
  const succ = Array.from({ length: g.n }, (_, v) => distinctNeighbors(g.outStart, g.outAdj, v));
  const pred = g.directed
    ? Array.from({ length: g.n }, (_, v) => distinctNeighbors(g.inStart, g.inAdj, v))
    : succ;
  const out = new Float64Array(g.n);
  for (let i = 0; i < g.n; i++) {
    if (only !== undefined && i !== only) continue;
    if (!g.directed) {
      const d = succ[i]!.size;
      let t = 0;
      for (const j of succ[i]!) t += overlap(succ[i]!, succ[j]!);
      out[i] = t === 0 ? 0 : t / (d * (d - 1));
      continue;
    }
    const ip = pred[i]!;
    const is = succ[i]!;
    let t = 0;
    for (const set of [ip, is]) {
      for (const j of set) {
        t += overlap(ip, pred[j]!) + overlap(ip, succ[j]!) + overlap(is, pred[j]!) + overlap(is, succ[j]!);
      }
    }
    const dt = ip.size + is.size;
    const db = overlap(ip, is);
    out[i] = t === 0 ? 0 : t / ((dt * (dt - 1) - 2 * db) * 2);
  }
  return out;
}

/**
 * Local clustering coefficient of `node`, or of every node as {key: value} when omitted.
 * @example clustering(G, '0') // → 0.3333333333333333
 */
export function clustering(G: AnyGraph): Record<string, number>;
export function clustering(G: AnyGraph, node: unknown): number;
export function clustering(G: AnyGraph, node?: unknown): number | Record<string, number> {
  requireOneKind(G, 'clustering');
  const g = indexGraph(G, null, { inbound: true });
  if (node !== undefined) {
    const i = g.position[requireNode(G, node)]!;
    return coefficients(g, i)[i]!;
  }
  const c = coefficients(g);
  const out = emptyRecord<number>();
  for (let i = 0; i < g.n; i++) out[g.keys[i]!] = c[i]!;
  return out;
}

/**
 * Mean local clustering coefficient over all nodes (zeros included, as NetworkX); 0 when empty.
 * @example averageClustering(G) // → 0.41
 */
export function averageClustering(G: AnyGraph): number {
  requireOneKind(G, 'averageClustering');
  const g = indexGraph(G, null, { inbound: true });
  if (g.n === 0) return 0;
  return coefficients(g).reduce((a, b) => a + b, 0) / g.n;
}
