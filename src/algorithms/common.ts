/**
 * Shared helpers for the algorithm library: argument checks, edge weights, original ids.
 *
 * Everything here is pure (no Node APIs) so the library bundles into the JavaScript sandbox.
 * Node keys are graphology keys, i.e. strings; algorithms return them as given.
 */
import type { AbstractGraph, Attributes } from 'graphology-types';
import { GrrafError } from '../errors.js';

/** Any graphology graph, whatever its attribute types. */
export type AnyGraph = AbstractGraph<Attributes, Attributes, Attributes>;

/** Throws a recoverable GrrafError (generated code can fix its call) naming the bad argument. */
export function argError(
  code: 'not-found' | 'validation' | 'unsupported',
  field: string,
  message: string,
): never {
  throw new GrrafError(code, message, { field, recoverable: true });
}

/** Checks that `node` is a node of `G` and returns it as the graph's string key. */
export function requireNode(G: AnyGraph, node: unknown, field = 'node'): string {
  const key = String(node);
  if (!G.hasNode(key)) argError('not-found', field, `node ${JSON.stringify(key)} is not in the graph`);
  return key;
}

/** Refuses directed (or mixed) graphs for algorithms only defined on undirected ones. */
export function requireUndirected(G: AnyGraph, fn: string): void {
  if (G.type !== 'undirected') {
    argError('unsupported', 'G', `${fn} is defined for undirected graphs only (got a ${G.type} graph)`);
  }
}

/**
 * Reads a numeric attribute: missing → `fallback`, numbers and numeric strings → the number.
 * Anything else throws, so a typo'd weight never silently becomes 1.
 */
export function numericAttr(attrs: Attributes, name: string | null, fallback = 1): number {
  if (name === null) return fallback;
  const v = attrs[name];
  if (v === undefined || v === null) return fallback;
  const x = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  if (Number.isNaN(x))
    argError('validation', name, `attribute ${name} is not a number: ${JSON.stringify(v)}`);
  return x;
}

/**
 * The original id of a node: its `id` attribute when present (a number for GraphInstruct),
 * else the key itself.
 * @example originalId(G, '3') // → 3 when G was built from GraphInstruct text
 */
export function originalId(G: AnyGraph, key: string): unknown {
  const id = G.getNodeAttribute(requireNode(G, key, 'key'), 'id');
  return id === undefined ? key : id;
}

/**
 * Maps a list of node keys to original ids (see {@link originalId}).
 * @example originalIds(G, shortestPath(G, '0', '4')) // → [0, 2, 4]
 */
export function originalIds(G: AnyGraph, keys: readonly string[]): unknown[] {
  return keys.map((k) => originalId(G, k));
}

/**
 * Edges that lead from `u` to `v` (either way when undirected). Needed because graphology's
 * `G.edges(u, v)` on a directed graph also returns edges v→u.
 */
export function edgesFromTo(G: AnyGraph, u: string, v: string): string[] {
  if (G.type === 'directed') return G.outEdges(u, v);
  if (G.type === 'undirected') return G.undirectedEdges(u, v);
  return [...G.outEdges(u, v), ...G.undirectedEdges(u, v)];
}
