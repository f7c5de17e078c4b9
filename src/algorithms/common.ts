/**
 * Shared helpers for the algorithm library: argument checks, the kind of edges a graph holds,
 * edge weights, original ids, prototype-free keyed results.
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

/** Checks that `G` is a graphology graph (a program may pass anything), naming the argument. */
export function requireGraph(G: unknown, field = 'G'): asserts G is AnyGraph {
  const g = G as Partial<AnyGraph> | null | undefined;
  if (
    typeof g?.forEachEdge !== 'function' ||
    typeof g.hasNode !== 'function' ||
    typeof g.order !== 'number'
  ) {
    const got = G === null ? 'null' : Array.isArray(G) ? 'an array' : typeof G;
    argError('validation', field, `${field} must be a graphology graph (got ${got})`);
  }
}

/** Checks that `list` is an array (of node keys or ids), naming the argument. */
export function requireList(list: unknown, field: string): asserts list is readonly unknown[] {
  if (!Array.isArray(list))
    argError('validation', field, `${field} must be an array of nodes (got ${typeof list})`);
}

/** Checks that `node` is a node of `G` and returns it as the graph's string key. */
export function requireNode(G: AnyGraph, node: unknown, field = 'node'): string {
  requireGraph(G);
  const key = String(node);
  if (!G.hasNode(key)) argError('not-found', field, `node ${JSON.stringify(key)} is not in the graph`);
  return key;
}

/**
 * What G's edges are. Typed graphs answer with their type. A graph of graphology's default type
 * 'mixed' (`new Graph()`) answers by content: only undirected edges → 'undirected'; only directed
 * edges, or none → 'directed' (on a mixed graph `addEdge` adds a directed edge); both → 'mixed'.
 */
export function edgeKind(G: AnyGraph, field = 'G'): 'directed' | 'undirected' | 'mixed' {
  requireGraph(G, field);
  if (G.type !== 'mixed') return G.type;
  if (G.undirectedSize === 0) return 'directed';
  return G.directedSize === 0 ? 'undirected' : 'mixed';
}

/** What to build instead of a graph mixing directed and undirected edges. */
const BUILD_ONE_KIND =
  "build it with new Graph({ type: 'directed' }) or new Graph({ type: 'undirected' }) (or DirectedGraph / UndirectedGraph)";

/**
 * For algorithms whose rules differ for directed and undirected edges: the kind of G's edges,
 * refusing graphs that hold both.
 */
export function requireOneKind(G: AnyGraph, fn: string, field = 'G'): 'directed' | 'undirected' {
  const kind = edgeKind(G, field);
  if (kind === 'mixed') {
    argError(
      'unsupported',
      field,
      `${fn} needs one kind of edge, but ${field} has directed and undirected edges: ${BUILD_ONE_KIND}`,
    );
  }
  return kind;
}

/**
 * Refuses graphs with directed edges for algorithms only defined on undirected ones (a mixed-type
 * graph without directed edges passes).
 */
export function requireUndirected(G: AnyGraph, fn: string): void {
  requireGraph(G);
  if (G.type === 'undirected' || (G.type === 'mixed' && G.directedSize === 0)) return;
  const got = G.type === 'directed' ? 'G is directed' : 'G has directed edges';
  argError(
    'unsupported',
    'G',
    `${fn} is defined for undirected graphs only (${got}): build it with new Graph({ type: 'undirected' }) or UndirectedGraph`,
  );
}

/**
 * Reads a numeric attribute: missing → `fallback`, numbers and numeric strings → the number.
 * Anything else (NaN included) throws, naming `owner` (e.g. `edge a→b`), so a typo'd weight
 * never silently becomes 1.
 */
export function numericAttr(attrs: Attributes, name: string | null, fallback = 1, owner?: string): number {
  if (name === null) return fallback;
  return numericValue(attrs[name], name, fallback, owner);
}

/** {@link numericAttr} of an attribute's value `v`, read already. */
export function numericValue(v: unknown, name: string, fallback = 1, owner?: string): number {
  if (v === undefined || v === null) return fallback;
  const x = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  if (Number.isNaN(x)) {
    const shown = typeof v === 'number' ? String(v) : (JSON.stringify(v) ?? String(v));
    argError('validation', name, `attribute ${name}${owner ? ` of ${owner}` : ''} is not a number: ${shown}`);
  }
  return x;
}

/**
 * {@link numericAttr} of the edge source→target, with a fast path for the common case (a number
 * that is not NaN) that builds no error text: called once per edge on million-edge graphs.
 */
export function edgeNumber(
  attrs: Attributes,
  name: string,
  fallback: number,
  source: string,
  target: string,
): number {
  const raw = attrs[name];
  return typeof raw === 'number' && !Number.isNaN(raw)
    ? raw
    : numericAttr(attrs, name, fallback, `edge ${source}→${target}`);
}

/** A keyed result without a prototype, so node keys such as `__proto__` or `constructor` are plain keys. */
export function emptyRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** Object.prototype's property names, listed once: the path checks ask on every call. */
const PROTOTYPE_NAMES: readonly string[] = Object.getOwnPropertyNames(Object.prototype);

/**
 * True when some node key is also a property name of Object.prototype (`constructor`,
 * `toString`, `__proto__`…). graphology keeps adjacency in plain objects, so its neighbor and
 * edge lookups go wrong around such nodes; the library then reads only its own index, built from
 * graphology's edge list (which is a Map and safe).
 */
export function hasPrototypeKeys(G: AnyGraph): boolean {
  for (let i = 0; i < PROTOTYPE_NAMES.length; i++) if (G.hasNode(PROTOTYPE_NAMES[i]!)) return true;
  return false;
}

/**
 * The original id of a node: its `id` attribute when present (a number for GraphInstruct),
 * else the key itself.
 * @example originalId(G, '3') // → 3 when G was built from GraphInstruct text
 */
export function originalId(G: AnyGraph, key: string): unknown {
  requireGraph(G);
  const node = String(key);
  let id: unknown;
  // One graphology lookup: the attribute read fails for a missing node, which is then named the
  // library's way (the node check first, as before, whenever the read throws).
  try {
    id = G.getNodeAttribute(node, 'id');
  } catch (e) {
    requireNode(G, node, 'key');
    throw e;
  }
  return id === undefined ? key : id;
}

/**
 * Maps a list of node keys to original ids (see {@link originalId}).
 * @example originalIds(G, shortestPath(G, '0', '4')) // → [0, 2, 4]
 */
export function originalIds(G: AnyGraph, keys: readonly string[]): unknown[] {
  requireGraph(G);
  requireList(keys, 'keys');
  return keys.map((k) => originalId(G, k));
}
