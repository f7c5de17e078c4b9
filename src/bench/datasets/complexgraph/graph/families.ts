/**
 * The graph families of ComplexGraph. The paper builds its graphs "following GraphEval36K"
 * (Wu et al. 2025), whose families — and GraphSkill's generator — are: sparse, planar, regular,
 * dense, complete, small-world, Erdős–Rényi and power-law. Each is drawn here as NetworkX draws
 * it (gnp_random_graph, grid_2d_graph, random_regular_graph, complete_graph,
 * watts_strogatz_graph, barabasi_albert_graph) with GraphSkill's parameters.
 *
 * Large graphs (5,000 and 10,000 nodes) keep each family's average degree at its 200-node value,
 * so a "sparse" 10,000-node graph has ~50k edges rather than GraphSkill's 2M; dense and complete
 * graphs of that size (tens of millions of edges) are not drawn at all.
 */
import { type Rng, randInt } from '../../../../util/mulberry32.js';
import { randFloat, shuffle } from '../../generate/random.js';
import { WorkGraph } from './work-graph.js';

/** The eight families, in GraphSkill's order. */
export const FAMILIES = [
  'sparse',
  'planar',
  'regular',
  'dense',
  'complete',
  'small-world',
  'erdos-renyi',
  'power-law',
] as const;

/** A graph family. */
export type Family = (typeof FAMILIES)[number];

/** Families GraphSkill draws directed graphs from (no complete digraphs). */
export const DIRECTED_FAMILIES: readonly Family[] = FAMILIES.filter((f) => f !== 'complete');

/** Families that stay sparse enough to draw at 5,000–10,000 nodes. */
export const LARGE_FAMILIES: readonly Family[] = FAMILIES.filter((f) => f !== 'dense' && f !== 'complete');

/** Node count at which the families' edge probabilities are GraphSkill's own. */
const REFERENCE_NODES = 200;

/** G(n, p): every pair independently with probability p (NetworkX gnp_random_graph). */
export function gnp(rng: Rng, n: number, p: number): WorkGraph {
  const g = new WorkGraph(n, false);
  for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (rng() < p) g.add(u, v);
  return g;
}

/** The m×m grid (NetworkX grid_2d_graph), nodes numbered row by row. */
export function grid(m: number): WorkGraph {
  const g = new WorkGraph(m * m, false);
  for (let r = 0; r < m; r++) {
    for (let c = 0; c < m; c++) {
      if (c + 1 < m) g.add(r * m + c, r * m + c + 1);
      if (r + 1 < m) g.add(r * m + c, (r + 1) * m + c);
    }
  }
  return g;
}

/** K_n. */
export function complete(n: number): WorkGraph {
  const g = new WorkGraph(n, false);
  for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) g.add(u, v);
  return g;
}

/**
 * A uniform-ish random d-regular graph (NetworkX random_regular_graph: Steger–Wormald pairing,
 * re-pairing only the stubs that clashed, restarting when they cannot be paired).
 */
export function randomRegular(rng: Rng, d: number, n: number): WorkGraph {
  if ((d * n) % 2 !== 0 || d >= n) throw new RangeError(`no ${d}-regular graph on ${n} nodes`);
  for (;;) {
    const g = tryRegular(rng, d, n);
    if (g) return g;
  }
}

function tryRegular(rng: Rng, d: number, n: number): WorkGraph | undefined {
  const g = new WorkGraph(n, false);
  let stubs = Array.from({ length: n * d }, (_, i) => i % n);
  while (stubs.length > 0) {
    const left = new Map<number, number>();
    const order = shuffle(rng, stubs);
    for (let i = 0; i + 1 < order.length; i += 2) {
      const [a, b] = [order[i]!, order[i + 1]!];
      if (!g.add(a, b)) {
        left.set(a, (left.get(a) ?? 0) + 1);
        left.set(b, (left.get(b) ?? 0) + 1);
      }
    }
    // Pairable only if two distinct, non-adjacent nodes still have stubs.
    const open = [...left.keys()];
    if (open.length > 0 && !open.some((a, i) => open.slice(i + 1).some((b) => !g.has(a, b))))
      return undefined;
    stubs = [...left].flatMap(([v, k]) => Array<number>(k).fill(v));
  }
  return g;
}

/** Watts–Strogatz: ring of n with k nearest neighbours, each edge rewired with probability p. */
export function wattsStrogatz(rng: Rng, n: number, k: number, p: number): WorkGraph {
  if (k >= n) return complete(n);
  const g = new WorkGraph(n, false);
  const half = Math.floor(k / 2);
  for (let j = 1; j <= half; j++) for (let u = 0; u < n; u++) g.add(u, (u + j) % n);
  for (let j = 1; j <= half; j++) {
    for (let u = 0; u < n; u++) {
      if (rng() >= p || g.degree(u) >= n - 1) continue;
      const v = (u + j) % n;
      let w = randInt(rng, 0, n - 1);
      while (w === u || g.has(u, w)) w = randInt(rng, 0, n - 1);
      g.remove(u, v);
      g.add(u, w);
    }
  }
  return g;
}

/** Barabási–Albert: a star on m+1 nodes, then each new node links to m degree-weighted targets. */
export function barabasiAlbert(rng: Rng, n: number, m: number): WorkGraph {
  const g = new WorkGraph(n, false);
  m = Math.max(1, Math.min(m, n - 1));
  const repeated: number[] = [];
  for (let v = 1; v <= m; v++) {
    g.add(0, v);
    repeated.push(0, v);
  }
  for (let source = m + 1; source < n; source++) {
    const targets = new Set<number>();
    while (targets.size < m) targets.add(repeated[randInt(rng, 0, repeated.length - 1)]!);
    for (const t of targets) {
      g.add(source, t);
      repeated.push(t, source);
    }
  }
  return g;
}

/** An edge probability that keeps the 200-node average degree at `n` nodes. */
function scaled(p: number, n: number): number {
  return n <= REFERENCE_NODES ? p : (p * (REFERENCE_NODES - 1)) / (n - 1);
}

/** A graph of `family` on about `n` nodes (planar graphs round n down to a square, at least 4). */
export function familyGraph(family: Family, rng: Rng, n: number): WorkGraph {
  switch (family) {
    case 'sparse':
      return gnp(rng, n, scaled(randFloat(rng, 0.03, 0.05), n));
    case 'planar':
      return grid(Math.max(2, Math.floor(Math.sqrt(n))));
    case 'regular': {
      let d = randInt(rng, 2, Math.max(2, Math.min(6, n - 1)));
      if ((d * n) % 2 === 1) d++;
      // Three nodes cannot be 3-regular: fall back to the triangle (2-regular).
      return d >= n ? complete(n) : randomRegular(rng, d, n);
    }
    case 'dense':
      return gnp(rng, n, 0.8);
    case 'complete':
      return complete(n);
    case 'small-world':
      return wattsStrogatz(rng, n, Math.max(2, Math.min(n - 1, 6)), randFloat(rng, 0.1, 0.3));
    case 'erdos-renyi':
      return gnp(rng, n, scaled(0.05, n));
    case 'power-law':
      return barabasiAlbert(rng, n, randInt(rng, 2, Math.max(2, Math.min(10, n - 1))));
  }
}
