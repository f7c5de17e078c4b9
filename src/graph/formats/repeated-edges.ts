/**
 * Which edges of a simple graph repeat an earlier one, found in O(V + E): edges grouped by their
 * first end (a counting sort), then a last-seen mark per second end. Sorting a million numeric
 * keys instead was a sixth of parsing a million-edge question.
 */

/**
 * The keys (`u * n + v`, u the first end: the smaller one when undirected) of the end pairs that
 * more than one edge joins; usually none. `ends` holds each edge's source and target node
 * positions in turn, `n` is the number of nodes.
 */
export function repeatedEdgeKeys(ends: Int32Array, n: number, directed: boolean): Set<number> {
  const m = ends.length / 2;
  const repeated = new Set<number>();
  if (m < 2) return repeated;
  const start = new Int32Array(n + 1);
  for (let i = 0; i < m; i++) {
    const s = ends[2 * i]!;
    const t = ends[2 * i + 1]!;
    start[(directed || s <= t ? s : t) + 1]!++;
  }
  for (let u = 0; u < n; u++) start[u + 1]! += start[u]!;
  // The second end of each edge, grouped by the first.
  const fill = start.slice(0, n);
  const seconds = new Int32Array(m);
  for (let i = 0; i < m; i++) {
    const s = ends[2 * i]!;
    const t = ends[2 * i + 1]!;
    if (directed || s <= t) seconds[fill[s]!++] = t;
    else seconds[fill[t]!++] = s;
  }
  const seenBy = new Int32Array(n).fill(-1);
  for (let u = 0; u < n; u++) {
    for (let p = start[u]!; p < start[u + 1]!; p++) {
      const v = seconds[p]!;
      if (seenBy[v] === u) repeated.add(u * n + v);
      else seenBy[v] = u;
    }
  }
  return repeated;
}
