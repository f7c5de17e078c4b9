/**
 * Bipartiteness of the undirected view, with a 2-coloring. Hand-written: graphology has none.
 * Breadth-first on the explorer, stopping at the first edge inside one color: on a large graph
 * that is not bipartite it reads a few neighbors (as NetworkX's is_bipartite), not the whole graph.
 */
import type { AnyGraph } from './common.js';
import { emptyRecord } from './common.js';
import type { Direction } from './explorer.js';
import { exploreByKey, GAVE_UP } from './explorer.js';

/** What the coloring needs of a graph: neighbor lists and every node once (as the explorer's). */
interface Walk<N> {
  neighbors(v: N, direction: Direction): ArrayLike<N> | null;
  nextRoot(): N | null | typeof GAVE_UP;
}

/** Colors by node: 1 or 2, and 0 or undefined while not reached. */
interface Colors<N> {
  get(v: N): number | undefined;
  set(v: N, color: number): unknown;
}

/**
 * Colors every node 1/2 into `color`; false on an odd cycle (or self-loop), GAVE_UP when a lazy
 * budget ran out. Nodes are keys on a lazy reader (colors in a Map, so a search that stops after a
 * few lists fills nothing n-sized) and ids on the index (colors in an array).
 */
function colorNodes<N>(x: Walk<N>, color: Colors<N>): boolean | typeof GAVE_UP {
  const queue: N[] = [];
  for (let root = x.nextRoot(); root !== null; root = x.nextRoot()) {
    if (root === GAVE_UP) return GAVE_UP;
    if (color.get(root)) continue;
    color.set(root, 1);
    queue.length = 0;
    queue.push(root);
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head]!;
      const next = x.neighbors(v, 'both');
      if (next === null) return GAVE_UP;
      const other = 3 - color.get(v)!;
      for (let i = 0; i < next.length; i++) {
        const w = next[i]!;
        const c = color.get(w);
        if (!c) {
          color.set(w, other);
          queue.push(w);
        } else if (c !== other) return false;
      }
    }
  }
  return true;
}

/** An array of colors by id, read and written as a Map would be. */
function colorArray(n: number): Colors<number> & { of: Uint8Array } {
  const of = new Uint8Array(n);
  return {
    of,
    get: (v) => of[v],
    set: (v, c) => {
      of[v] = c;
    },
  };
}

/**
 * A 2-coloring {key: 0 | 1} of the undirected view (edge directions ignored, as GraphInstruct's
 * bipartite labels), or null when none exists (an odd cycle or a self-loop).
 * @example bipartiteColoring(G) // → { '0': 0, '1': 1, '2': 0 }
 */
export function bipartiteColoring(G: AnyGraph): Record<string, 0 | 1> | null {
  return exploreByKey(
    G,
    (r) => {
      const color = new Map<string, number>();
      const proper = colorNodes(r, color);
      if (proper !== true) return proper === GAVE_UP ? proper : null;
      // In the order the search met the keys, as the ids a lazy explorer gave them.
      const out = emptyRecord<0 | 1>();
      for (const [key, c] of color) out[key] = (c - 1) as 0 | 1;
      return out;
    },
    (x) => {
      const color = colorArray(x.n);
      const proper = colorNodes(x, color);
      if (proper !== true) return proper === GAVE_UP ? proper : null;
      const out = emptyRecord<0 | 1>();
      for (let v = 0; v < x.n; v++) out[x.key(v)] = (color.of[v]! - 1) as 0 | 1;
      return out;
    },
  );
}

/**
 * True when the undirected view of `G` is bipartite.
 * @example isBipartite(G) // → false
 */
export function isBipartite(G: AnyGraph): boolean {
  // The same search as bipartiteColoring's, without making the record of colors.
  return exploreByKey(
    G,
    (r) => colorNodes(r, new Map<string, number>()),
    (x) => colorNodes(x, colorArray(x.n)),
  );
}
