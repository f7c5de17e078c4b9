/**
 * Exact clique number and independence number with a work budget, for the truths of max_clique
 * and maximum_independent_set. The library's maximumClique / maximumIndependentSet are exact but
 * unbounded: a dense 200-node graph takes ~25 s and a sparse 200-node one minutes. A generator
 * must never hang, so here the same branch and bound (Tomita's MCQ: greedy colouring bounds)
 * counts its steps and gives up past a budget; the generator then draws a smaller graph.
 * Two orderings make the search fast: vertices by decreasing degree for cliques (colour classes
 * form early), and for independent sets leaves are taken first (always safe) and the rest is
 * split into components, each searched on its complement from low degree to high.
 */
import type { AnyGraph } from '../../../../algorithms/index.js';

/** Adjacency as one neighbour set per node 0..n-1 (undirected, no self-loops). */
export type Neighbors = Set<number>[];

/** Undirected neighbour sets over node indices, with the index → key table. */
export function neighborSets(G: AnyGraph): { nb: Neighbors; keys: string[] } {
  const keys = G.nodes();
  const index = new Map(keys.map((k, i) => [k, i]));
  const nb: Neighbors = keys.map(() => new Set<number>());
  G.forEachEdge((_e, _a, u, v) => {
    if (u === v) return;
    nb[index.get(u)!]!.add(index.get(v)!);
    nb[index.get(v)!]!.add(index.get(u)!);
  });
  return { nb, keys };
}

/** A clique (or independent set) of maximum size, as node indices. */
export interface ExactResult {
  size: number;
  members: number[];
  /** Search steps used (the budget's unit). */
  steps: number;
}

/** Thrown when the search needs more steps than its budget. */
export class BudgetExceeded extends Error {
  constructor(readonly budget: number) {
    super(`exact search needs more than ${budget} steps`);
    this.name = 'BudgetExceeded';
  }
}

/** Default step budget: about a second of search. */
export const DEFAULT_BUDGET = 2_000_000;

type Bits = Uint32Array;

/** Branch and bound for a maximum clique of the graph given by bit rows (vertex order matters). */
class CliqueSearch {
  /** Search steps taken so far. */
  steps = 0;
  private best: number[] = [];
  private bestSize = 0;

  constructor(
    private readonly rows: Bits[],
    private readonly budget: number,
  ) {}

  run(): number[] {
    const all = new Uint32Array(Math.ceil(this.rows.length / 32));
    for (let v = 0; v < this.rows.length; v++) all[v >> 5]! |= 1 << (v & 31);
    this.expand([], all);
    return this.best;
  }

  /** Greedy colouring of `P` in index order: vertices in colour order with their colour numbers. */
  private colour(P: Bits): [number[], number[]] {
    const order: number[] = [];
    const colours: number[] = [];
    const left = P.slice();
    for (let c = 1; left.some((w) => w !== 0); c++) {
      const free = left.slice();
      for (let i = 0; i < free.length; i++) {
        while (free[i] !== 0) {
          const v = i * 32 + (31 - Math.clz32(free[i]! & -free[i]!));
          left[i]! &= ~(1 << (v & 31));
          for (let j = 0; j < free.length; j++) free[j]! &= ~this.rows[v]![j]!;
          free[i]! &= ~(1 << (v & 31));
          order.push(v);
          colours.push(c);
        }
      }
    }
    return [order, colours];
  }

  private expand(R: number[], P: Bits): void {
    if (++this.steps > this.budget) throw new BudgetExceeded(this.budget);
    const [order, colours] = this.colour(P);
    for (let i = order.length - 1; i >= 0; i--) {
      if (R.length + colours[i]! <= this.bestSize) return;
      const v = order[i]!;
      const next = P.map((w, j) => w & this.rows[v]![j]!);
      R.push(v);
      if (next.every((w) => w === 0)) {
        if (R.length > this.bestSize) {
          this.bestSize = R.length;
          this.best = R.slice();
        }
      } else {
        this.expand(R, next);
      }
      R.pop();
      P[v >> 5]! &= ~(1 << (v & 31));
    }
  }
}

/** Bit rows of the graph induced by `nodes` (or of its complement), in that order. */
function bitRows(nb: Neighbors, nodes: number[], complement: boolean): Bits[] {
  const words = Math.ceil(nodes.length / 32);
  return nodes.map((v, i) => {
    const row = new Uint32Array(words);
    nodes.forEach((w, j) => {
      if (j !== i && nb[v]!.has(w) !== complement) row[j >> 5]! |= 1 << (j & 31);
    });
    return row;
  });
}

/**
 * A maximum clique, exactly; throws BudgetExceeded past `budget` search steps.
 * @example maximumCliqueWithin(triangleWithTail, 1e6) // → { size: 3, members: [0, 1, 2] }
 */
export function maximumCliqueWithin(nb: Neighbors, budget = DEFAULT_BUDGET): ExactResult {
  if (nb.length === 0) return { size: 0, members: [], steps: 0 };
  const nodes = nb.map((_, v) => v).sort((a, b) => nb[b]!.size - nb[a]!.size || a - b);
  const search = new CliqueSearch(bitRows(nb, nodes, false), budget);
  const members = search.run().map((i) => nodes[i]!);
  return { size: members.length, members, steps: search.steps };
}

/** Takes every node of degree ≤ 1 (and drops its neighbour) until none is left; returns the rest. */
function takeLeaves(nb: Neighbors, taken: number[]): Set<number> {
  const alive = new Set(nb.map((_, v) => v));
  const degree = nb.map((s) => s.size);
  const queue = [...alive].filter((v) => degree[v]! <= 1);
  const drop = (v: number) => {
    alive.delete(v);
    for (const w of nb[v]!) if (alive.has(w) && --degree[w]! <= 1) queue.push(w);
  };
  while (queue.length > 0) {
    const v = queue.pop()!;
    if (!alive.has(v) || degree[v]! > 1) continue;
    taken.push(v);
    const partner = [...nb[v]!].find((w) => alive.has(w));
    drop(v);
    if (partner !== undefined) drop(partner);
  }
  return alive;
}

/** Components of the subgraph induced by `alive`. */
function componentsOf(nb: Neighbors, alive: Set<number>): number[][] {
  const seen = new Set<number>();
  const out: number[][] = [];
  for (const s of alive) {
    if (seen.has(s)) continue;
    seen.add(s);
    const comp = [s];
    for (let i = 0; i < comp.length; i++) {
      for (const w of nb[comp[i]!]!) {
        if (alive.has(w) && !seen.has(w)) {
          seen.add(w);
          comp.push(w);
        }
      }
    }
    out.push(comp);
  }
  return out;
}

/**
 * A maximum independent set, exactly; throws BudgetExceeded past `budget` search steps in total.
 * @example maximumIndependentSetWithin(pathOf6, 1e6).size // → 3
 */
export function maximumIndependentSetWithin(nb: Neighbors, budget = DEFAULT_BUDGET): ExactResult {
  const members: number[] = [];
  const alive = takeLeaves(nb, members);
  let left = budget;
  for (const comp of componentsOf(nb, alive)) {
    const inside = (v: number) => [...nb[v]!].filter((w) => alive.has(w)).length;
    const nodes = comp.sort((a, b) => inside(a) - inside(b) || a - b);
    const search = new CliqueSearch(bitRows(nb, nodes, true), left);
    members.push(...search.run().map((i) => nodes[i]!));
    left -= search.steps;
  }
  return { size: members.length, members, steps: budget - left };
}
