/**
 * Bipartiteness of the undirected view, with a 2-coloring. Hand-written: graphology has none.
 * Breadth-first on the explorer, stopping at the first edge inside one color: on a large graph
 * that is not bipartite it reads a few neighbors (as NetworkX's is_bipartite), not the whole graph.
 */
import type { AnyGraph } from './common.js';
import { emptyRecord } from './common.js';
import type { Explorer } from './explorer.js';
import { explore, GAVE_UP } from './explorer.js';

/**
 * Colors 1/2 by id (0: not reached), null on an odd cycle (or self-loop), GAVE_UP when a lazy
 * budget ran out. The colors start at 1 and the queue is a plain array so that nothing needs
 * filling: a lazy search that stops after a few lists should not pay for n-sized arrays.
 */
function colorIds(x: Explorer): Uint8Array | null | typeof GAVE_UP {
  const color = new Uint8Array(x.capacity);
  const queue: number[] = [];
  for (let root = x.nextRoot(); root !== null; root = x.nextRoot()) {
    if (root === GAVE_UP) return GAVE_UP;
    if (color[root] !== 0) continue;
    color[root] = 1;
    queue.length = 0;
    queue.push(root);
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head]!;
      const next = x.neighbors(v, 'both');
      if (next === null) return GAVE_UP;
      for (let i = 0; i < next.length; i++) {
        const w = next[i]!;
        if (color[w] === 0) {
          color[w] = 3 - color[v]!;
          queue.push(w);
        } else if (color[w] === color[v]) return null;
      }
    }
  }
  return color;
}

/**
 * A 2-coloring {key: 0 | 1} of the undirected view (edge directions ignored, as GraphInstruct's
 * bipartite labels), or null when none exists (an odd cycle or a self-loop).
 * @example bipartiteColoring(G) // → { '0': 0, '1': 1, '2': 0 }
 */
export function bipartiteColoring(G: AnyGraph): Record<string, 0 | 1> | null {
  return explore(G, (x) => {
    const color = colorIds(x);
    if (color === null || color === GAVE_UP) return color;
    const out = emptyRecord<0 | 1>();
    for (let v = 0; v < x.n; v++) out[x.key(v)] = (color[v]! - 1) as 0 | 1;
    return out;
  });
}

/**
 * True when the undirected view of `G` is bipartite.
 * @example isBipartite(G) // → false
 */
export function isBipartite(G: AnyGraph): boolean {
  return bipartiteColoring(G) !== null;
}
