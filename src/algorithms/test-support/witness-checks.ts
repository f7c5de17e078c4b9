/**
 * Test support: checks that a returned witness (path, cycle, walk, embedding, clique, coloring,
 * order) is right for a typed graph with ordinary keys, using only graphology's own lookups —
 * independent of the library under test.
 */
import type { AnyGraph } from '../common.js';

/** Number of edges a step u→v can follow (either way when undirected). */
export function arcCount(G: AnyGraph, u: string, v: string): number {
  if (!G.hasNode(u) || !G.hasNode(v)) return 0;
  return G.type === 'undirected' ? G.undirectedEdges(u, v).length : G.outEdges(u, v).length;
}

/** Every consecutive pair is joined by an edge. */
export function isWalk(G: AnyGraph, nodes: readonly string[]): boolean {
  return nodes.length > 0 && nodes.every((v, i) => i === 0 || arcCount(G, nodes[i - 1]!, v) > 0);
}

/** A cycle [v0 … vk] with edges vi→vi+1 and vk→v0, no node twice (two nodes: two parallel undirected edges). */
export function isCycle(G: AnyGraph, c: readonly string[]): boolean {
  if (c.length === 0 || new Set(c).size !== c.length) return false;
  if (c.length === 2 && G.type === 'undirected') return arcCount(G, c[0]!, c[1]!) >= 2;
  return c.every((u, i) => arcCount(G, u, c[(i + 1) % c.length]!) > 0);
}

/** The walk uses every edge exactly once (a multiset of edges consumed). */
export function usesEveryEdgeOnce(G: AnyGraph, walk: readonly string[]): boolean {
  const left = new Map<string, number>();
  const key = (u: string, v: string) => JSON.stringify(G.type === 'undirected' && u > v ? [v, u] : [u, v]);
  G.forEachEdge((_e, _a, u, v) => {
    left.set(key(u, v), (left.get(key(u, v)) ?? 0) + 1);
  });
  for (let i = 1; i < walk.length; i++) {
    const k = key(walk[i - 1]!, walk[i]!);
    if (!left.get(k)) return false;
    left.set(k, left.get(k)! - 1);
  }
  return G.size === 0 ? walk.length === 0 : walk.length === G.size + 1;
}

/** Injective, and every pattern edge (and, if induced, non-edge) is preserved with its multiplicity. */
export function isEmbedding(G: AnyGraph, H: AnyGraph, f: Record<string, string>, induced: boolean): boolean {
  const image = Object.values(f);
  if (new Set(image).size !== image.length || image.length !== H.order) return false;
  return H.everyNode((a) =>
    H.everyNode((b) => {
      const ch = arcCount(H, a, b);
      const cg = arcCount(G, f[a]!, f[b]!);
      return induced ? ch === cg : cg >= ch;
    }),
  );
}

const adjacent = (G: AnyGraph, u: string, v: string) => arcCount(G, u, v) + arcCount(G, v, u) > 0;
const pairs = (s: readonly string[]) => s.flatMap((u, i) => s.slice(i + 1).map((v) => [u, v] as const));

/** Pairwise adjacent (directions ignored), no node twice. */
export function isClique(G: AnyGraph, s: readonly string[]): boolean {
  return new Set(s).size === s.length && pairs(s).every(([u, v]) => adjacent(G, u, v));
}

/** Pairwise non-adjacent (directions ignored), no node twice. */
export function isIndependent(G: AnyGraph, s: readonly string[]): boolean {
  return new Set(s).size === s.length && pairs(s).every(([u, v]) => !adjacent(G, u, v));
}

/** Every node colored 0 or 1 and every edge joins two colors. */
export function isProperColoring(G: AnyGraph, color: Record<string, number>): boolean {
  if (Object.keys(color).length !== G.order || !G.everyNode((v) => color[v] === 0 || color[v] === 1))
    return false;
  return G.everyEdge((_e, _a, u, v) => color[u] !== color[v]);
}

/** Every node once, every edge u→v with u before v. */
export function isTopologicalOrder(G: AnyGraph, order: readonly string[]): boolean {
  const at = new Map(order.map((v, i) => [v, i]));
  if (at.size !== G.order || order.length !== G.order || !order.every((v) => G.hasNode(v))) return false;
  return G.everyEdge((_e, _a, u, v) => at.get(u)! < at.get(v)!);
}

/** Every node exactly once along edges. */
export function isHamiltonianPath(G: AnyGraph, p: readonly string[]): boolean {
  return p.length === G.order && new Set(p).size === p.length && isWalk(G, p);
}

/** Total weight of a walk, taking the lightest of parallel edges at each step (missing weight: 1). */
export function walkWeight(G: AnyGraph, nodes: readonly string[]): number {
  let total = 0;
  for (let i = 1; i < nodes.length; i++) {
    const [u, v] = [nodes[i - 1]!, nodes[i]!];
    const edges = G.type === 'undirected' ? G.undirectedEdges(u, v) : G.outEdges(u, v);
    total += Math.min(...edges.map((e) => (G.getEdgeAttribute(e, 'weight') as number | undefined) ?? 1));
  }
  return total;
}
