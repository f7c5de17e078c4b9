/**
 * Maximum flow by Dinic's algorithm (BFS level graph + iterative blocking-flow search).
 * Hand-written: graphology has no flow algorithm. Iterative so 100k-node graphs cannot overflow.
 */
import type { AnyGraph } from './common.js';
import { argError, numericAttr, requireNode } from './common.js';

/** Options for the flow functions. */
export interface FlowOptions {
  /** Edge attribute holding the capacity (default 'weight'); a missing value means unbounded, as NetworkX. */
  capacity?: string;
}

/** Result of {@link maximumFlow}. */
export interface FlowResult {
  value: number;
  /** flow[u][v]: flow sent along u→v (summed over parallel edges), for every edge of G. */
  flow: Record<string, Record<string, number>>;
}

interface Residual {
  n: number;
  start: Int32Array; // arcs of node v: arcOf[start[v] .. start[v+1])
  arcOf: Int32Array;
  to: Int32Array;
  cap: Float64Array; // residual capacity; arc a's reverse is a ^ 1
  orig: Float64Array;
  net: Float64Array; // flow pushed along each arc (negative on the reverse)
}

function buildResidual(G: AnyGraph, index: Map<string, number>, capacity: string): Residual {
  const to: number[] = [];
  const cap: number[] = [];
  G.forEachEdge((_e, attrs, s, t, _sa, _ta, undirected) => {
    const c = numericAttr(attrs, capacity, Number.POSITIVE_INFINITY);
    if (c < 0) argError('validation', capacity, `negative capacity ${c} on edge ${s}-${t}`);
    to.push(index.get(t)!, index.get(s)!);
    cap.push(c, undirected ? c : 0);
  });
  const n = index.size;
  const start = new Int32Array(n + 1);
  for (let a = 0; a < to.length; a++) start[to[a ^ 1]! + 1]!++;
  for (let v = 0; v < n; v++) start[v + 1]! += start[v]!;
  const fill = start.slice(0, n);
  const arcOf = new Int32Array(to.length);
  for (let a = 0; a < to.length; a++) arcOf[fill[to[a ^ 1]!]!++] = a;
  return {
    n,
    start,
    arcOf,
    to: Int32Array.from(to),
    cap: Float64Array.from(cap),
    orig: Float64Array.from(cap),
    net: new Float64Array(to.length),
  };
}

function levels(r: Residual, s: number, t: number, level: Int32Array, queue: Int32Array): boolean {
  level.fill(-1);
  level[s] = 0;
  let head = 0;
  let tail = 0;
  queue[tail++] = s;
  while (head < tail) {
    const v = queue[head++]!;
    for (let i = r.start[v]!; i < r.start[v + 1]!; i++) {
      const a = r.arcOf[i]!;
      const w = r.to[a]!;
      if (r.cap[a]! > 0 && level[w] === -1) {
        level[w] = level[v]! + 1;
        queue[tail++] = w;
      }
    }
  }
  return level[t] !== -1;
}

/** One blocking flow: repeatedly walk s→t in the level graph, dropping dead ends. */
function blockingFlow(r: Residual, s: number, t: number, level: Int32Array): number {
  const it = r.start.slice(0, r.n);
  const path: number[] = [];
  let total = 0;
  let v = s;
  for (;;) {
    if (v === t) {
      let b = Number.POSITIVE_INFINITY;
      for (const a of path) b = Math.min(b, r.cap[a]!);
      if (b === Number.POSITIVE_INFINITY)
        argError('validation', 'capacity', 'infinite capacity path: the flow is unbounded');
      for (const a of path) {
        r.cap[a]! -= b;
        r.cap[a ^ 1]! += b;
        r.net[a]! += b;
        r.net[a ^ 1]! -= b;
      }
      total += b;
      path.length = 0;
      v = s;
      continue;
    }
    let advanced = false;
    for (; it[v]! < r.start[v + 1]!; it[v]!++) {
      const a = r.arcOf[it[v]!]!;
      const w = r.to[a]!;
      if (r.cap[a]! > 0 && level[w] === level[v]! + 1) {
        path.push(a);
        v = w;
        advanced = true;
        break;
      }
    }
    if (advanced) continue;
    if (v === s) return total;
    level[v] = -1; // dead end: never enter again in this phase
    const a = path.pop()!;
    v = r.to[a ^ 1]!;
  }
}

/**
 * Maximum flow from `source` to `target` with the flow on every edge. Undirected edges carry
 * flow either way up to their capacity; parallel edges add up. Throws when the flow is unbounded.
 * @example maximumFlow(G, '0', '5').value // → 12
 */
export function maximumFlow(G: AnyGraph, source: unknown, target: unknown, o: FlowOptions = {}): FlowResult {
  const s = requireNode(G, source, 'source');
  const t = requireNode(G, target, 'target');
  if (s === t) argError('validation', 'target', 'source and target must differ');
  const keys = G.nodes();
  const index = new Map(keys.map((k, i) => [k, i]));
  const r = buildResidual(G, index, o.capacity ?? 'weight');
  const level = new Int32Array(r.n);
  const queue = new Int32Array(r.n);
  const si = index.get(s)!;
  const ti = index.get(t)!;
  let value = 0;
  while (levels(r, si, ti, level, queue)) value += blockingFlow(r, si, ti, level);
  const flow: Record<string, Record<string, number>> = {};
  for (let a = 0; a < r.to.length; a++) {
    // Even arcs are the edges as given; odd arcs are reverses (real only for undirected edges).
    if (a % 2 === 1 && r.orig[a] === 0) continue;
    const u = keys[r.to[a ^ 1]!]!;
    const w = keys[r.to[a]!]!;
    flow[u] ??= {};
    const row = flow[u];
    row[w] = (row[w] ?? 0) + Math.max(0, r.net[a]!);
  }
  return { value, flow };
}

/**
 * Value of a maximum flow from `source` to `target` (capacity attribute 'weight' by default).
 * @example maximumFlowValue(G, '0', '5') // → 12
 */
export function maximumFlowValue(G: AnyGraph, source: unknown, target: unknown, o: FlowOptions = {}): number {
  return maximumFlow(G, source, target, o).value;
}
