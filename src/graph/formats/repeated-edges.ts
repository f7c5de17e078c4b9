/**
 * Which edges of a simple graph repeat an earlier one, found in O(V + E) with no hashing: edges
 * grouped by their first end (a stable counting sort), then a last-seen mark per second end.
 * Used by the parsers' GraphBuilder and inside the JavaScript sandbox (its bundle imports this
 * file): sorting a million numeric keys instead was a sixth of parsing a million-edge question.
 */

/**
 * `mergeInto[e]`: the earlier edge that edge e repeats (same ends; either order when undirected),
 * or -1 when e is the first of its ends. `src` and `dst` hold each edge's node positions (< n).
 */
export function repeatedEdges(n: number, src: Int32Array, dst: Int32Array, directed: boolean): Int32Array {
  const m = src.length;
  const mergeInto = new Int32Array(m).fill(-1);
  if (m < 2) return mergeInto;
  let lo = src;
  let hi = dst;
  if (!directed) {
    lo = new Int32Array(m);
    hi = new Int32Array(m);
    for (let e = 0; e < m; e++) {
      const s = src[e]!;
      const d = dst[e]!;
      lo[e] = Math.min(s, d);
      hi[e] = Math.max(s, d);
    }
  }
  const start = new Int32Array(n + 1);
  for (let e = 0; e < m; e++) start[lo[e]! + 1]!++;
  for (let u = 0; u < n; u++) start[u + 1]! += start[u]!;
  const fill = start.slice(0, n);
  const byFirst = new Int32Array(m);
  for (let e = 0; e < m; e++) byFirst[fill[lo[e]!]!++] = e;
  const markedBy = new Int32Array(n).fill(-1);
  const firstEdge = new Int32Array(n);
  for (let u = 0; u < n; u++) {
    for (let p = start[u]!; p < start[u + 1]!; p++) {
      const e = byFirst[p]!;
      const v = hi[e]!;
      if (markedBy[v] === u) mergeInto[e] = firstEdge[v]!;
      else {
        markedBy[v] = u;
        firstEdge[v] = e;
      }
    }
  }
  return mergeInto;
}
