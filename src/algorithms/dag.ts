/**
 * Topological order (Kahn's algorithm on the compact index) and its validity check. Own code
 * instead of graphology-dag: that one treats the node key '' as "no node" (so `''→x→''` passed
 * as acyclic) and walks graphology's adjacency objects, which mislead around keys such as
 * `constructor`. A cycle is looked for first with an early-stopping search (cycles.ts), so a
 * cyclic graph is refused without reading all of it.
 */
import type { AnyGraph } from './common.js';
import { argError, edgeKind, requireList } from './common.js';
import { cycleIds, NOT_SEEDED, seededDirectedCycle } from './cycles.js';
import { GAVE_UP, tryLazily } from './explorer.js';
import { topologyOf, topologyWithoutWalk } from './indexed.js';
import { kahnOrder } from './kahn.js';

/**
 * What an early-stopping search (cycles.ts quickDirectedCycle) tells within its small budget: a
 * cycle ('cyclic': the index is never built for a random cyclic graph), none after reading all of
 * G ('acyclic'), or nothing ('unknown': Kahn's algorithm decides). A graph neither indexed nor
 * seeded is searched lazily, as graphology's adjacency allows.
 */
function quickCycle(G: AnyGraph): 'cyclic' | 'acyclic' | 'unknown' {
  const seeded = seededDirectedCycle(G);
  const found = seeded === NOT_SEEDED ? tryLazily(G, cycleIds) : seeded;
  if (found === GAVE_UP) return 'unknown';
  return found === null ? 'acyclic' : 'cyclic';
}

/** Kahn's algorithm (kahn.ts) as keys; null when some nodes stay on a cycle. */
function kahn(G: AnyGraph): string[] | null {
  const t = topologyOf(G);
  const order = kahnOrder(t);
  if (order === null) return null;
  const out = new Array<string>(order.length);
  const seed = t.built?.seed;
  if (seed !== undefined) {
    // A seeded topology names its nodes through the seed: its array of every key would be made
    // first (Array.from over 100k keys, ~10 ms on a cold call) and read once.
    const { key } = seed;
    for (let i = 0; i < order.length; i++) out[i] = key(order[i]!);
    return out;
  }
  const { keys } = t;
  for (let i = 0; i < order.length; i++) out[i] = keys[order[i]!]!;
  return out;
}

/**
 * One topological order of a directed acyclic graph, as keys. Throws when `G` has undirected
 * edges or a cycle (as NetworkX's topological_sort). Any valid order is correct; check with
 * {@link isValidTopologicalOrder}, do not compare with another order.
 * @example topologicalSort(D) // → ['0', '2', '1', '3']
 */
export function topologicalSort(G: AnyGraph): string[] {
  const kind = edgeKind(G);
  if (kind !== 'directed') {
    const got =
      kind === 'mixed'
        ? 'G has undirected edges'
        : `got ${G.type === 'mixed' ? 'only undirected edges' : 'an undirected graph'}`;
    argError(
      'unsupported',
      'G',
      `topologicalSort needs a directed graph (${got}): build it with new Graph({ type: 'directed' })`,
    );
  }
  const order = quickCycle(G) === 'cyclic' ? null : kahn(G);
  if (order === null) argError('validation', 'G', 'the graph has a cycle: no topological order exists');
  return order;
}

/**
 * True when `G` is directed (only directed edges) and has no directed cycle (self-loops count
 * as cycles). Graphs with undirected edges are not directed acyclic graphs: false.
 * @example isDirectedAcyclicGraph(D) // → true
 */
export function isDirectedAcyclicGraph(G: AnyGraph): boolean {
  if (edgeKind(G) !== 'directed') return false;
  const quick = quickCycle(G);
  return quick === 'unknown' ? kahnOrder(topologyOf(G)) !== null : quick === 'acyclic';
}

/**
 * True when `order` lists every node exactly once and every edge u→v has u before v
 * (false when `G` has undirected edges). Accepts keys or original numeric ids (compared as strings).
 * @example isValidTopologicalOrder(D, ['0', '2', '1', '3']) // → true
 */
export function isValidTopologicalOrder(G: AnyGraph, order: readonly unknown[]): boolean {
  requireList(order, 'order');
  if (edgeKind(G) !== 'directed' || order.length !== G.order) return false;
  // A prototype-free object: keys such as __proto__ are ordinary, and lookups beat a Map.
  const pos: Record<string, number> = Object.create(null);
  for (let i = 0; i < order.length; i++) {
    const key = String(order[i]);
    if (!G.hasNode(key) || pos[key] !== undefined) return false;
    pos[key] = i;
  }
  const t = topologyWithoutWalk(G);
  if (t === undefined) return G.everyEdge((_e, _a, s, u) => pos[s]! < pos[u]!);
  const at = Int32Array.from(t.keys, (k) => pos[k]!);
  for (let e = 0; e < t.m; e++) if (at[t.source[e]!]! >= at[t.target[e]!]!) return false;
  return true;
}
