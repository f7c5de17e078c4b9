/**
 * An Explorer (explorer.ts) over a bulk builder's seed (graph-seed.ts): a node's neighbors come
 * from its slice of the per-node edge lists, so an s→t search reads the nodes it reaches and
 * nothing else — no compact index, no graphology adjacency objects. Node ids are the builder's
 * positions, the ids of the compact index too.
 *
 * A class with one instance kept alive (shape-anchor.ts), not an object of closures: a search
 * right after a full GC otherwise ran its first call in V8's lower tiers.
 */
import type { AnyGraph } from './common.js';
import { edgeKind, edgeNumber } from './common.js';
import { type Arcs, type Direction, type Explorer, GAVE_UP, type WeightSource } from './explorer.js';
import { builtNumber, type EdgeLists, type GraphSeed } from './graph-seed.js';
import { anchorShape } from './shape-anchor.js';

class SeededExplorer implements Explorer {
  readonly n: number;
  readonly capacity: number;
  readonly directed: boolean;
  private readonly src: Int32Array;
  private readonly dst: Int32Array;
  private readonly edgesDirected: boolean;
  private lists: { out: EdgeLists; in: EdgeLists } | undefined;
  private root = 0;

  constructor(
    private readonly seed: GraphSeed,
    directed: boolean,
    /** Neighbor reads left; the search gives up when they run out. */
    private left: number,
    private readonly weight: string,
  ) {
    this.n = seed.n;
    this.capacity = seed.n;
    this.directed = directed;
    this.src = seed.src;
    this.dst = seed.dst;
    this.edgesDirected = seed.directed;
  }

  // Fields, not methods: searches hand them on unbound (`path.map(x.key)`).
  readonly id = (key: string): number => this.seed.position(key);
  readonly key = (v: number): string => this.seed.key(v);

  private listsOf(inbound: boolean): EdgeLists {
    this.lists ??= this.seed.lists();
    return inbound && this.edgesDirected ? this.lists.in : this.lists.out;
  }

  /** The far end of edge `e` from `v`. */
  private far(e: number, v: number, inbound: boolean): number {
    if (this.edgesDirected) return inbound ? this.src[e]! : this.dst[e]!;
    return this.src[e] === v ? this.dst[e]! : this.src[e]!;
  }

  /** The far ends of v's edges in one direction, appended to `out`. */
  private collect(v: number, inbound: boolean, out: number[]): void {
    const { start, edges } = this.listsOf(inbound);
    for (let p = start[v]!; p < start[v + 1]!; p++) out.push(this.far(edges[p]!, v, inbound));
  }

  private spend(found: number): boolean {
    this.left -= found + 1;
    return this.left >= 0;
  }

  neighbors(v: number, direction: Direction = 'out'): ArrayLike<number> | null {
    if (direction !== 'both' || !this.edgesDirected) {
      // One list: a view of its far ends when the lists carry them (no array filled per read).
      const { start, far } = this.listsOf(direction === 'in');
      if (far !== undefined) {
        const from = start[v]!;
        const to = start[v + 1]!;
        return this.spend(to - from) ? far.subarray(from, to) : null;
      }
    }
    const out: number[] = [];
    if (direction !== 'in' || !this.edgesDirected) this.collect(v, false, out);
    if (this.edgesDirected && direction !== 'out') this.collect(v, true, out);
    return this.spend(out.length) ? out : null;
  }

  weighted(v: number, inbound = false): Arcs | null {
    const { start, edges } = this.listsOf(inbound);
    const to: number[] = [];
    const weight: number[] = [];
    for (let p = start[v]!; p < start[v + 1]!; p++) {
      const e = edges[p]!;
      to.push(this.far(e, v, inbound));
      const built = builtNumber(this.seed, e, this.weight);
      if (built !== undefined) {
        weight.push(built ?? 1);
        continue;
      }
      const attrs = this.seed.attributes(e);
      const raw = attrs[this.weight];
      weight.push(
        typeof raw === 'number' && !Number.isNaN(raw)
          ? raw
          : edgeNumber(attrs, this.weight, 1, this.key(this.src[e]!), this.key(this.dst[e]!)),
      );
    }
    return this.spend(to.length) ? { to, weight } : null;
  }

  nextRoot(): number | null | typeof GAVE_UP {
    if (!this.spend(0)) return GAVE_UP;
    return this.root < this.n ? this.root++ : null;
  }
}

/**
 * An Explorer over `seed`, giving up (null; GAVE_UP for roots) once `budget` neighbor reads are
 * spent.
 */
export function seededExplorer(
  G: AnyGraph,
  seed: GraphSeed,
  budget: number,
  weights?: WeightSource,
): Explorer {
  return new SeededExplorer(seed, edgeKind(G) !== 'undirected', budget, weights?.name ?? 'weight');
}

const EMPTY = new Int32Array(1);
anchorShape(
  new SeededExplorer(
    {
      directed: true,
      n: 0,
      position: () => -1,
      key: () => '',
      keys: () => [],
      src: EMPTY,
      dst: EMPTY,
      attributes: () => ({}),
      kept: null,
      lists: () => ({ out: { start: EMPTY, edges: EMPTY }, in: { start: EMPTY, edges: EMPTY } }),
    },
    true,
    0,
    'weight',
  ),
);
