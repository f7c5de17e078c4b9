/**
 * Bipartiteness of the undirected view, with a 2-coloring. Hand-written: graphology has none.
 */
import type { AnyGraph } from './common.js';
import { emptyRecord } from './common.js';
import { indexGraph } from './indexed.js';

/**
 * A 2-coloring {key: 0 | 1} of the undirected view (edge directions ignored, as GraphInstruct's
 * bipartite labels), or null when none exists (an odd cycle or a self-loop).
 * @example bipartiteColoring(G) // → { '0': 0, '1': 1, '2': 0 }
 */
export function bipartiteColoring(G: AnyGraph): Record<string, 0 | 1> | null {
  const g = indexGraph(G, null, { inbound: true });
  const color = new Int8Array(g.n).fill(-1);
  const queue = new Int32Array(g.n);
  for (let r = 0; r < g.n; r++) {
    if (color[r] !== -1) continue;
    color[r] = 0;
    let head = 0;
    let tail = 0;
    queue[tail++] = r;
    while (head < tail) {
      const v = queue[head++]!;
      for (const [start, adj] of [
        [g.outStart, g.outAdj],
        [g.inStart, g.inAdj],
      ] as const) {
        for (let p = start[v]!; p < start[v + 1]!; p++) {
          const w = adj[p]!;
          if (color[w] === -1) {
            color[w] = 1 - color[v]!;
            queue[tail++] = w;
          } else if (color[w] === color[v]) return null;
        }
      }
    }
  }
  const out = emptyRecord<0 | 1>();
  for (let i = 0; i < g.n; i++) out[g.keys[i]!] = color[i] as 0 | 1;
  return out;
}

/**
 * True when the undirected view of `G` is bipartite.
 * @example isBipartite(G) // → false
 */
export function isBipartite(G: AnyGraph): boolean {
  return bipartiteColoring(G) !== null;
}
