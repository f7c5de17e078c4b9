/**
 * Structure classes: GraphSkill balances its graphs over four labels, connected or not × cyclic
 * or not (its generator keeps the same number of each per family, as GraphEval36K does). Here a
 * family graph is shaped into the asked class: connected graphs get their components linked,
 * disconnected ones are a disjoint union of 2–3 graphs of the family, acyclic undirected graphs
 * are a random spanning forest, acyclic directed graphs are oriented along a random order.
 */
import { type Rng, randInt } from '../../../../util/mulberry32.js';
import { shuffle } from '../../generate/random.js';
import { type Family, familyGraph } from './families.js';
import { WorkGraph } from './work-graph.js';

/** The four structure classes (GraphSkill's c, cy, dc and its fourth, disconnected cyclic). */
export const STRUCTURES = [
  'connected-acyclic',
  'connected-cyclic',
  'disconnected-acyclic',
  'disconnected-cyclic',
] as const;

/** A structure class. */
export type Structure = (typeof STRUCTURES)[number];

/** True for the connected classes. */
export const isConnectedClass = (s: Structure) => s.startsWith('connected');
/** True for the cyclic classes. */
export const isCyclicClass = (s: Structure) => s.endsWith('-cyclic');

/** Fewest nodes a graph of the class can have without isolated nodes. */
export function minimumNodes(s: Structure): number {
  return {
    'connected-acyclic': 3,
    'connected-cyclic': 3,
    'disconnected-acyclic': 4,
    'disconnected-cyclic': 6,
  }[s];
}

/** Links every component to a random earlier one with one edge (no cycle is created). */
export function connect(rng: Rng, g: WorkGraph): void {
  const comps = shuffle(rng, g.components());
  for (let i = 1; i < comps.length; i++) {
    const from = comps[i]![randInt(rng, 0, comps[i]!.length - 1)]!;
    const other = comps[randInt(rng, 0, i - 1)]!;
    g.add(from, other[randInt(rng, 0, other.length - 1)]!);
  }
}

/** A random spanning forest of `g` (random-order Kruskal): same components, no cycle. */
export function spanningForest(rng: Rng, g: WorkGraph): WorkGraph {
  const parent = Array.from({ length: g.n }, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]!]!;
      x = parent[x]!;
    }
    return x;
  };
  const forest = new WorkGraph(g.n, false);
  for (const [u, v] of shuffle(rng, g.edges())) {
    const [a, b] = [find(u), find(v)];
    if (a === b) continue;
    parent[a] = b;
    forest.add(u, v);
  }
  return forest;
}

/** Adds one edge inside a component of 3+ nodes, closing a cycle; false when no component can. */
export function closeCycle(rng: Rng, g: WorkGraph): boolean {
  for (const comp of shuffle(rng, g.components())) {
    if (comp.length < 3) continue;
    // Random tries first (large components), then every pair (small, nearly complete ones).
    for (let t = 0; t < 64; t++) {
      const u = comp[randInt(rng, 0, comp.length - 1)]!;
      const v = comp[randInt(rng, 0, comp.length - 1)]!;
      if (g.add(u, v)) return true;
    }
    for (const u of comp) for (const v of comp) if (g.add(u, v)) return true;
  }
  return false;
}

/** Splits n into `parts` sizes of at least `min` each (n ≥ parts·min). */
function splitSizes(rng: Rng, n: number, parts: number, min: number): number[] {
  const sizes = Array<number>(parts).fill(min);
  for (let left = n - parts * min; left > 0; left--) sizes[randInt(rng, 0, parts - 1)]!++;
  return sizes;
}

/** One connected part of the family: acyclic parts are a spanning tree of the family graph. */
function connectedPart(rng: Rng, family: Family, n: number, acyclic: boolean): WorkGraph {
  const g = acyclic ? spanningForest(rng, familyGraph(family, rng, n)) : familyGraph(family, rng, n);
  connect(rng, g);
  return g;
}

/**
 * An undirected graph of `family` on about `n` nodes in the structure class `s`. `keepCycles`
 * (used for directed graphs, which get acyclic by orientation) skips the spanning forest.
 */
export function shapedUndirected(
  rng: Rng,
  family: Family,
  n: number,
  s: Structure,
  keepCycles = false,
): WorkGraph {
  const acyclic = !isCyclicClass(s) && !keepCycles;
  let g: WorkGraph;
  if (isConnectedClass(s)) {
    g = connectedPart(rng, family, Math.max(n, minimumNodes(s)), acyclic);
  } else {
    const min = isCyclicClass(s) ? 3 : 2;
    const parts = Math.max(2, Math.min(randInt(rng, 2, 3), Math.floor(n / min)));
    const sizes = splitSizes(rng, Math.max(n, parts * min), parts, min);
    g = WorkGraph.union(sizes.map((k) => connectedPart(rng, family, k, acyclic)));
  }
  if (isCyclicClass(s) && !g.hasCycle()) closeCycle(rng, g);
  return g;
}

/**
 * Orients `g`: acyclic → along a random order (a DAG); cyclic → each edge one way at random
 * (both ways one time in ten), then a short directed cycle if none formed.
 */
export function orient(rng: Rng, g: WorkGraph, acyclic: boolean): WorkGraph {
  const d = new WorkGraph(g.n, true);
  const rank = shuffle(
    rng,
    Array.from({ length: g.n }, (_, i) => i),
  );
  for (const [u, v] of g.edges()) {
    if (acyclic) {
      if (rank[u]! < rank[v]!) d.add(u, v);
      else d.add(v, u);
      continue;
    }
    const r = rng();
    if (r < 0.45 || r >= 0.9) d.add(u, v);
    if (r >= 0.45) d.add(v, u);
  }
  if (!acyclic && !d.hasCycle()) closeDirectedCycle(rng, d);
  return d;
}

/** Adds c->a for a random directed path a->b->c (else the reverse of a random edge). */
export function closeDirectedCycle(rng: Rng, d: WorkGraph): void {
  const paths: [number, number][] = [];
  for (let a = 0; a < d.n; a++)
    for (const b of d.succ[a]!) for (const c of d.succ[b]!) if (c !== a && !d.has(c, a)) paths.push([a, c]);
  if (paths.length > 0) {
    const [a, c] = paths[randInt(rng, 0, paths.length - 1)]!;
    d.add(c, a);
    return;
  }
  const edges = d.edges();
  if (edges.length > 0) {
    const [u, v] = edges[randInt(rng, 0, edges.length - 1)]!;
    d.add(v, u);
  }
}

/** A graph of `family` in class `s`, directed (oriented) or not. */
export function shapedGraph(rng: Rng, family: Family, n: number, s: Structure, directed: boolean): WorkGraph {
  if (!directed) return shapedUndirected(rng, family, n, s);
  return orient(rng, shapedUndirected(rng, family, n, s, true), !isCyclicClass(s));
}
