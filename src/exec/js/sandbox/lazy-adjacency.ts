/**
 * Runs INSIDE the isolate: node records whose adjacency indexes (`in`, `out` / `undirected`, the
 * per-node objects graphology keeps neighbor → edge in) are built the first time anything reads
 * them. Filling those objects was two thirds of building G at a million edges, and most programs
 * never read most of them: the algorithm library walks `G.forEachEdge` (the edge map), degrees
 * are plain fields. Once built — or assigned, as graphology's `clear()` does — the index is an
 * ordinary own property and the record behaves exactly as graphology's own.
 */
import type { EdgeLists } from './edge-index.js';

/** graphology's edge record, as far as an adjacency index needs it. */
export interface AdjacencyEdge {
  source: { key: string };
  target: { key: string };
}

/** What the lazy indexes are built from. */
export interface AdjacencySource {
  directed: boolean;
  /**
   * The edge record of edge index e (an edge the lists hold: repeated edges of a simple graph
   * have no record and are in no list). The builder makes records on first read.
   */
  record: (e: number) => AdjacencyEdge;
  /**
   * Per-node edge lists: out and in when directed; both the incident list when undirected. A
   * function, called on the first adjacency read: programs that never read one (the algorithm
   * library walks the edge map) skip the counting sorts too.
   */
  lists: () => { out: EdgeLists; in: EdgeLists };
}

/** The field holding a lazy record's position in the node order. */
export const NODE_INDEX = '_grrafIndex';

type Side = 'out' | 'in' | 'undirected';

function build(source: AdjacencySource, node: Record<string, unknown>, side: Side): Record<string, unknown> {
  const v = node[NODE_INDEX] as number;
  const lists = source.lists();
  const { start, edges } = side === 'in' ? lists.in : lists.out;
  const adjacency: Record<string, unknown> = Object.create(null);
  for (let p = start[v]!; p < start[v + 1]!; p++) {
    const record = source.record(edges[p]!);
    const neighbor =
      side === 'out'
        ? record.target
        : side === 'in'
          ? record.source
          : record.source === node
            ? record.target
            : record.source;
    adjacency[neighbor.key] = record;
  }
  return adjacency;
}

function own(node: object, side: Side, value: unknown): void {
  Object.defineProperty(node, side, { value, writable: true, enumerable: true, configurable: true });
}

/**
 * A prototype for node records over `base` (graphology's NodeData prototype, for `clear()`):
 * reading `in` / `out` (directed) or `undirected` builds that index from `source`; assigning one
 * replaces it. Records made from it need NODE_INDEX and graphology's degree fields.
 */
export function lazyNodePrototype(base: object, source: AdjacencySource): object {
  const proto = Object.create(base) as object;
  const sides: Side[] = source.directed ? ['in', 'out'] : ['undirected'];
  for (const side of sides) {
    Object.defineProperty(proto, side, {
      get(this: Record<string, unknown>) {
        const adjacency = build(source, this, side);
        own(this, side, adjacency);
        return adjacency;
      },
      set(this: object, value: unknown) {
        own(this, side, value);
      },
      configurable: true,
    });
  }
  return proto;
}
