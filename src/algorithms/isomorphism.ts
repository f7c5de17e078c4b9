/**
 * Subgraph isomorphism (induced) and monomorphism (non-induced) by VF2-style backtracking:
 * pattern nodes in a connectivity-first order, candidates drawn from neighbours of already
 * mapped nodes, degree and edge-count pruning. Iterative. Hand-written: graphology has no
 * subgraph matching. Edge multiplicities and self-loops are compared as NetworkX's GraphMatcher.
 */
import type { AnyGraph } from './common.js';
import { argError } from './common.js';

interface Adj {
  n: number;
  keys: string[];
  out: number[][]; // distinct out-neighbours (undirected: all neighbours)
  inn: number[][];
  count: Map<number, number>; // u*n+v → number of edges u→v (both orders when undirected)
}

function adjacency(G: AnyGraph): Adj {
  const keys = G.nodes();
  const n = keys.length;
  const index = new Map(keys.map((k, i) => [k, i]));
  const count = new Map<number, number>();
  const bump = (u: number, v: number) => count.set(u * n + v, (count.get(u * n + v) ?? 0) + 1);
  G.forEachEdge((_e, _a, s, t, _sa, _ta, undirected) => {
    const u = index.get(s)!;
    const v = index.get(t)!;
    bump(u, v);
    if (undirected && u !== v) bump(v, u);
  });
  const out: number[][] = keys.map(() => []);
  const inn: number[][] = keys.map(() => []);
  for (const k of count.keys()) {
    const u = Math.floor(k / n);
    const v = k - u * n;
    out[u]!.push(v);
    inn[v]!.push(u);
  }
  return { n, keys, out, inn, count };
}

const cnt = (g: Adj, u: number, v: number) => g.count.get(u * g.n + v) ?? 0;

/** Pattern order: each next node is the unplaced one with most links to placed nodes, then highest degree. */
function matchOrder(h: Adj): number[] {
  const placed = new Uint8Array(h.n);
  const links = new Int32Array(h.n);
  const order: number[] = [];
  const deg = (v: number) => h.out[v]!.length + h.inn[v]!.length;
  for (let step = 0; step < h.n; step++) {
    let best = -1;
    for (let v = 0; v < h.n; v++) {
      if (placed[v]) continue;
      if (best === -1 || links[v]! > links[best]! || (links[v] === links[best] && deg(v) > deg(best)))
        best = v;
    }
    placed[best] = 1;
    order.push(best);
    for (const w of h.out[best]!) links[w]!++;
    for (const w of h.inn[best]!) links[w]!++;
  }
  return order;
}

function feasible(
  g: Adj,
  h: Adj,
  a: number,
  x: number,
  map: Int32Array,
  order: number[],
  depth: number,
  induced: boolean,
): boolean {
  if (g.out[x]!.length < h.out[a]!.length || g.inn[x]!.length < h.inn[a]!.length) return false;
  const ok = (cg: number, ch: number) => (induced ? cg === ch : cg >= ch);
  if (!ok(cnt(g, x, x), cnt(h, a, a))) return false;
  // The pattern nodes placed so far are order[0 .. depth).
  for (let i = 0; i < depth; i++) {
    const c = order[i]!;
    const y = map[c]!;
    if (!ok(cnt(g, x, y), cnt(h, a, c)) || !ok(cnt(g, y, x), cnt(h, c, a))) return false;
  }
  return true;
}

/** Candidates for pattern node `a`: neighbours of a mapped neighbour's image, else every node. */
function candidates(g: Adj, h: Adj, a: number, map: Int32Array): number[] {
  for (const c of h.out[a]!) if (map[c] !== -1 && c !== a) return g.inn[map[c]!]!;
  for (const c of h.inn[a]!) if (map[c] !== -1 && c !== a) return g.out[map[c]!]!;
  return Array.from({ length: g.n }, (_, i) => i);
}

function match(G: AnyGraph, H: AnyGraph, induced: boolean): Record<string, string> | null {
  if ((G.type === 'undirected') !== (H.type === 'undirected')) {
    argError('unsupported', 'H', 'G and H must both be directed or both undirected');
  }
  const g = adjacency(G);
  const h = adjacency(H);
  if (h.n > g.n) return null;
  const order = matchOrder(h);
  const map = new Int32Array(h.n).fill(-1);
  const used = new Uint8Array(g.n);
  const cands: number[][] = [];
  const pos: number[] = [];
  let depth = 0;
  if (h.n > 0) {
    cands.push(candidates(g, h, order[0]!, map));
    pos.push(0);
  }
  while (depth >= 0 && depth < h.n) {
    const a = order[depth]!;
    if (map[a] !== -1) {
      used[map[a]!] = 0;
      map[a] = -1;
    }
    const list = cands[depth]!;
    let found = false;
    while (pos[depth]! < list.length) {
      const x = list[pos[depth]!++]!;
      if (used[x] || !feasible(g, h, a, x, map, order, depth, induced)) continue;
      map[a] = x;
      used[x] = 1;
      found = true;
      break;
    }
    if (!found) {
      depth--;
      continue;
    }
    depth++;
    if (depth < h.n) {
      cands[depth] = candidates(g, h, order[depth]!, map);
      pos[depth] = 0;
    }
  }
  if (depth < 0) return null;
  const out: Record<string, string> = {};
  for (let a = 0; a < h.n; a++) out[h.keys[a]!] = g.keys[map[a]!]!;
  return out;
}

/**
 * A non-induced embedding of pattern `H` in `G` — every H edge maps to a G edge, extra G edges
 * allowed (monomorphism; what GraphInstruct 'substructure' asks) — as {H key: G key}, or null.
 * @example subgraphMonomorphism(G, H) // → { a: '3', b: '0', c: '7' }
 */
export function subgraphMonomorphism(G: AnyGraph, H: AnyGraph): Record<string, string> | null {
  return match(G, H, false);
}

/**
 * An induced embedding of `H` in `G` (edges AND non-edges preserved) as {H key: G key}, or null.
 * @example subgraphIsomorphism(G, H) // → null
 */
export function subgraphIsomorphism(G: AnyGraph, H: AnyGraph): Record<string, string> | null {
  return match(G, H, true);
}

/**
 * True when `G` contains `H` as a (not necessarily induced) subgraph.
 * @example isSubgraphMonomorphic(G, H) // → true
 */
export function isSubgraphMonomorphic(G: AnyGraph, H: AnyGraph): boolean {
  return match(G, H, false) !== null;
}

/**
 * True when `G` has an induced subgraph isomorphic to `H` (NetworkX subgraph_is_isomorphic).
 * @example isSubgraphIsomorphic(G, H) // → false
 */
export function isSubgraphIsomorphic(G: AnyGraph, H: AnyGraph): boolean {
  return match(G, H, true) !== null;
}

/**
 * True when `G` and `H` are isomorphic.
 * @example isIsomorphic(G, H) // → true
 */
export function isIsomorphic(G: AnyGraph, H: AnyGraph): boolean {
  return G.order === H.order && G.size === H.size && match(G, H, true) !== null;
}
