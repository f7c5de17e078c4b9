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
import { GAVE_UP } from './explorer.js';
import { matchOrder } from './match-order.js';
import type { Target } from './match-target.js';
import { indexTarget, lazyTarget } from './match-target.js';
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

/** A matching problem: graphs, whether it is induced, and the exact-degree rule of full isomorphism. */
interface Problem {
  g: Target;
  h: SortedAdjacency;
  induced: boolean;
  sameDegrees: boolean;
  map: Int32Array;
  used: Uint8Array;
  /** Whole-graph isomorphism: colors a node must keep (color-refinement.ts), G's nodes by color. */
  colors?: Coloring & { byColor: Map<number, number[]> };
}

/** Thrown when a lazy target's budget runs out; the match then runs on the index. */
class BudgetSpent extends Error {}

/** The neighbors of `v` in G, or BudgetSpent. */
function gNeighbors(p: Problem, v: number, inbound: boolean): ArrayLike<number> {
  const list = p.g.neighbors(v, inbound);
  if (list === null) throw new BudgetSpent();
  return list;
}

/** Multiplicities compared: equal when induced, at least the pattern's otherwise. */
const fits = (p: Problem, inG: number, inH: number) => (p.induced ? inG === inH : inG >= inH);

function degreesFit(p: Problem, a: number, x: number): boolean {
  const go = p.g.degree(x, false);
  const ho = distinctDegree(p.h.out, a);
  if (!p.h.directed) return p.sameDegrees ? go === ho : go >= ho;
  const gi = p.g.degree(x, true);
  const hi = distinctDegree(p.h.inn, a);
  return p.sameDegrees ? go === ho && gi === hi : go >= ho && gi >= hi;
}

/**
 * Checks a's arcs to mapped pattern nodes against x's arcs to their images, in one direction
 * (`hArcs` and `inbound`); returns how many of a's neighbors that way are mapped, −1 on a misfit.
 */
function arcsFit(p: Problem, a: number, x: number, hArcs: SortedArcs, inbound: boolean): number {
  let mapped = 0;
  for (let q = hArcs.start[a]!; q < hArcs.start[a + 1]!; q++) {
    const c = hArcs.adj[q]!;
    const y = p.map[c]!;
    if (c === a || y === -1) continue;
    mapped++;
    // Undirected, the image y first: its kept list, or its graphology record, serves every candidate.
    if (!fits(p, inbound || !p.g.directed ? p.g.count(y, x) : p.g.count(x, y), hArcs.count[q]!)) return -1;
  }
  return mapped;
}

/** Induced matching, large patterns: x's neighbors that are images must number exactly a's mapped ones. */
function sameMappedCount(p: Problem, x: number, inbound: boolean, mapped: number): boolean {
  let images = 0;
  const next = gNeighbors(p, x, inbound);
  for (let i = 0; i < next.length; i++) if (next[i] !== x && p.used[next[i]!]) images++;
  return images === mapped;
}

/** Induced matching, small patterns: no arc between x and the image of a placed node a has none with (graph lookups, no neighbor lists). */
function noExtraArc(p: Problem, a: number, x: number, placed: number[], depth: number): boolean {
  for (let i = 0; i < depth; i++) {
    const c = placed[i]!;
    const y = p.map[c]!;
    if (!p.g.directed) {
      // The image y first, as in arcsFit.
      if (arcCount(p.h.out, a, c) === 0 && p.g.count(y, x) > 0) return false;
      continue;
    }
    if (arcCount(p.h.out, a, c) === 0 && p.g.count(x, y) > 0) return false;
    if (arcCount(p.h.out, c, a) === 0 && p.g.count(y, x) > 0) return false;
  }
  return true;
}

/** Placed-node counts up to which induced checks look up pairs instead of reading neighbor lists. */
const PAIR_CHECKS_MAX = 32;

/** Can pattern node `a` map to G node `x`, given the pattern nodes placed so far (`placed[0 .. depth)`)? */
function feasible(p: Problem, a: number, x: number, placed: number[], depth: number): boolean {
  if (p.used[x]) return false;
  if (p.colors && p.colors.g[x] !== p.colors.h[a]) return false;
  // Arcs to placed nodes first: they reject most candidates, and on a lazy target they are read
  // from the placed nodes' kept lists, where a degree is a graphology lookup of a new node.
  const out = arcsFit(p, a, x, p.h.out, false);
  const inn = out >= 0 && p.h.directed ? arcsFit(p, a, x, p.h.inn, true) : out;
  if (out < 0 || inn < 0) return false;
  if (!degreesFit(p, a, x) || !fits(p, p.g.count(x, x), arcCount(p.h.out, a, a))) return false;
  if (!p.induced) return true;
  if (depth <= PAIR_CHECKS_MAX) return noExtraArc(p, a, x, placed, depth);
  return sameMappedCount(p, x, false, out) && (!p.h.directed || sameMappedCount(p, x, true, inn));
}

/**
 * Where the search stands: per depth, the candidate list (null: G's nodes one by one, see
 * nextRoot), its end and the next position; and per depth a buffer for narrowed lists.
 */
interface Walk {
  lists: (ArrayLike<number> | null)[];
  ends: Int32Array;
  at: Int32Array;
  narrowed: (Int32Array | undefined)[];
}

/**
 * The image of a mapped neighbor of `a` whose neighbor list (toward `a`'s candidates) to start
 * from, packed as image·2 + inbound, −1 when `a` has no mapped neighbor. The shortest list, but a
 * list already kept is preferred to reading one unless that is under half as long: on a lazy
 * target a read costs a graphology call and a number per neighbor. Images were placed after a
 * degree check, so their degrees are known without a lookup.
 */
function startImage(p: Problem, a: number): number {
  let best = -1;
  let bestScore = 0;
  // a→c in H needs x→map[c] in G: x among map[c]'s in-neighbors; c→a needs x among its out-neighbors.
  for (let side = 0; side < (p.h.directed ? 2 : 1); side++) {
    const hArcs = side === 0 ? p.h.out : p.h.inn;
    const inbound = side === 0;
    for (let q = hArcs.start[a]!; q < hArcs.start[a + 1]!; q++) {
      const c = hArcs.adj[q]!;
      const y = p.map[c]!;
      if (y === -1 || c === a) continue;
      const score = p.g.degree(y, inbound) * (p.g.kept(y, inbound) ? 1 : 2);
      if (best === -1 || score < bestScore) {
        best = y * 2 + (inbound ? 1 : 0);
        bestScore = score;
      }
    }
  }
  return best;
}

/**
 * Narrows `walk.lists[depth]` to the nodes linked as `a` needs to every image of a's mapped
 * neighbors other than `start` (one loop per image on the target), before any feasibility check:
 * most candidates of a node with two placed neighbors fail there.
 */
function narrow(p: Problem, walk: Walk, depth: number, a: number, start: number): void {
  for (let side = 0; side < (p.h.directed ? 2 : 1); side++) {
    const hArcs = side === 0 ? p.h.out : p.h.inn;
    const toY = side === 0;
    for (let q = hArcs.start[a]!; q < hArcs.start[a + 1]!; q++) {
      const c = hArcs.adj[q]!;
      const y = p.map[c]!;
      if (y === -1 || c === a || y * 2 + (toY ? 1 : 0) === start) continue;
      const list = walk.lists[depth]!;
      let buffer = walk.narrowed[depth];
      if (list !== buffer) {
        if (buffer === undefined || buffer.length < walk.ends[depth]!)
          buffer = walk.narrowed[depth] = new Int32Array(Math.max(walk.ends[depth]!, 16));
        walk.lists[depth] = buffer;
      }
      walk.ends[depth] = p.g.keepLinked(list, walk.ends[depth]!, y, toY, p.used, buffer);
    }
  }
}

/**
 * Candidates for pattern node `a` at `depth`: the neighbor list of one image of a mapped neighbor
 * (see startImage), narrowed by the others' (subgraph matching); without one, G's nodes of a's
 * color, or every node of G — for the first pattern node null, read one by one with nextRoot; for
 * a later component's first node, all of them.
 */
function candidates(p: Problem, walk: Walk, depth: number, a: number): void {
  walk.at[depth] = 0;
  const start = startImage(p, a);
  let list: ArrayLike<number> | null;
  if (start !== -1) list = gNeighbors(p, start >> 1, (start & 1) === 1);
  else if (p.colors) list = p.colors.byColor.get(p.colors.h[a]!) ?? [];
  else if (depth === 0) list = null;
  else {
    list = p.g.allNodes();
    if (list === null) throw new BudgetSpent();
  }
  walk.lists[depth] = list;
  walk.ends[depth] = list === null ? 0 : list.length;
  // Whole-graph isomorphism mostly takes its first candidate: narrowing every list would cost more.
  if (start !== -1 && !p.colors) narrow(p, walk, depth, a, start);
}

/** The next candidate at `depth` (of G's nodes when its list is null), -1 when there is none left. */
function nextCandidate(p: Problem, walk: Walk, depth: number): number {
  const list = walk.lists[depth];
  if (list !== null) return walk.at[depth]! < walk.ends[depth]! ? list![walk.at[depth]!++]! : -1;
  const root = p.g.nextRoot();
  if (root === GAVE_UP) throw new BudgetSpent();
  return root ?? -1;
}

/** Depth-first search over pattern nodes in match order; the mapping (pattern id → G id) or null. */
function search(p: Problem): Int32Array | null {
  const byColor = p.colors?.byColor;
  const order = matchOrder(p.h, (v) => byColor?.get(p.colors!.h[v]!)?.length ?? p.g.n);
  const n = p.h.n;
  if (n === 0) return p.map;
  const walk: Walk = {
    lists: new Array<ArrayLike<number> | null>(n),
    ends: new Int32Array(n),
    at: new Int32Array(n),
    narrowed: new Array<Int32Array | undefined>(n),
  };
  let depth = 0;
  candidates(p, walk, 0, order[0]!);
  while (depth >= 0) {
    const a = order[depth]!;
    if (p.map[a] !== -1) {
      p.used[p.map[a]!] = 0;
      p.map[a] = -1;
    }
    let x = nextCandidate(p, walk, depth);
    while (x !== -1 && !feasible(p, a, x, order, depth)) x = nextCandidate(p, walk, depth);
    if (x === -1) {
      depth--;
      continue;
    }
    p.map[a] = x;
    p.used[x] = 1;
    if (++depth === n) return p.map;
    candidates(p, walk, depth, order[depth]!);
  }
  return null;
}

/** Runs the search on `g`; null when H does not embed. */
function embed(
  g: Target,
  h: SortedAdjacency,
  induced: boolean,
  colors?: Problem['colors'],
): Record<string, string> | null {
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
  for (let a = 0; a < h.n; a++) out[h.keys[a]!] = g.key(map[a]!);
  return out;
}

/**
 * Embeds H in G: first on graphology's adjacency read lazily (when allowed and not a whole-graph
 * isomorphism), then, if the budget ran out, on G's memorized sorted adjacency.
 */
function match(
  G: AnyGraph,
  H: AnyGraph,
  induced: boolean,
  fn: string,
  colors?: Problem['colors'],
): Record<string, string> | null {
  requireSameKind(G, H, fn);
  if (H.order > G.order) return null;
  const h = sortedAdjacency(H);
  const lazy = colors === undefined ? lazyTarget(G) : null;
  if (lazy !== null) {
    try {
      return embed(lazy, h, induced);
    } catch (e) {
      if (!(e instanceof BudgetSpent)) throw e;
    }
  }
  return embed(indexTarget(sortedAdjacency(G)), h, induced, colors);
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

/** Degree triples below this per entry are keyed by one exact number (2^17: three fit in a double). */
const PACKED_DEGREE = 131_072;

/**
 * How many nodes have each (in, out, undirected) degree triple, from graphology's counters
 * (parallel edges and loops counted): a count per triple rather than a sorted column, so the
 * comparison is linear. A triple is keyed by one number when each degree is below PACKED_DEGREE,
 * else by its text — the same key in both graphs either way.
 */
function degreeCounts(G: AnyGraph): Map<number | string, number> {
  const counts = new Map<number | string, number>();
  const directed = G.type !== 'undirected';
  const undirected = G.type !== 'directed';
  G.forEachNode((key) => {
    const i = directed ? G.inDegree(key) : 0;
    const o = directed ? G.outDegree(key) : 0;
    const u = undirected ? G.undirectedDegree(key) : 0;
    const k =
      i < PACKED_DEGREE && o < PACKED_DEGREE && u < PACKED_DEGREE
        ? (i * PACKED_DEGREE + o) * PACKED_DEGREE + u
        : `${i},${o},${u}`;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  });
  return counts;
}

/**
 * True when both graphs have the same multiset of degree triples (necessary for isomorphism), read
 * from the counters before any index is built — so most non-isomorphic pairs cost O(n).
 */
function sameDegrees(G: AnyGraph, H: AnyGraph): boolean {
  const [a, b] = [degreeCounts(G), degreeCounts(H)];
  if (a.size !== b.size) return false;
  for (const [k, count] of a) if (b.get(k) !== count) return false;
  return true;
}

/**
 * True when `G` and `H` are isomorphic. Throws when one is directed and the other undirected.
 * @example isIsomorphic(G, H) // → true
 */
export function isIsomorphic(G: AnyGraph, H: AnyGraph): boolean {
  requireSameKind(G, H, 'isIsomorphic');
  if (G.order !== H.order || G.size !== H.size || !sameDegrees(G, H)) return false;
  const [g, h] = [sortedAdjacency(G), sortedAdjacency(H)];
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
