/**
 * Reads values as nodes of a graph: an id (as given or as a string: 7 and "7" are the same node),
 * or a string property value that exactly one node has (a name, as in "Store Berlin Mitte").
 */
import { type GraphData, nodeKey } from '../../graph/model.js';

/** Looks values up as nodes and edges of one graph. */
export interface NodeResolver {
  /** The node key a value names, or undefined. */
  node(value: unknown): string | undefined;
  /** True when an edge joins the two nodes (either direction). */
  adjacent(a: string, b: string): boolean;
}

/** A resolver over `data`. */
export function nodeResolver(data: GraphData): NodeResolver {
  const keys = new Set(data.nodes.map((n) => nodeKey(n.id)));
  // A name that several nodes share names none of them.
  const names = new Map<string, string | null>();
  for (const n of data.nodes) {
    for (const v of Object.values(n.properties)) {
      if (typeof v !== 'string' || v === '') continue;
      const key = nodeKey(n.id);
      names.set(v, names.has(v) && names.get(v) !== key ? null : key);
    }
  }
  const edges = new Set<string>();
  for (const e of data.edges) {
    const a = nodeKey(e.source);
    const b = nodeKey(e.target);
    edges.add(`${a}\u0000${b}`);
    edges.add(`${b}\u0000${a}`);
  }
  return {
    node(value) {
      if (typeof value !== 'string' && typeof value !== 'number') return undefined;
      const s = String(value);
      if (keys.has(s)) return s;
      return typeof value === 'string' ? (names.get(s) ?? undefined) : undefined;
    },
    adjacent: (a, b) => edges.has(`${a}\u0000${b}`),
  };
}
