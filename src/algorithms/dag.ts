/**
 * Topological order (graphology-dag's Kahn sort, iterative and correct) and its validity check.
 */
import { hasCycle as graphologyHasCycle, topologicalSort as graphologyTopologicalSort } from 'graphology-dag';
import type { AnyGraph } from './common.js';
import { argError } from './common.js';

/**
 * One topological order of a directed acyclic graph, as keys. Throws when `G` is not directed
 * or has a cycle (as NetworkX's topological_sort). Any valid order is correct; check with
 * {@link isValidTopologicalOrder}, do not compare with another order.
 * @example topologicalSort(D) // → ['0', '2', '1', '3']
 */
export function topologicalSort(G: AnyGraph): string[] {
  if (G.type !== 'directed')
    argError('unsupported', 'G', `topologicalSort needs a directed graph (got ${G.type})`);
  if (graphologyHasCycle(G))
    argError('validation', 'G', 'the graph has a cycle: no topological order exists');
  return graphologyTopologicalSort(G);
}

/**
 * True when `G` is directed and has no directed cycle (self-loops count as cycles).
 * @example isDirectedAcyclicGraph(D) // → true
 */
export function isDirectedAcyclicGraph(G: AnyGraph): boolean {
  return G.type === 'directed' && !graphologyHasCycle(G);
}

/**
 * True when `order` lists every node exactly once and every edge u→v has u before v.
 * Accepts keys or original numeric ids (compared as strings).
 * @example isValidTopologicalOrder(D, ['0', '2', '1', '3']) // → true
 */
export function isValidTopologicalOrder(G: AnyGraph, order: readonly unknown[]): boolean {
  if (G.type !== 'directed' || order.length !== G.order) return false;
  const pos = new Map<string, number>();
  for (let i = 0; i < order.length; i++) {
    const key = String(order[i]);
    if (!G.hasNode(key) || pos.has(key)) return false;
    pos.set(key, i);
  }
  return G.everyEdge((_e, _a, s, t) => pos.get(s)! < pos.get(t)!);
}
