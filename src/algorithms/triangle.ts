/**
 * Heaviest triangle by node weight (GraphInstruct 'triplet'). Hand-written: graphology has none.
 */
import type { AnyGraph } from './common.js';
import { argError, numericAttr } from './common.js';
import { distinctNeighbors, forEachTriangle, orientByDegree } from './degree-orientation.js';
import { inboundOf, topologyOf } from './indexed.js';

/** Result of {@link maxWeightTriangle}. */
export interface Triangle {
  nodes: [string, string, string];
  weight: number;
}

/**
 * The three mutually adjacent nodes (undirected view, self-loops ignored) with the largest sum of
 * node weights, or null when the graph has no triangle. Every node needs the weight attribute.
 * Runs in O(m·√m) by orienting edges from lower to higher degree (degree-orientation.ts).
 * @example maxWeightTriangle(G) // → { nodes: ['1', '4', '7'], weight: 23 }
 */
export function maxWeightTriangle(G: AnyGraph, o: { weight?: string } = {}): Triangle | null {
  const attr = o.weight ?? 'weight';
  const t = topologyOf(G);
  const w = new Float64Array(t.n);
  const { keys } = t;
  for (let i = 0; i < t.n; i++) {
    const a = G.getNodeAttributes(keys[i]!);
    if (a[attr] === undefined) argError('validation', attr, `node ${keys[i]} has no ${attr} attribute`);
    w[i] = numericAttr(a, attr);
  }
  const clean = !t.directed && !G.multi && G.selfLoopCount === 0;
  const oriented = orientByDegree(distinctNeighbors(t, t.directed ? inboundOf(G) : null, clean));
  const best = { nodes: null as [number, number, number] | null, weight: Number.NEGATIVE_INFINITY };
  forEachTriangle(oriented, (u, v, x) => {
    const sum = w[u]! + w[v]! + w[x]!;
    if (best.nodes === null || sum > best.weight) {
      best.nodes = [u, v, x];
      best.weight = sum;
    }
  });
  if (best.nodes === null) return null;
  const [u, v, x] = best.nodes;
  return { nodes: [keys[u]!, keys[v]!, keys[x]!], weight: best.weight };
}
