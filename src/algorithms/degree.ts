/**
 * Degrees, common neighbors and regularity checks, from graphology's degree counters (which stay
 * right whatever the node keys are).
 */
import type { AnyGraph } from './common.js';
import { hasPrototypeKeys, requireNode, requireOneKind } from './common.js';
import { distinctNeighbors, inboundOf, topologyOf } from './indexed.js';

/**
 * In-degree of `node` (edges pointing at it; parallel edges counted). Undirected graphs: the
 * degree; an undirected edge of a mixed graph counts as in and out.
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
  const key = requireNode(G, node);
  return G.degree(key);
}

/** Neighbors of `key` either way, self excluded, from the index (safe with any key). */
function indexedNeighbors(G: AnyGraph, key: string): Set<string> {
  const t = topologyOf(G);
  const inn = inboundOf(G);
  const v = t.position[key]!;
  const ids = distinctNeighbors(inn.start, inn.adj, v, distinctNeighbors(t.out.start, t.out.adj, v));
  return new Set(Array.from(ids, (i) => t.keys[i]!));
}

/**
 * Nodes adjacent to both `u` and `v` (either direction), excluding `u` and `v`, as keys.
 * @example commonNeighbors(G, '0', '5') // → ['2', '7']
 */
export function commonNeighbors(G: AnyGraph, u: unknown, v: unknown): string[] {
  const a = requireNode(G, u, 'u');
  const b = requireNode(G, v, 'v');
  // graphology's adjacency objects mislead around Object.prototype names: read the index then.
  const safe = !hasPrototypeKeys(G);
  const nb = safe ? new Set(G.neighbors(b)) : indexedNeighbors(G, b);
  const na = safe ? G.neighbors(a) : [...indexedNeighbors(G, a)];
  return na.filter((w) => w !== a && w !== b && nb.has(w));
}

/**
 * True when every node has the same degree (directed: same in-degree and same out-degree),
 * as NetworkX's is_regular. The empty graph counts as regular. Graphs mixing directed and
 * undirected edges are refused.
 * @example isRegular(cycleGraph) // → true
 */
export function isRegular(G: AnyGraph): boolean {
  const kind = requireOneKind(G, 'isRegular');
  let first: [number, number] | undefined;
  const irregular = G.someNode((v) => {
    const d: [number, number] = kind === 'undirected' ? [G.degree(v), 0] : [G.inDegree(v), G.outDegree(v)];
    first ??= d;
    return d[0] !== first[0] || d[1] !== first[1];
  });
  return !irregular;
}
