/**
 * Checks and measures a given path (a list of node keys or original ids).
 */
import type { AnyGraph } from './common.js';
import { argError, edgesFromTo, numericAttr } from './common.js';

/**
 * True when `path` is non-empty, its nodes exist, and each consecutive pair is joined by an edge
 * (following directions in a directed graph).
 * @example isValidPath(G, ['0', '2', '4']) // → true
 */
export function isValidPath(G: AnyGraph, path: readonly unknown[]): boolean {
  if (path.length === 0) return false;
  const keys = path.map(String);
  if (!keys.every((k) => G.hasNode(k))) return false;
  for (let i = 1; i < keys.length; i++) if (!G.hasEdge(keys[i - 1]!, keys[i]!)) return false;
  return true;
}

/**
 * Sum of edge weights along `path` (the lightest of parallel edges, as NetworkX's path_weight);
 * throws when the path is not valid.
 * @example pathWeight(G, ['0', '2', '4']) // → 7
 */
export function pathWeight(G: AnyGraph, path: readonly unknown[], o: { weight?: string } = {}): number {
  if (!isValidPath(G, path))
    argError('validation', 'path', `not a path in the graph: ${JSON.stringify(path)}`);
  const weight = o.weight ?? 'weight';
  let total = 0;
  for (let i = 1; i < path.length; i++) {
    const ws = edgesFromTo(G, String(path[i - 1]), String(path[i])).map((e) =>
      numericAttr(G.getEdgeAttributes(e), weight),
    );
    total += Math.min(...ws);
  }
  return total;
}

/**
 * Number of edges in `path` (nodes − 1); throws when the path is not valid.
 * @example pathLength(G, ['0', '2', '4']) // → 2
 */
export function pathLength(G: AnyGraph, path: readonly unknown[]): number {
  if (!isValidPath(G, path))
    argError('validation', 'path', `not a path in the graph: ${JSON.stringify(path)}`);
  return path.length - 1;
}
