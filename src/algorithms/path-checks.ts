/**
 * Checks and measures a given path (a list of node keys or original ids). A step u→v may follow
 * a directed edge u→v or an undirected edge u–v.
 */
import type { AnyGraph } from './common.js';
import { argError, hasPrototypeKeys, numericAttr, requireGraph, requireList } from './common.js';
import type { Topology } from './indexed.js';
import { memorizedTopology, topologyOf } from './indexed.js';

/**
 * The attribute objects of the edges a step u→v can follow. graphology's own lookup is used
 * unless the index is memorized or a key is an Object.prototype name (graphology's adjacency
 * objects mislead there).
 */
function stepEdges(G: AnyGraph, u: string, v: string, t: Topology | undefined): Record<string, unknown>[] {
  if (t !== undefined) {
    const from = t.position[u]!;
    const to = t.position[v]!;
    const found: Record<string, unknown>[] = [];
    for (let p = t.out.start[from]!; p < t.out.start[from + 1]!; p++) {
      if (t.out.adj[p] === to) found.push(t.attributes[t.out.edge[p]!]!);
    }
    return found;
  }
  const edges = G.type === 'undirected' ? [] : G.outEdges(u, v);
  if (G.type !== 'directed') edges.push(...G.undirectedEdges(u, v));
  return edges.map((e) => G.getEdgeAttributes(e));
}

/** The index to read steps from, when graphology's lookups cannot be trusted or it is memorized. */
function stepIndex(G: AnyGraph): Topology | undefined {
  return memorizedTopology(G) ?? (hasPrototypeKeys(G) ? topologyOf(G) : undefined);
}

/** True when some edge leads u→v (graphology's hasEdge: a directed edge u→v or an undirected u–v). */
function hasStep(G: AnyGraph, u: string, v: string, t: Topology | undefined): boolean {
  if (t === undefined) return G.hasEdge(u, v);
  const [from, to] = [t.position[u]!, t.position[v]!];
  for (let p = t.out.start[from]!; p < t.out.start[from + 1]!; p++) if (t.out.adj[p] === to) return true;
  return false;
}

/** The path's keys when every node exists and every step follows an edge, else null. */
function steps(G: AnyGraph, path: readonly unknown[], t: Topology | undefined): string[] | null {
  requireList(path, 'path');
  if (path.length === 0) return null;
  const keys = path.map(String);
  if (!keys.every((k) => G.hasNode(k))) return null;
  for (let i = 1; i < keys.length; i++) if (!hasStep(G, keys[i - 1]!, keys[i]!, t)) return null;
  return keys;
}

/**
 * True when `path` is non-empty, its nodes exist, and each consecutive pair is joined by an edge
 * (following directions in a directed graph).
 * @example isValidPath(G, ['0', '2', '4']) // → true
 */
export function isValidPath(G: AnyGraph, path: readonly unknown[]): boolean {
  requireGraph(G);
  return steps(G, path, stepIndex(G)) !== null;
}

/**
 * Sum of edge weights along `path` (the lightest of parallel edges, as NetworkX's path_weight);
 * throws when the path is not valid.
 * @example pathWeight(G, ['0', '2', '4']) // → 7
 */
export function pathWeight(G: AnyGraph, path: readonly unknown[], o: { weight?: string } = {}): number {
  requireGraph(G);
  const t = stepIndex(G);
  const keys = steps(G, path, t);
  if (keys === null) argError('validation', 'path', `not a path in the graph: ${JSON.stringify(path)}`);
  const weight = o.weight ?? 'weight';
  let total = 0;
  for (let i = 1; i < keys.length; i++) {
    const owner = `edge ${keys[i - 1]}→${keys[i]}`;
    let lightest = Number.POSITIVE_INFINITY;
    for (const attrs of stepEdges(G, keys[i - 1]!, keys[i]!, t)) {
      lightest = Math.min(lightest, numericAttr(attrs, weight, 1, owner));
    }
    total += lightest;
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
