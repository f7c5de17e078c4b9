/**
 * Subgraph isomorphism (induced) and monomorphism (non-induced) by VF2-style backtracking:
 * pattern nodes in a connectivity-first order, candidates drawn from the smallest neighbor list
 * among already mapped neighbors, degree and edge-count pruning with binary searches in sorted
 * adjacency (memorized per graph). Whole-graph isomorphism first refines node colors
 * (color-refinement.ts) and only maps nodes to same-colored ones. Iterative. Hand-written:
 * graphology has no subgraph matching.
 * Edge multiplicities and self-loops are compared as NetworkX's GraphMatcher.
 */

import type { Coloring } from './color-refinement.js';
import { refineColors } from './color-refinement.js';
import type { AnyGraph } from './common.js';
import { argError, edgeKind, emptyRecord, requireOneKind } from './common.js';
import { MinHeap } from './heap.js';
import type { SortedAdjacency, SortedArcs } from './sorted-adjacency.js';
import { arcCount, distinctDegree, sortedAdjacency } from './sorted-adjacency.js';

/**
 * Checks that G and H can be compared: each has one kind of edge, and the kinds agree. A graph
 * of type 'mixed' without edges fits either kind. Different kinds are refused, whatever the
 * sizes (NetworkX raises too).
 */
function requireSameKind(G: AnyGraph, H: AnyGraph, fn: string): void {
  requireOneKind(G, fn, 'G');
  requireOneKind(H, fn, 'H');
  const loose = (X: AnyGraph) => X.type === 'mixed' && X.size === 0;
  if (loose(G) || loose(H) || edgeKind(G) === edgeKind(H)) return;
  argError(
    'unsupported',
    'H',
    `${fn}: G and H must both be directed or both undirected (G is ${edgeKind(G)}, H is ${edgeKind(H)})`,
  );
}

/** Patterns larger than this are ordered breadth-first (linear) instead of by the link heap. */
const HEAP_ORDER_MAX = 4_096;

/**
 * Pattern order: each next node is the unplaced one with most links to placed nodes, then the
 * fewest same-colored candidates in G (`classSize`), then the highest degree — the order that
 * prunes small patterns best. Whole graphs (more than HEAP_ORDER_MAX nodes) are ordered
 * breadth-first from the node with the fewest candidates: still connected-first, in O(n + m).
 */
function matchOrder(h: SortedAdjacency, classSize: (v: number) => number): number[] {
  const degree = (v: number) => distinctDegree(h.out, v) + distinctDegree(h.inn, v);
  const tie = (v: number) => (65_535 - Math.min(classSize(v), 65_535)) * 65_536 + Math.min(degree(v), 65_535);
  return h.n > HEAP_ORDER_MAX ? breadthFirstOrder(h, tie) : linkOrder(h, tie);
}

/** Most links to placed nodes first, then `tie` (higher first); a heap of links·2³² + tie. */
function linkOrder(h: SortedAdjacency, tie: (v: number) => number): number[] {
  const placed = new Uint8Array(h.n);
  const links = new Int32Array(h.n);
  const order: number[] = [];
  const heap = new MinHeap(h.n);
  const push = (v: number) => heap.push(-(Math.min(links[v]!, 2_097_151) * 4_294_967_296 + tie(v)), v);
  for (let v = 0; v < h.n; v++) push(v);
  while (order.length < h.n) {
    const best = heap.pop();
    if (placed[best]) continue;
    placed[best] = 1;
    order.push(best);
    for (const arcs of [h.out, h.inn]) {
      for (let p = arcs.start[best]!; p < arcs.start[best + 1]!; p++) {
        const w = arcs.adj[p]!;
        if (placed[w]) continue;
        links[w]!++;
        push(w);
      }
    }
  }
  return order;
}

/** Breadth-first over the undirected view, each component from its best node by `tie`. */
function breadthFirstOrder(h: SortedAdjacency, tie: (v: number) => number): number[] {
  const placed = new Uint8Array(h.n);
  const roots = Array.from({ length: h.n }, (_, v) => v).sort((a, b) => tie(b) - tie(a));
  const order: number[] = [];
  for (const root of roots) {
    if (placed[root]) continue;
    placed[root] = 1;
    order.push(root);
    for (let head = order.length - 1; head < order.length; head++) {
      const v = order[head]!;
      for (const arcs of [h.out, h.inn]) {
        for (let p = arcs.start[v]!; p < arcs.start[v + 1]!; p++) {
          const w = arcs.adj[p]!;
          if (placed[w]) continue;
          placed[w] = 1;
          order.push(w);
        }
      }
    }
  }
  return order;
}

/** A matching problem: graphs, whether it is induced, and the exact-degree rule of full isomorphism. */
interface Problem {
  g: SortedAdjacency;
  h: SortedAdjacency;
  induced: boolean;
  sameDegrees: boolean;
  map: Int32Array;
  used: Uint8Array;
  /** Whole-graph isomorphism: colors a node must keep (color-refinement.ts), G's nodes by color. */
  colors?: Coloring & { byColor: Map<number, number[]> };
}

/** Multiplicities compared: equal when induced, at least the pattern's otherwise. */
const fits = (p: Problem, inG: number, inH: number) => (p.induced ? inG === inH : inG >= inH);

function degreesFit(p: Problem, a: number, x: number): boolean {
  const [go, gi, ho, hi] = [
    distinctDegree(p.g.out, x),
    distinctDegree(p.g.inn, x),
    distinctDegree(p.h.out, a),
    distinctDegree(p.h.inn, a),
  ];
  return p.sameDegrees ? go === ho && gi === hi : go >= ho && gi >= hi;
}

/**
 * Checks a's arcs to mapped pattern nodes against x's arcs to their images, in one direction
 * (`hArcs`/`gArcs`: both outbound or both inbound). Induced matching also needs x to have no
 * other arc to a mapped node: the count of x's mapped neighbors must equal a's.
 */
function arcsFit(p: Problem, a: number, x: number, hArcs: SortedArcs, gArcs: SortedArcs): boolean {
  let mapped = 0;
  for (let q = hArcs.start[a]!; q < hArcs.start[a + 1]!; q++) {
    const c = hArcs.adj[q]!;
    if (c === a || p.map[c] === -1) continue;
    mapped++;
    if (!fits(p, arcCount(gArcs, x, p.map[c]!), hArcs.count[q]!)) return false;
  }
  if (!p.induced) return true;
  let images = 0;
  for (let q = gArcs.start[x]!; q < gArcs.start[x + 1]!; q++)
    if (gArcs.adj[q] !== x && p.used[gArcs.adj[q]!]) images++;
  return images === mapped;
}

/** Can pattern node `a` map to G node `x`, given the pattern nodes mapped so far? */
function feasible(p: Problem, a: number, x: number): boolean {
  if (p.used[x] || !degreesFit(p, a, x)) return false;
  if (p.colors && p.colors.g[x] !== p.colors.h[a]) return false;
  if (!fits(p, arcCount(p.g.out, x, x), arcCount(p.h.out, a, a))) return false;
  if (!arcsFit(p, a, x, p.h.out, p.g.out)) return false;
  return !p.h.directed || arcsFit(p, a, x, p.h.inn, p.g.inn);
}

/**
 * Candidates for pattern node `a`: the shortest neighbor list among the images of a's mapped
 * neighbors (as [start, end) in that list's arrays); without one, G's nodes of a's color, or
 * null for "every node of G".
 */
function candidates(p: Problem, a: number): { adj: ArrayLike<number>; from: number; to: number } | null {
  let best: { adj: ArrayLike<number>; from: number; to: number } | null = null;
  // a→c in H needs x→map[c] in G: x among map[c]'s in-neighbors; c→a needs x among its out-neighbors.
  for (const [hArcs, gArcs] of [
    [p.h.out, p.g.inn],
    [p.h.inn, p.g.out],
  ] as const) {
    for (let q = hArcs.start[a]!; q < hArcs.start[a + 1]!; q++) {
      const y = p.map[hArcs.adj[q]!]!;
      if (y === -1 || hArcs.adj[q] === a) continue;
      const from = gArcs.start[y]!;
      const to = gArcs.start[y + 1]!;
      if (best === null || to - from < best.to - best.from) best = { adj: gArcs.adj, from, to };
    }
  }
  if (best !== null || p.colors === undefined) return best;
  const same = p.colors.byColor.get(p.colors.h[a]!) ?? [];
  return { adj: same, from: 0, to: same.length };
}

/** Depth-first search over pattern nodes in `order`; the mapping (pattern id → G id) or null. */
function search(p: Problem): Int32Array | null {
  const byColor = p.colors?.byColor;
  const order = matchOrder(p.h, (v) => byColor?.get(p.colors!.h[v]!)?.length ?? p.g.n);
  const n = p.h.n;
  if (n === 0) return p.map;
  const lists = new Array<ReturnType<typeof candidates>>(n);
  const at = new Int32Array(n);
  let depth = 0;
  lists[0] = candidates(p, order[0]!);
  at[0] = lists[0]?.from ?? 0;
  while (depth >= 0) {
    const a = order[depth]!;
    if (p.map[a] !== -1) {
      p.used[p.map[a]!] = 0;
      p.map[a] = -1;
    }
    const list = lists[depth]!;
    const end = list === null ? p.g.n : list.to;
    let x = -1;
    while (at[depth]! < end) {
      const c = list === null ? at[depth]! : list.adj[at[depth]!]!;
      at[depth]!++;
      if (feasible(p, a, c)) {
        x = c;
        break;
      }
    }
    if (x === -1) {
      depth--;
      continue;
    }
    p.map[a] = x;
    p.used[x] = 1;
    if (++depth === n) return p.map;
    lists[depth] = candidates(p, order[depth]!);
    at[depth] = lists[depth]?.from ?? 0;
  }
  return null;
}

function match(
  G: AnyGraph,
  H: AnyGraph,
  induced: boolean,
  fn: string,
  colors?: Problem['colors'],
): Record<string, string> | null {
  requireSameKind(G, H, fn);
  if (H.order > G.order) return null;
  const g = sortedAdjacency(G);
  const h = sortedAdjacency(H);
  const p: Problem = {
    g,
    h,
    induced,
    sameDegrees: colors !== undefined,
    map: new Int32Array(h.n).fill(-1),
    used: new Uint8Array(g.n),
    ...(colors ? { colors } : {}),
  };
  const map = search(p);
  if (map === null) return null;
  const out = emptyRecord<string>();
  for (let a = 0; a < h.n; a++) out[h.keys[a]!] = g.keys[map[a]!]!;
  return out;
}

/**
 * A non-induced embedding of pattern `H` in `G` — every H edge maps to a G edge, extra G edges
 * allowed (monomorphism; what GraphInstruct 'substructure' asks) — as {H key: G key}, or null.
 * @example subgraphMonomorphism(G, H) // → { a: '3', b: '0', c: '7' }
 */
export function subgraphMonomorphism(G: AnyGraph, H: AnyGraph): Record<string, string> | null {
  return match(G, H, false, 'subgraphMonomorphism');
}

/**
 * An induced embedding of `H` in `G` (edges AND non-edges preserved) as {H key: G key}, or null.
 * @example subgraphIsomorphism(G, H) // → null
 */
export function subgraphIsomorphism(G: AnyGraph, H: AnyGraph): Record<string, string> | null {
  return match(G, H, true, 'subgraphIsomorphism');
}

/**
 * True when `G` contains `H` as a (not necessarily induced) subgraph.
 * @example isSubgraphMonomorphic(G, H) // → true
 */
export function isSubgraphMonomorphic(G: AnyGraph, H: AnyGraph): boolean {
  return match(G, H, false, 'isSubgraphMonomorphic') !== null;
}

/**
 * True when `G` has an induced subgraph isomorphic to `H` (NetworkX subgraph_is_isomorphic).
 * @example isSubgraphIsomorphic(G, H) // → false
 */
export function isSubgraphIsomorphic(G: AnyGraph, H: AnyGraph): boolean {
  return match(G, H, true, 'isSubgraphIsomorphic') !== null;
}

/** Sorted (out, in) distinct-degree pairs with self-loop counts: equal for isomorphic graphs. */
function degreeSequence(a: SortedAdjacency): number[] {
  const keys = new Float64Array(a.n);
  for (let v = 0; v < a.n; v++) {
    keys[v] =
      (distinctDegree(a.out, v) * 1_048_576 + distinctDegree(a.inn, v)) * 64 +
      Math.min(arcCount(a.out, v, v), 63);
  }
  return Array.from(keys.sort());
}

/**
 * True when `G` and `H` are isomorphic. Throws when one is directed and the other undirected.
 * @example isIsomorphic(G, H) // → true
 */
export function isIsomorphic(G: AnyGraph, H: AnyGraph): boolean {
  requireSameKind(G, H, 'isIsomorphic');
  if (G.order !== H.order || G.size !== H.size) return false;
  const [g, h] = [sortedAdjacency(G), sortedAdjacency(H)];
  const a = degreeSequence(g);
  const b = degreeSequence(h);
  if (a.some((x, i) => x !== b[i])) return false;
  const coloring = refineColors(g, h);
  if (!coloring.balanced) return false;
  const byColor = new Map<number, number[]>();
  coloring.g.forEach((c, v) => {
    const list = byColor.get(c);
    if (list) list.push(v);
    else byColor.set(c, [v]);
  });
  return match(G, H, true, 'isIsomorphic', { ...coloring, byColor }) !== null;
}
