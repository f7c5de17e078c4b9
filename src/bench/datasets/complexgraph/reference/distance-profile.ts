/**
 * The is_distance_regular statements define the property as "for every vertex, the number of
 * vertices at each distance is the same as for every other vertex" — distance-degree regularity,
 * which is weaker than distance-regularity (NetworkX's intersection-array test, the library's
 * isDistanceRegular): a prism or two disjoint triangles pass the first and fail the second. The
 * generator keeps only graphs on which both readings agree, so either is the truth; this is the
 * statement's reading (unreachable vertices are at no distance and are not counted).
 */
import type { AnyGraph } from '../../../../algorithms/index.js';

/** Neighbour lists over node indices (directions ignored). */
function adjacency(G: AnyGraph): number[][] {
  const index = new Map(G.nodes().map((k, i) => [k, i]));
  const adj: number[][] = G.nodes().map(() => []);
  G.forEachEdge((_e, _a, u, v) => {
    if (u === v) return;
    adj[index.get(u)!]!.push(index.get(v)!);
    adj[index.get(v)!]!.push(index.get(u)!);
  });
  return adj;
}

/** How many vertices lie at distance 1, 2, … from vertex `s` (index 0 holds the distance-1 count). */
function profile(adj: number[][], s: number, dist: Int32Array, queue: Int32Array): number[] {
  dist.fill(-1);
  dist[s] = 0;
  queue[0] = s;
  const counts: number[] = [];
  for (let head = 0, tail = 1; head < tail; head++) {
    const v = queue[head]!;
    for (const w of adj[v]!) {
      if (dist[w] !== -1) continue;
      dist[w] = dist[v]! + 1;
      counts[dist[w]! - 1] = (counts[dist[w]! - 1] ?? 0) + 1;
      queue[tail++] = w;
    }
  }
  return counts;
}

/**
 * True when every vertex has the same distance profile (the statements' "distance-regular").
 * @example hasUniformDistanceProfile(cycleOf5) // → true
 */
export function hasUniformDistanceProfile(G: AnyGraph): boolean {
  const adj = adjacency(G);
  // Distance 1 is the degree: a cheap first test before a search from every vertex.
  if (adj.some((a) => new Set(a).size !== new Set(adj[0]).size)) return false;
  const dist = new Int32Array(adj.length);
  const queue = new Int32Array(adj.length);
  const first = adj.length === 0 ? '' : profile(adj, 0, dist, queue).join(',');
  for (let v = 1; v < adj.length; v++) if (profile(adj, v, dist, queue).join(',') !== first) return false;
  return true;
}
