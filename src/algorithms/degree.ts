/**
 * Degrees, common neighbours and regularity checks.
 */
import type { AnyGraph } from './common.js';
import { requireNode } from './common.js';

/**
 * In-degree of `node` (edges pointing at it; parallel edges counted). Undirected graphs: the degree.
 * @example inDegree(G, '3') // → 2
 */
export function inDegree(G: AnyGraph, node: unknown): number {
  const key = requireNode(G, node);
  return G.type === 'undirected' ? G.degree(key) : G.inDegree(key) + G.undirectedDegree(key);
}

/**
 * Out-degree of `node` (edges leaving it). Undirected graphs: the degree.
 * @example outDegree(G, '3') // → 1
 */
export function outDegree(G: AnyGraph, node: unknown): number {
  const key = requireNode(G, node);
  return G.type === 'undirected' ? G.degree(key) : G.outDegree(key) + G.undirectedDegree(key);
}

/**
 * Degree of `node` as NetworkX counts it: in + out for directed graphs, a self-loop counts twice.
 * @example degree(G, '3') // → 3
 */
export function degree(G: AnyGraph, node: unknown): number {
  return G.degree(requireNode(G, node));
}

/**
 * Nodes adjacent to both `u` and `v` (either direction), excluding `u` and `v`, as keys.
 * @example commonNeighbors(G, '0', '5') // → ['2', '7']
 */
export function commonNeighbors(G: AnyGraph, u: unknown, v: unknown): string[] {
  const a = requireNode(G, u, 'u');
  const b = requireNode(G, v, 'v');
  const nb = new Set(G.neighbors(b));
  return G.neighbors(a).filter((w) => w !== a && w !== b && nb.has(w));
}

/**
 * True when every node has the same degree (directed: same in-degree and same out-degree),
 * as NetworkX's is_regular. The empty graph counts as regular.
 * @example isRegular(cycleGraph) // → true
 */
export function isRegular(G: AnyGraph): boolean {
  const nodes = G.nodes();
  if (nodes.length === 0) return true;
  const first = nodes[0]!;
  if (G.type === 'undirected') {
    const d = G.degree(first);
    return nodes.every((x) => G.degree(x) === d);
  }
  const di = inDegree(G, first);
  const dout = outDegree(G, first);
  return nodes.every((x) => inDegree(G, x) === di && outDegree(G, x) === dout);
}
