/**
 * Shaping a graph toward an answer, so that yes/no tasks are not almost always "no" (random
 * graphs are rarely Eulerian, regular or distance-regular) and conditional composites take both
 * branches. These only steer the instance: the truth is always computed afterwards.
 */
import { type Rng, randInt } from '../../../../util/mulberry32.js';
import { shuffle } from '../../generate/random.js';
import { complete, randomRegular } from './families.js';
import { WorkGraph } from './work-graph.js';

/** True when `g` stays (weakly) connected without the edge u-v. */
function staysConnected(g: WorkGraph, u: number, v: number): boolean {
  g.remove(u, v);
  const ok = g.components().filter((c) => c.length > 1 || g.degree(c[0]!) > 0).length <= 1;
  g.add(u, v);
  return ok;
}

/** Pairs odd-degree nodes with new edges (or, in dense spots, removes non-bridge edges) until ≤ 2 stay odd. */
function eulerizeUndirected(rng: Rng, g: WorkGraph): boolean {
  const odd = shuffle(
    rng,
    Array.from({ length: g.n }, (_, v) => v).filter((v) => g.degree(v) % 2 === 1),
  );
  while (odd.length > 2) {
    const a = odd.pop()!;
    const free = odd.findIndex((b) => !g.has(a, b));
    if (free >= 0) {
      g.add(a, odd.splice(free, 1)[0]!);
      continue;
    }
    const removable = odd.findIndex((b) => staysConnected(g, a, b));
    if (removable < 0) return false;
    g.remove(a, odd.splice(removable, 1)[0]!);
  }
  return true;
}

/** The first (a, b) in as × bs that passes `ok`. */
function firstPair(
  as: number[],
  bs: number[],
  ok: (a: number, b: number) => boolean,
): [number, number] | undefined {
  for (const a of as) for (const b of bs) if (ok(a, b)) return [a, b];
  return undefined;
}

/** Each node repeated once per missing out-arc (`sign` −1) or in-arc (`sign` 1), shuffled. */
function shortfall(rng: Rng, g: WorkGraph, sign: 1 | -1): number[] {
  const out: number[] = [];
  for (let v = 0; v < g.n; v++) {
    const e = sign * (g.succ[v]!.size - g.pred[v]!.size);
    for (let i = 0; i < e; i++) out.push(v);
  }
  return shuffle(rng, out);
}

/** Takes the first item of `items` that passes `ok` out of the list (order is already random). */
function takeFirst(items: number[], ok: (x: number) => boolean): number | undefined {
  const i = items.findIndex(ok);
  if (i < 0) return undefined;
  const x = items[i]!;
  items[i] = items[items.length - 1]!;
  items.pop();
  return x;
}

/**
 * Adds arcs from nodes short of out-arcs to nodes short of in-arcs until one of each is left at
 * most (an Euler path's start and end); where every such arc exists, removes a reverse arc instead.
 */
function eulerizeDirected(rng: Rng, g: WorkGraph): boolean {
  const needOut = shortfall(rng, g, -1);
  const needIn = shortfall(rng, g, 1);
  while (needIn.length > 1) {
    const u = needOut.pop()!;
    const v = takeFirst(needIn, (w) => !g.has(u, w));
    if (v !== undefined) {
      g.add(u, v);
      continue;
    }
    const back = takeFirst(needIn, (w) => g.has(w, u) && staysConnected(g, w, u));
    if (back === undefined) return false;
    g.remove(back, u);
  }
  return true;
}

/** Reshapes a (weakly) connected graph so it has an Eulerian path; false when it could not. */
export function eulerize(rng: Rng, g: WorkGraph): boolean {
  return g.directed ? eulerizeDirected(rng, g) : eulerizeUndirected(rng, g);
}

/** Nodes that break an Euler path's degree condition (odd degree; directed: in ≠ out). */
function unbalanced(g: WorkGraph): number[] {
  const all = Array.from({ length: g.n }, (_, v) => v);
  return g.directed
    ? all.filter((v) => g.succ[v]!.size !== g.pred[v]!.size)
    : all.filter((v) => g.degree(v) % 2 === 1);
}

/** True when `g` (no isolated nodes) has an Eulerian path: connected and at most two unbalanced nodes. */
export function hasEulerPathWork(g: WorkGraph): boolean {
  const bad = unbalanced(g);
  const degreeOk = g.directed
    ? bad.length === 0 ||
      (bad.length === 2 && bad.every((v) => Math.abs(g.succ[v]!.size - g.pred[v]!.size) === 1))
    : bad.length <= 2;
  return degreeOk && g.components().length === 1;
}

/** Adds edges between balanced nodes (or, in complete spots, removes some) until no Euler path is left. */
export function breakEuler(rng: Rng, g: WorkGraph): void {
  for (let guard = 0; guard < 8 && hasEulerPathWork(g); guard++) {
    const bad = new Set(unbalanced(g));
    const even = shuffle(
      rng,
      Array.from({ length: g.n }, (_, v) => v).filter((v) => !bad.has(v)),
    );
    const add = firstPair(even, even, (u, v) => u !== v && !g.has(u, v) && !g.has(v, u));
    if (add) g.add(add[0], add[1]);
    else {
      const cut = firstPair(even, even, (u, v) => g.has(u, v) && staysConnected(g, u, v));
      if (cut) g.remove(cut[0], cut[1]);
    }
  }
}

/** BFS parity (0/1) of every node, one random root per component, directions ignored. */
function parity(rng: Rng, g: WorkGraph): Int8Array {
  const side = new Int8Array(g.n).fill(-1);
  for (const comp of g.components()) {
    const root = comp[randInt(rng, 0, comp.length - 1)]!;
    side[root] = 0;
    const queue = [root];
    for (let i = 0; i < queue.length; i++) {
      for (const w of g.neighbors(queue[i]!)) {
        if (side[w] === -1) {
          side[w] = 1 - side[queue[i]!]!;
          queue.push(w);
        }
      }
    }
  }
  return side;
}

/** True when the undirected view has no odd cycle (no edge joins two nodes of equal BFS parity). */
export function isBipartiteWork(g: WorkGraph): boolean {
  const side = parity(() => 0, g);
  return g.edges().every(([u, v]) => side[u] !== side[v]);
}

/** Removes every edge joining two nodes of the same BFS parity: bipartite, same components. */
export function bipartize(rng: Rng, g: WorkGraph): void {
  const side = parity(rng, g);
  for (const [u, v] of g.edges()) if (side[u] === side[v]) g.remove(u, v);
}

/** Adds an edge between two same-parity nodes of one component (an odd cycle); false when none can. */
export function addOddCycle(rng: Rng, g: WorkGraph): boolean {
  const side = parity(rng, g);
  for (const comp of shuffle(rng, g.components())) {
    for (const s of [0, 1]) {
      const same = shuffle(
        rng,
        comp.filter((v) => side[v] === s),
      );
      for (let i = 0; i + 1 < same.length; i++) if (g.add(same[i]!, same[i + 1]!)) return true;
    }
  }
  return false;
}

/** A k-regular digraph (in = out = k): arcs v → v+o along a random cyclic order, offsets incl. 1. */
function regularDigraph(rng: Rng, n: number, k: number): WorkGraph {
  const order = shuffle(
    rng,
    Array.from({ length: n }, (_, i) => i),
  );
  const offsets = [
    1,
    ...shuffle(
      rng,
      Array.from({ length: n - 2 }, (_, i) => i + 2),
    ).slice(0, k - 1),
  ];
  const g = new WorkGraph(n, true);
  for (let i = 0; i < n; i++) for (const o of offsets) g.add(order[i]!, order[(i + o) % n]!);
  return g;
}

/** A connected k-regular graph on n nodes (k = 2: a single cycle). */
function connectedRegular(rng: Rng, n: number, k: number, directed: boolean): WorkGraph {
  if (directed) return regularDigraph(rng, n, k);
  if (k === 2) return regularDigraph(rng, n, 1).undirected();
  for (;;) {
    const g = randomRegular(rng, k, n);
    if (g.components().length === 1) return g;
  }
}

/**
 * A regular graph of about n nodes: connected (k ≥ 2), a union of 2–3 connected ones with the
 * same k, or — undirected only — a perfect matching (the acyclic regular graphs).
 */
export function regularGraph(
  rng: Rng,
  n: number,
  connected: boolean,
  acyclic: boolean,
  directed: boolean,
): WorkGraph {
  if (acyclic) {
    const m = new WorkGraph(2 * Math.max(2, Math.floor(n / 2)), false);
    for (let v = 0; v + 1 < m.n; v += 2) m.add(v, v + 1);
    return m;
  }
  const parts = connected ? 1 : Math.min(randInt(rng, 2, 3), Math.max(2, Math.floor(n / 4)));
  const size = Math.max(4, Math.floor(n / parts));
  let k = randInt(rng, directed ? 1 : 2, Math.min(directed ? 3 : 6, size - 1));
  if (!directed && (k * size) % 2 === 1) k = k === 2 ? 2 : k - 1;
  return WorkGraph.union(Array.from({ length: parts }, () => connectedRegular(rng, size, k, directed)));
}

/** Hypercube Q_d. */
function hypercube(d: number): WorkGraph {
  const g = new WorkGraph(1 << d, false);
  for (let v = 0; v < g.n; v++) for (let b = 0; b < d; b++) g.add(v, v ^ (1 << b));
  return g;
}

/** K_{m,m}. */
function completeBipartite(m: number): WorkGraph {
  const g = new WorkGraph(2 * m, false);
  for (let u = 0; u < m; u++) for (let v = 0; v < m; v++) g.add(u, m + v);
  return g;
}

/** The Petersen graph. */
function petersen(): WorkGraph {
  const g = new WorkGraph(10, false);
  for (let i = 0; i < 5; i++) {
    g.add(i, (i + 1) % 5);
    g.add(i, i + 5);
    g.add(5 + i, 5 + ((i + 2) % 5));
  }
  return g;
}

/**
 * A connected distance-regular graph of at most about n nodes and `maxEdges` edges: a complete
 * graph, cycle, complete bipartite graph, hypercube, rook's graph (K_q × K_q) or Petersen graph.
 */
export function distanceRegularGraph(rng: Rng, n: number, maxEdges: number): WorkGraph {
  const q = Math.floor(Math.sqrt(n));
  const d = Math.floor(Math.log2(n));
  const candidates: (() => WorkGraph)[] = [() => regularDigraph(rng, n, 1).undirected()];
  if ((n * (n - 1)) / 2 <= maxEdges) candidates.push(() => complete(n));
  const m = Math.floor(n / 2);
  if (m >= 2 && m * m <= maxEdges) candidates.push(() => completeBipartite(m));
  if (d >= 2) candidates.push(() => hypercube(d));
  if (q >= 3 && q * q * (q - 1) <= maxEdges) candidates.push(() => rookGraph(q));
  if (n >= 10 && n <= 20) candidates.push(petersen);
  return candidates[randInt(rng, 0, candidates.length - 1)]!();
}

/** The q×q rook's graph: grid cells, adjacent when in the same row or column (distance-regular). */
function rookGraph(q: number): WorkGraph {
  const g = new WorkGraph(q * q, false);
  for (let v = 0; v < g.n; v++) {
    for (let w = v + 1; w < g.n; w++) {
      if (Math.floor(v / q) === Math.floor(w / q) || v % q === w % q) g.add(v, w);
    }
  }
  return g;
}

/** Removes one random edge that keeps the graph's component count (breaks a regular graph's regularity). */
export function breakRegularity(rng: Rng, g: WorkGraph): void {
  const before = g.components().length;
  for (const [u, v] of shuffle(rng, g.edges())) {
    g.remove(u, v);
    if (g.components().length === before) return;
    g.add(u, v);
  }
}

/** Makes a weakly connected digraph strongly connected: a directed cycle through its SCCs. */
export function stronglyConnect(rng: Rng, g: WorkGraph, sccs: number[][]): void {
  const reps = shuffle(
    rng,
    sccs.map((c) => c[randInt(rng, 0, c.length - 1)]!),
  );
  if (reps.length < 2) return;
  for (let i = 0; i < reps.length; i++) g.add(reps[i]!, reps[(i + 1) % reps.length]!);
}
