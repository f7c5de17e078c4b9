/**
 * Maximum flow by Dinic's algorithm (BFS level graph + iterative blocking-flow search).
 * Hand-written: graphology has no flow algorithm. Iterative so 100k-node graphs cannot overflow.
 * Undirected edges (also in a graph that mixes both kinds) carry flow either way.
 */
import type { AnyGraph } from './common.js';
import { argError, emptyRecord, numericAttr, requireNode } from './common.js';
import type { Topology } from './indexed.js';
import { attributesOf, builtAttribute, topologyOf } from './indexed.js';

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

/** Residual graph in CSR order: arcs of v are start[v] .. start[v+1]; rev[a] is a's reverse arc. */
interface Residual {
  n: number;
  start: Int32Array;
  to: Int32Array;
  rev: Int32Array;
  cap: Float64Array; // residual capacity
  net: Float64Array; // flow pushed along the arc (negative on a reverse)
  real: Uint8Array; // 1 when the arc is an edge of G (both arcs of an undirected edge are)
}

/**
 * Edge `e`'s capacity (missing: unlimited); a negative one throws. The built number when G's
 * builder can vouch for it (indexed.ts builtAttribute), else read from the attributes object.
 */
function capacityOf(t: Topology, e: number, capacity: string): number {
  const built = builtAttribute(t, e, capacity);
  const c =
    built === undefined
      ? numericAttr(attributesOf(t, e), capacity, Number.POSITIVE_INFINITY, edgeName(t, e))
      : (built ?? Number.POSITIVE_INFINITY);
  if (c < 0) argError('validation', capacity, `negative capacity ${c} on ${edgeName(t, e)}`);
  return c;
}

/**
 * How an error names edge `e`. A function of its own, not a closure made per edge: the bundler's
 * name-keeping helper defines a `name` on every closure it makes, which at a million edges took
 * longer than the flow.
 */
function edgeName(t: Topology, e: number): string {
  return `edge ${t.keys[t.source[e]!]}→${t.keys[t.target[e]!]}`;
}

function buildResidual(t: Topology, capacity: string): Residual {
  const { n, m, source, target, undirectedEdge } = t;
  const start = new Int32Array(n + 1);
  const cap = new Float64Array(m);
  for (let e = 0; e < m; e++) {
    const c = capacityOf(t, e, capacity);
    cap[e] = c;
    start[source[e]! + 1]!++;
    start[target[e]! + 1]!++;
  }
  for (let v = 0; v < n; v++) start[v + 1]! += start[v]!;
  const fill = start.slice(0, n);
  const r: Residual = {
    n,
    start,
    to: new Int32Array(2 * m),
    rev: new Int32Array(2 * m),
    cap: new Float64Array(2 * m),
    net: new Float64Array(2 * m),
    real: new Uint8Array(2 * m),
  };
  for (let e = 0; e < m; e++) {
    const a = fill[source[e]!]!++;
    const b = fill[target[e]!]!++;
    r.to[a] = target[e]!;
    r.to[b] = source[e]!;
    r.rev[a] = b;
    r.rev[b] = a;
    r.cap[a] = cap[e]!;
    r.cap[b] = undirectedEdge[e] ? cap[e]! : 0;
    r.real[a] = 1;
    r.real[b] = undirectedEdge[e]!;
  }
  return r;
}

function levels(r: Residual, s: number, t: number, level: Int32Array, queue: Int32Array): boolean {
  level.fill(-1);
  level[s] = 0;
  let head = 0;
  let tail = 0;
  queue[tail++] = s;
  while (head < tail) {
    const v = queue[head++]!;
    if (v === t) break; // deeper levels cannot be on a shortest augmenting path
    for (let a = r.start[v]!; a < r.start[v + 1]!; a++) {
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
        r.cap[r.rev[a]!]! += b;
        r.net[a]! += b;
        r.net[r.rev[a]!]! -= b;
      }
      total += b;
      path.length = 0;
      v = s;
      continue;
    }
    let advanced = false;
    for (; it[v]! < r.start[v + 1]!; it[v]!++) {
      const a = it[v]!;
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
    v = r.to[r.rev[path.pop()!]!]!;
  }
}

function solve(G: AnyGraph, source: unknown, target: unknown, o: FlowOptions) {
  const s = requireNode(G, source, 'source');
  const t = requireNode(G, target, 'target');
  if (s === t) argError('validation', 'target', 'source and target must differ');
  const topology = topologyOf(G);
  const r = buildResidual(topology, o.capacity ?? 'weight');
  const level = new Int32Array(r.n);
  const queue = new Int32Array(r.n);
  const [si, ti] = [topology.indexOf(s), topology.indexOf(t)];
  let value = 0;
  while (levels(r, si, ti, level, queue)) value += blockingFlow(r, si, ti, level);
  return { keys: topology.keys, r, value };
}

/**
 * Maximum flow from `source` to `target` with the flow on every edge. Undirected edges carry
 * flow either way up to their capacity; parallel edges add up. Throws when the flow is unbounded.
 * Building `flow` costs more than the flow itself on big graphs: use maximumFlowValue for the value.
 * @example maximumFlow(G, '0', '5').value // → 12
 */
export function maximumFlow(G: AnyGraph, source: unknown, target: unknown, o: FlowOptions = {}): FlowResult {
  const { keys, r, value } = solve(G, source, target, o);
  const flow = emptyRecord<Record<string, number>>();
  for (let u = 0; u < r.n; u++) {
    for (let a = r.start[u]!; a < r.start[u + 1]!; a++) {
      if (!r.real[a]) continue;
      const w = keys[r.to[a]!]!;
      flow[keys[u]!] ??= emptyRecord<number>();
      const row = flow[keys[u]!]!;
      row[w] = (row[w] ?? 0) + Math.max(0, r.net[a]!);
    }
  }
  return { value, flow };
}

/**
 * Value of a maximum flow from `source` to `target` (capacity attribute 'weight' by default).
 * @example maximumFlowValue(G, '0', '5') // → 12
 */
export function maximumFlowValue(G: AnyGraph, source: unknown, target: unknown, o: FlowOptions = {}): number {
  return solve(G, source, target, o).value;
}
