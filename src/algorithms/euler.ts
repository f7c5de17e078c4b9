/**
 * Eulerian paths and circuits. Existence is decided from graphology's degree counters (stopping
 * at the first node that rules it out, as NetworkX does) and one union-find pass over the edges;
 * the walk itself is Hierholzer's algorithm (iterative) on the compact index. Hand-written:
 * graphology has none.
 *
 * Isolated nodes are ignored (they have no edge to traverse), unlike NetworkX 2.8's is_eulerian,
 * which calls a graph with an isolated node non-Eulerian. A graph without edges has the empty
 * circuit. Directed graphs follow edge directions; self-loops and parallel edges are allowed.
 * Graphs mixing directed and undirected edges are refused.
 */
import type { AnyGraph } from './common.js';
import { requireOneKind } from './common.js';
import type { Topology } from './indexed.js';
import { topologyOf } from './indexed.js';
import { DisjointSets } from './union-find.js';

/**
 * From degrees alone: the key an Euler walk must start at (undefined when any non-isolated node
 * will do), or null when no walk exists. Directed: out − in is 0 everywhere, or +1 at the start and
 * −1 at the end. Undirected: no odd node, or two (one is the start). A circuit needs all even.
 */
function startFromDegrees(G: AnyGraph, directed: boolean, circuit: boolean): string | undefined | null {
  let start: string | undefined;
  let plus = 0;
  let minus = 0;
  const bad = G.someNode((v) => {
    const d = directed ? G.outDegree(v) - G.inDegree(v) : G.degree(v) % 2;
    if (d === 0) return false;
    if (circuit || d > 1 || d < -1) return true;
    if (d === 1 && (directed || plus === 0)) {
      plus++;
      start = v;
    } else minus++;
    return plus > 1 || minus > 1;
  });
  if (bad || plus !== minus) return null;
  return start;
}

/** True when all edges lie in one component of the undirected view. */
function edgesConnected(t: Topology): boolean {
  const sets = new DisjointSets(t.n);
  for (let e = 0; e < t.m; e++) sets.union(t.source[e]!, t.target[e]!);
  const root = sets.find(t.source[0]!);
  for (let e = 1; e < t.m; e++) if (sets.find(t.source[e]!) !== root) return false;
  return true;
}

/** The start node of an Euler walk as a key (undefined: any non-isolated node), null when none exists. */
function eulerStart(G: AnyGraph, fn: string, circuit: boolean): string | undefined | null {
  const directed = requireOneKind(G, fn) === 'directed';
  if (G.size === 0) return undefined;
  const start = startFromDegrees(G, directed, circuit);
  if (start === null || !edgesConnected(topologyOf(G))) return null;
  return start;
}

/** Hierholzer's walk from `s` over every edge once (both arcs of an undirected edge share it). */
function hierholzer(t: Topology, s: number): number[] {
  const { start, adj, edge } = t.out;
  const used = new Uint8Array(t.m);
  const ptr = start.slice(0, t.n);
  const stack = [s];
  const out: number[] = [];
  while (stack.length > 0) {
    const v = stack[stack.length - 1]!;
    while (ptr[v]! < start[v + 1]! && used[edge[ptr[v]!]!]) ptr[v]!++;
    if (ptr[v]! === start[v + 1]!) {
      out.push(stack.pop()!);
      continue;
    }
    used[edge[ptr[v]!]!] = 1;
    stack.push(adj[ptr[v]!]!);
  }
  return out.reverse();
}

function euler(G: AnyGraph, fn: string, circuit: boolean): string[] | null {
  const start = eulerStart(G, fn, circuit);
  if (start === null) return null;
  if (G.size === 0) return [];
  const t = topologyOf(G);
  const s = start === undefined ? t.source[0]! : t.position[start]!;
  return hierholzer(t, s).map((v) => t.keys[v]!);
}

/**
 * An Eulerian path (every edge exactly once) as the node sequence [v0, …, vm], or null.
 * Returns a circuit when one exists; [] for a graph without edges.
 * @example eulerianPath(G) // → ['1', '0', '2', '1', '3']
 */
export function eulerianPath(G: AnyGraph): string[] | null {
  return euler(G, 'eulerianPath', false);
}

/**
 * An Eulerian circuit (closed walk using every edge once) as [v0, …, v0], or null.
 * @example eulerianCircuit(G) // → ['0', '1', '2', '0']
 */
export function eulerianCircuit(G: AnyGraph): string[] | null {
  return euler(G, 'eulerianCircuit', true);
}

/**
 * True when some walk uses every edge exactly once (isolated nodes ignored).
 * @example hasEulerianPath(G) // → true
 */
export function hasEulerianPath(G: AnyGraph): boolean {
  return eulerStart(G, 'hasEulerianPath', false) !== null;
}

/**
 * True when some closed walk uses every edge exactly once (isolated nodes ignored).
 * @example hasEulerianCircuit(G) // → false
 */
export function hasEulerianCircuit(G: AnyGraph): boolean {
  return eulerStart(G, 'hasEulerianCircuit', true) !== null;
}
