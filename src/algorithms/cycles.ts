/**
 * Cycle detection with a witness, directed and undirected, self-loops and parallel edges included.
 * Hand-written because graphology-dag's hasCycle treats every undirected edge as a cycle and
 * returns no witness. Depth-first from the first node, stopping at the first cycle, on the
 * explorer: on a large graph with cycles it reads a few neighbors, not the whole graph.
 */
import type { AnyGraph } from './common.js';
import { requireOneKind } from './common.js';
import type { Explorer } from './explorer.js';
import { explore, GAVE_UP } from './explorer.js';

/** One DFS frame: a node, its neighbors and how far they are read. */
interface Frame {
  v: number;
  next: ArrayLike<number>;
  at: number;
  /** Undirected: the node we came from; its first arc back is the tree edge, not a cycle. */
  parent: number;
}

type Found = number[] | null | typeof GAVE_UP;

/**
 * Iterative DFS. Directed: an arc to a node on the current path closes a cycle. Undirected: an
 * arc to a node on the path other than the tree edge back to the parent does (a second parallel
 * edge to the parent counts; finished nodes are descendants reached again from their ancestor).
 */
export function cycleIds(x: Explorer): Found {
  const state = new Uint8Array(x.capacity); // 0 new, 1 on the path, 2 done
  const path: Frame[] = [];
  const enter = (v: number, parent: number): boolean => {
    const next = x.neighbors(v);
    if (next === null) return false;
    state[v] = 1;
    path.push({ v, next, at: 0, parent });
    return true;
  };
  for (let root = x.nextRoot(); root !== null; root = x.nextRoot()) {
    if (root === GAVE_UP) return GAVE_UP;
    if (state[root] !== 0) continue;
    if (!enter(root, -1)) return GAVE_UP;
    while (path.length > 0) {
      const f = path[path.length - 1]!;
      if (f.at === f.next.length) {
        state[f.v] = 2;
        path.pop();
        continue;
      }
      const w = f.next[f.at++]!;
      if (!x.directed && w === f.parent) {
        f.parent = -1;
        continue;
      }
      if (state[w] === 1) {
        let i = path.length - 1;
        while (path[i]!.v !== w) i--;
        return path.slice(i).map((g) => g.v);
      }
      if (state[w] === 0 && !enter(w, f.v)) return GAVE_UP;
    }
  }
  return null;
}

/**
 * One cycle as a node list [v0, v1, …, vk] (edges v0→v1 … vk→v0), or null when acyclic.
 * Directed graphs follow edge directions; undirected graphs count self-loops and, in multi
 * graphs, two parallel edges as cycles (as NetworkX's find_cycle). A graph mixing directed and
 * undirected edges is refused (GrrafError).
 * @example findCycle(D) // → ['1', '2', '3']
 */
export function findCycle(G: AnyGraph): string[] | null {
  requireOneKind(G, 'findCycle');
  return explore(G, (x) => {
    const ids = cycleIds(x);
    return ids === null || ids === GAVE_UP ? ids : ids.map(x.key);
  });
}

/**
 * True when `G` has a cycle (see {@link findCycle} for what counts).
 * @example hasCycle(G) // → true
 */
export function hasCycle(G: AnyGraph): boolean {
  // An undirected graph with as many edges as nodes is no forest.
  if (requireOneKind(G, 'hasCycle') === 'undirected' && G.size >= G.order && G.size > 0) return true;
  return findCycle(G) !== null;
}
