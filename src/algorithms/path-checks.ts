/**
 * Checks and measures a given path (a list of node keys or original ids). A step u→v may follow
 * a directed edge u→v or an undirected edge u–v.
 */
import type { AnyGraph } from './common.js';
import { argError, edgeNumber, hasPrototypeKeys, requireGraph, requireList } from './common.js';
import type { Topology } from './indexed.js';
import { attributesOf, memorizedTopology, topologyOf } from './indexed.js';

/** The attribute objects of the edges a step u→v can follow, read from the index (by position). */
function indexedStepEdges(t: Topology, u: string, v: string): Record<string, unknown>[] {
  const from = t.position[u]!;
  const to = t.position[v]!;
  const found: Record<string, unknown>[] = [];
  for (let p = t.out.start[from]!; p < t.out.start[from + 1]!; p++) {
    if (t.out.adj[p] === to) found.push(attributesOf(t, t.out.edge[p]!));
  }
  return found;
}

/** The index to read steps from, when graphology's lookups cannot be trusted or it is memorized. */
function stepIndex(G: AnyGraph): Topology | undefined {
  return memorizedTopology(G) ?? (hasPrototypeKeys(G) ? topologyOf(G) : undefined);
}

/** True when some arc of the index leads u→v (both are nodes). */
function hasIndexedStep(t: Topology, u: string, v: string): boolean {
  const from = t.position[u]!;
  const to = t.position[v]!;
  for (let p = t.out.start[from]!; p < t.out.start[from + 1]!; p++) if (t.out.adj[p] === to) return true;
  return false;
}

/**
 * The path's keys when every node exists and every step follows an edge, else null. Without an
 * index each step is graphology's hasEdge (a directed edge u→v or an undirected u–v), which is
 * false when either end is missing, so only a one-node path needs its own node lookup.
 */
function steps(G: AnyGraph, path: readonly unknown[], t: Topology | undefined): string[] | null {
  requireList(path, 'path');
  if (path.length === 0) return null;
  const keys = path.map(String);
  if (t !== undefined || keys.length === 1) {
    for (let i = 0; i < keys.length; i++) if (!G.hasNode(keys[i]!)) return null;
  }
  for (let i = 1; i < keys.length; i++) {
    const u = keys[i - 1]!;
    const v = keys[i]!;
    if (!(t === undefined ? G.hasEdge(u, v) : hasIndexedStep(t, u, v))) return null;
  }
  return keys;
}

/**
 * The lightest weight of the edges a valid path's steps can follow, summed. graphology's own
 * lookup visits the edges between two nodes with one callback, without arrays of edge keys; a
 * weight that is not a number throws naming the step (u→v as the path goes).
 */
function lightestSum(G: AnyGraph, keys: string[], weight: string, t: Topology | undefined): number {
  let from = '';
  let to = '';
  let lightest = Number.POSITIVE_INFINITY;
  const visit = (_edge: string, attrs: Record<string, unknown>) => {
    lightest = Math.min(lightest, edgeNumber(attrs, weight, 1, from, to));
  };
  let total = 0;
  for (let i = 1; i < keys.length; i++) {
    from = keys[i - 1]!;
    to = keys[i]!;
    lightest = Number.POSITIVE_INFINITY;
    if (t !== undefined) for (const attrs of indexedStepEdges(t, from, to)) visit('', attrs);
    else {
      if (G.type !== 'undirected') G.forEachOutEdge(from, to, visit);
      if (G.type !== 'directed') G.forEachUndirectedEdge(from, to, visit);
    }
    total += lightest;
  }
  return total;
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
  return lightestSum(G, keys, o.weight ?? 'weight', t);
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
