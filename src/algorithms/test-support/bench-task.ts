/**
 * Bench support (dev only): what a library-vs-NetworkX task is, and the helpers the task table
 * (library-tasks.ts) builds tasks with — argument generators, checks, patterns, the Python helpers.
 */
import { UndirectedGraph } from 'graphology';
import type { Rng } from '../../util/mulberry32.js';
import type { AnyGraph } from '../common.js';
import type { BenchGraph } from './bench-graphs.js';

/** One timed comparison. Node arguments are ids (numbers): JS gets String(id), Python the int. */
export interface LibTask {
  fn: string;
  graph: string;
  /** What differs from the plain call (a pattern, unweighted…). */
  label?: string;
  args: (g: BenchGraph, rng: Rng) => number[][];
  /** Built before timing; passed to `js`. */
  prepare?: (G: AnyGraph) => unknown;
  js: (G: AnyGraph, a: number[], prepared?: unknown) => unknown;
  /** The value both sides must agree on, from the JS result. */
  check: (r: never, G: AnyGraph) => unknown;
  /** Python expression over G (the graph), a (the argument tuple), nx, iso and the setup names. */
  py: string;
  /** Python statements run before timing (e.g. building a second graph `H`). */
  pySetup?: string;
  /** Left out of larger sizes, with the reason in DENSE_DIAMETER. */
  maxNodes?: number;
  pyCheck: string;
  composed?: boolean;
}

/** Functions left out, with why. */
export const NOT_COMPARED: Record<string, string> = {
  maximumIndependentSet:
    'exact and refuses graphs over 2,000 nodes; NetworkX has no exact maximum independent set',
  hamiltonianPath:
    'NetworkX has no Hamiltonian path search (only for tournaments); exact search is exponential',
  hasHamiltonianPath: 'as hamiltonianPath',
};

/** Why the dense-random diameter runs only on small sizes. */
export const DENSE_DIAMETER =
  'diameter of a dense random graph: every eccentricity is within one of the others, so the bounds drop few nodes and ' +
  'both sides run a BFS from most nodes (100k nodes / 1M edges: grraf 473 s here; NetworkX usebounds had not finished ' +
  'after 15 minutes); timed at 10k nodes only';

/** Python names the tasks use besides the graphs. */
export const PY_SETUP = [
  'C4 = nx.cycle_graph(4)',
  'C5 = nx.cycle_graph(5)',
  'K3 = nx.complete_graph(3)',
  'HOUSE = nx.house_graph()',
].join('\n');

/** An undirected pattern from two-letter edges ('01 12'). */
function pattern(edges: string): AnyGraph {
  const H = new UndirectedGraph();
  for (const e of edges.split(' ')) H.mergeEdge(e[0]!, e[1]!);
  return H;
}
/** The patterns subgraph tasks look for (same names in PY_SETUP). */
export const PATTERNS: Record<string, AnyGraph> = {
  C4: pattern('01 12 23 30'),
  C5: pattern('01 12 23 34 40'),
  K3: pattern('01 12 20'),
  HOUSE: pattern('01 02 13 23 34 24'),
};

/** Argument generators: none, random (s, t) pairs, random nodes. */
export const none = () => [[]];
export const pairs = (count: number) => (g: BenchGraph, rng: Rng) =>
  Array.from({ length: count }, () => {
    const s = Math.floor(rng() * g.n);
    return [s, (s + 1 + Math.floor(rng() * (g.n - 1))) % g.n];
  });
export const nodes = (count: number) => (g: BenchGraph, rng: Rng) =>
  Array.from({ length: count }, () => [Math.floor(rng() * g.n)]);
/** A node id as the library's key. */
export const k = (id: number | undefined) => String(id);
/** Checks: a list's length (null stays null), a record's sum. */
export const size = (r: unknown[] | null) => (r === null ? null : r.length);
export const sum = (r: Record<string, number>) => Object.values(r).reduce((x, y) => x + y, 0);

/** A task with no arguments whose result is its own check (override with `extra`). */
export function whole(
  fn: string,
  graph: string,
  js: (G: AnyGraph) => unknown,
  py: string,
  extra: Partial<LibTask> = {},
): LibTask {
  return { fn, graph, args: none, js: (G) => js(G), check: (r) => r, py, pyCheck: 'r', ...extra };
}

/** A task with argument tuples whose result is its own check (override with `extra`). */
export function point(
  fn: string,
  graph: string,
  args: LibTask['args'],
  js: LibTask['js'],
  py: string,
  extra: Partial<LibTask> = {},
): LibTask {
  return { fn, graph, args, js, check: (r) => r, py, pyCheck: 'r', ...extra };
}

/** A float rounded to 6 decimals, as the Python side rounds. */
export const round = (x: number) => Math.round(x * 1e6) / 1e6;

/** The code of a GrrafError thrown by `f`, or 'no error'. */
export function catchCode(f: () => unknown): string {
  try {
    f();
    return 'no error';
  } catch (e) {
    return (e as { code?: string }).code === 'validation' ? 'refused' : String(e);
  }
}

/** A copy of G with its first edge replaced by one between the first two non-adjacent nodes. */
export function oneEdgeMoved(G: AnyGraph): AnyGraph {
  const H = G.copy() as AnyGraph;
  H.dropEdge(H.edges()[0]!);
  for (let v = 1; ; v++) {
    if (!H.hasEdge('0', String(v))) {
      H.addEdge('0', String(v), { weight: 1 });
      return H;
    }
  }
}

/** `count` walks of 20 steps along out-edges (every node of E has some), as id lists. */
export function walks(count: number) {
  return (g: BenchGraph, rng: Rng) => {
    const out: number[][] = Array.from({ length: g.n }, () => []);
    for (let e = 0; e < g.src.length; e++) out[g.src[e]!]!.push(g.dst[e]!);
    return Array.from({ length: count }, () => {
      const w = [Math.floor(rng() * g.n)];
      for (let i = 0; i < 20; i++) {
        const next = out[w.at(-1)!]!;
        w.push(next[Math.floor(rng() * next.length)]!);
      }
      return w;
    });
  };
}

/** Python helpers the composed expressions use. */
export const PY_HELPERS = `
def nx_cycle(G):
    try:
        return nx.find_cycle(G)
    except nx.NetworkXNoCycle:
        return None

def has_cycle(G):
    return nx_cycle(G) is not None

def nx_error(f):
    try:
        f()
        return 'no error'
    except nx.NetworkXUnfeasible:
        return 'refused'

def one_edge_moved(G):
    H = G.copy()
    H.remove_edge(*next(iter(H.edges())))
    v = 1
    while H.has_edge(0, v):
        v += 1
    H.add_edge(0, v, weight=1)
    return H

def checked_shortest(f, G, s, t):
    # grraf's default method ('auto') reads every weight first and takes Bellman-Ford when one is
    # negative; NetworkX's default Dijkstra reads only what it explores and trusts the rest.
    negative = any(w < 0 for _, _, w in G.edges(data='weight', default=1))
    return f(G, s, t, weight='weight', method='bellman-ford' if negative else 'dijkstra')

def max_weight_triangle(G):
    w = G.nodes
    best = None
    for c in nx.enumerate_all_cliques(G):
        if len(c) == 3:
            s = w[c[0]]['weight'] + w[c[1]]['weight'] + w[c[2]]['weight']
            best = s if best is None or s > best else best
        elif len(c) > 3:
            break
    return best
`;
