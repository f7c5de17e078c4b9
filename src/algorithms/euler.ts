/**
 * Eulerian paths and circuits (Hierholzer, iterative). Hand-written: graphology has none.
 *
 * Isolated nodes are ignored (they have no edge to traverse), unlike NetworkX 2.8's is_eulerian,
 * which calls a graph with an isolated node non-Eulerian. A graph without edges has the empty
 * circuit. Directed graphs follow edge directions; self-loops and parallel edges are allowed.
 */
import type { AnyGraph } from './common.js';

interface Arcs {
  keys: string[];
  start: Int32Array;
  to: Int32Array;
  edge: Int32Array; // edge id of each arc, shared by the two arcs of an undirected edge
  inDeg: Int32Array;
  outDeg: Int32Array;
  m: number;
}

function arcs(G: AnyGraph): Arcs {
  const keys = G.nodes();
  const index = new Map(keys.map((k, i) => [k, i]));
  const from: number[] = [];
  const to: number[] = [];
  const edge: number[] = [];
  let m = 0;
  G.forEachEdge((_e, _a, s, t, _sa, _ta, undirected) => {
    const u = index.get(s)!;
    const v = index.get(t)!;
    // Undirected edges give two arcs (a self-loop too, so it adds 2 to the degree as it should).
    const copies = undirected ? [u, v, v, u] : [u, v];
    for (let i = 0; i < copies.length; i += 2) {
      from.push(copies[i]!);
      to.push(copies[i + 1]!);
      edge.push(m);
    }
    m++;
  });
  const n = keys.length;
  const start = new Int32Array(n + 1);
  const inDeg = new Int32Array(n);
  const outDeg = new Int32Array(n);
  for (let a = 0; a < from.length; a++) {
    start[from[a]! + 1]!++;
    outDeg[from[a]!]!++;
    inDeg[to[a]!]!++;
  }
  for (let v = 0; v < n; v++) start[v + 1]! += start[v]!;
  const fill = start.slice(0, n);
  const sortedTo = new Int32Array(from.length);
  const sortedEdge = new Int32Array(from.length);
  for (let a = 0; a < from.length; a++) {
    const p = fill[from[a]!]!++;
    sortedTo[p] = to[a]!;
    sortedEdge[p] = edge[a]!;
  }
  return { keys, start, to: sortedTo, edge: sortedEdge, inDeg, outDeg, m };
}

/** The start node of an Eulerian path (−1 when none exists, judged by degrees alone). */
function startNode(G: AnyGraph, g: Arcs, circuit: boolean): number {
  const directed = G.type !== 'undirected';
  let start = -1;
  let first = -1;
  let plus = 0;
  let minus = 0;
  for (let v = 0; v < g.keys.length; v++) {
    if (g.outDeg[v]! + g.inDeg[v]! === 0) continue;
    if (first === -1) first = v;
    // Directed: out − in must be 0, except +1 at the start and −1 at the end.
    // Undirected: outDeg is the degree; the first odd node starts, any other counts as an end.
    const d = directed ? g.outDeg[v]! - g.inDeg[v]! : g.outDeg[v]! % 2;
    if (d === 0) continue;
    if (d === 1 && (directed || plus === 0)) {
      plus++;
      start = v;
    } else if (d === -1 || !directed) minus++;
    else return -1;
  }
  if (plus === 0 && minus === 0) return first;
  return !circuit && plus === 1 && minus === 1 ? start : -1;
}

function hierholzer(g: Arcs, s: number): number[] {
  const used = new Uint8Array(g.m);
  const ptr = g.start.slice(0, g.keys.length);
  const stack = [s];
  const out: number[] = [];
  while (stack.length > 0) {
    const v = stack[stack.length - 1]!;
    while (ptr[v]! < g.start[v + 1]! && used[g.edge[ptr[v]!]!]) ptr[v]!++;
    if (ptr[v]! === g.start[v + 1]!) {
      out.push(stack.pop()!);
      continue;
    }
    used[g.edge[ptr[v]!]!] = 1;
    stack.push(g.to[ptr[v]!]!);
  }
  return out.reverse();
}

function euler(G: AnyGraph, circuit: boolean): string[] | null {
  const g = arcs(G);
  if (g.m === 0) return [];
  const s = startNode(G, g, circuit);
  if (s === -1) return null;
  const walk = hierholzer(g, s);
  // Fewer steps than edges means the edges are not all in one (weakly) connected component.
  if (walk.length !== g.m + 1) return null;
  return walk.map((v) => g.keys[v]!);
}

/**
 * An Eulerian path (every edge exactly once) as the node sequence [v0, …, vm], or null.
 * Returns a circuit when one exists; [] for a graph without edges.
 * @example eulerianPath(G) // → ['1', '0', '2', '1', '3']
 */
export function eulerianPath(G: AnyGraph): string[] | null {
  return euler(G, false);
}

/**
 * An Eulerian circuit (closed walk using every edge once) as [v0, …, v0], or null.
 * @example eulerianCircuit(G) // → ['0', '1', '2', '0']
 */
export function eulerianCircuit(G: AnyGraph): string[] | null {
  return euler(G, true);
}

/**
 * True when some walk uses every edge exactly once (isolated nodes ignored).
 * @example hasEulerianPath(G) // → true
 */
export function hasEulerianPath(G: AnyGraph): boolean {
  return euler(G, false) !== null;
}

/**
 * True when some closed walk uses every edge exactly once (isolated nodes ignored).
 * @example hasEulerianCircuit(G) // → false
 */
export function hasEulerianCircuit(G: AnyGraph): boolean {
  return euler(G, true) !== null;
}
