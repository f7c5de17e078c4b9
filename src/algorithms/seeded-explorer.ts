/**
 * An Explorer (explorer.ts) over a bulk builder's seed (graph-seed.ts): a node's neighbors come
 * from its slice of the per-node edge lists, so an s→t search reads the nodes it reaches and
 * nothing else — no compact index, no graphology adjacency objects. Node ids are the builder's
 * positions, the ids of the compact index too, so a search that runs out of budget here goes on
 * to the index with the same numbering.
 */
import type { AnyGraph } from './common.js';
import { edgeKind, edgeNumber } from './common.js';
import { type Explorer, GAVE_UP, type WeightSource } from './explorer.js';
import type { GraphSeed } from './graph-seed.js';

/** Counts neighbor reads against a budget (as the lazy key reader does). */
class Budget {
  constructor(public left: number) {}

  spend(found: number): boolean {
    this.left -= found + 1;
    return this.left >= 0;
  }
}

/**
 * An Explorer over `seed`, giving up (null; GAVE_UP for roots) once `budget` neighbor reads are
 * spent: past that, the caller's index (built once, memorized) serves a search that reads most
 * of G better than a function call per node.
 */
export function seededExplorer(
  G: AnyGraph,
  seed: GraphSeed,
  budget: number,
  weights?: WeightSource,
): Explorer {
  const { src, dst, directed, n } = seed;
  const left = new Budget(budget);
  const weight = weights?.name ?? 'weight';
  let lists: ReturnType<GraphSeed['lists']> | undefined;
  const listsOf = () => {
    lists ??= seed.lists();
    return lists;
  };
  const far = (e: number, v: number, inbound: boolean): number =>
    directed ? (inbound ? src[e]! : dst[e]!) : src[e] === v ? dst[e]! : src[e]!;
  /** The far ends of v's edges in one direction, appended to `out`. */
  const collect = (v: number, inbound: boolean, out: number[]): void => {
    const { start, edges } = inbound ? listsOf().in : listsOf().out;
    for (let p = start[v]!; p < start[v + 1]!; p++) out.push(far(edges[p]!, v, inbound));
  };
  let root = 0;
  return {
    n,
    capacity: n,
    directed: edgeKind(G) !== 'undirected',
    id: (key) => seed.position(key),
    key: (v) => seed.key(v),
    neighbors: (v, direction = 'out') => {
      const out: number[] = [];
      if (direction !== 'in' || !directed) collect(v, false, out);
      if (directed && direction !== 'out') collect(v, true, out);
      return left.spend(out.length) ? out : null;
    },
    weighted: (v, inbound = false) => {
      const { start, edges } = inbound && directed ? listsOf().in : listsOf().out;
      const to: number[] = [];
      const ws: number[] = [];
      for (let p = start[v]!; p < start[v + 1]!; p++) {
        const e = edges[p]!;
        to.push(far(e, v, inbound));
        ws.push(edgeNumber(seed.attributes(e), weight, 1, seed.key(src[e]!), seed.key(dst[e]!)));
      }
      return left.spend(to.length) ? { to, weight: ws } : null;
    },
    nextRoot: () => {
      if (!left.spend(0)) return GAVE_UP;
      return root < n ? root++ : null;
    },
  };
}
