/**
 * Maximum flow by Dinic's algorithm (BFS level graph + iterative blocking-flow search).
 * Hand-written: graphology has no flow algorithm. Iterative so 100k-node graphs cannot overflow.
 * Undirected edges (also in a graph that mixes both kinds) carry flow either way.
 */
// This header and the exported functions' comments are the library's documentation, which
// GraphSkill's prompts quote (retrieval/library-tree): recorded runs replay only while they stay
// as they are. How the phases work is said at `Phases` below.
import type { AnyGraph } from './common.js';
import { argError, requireNode } from './common.js';
import { flowRecord } from './flow-record.js';
import { type FlowNetwork, flowNetwork } from './flow-residual.js';
import { lazyField } from './indexed.js';

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

/**
 * Dinic's phases on a flow network, with the per-node arrays they need, allocated once per call.
 *
 * Each phase labels the shortest augmenting paths, then sends a blocking flow along them by an
 * iterative search. The labels come from a breadth-first search grown from both ends at once, one
 * layer at a time on the side whose frontier has fewer arcs, stopping when the two meet: a node on
 * a shortest path at distance i from s is labeled i from s's side or D − (its distance to t) from
 * t's. A search from s alone labeled most of a random graph in every phase (its distance to t is
 * ~log n), and the blocking-flow search then walked all of it; grown from both ends the labeled
 * part is about the square root of that, and the last phase, which proves the cut, stops as soon
 * as the smaller side (usually s's or t's few saturated edges) runs dry. Only the labeled nodes
 * are reset between phases.
 */
class Phases {
  /** Distance from s, to t (-1: not reached from that side). */
  private readonly fromS: Int32Array;
  private readonly toT: Int32Array;
  /** The label of the phase's level graph (-1: not in it, or a dead end). */
  private readonly level: Int32Array;
  /** Each labeled node's next arc to try in the blocking-flow search. */
  private readonly next: Int32Array;
  private readonly queueS: Int32Array;
  private readonly queueT: Int32Array;
  /** The blocking-flow search's path: its arcs, and the node each leaves. */
  private readonly pathArc: Int32Array;
  private readonly pathNode: Int32Array;
  private tailS = 0;
  private tailT = 0;

  constructor(
    private readonly g: FlowNetwork,
    private readonly s: number,
    private readonly t: number,
  ) {
    const { n } = g;
    this.fromS = new Int32Array(n).fill(-1);
    this.toT = new Int32Array(n).fill(-1);
    this.level = new Int32Array(n).fill(-1);
    this.next = new Int32Array(n);
    this.queueS = new Int32Array(n);
    this.queueT = new Int32Array(n);
    this.pathArc = new Int32Array(n);
    this.pathNode = new Int32Array(n);
  }

  /** The flow on edge e in the direction leaving v (an undirected edge's flow counts from its source). */
  private along(e: number, v: number): number {
    const { flow } = this.g;
    return this.g.undirectedEdge[e] === 1 && this.g.source[e] !== v ? -flow[e]! : flow[e]!;
  }

  /** Room on arc `a` of node v: out-arcs by capacity less flow, reverses of directed edges by their flow. */
  private room(a: number, v: number): number {
    const g = this.g;
    if (a < g.outArcs) {
      const e = g.outEdge[a]!;
      return g.capacity[e]! - this.along(e, v);
    }
    return g.flow[g.inEdge[a - g.outArcs]!]!;
  }

  /** Room on the arc that arc `a` of v reverses (from a's far end to v). */
  private roomBack(a: number, v: number): number {
    const g = this.g;
    if (a < g.outArcs) {
      const e = g.outEdge[a]!;
      return (g.undirectedEdge[e] === 1 ? g.capacity[e]! : 0) + this.along(e, v);
    }
    const e = g.inEdge[a - g.outArcs]!;
    return g.capacity[e]! - g.flow[e]!;
  }

  /** Sends `b` along arc `a` of v. */
  private push(a: number, v: number, b: number): void {
    const g = this.g;
    if (a < g.outArcs) {
      const e = g.outEdge[a]!;
      if (g.undirectedEdge[e] === 1 && g.source[e] !== v) g.flow[e]! -= b;
      else g.flow[e]! += b;
    } else g.flow[g.inEdge[a - g.outArcs]!]! -= b;
  }

  /** Arcs of v (out-arcs and reverses) as the search reads them: how many, for the frontier's size. */
  private degree(v: number): number {
    const { outStart, inStart } = this.g;
    const d = outStart[v + 1]! - outStart[v]!;
    return inStart === null ? d : d + inStart[v + 1]! - inStart[v]!;
  }

  /**
   * Calls `visit(a, w)` for the arcs of v in order, from arc id `from` on (an out position, or
   * outArcs + an in position), until it returns true; returns the arc it stopped at, -1 when none.
   * Reverses of undirected edges are skipped: their out-arcs at both ends stand for them.
   */
  private scan(v: number, from: number, visit: (a: number, w: number) => boolean): number {
    const { outStart, outAdj, outArcs, inStart, inAdj, inEdge, undirectedEdge } = this.g;
    let a = from;
    // Out ids are below outArcs ≤ v's first in id; `from` may be the end of v's out-arcs.
    if (inStart === null || a < outArcs + inStart[v]!) {
      for (const end = outStart[v + 1]!; a < end; a++) if (visit(a, outAdj[a]!)) return a;
      if (inStart === null) return -1;
      a = outArcs + inStart[v]!;
    }
    for (const end = outArcs + inStart[v + 1]!; a < end; a++) {
      const q = a - outArcs;
      if (undirectedEdge[inEdge[q]!] !== 1 && visit(a, inAdj[q]!)) return a;
    }
    return -1;
  }

  /** Forgets the last phase's labels: only the nodes it reached. */
  private reset(): void {
    const { fromS, toT, level, queueS, queueT } = this;
    for (let i = 0; i < this.tailS; i++) {
      fromS[queueS[i]!] = -1;
      level[queueS[i]!] = -1;
    }
    for (let i = 0; i < this.tailT; i++) {
      toT[queueT[i]!] = -1;
      level[queueT[i]!] = -1;
    }
    this.tailS = 0;
    this.tailT = 0;
  }

  /**
   * Labels the level graph of the shortest augmenting paths; false when t cannot be reached.
   * A layer is grown on the side whose frontier has fewer arcs. The first node reached from both
   * sides fixes the distance D = (its distance from s) + (its distance to t): before that layer
   * no node was within both balls, so no shorter path exists.
   */
  label(): boolean {
    this.reset();
    const { s, t, fromS, toT, queueS, queueT } = this;
    fromS[s] = 0;
    queueS[this.tailS++] = s;
    toT[t] = 0;
    queueT[this.tailT++] = t;
    // Frontiers: queue[head .. tail), and the arcs they hold.
    let [headS, headT] = [0, 0];
    let [arcsS, arcsT] = [this.degree(s), this.degree(t)];
    let distance = -1;
    const fromSide = (a: number, w: number, v: number): boolean => {
      if (fromS[w] !== -1 || !(this.room(a, v) > 0)) return false;
      fromS[w] = fromS[v]! + 1;
      queueS[this.tailS++] = w;
      arcsS += this.degree(w);
      if (toT[w] !== -1) distance = fromS[w]! + toT[w]!;
      return distance !== -1;
    };
    const toSide = (a: number, w: number, v: number): boolean => {
      if (toT[w] !== -1 || !(this.roomBack(a, v) > 0)) return false;
      toT[w] = toT[v]! + 1;
      queueT[this.tailT++] = w;
      arcsT += this.degree(w);
      if (fromS[w] !== -1) distance = fromS[w]! + toT[w]!;
      return distance !== -1;
    };
    while (distance === -1) {
      if (headS === this.tailS || headT === this.tailT) return false;
      if (arcsS <= arcsT) {
        arcsS = 0;
        for (const end = this.tailS; headS < end && distance === -1; headS++) {
          const v = queueS[headS]!;
          this.scan(v, this.g.outStart[v]!, (a, w) => fromSide(a, w, v));
        }
      } else {
        arcsT = 0;
        for (const end = this.tailT; headT < end && distance === -1; headT++) {
          const v = queueT[headT]!;
          this.scan(v, this.g.outStart[v]!, (a, w) => toSide(a, w, v));
        }
      }
    }
    this.levels(distance);
    return true;
  }

  /** Each labeled node's level: its distance from s, else D minus its distance to t. */
  private levels(distance: number): void {
    const { g, fromS, toT, level, next, queueS, queueT } = this;
    for (let i = 0; i < this.tailS; i++) {
      const v = queueS[i]!;
      level[v] = fromS[v]!;
      next[v] = g.outStart[v]!;
    }
    for (let i = 0; i < this.tailT; i++) {
      const v = queueT[i]!;
      if (fromS[v] !== -1) continue;
      level[v] = distance - toT[v]!;
      next[v] = g.outStart[v]!;
    }
  }

  /** One blocking flow: repeatedly walk s→t through the levels, dropping dead ends. */
  blockingFlow(): number {
    const { s, t, level, next, pathArc, pathNode } = this;
    let depth = 0;
    let total = 0;
    let v = s;
    let to = -1;
    const admissible = (a: number, w: number): boolean => {
      if (level[w] !== level[v]! + 1 || !(this.room(a, v) > 0)) return false;
      to = w;
      return true;
    };
    for (;;) {
      if (v === t) {
        let b = Number.POSITIVE_INFINITY;
        for (let i = 0; i < depth; i++) b = Math.min(b, this.room(pathArc[i]!, pathNode[i]!));
        if (b === Number.POSITIVE_INFINITY)
          argError('validation', 'capacity', 'infinite capacity path: the flow is unbounded');
        for (let i = 0; i < depth; i++) this.push(pathArc[i]!, pathNode[i]!, b);
        total += b;
        depth = 0;
        v = s;
        continue;
      }
      const a = this.scan(v, next[v]!, admissible);
      if (a !== -1) {
        // Kept: the arc may have room left after this path.
        next[v] = a;
        pathArc[depth] = a;
        pathNode[depth++] = v;
        v = to;
        continue;
      }
      if (v === s) return total;
      level[v] = -1; // dead end: never entered again in this phase
      v = pathNode[--depth]!;
    }
  }
}

function solve(G: AnyGraph, source: unknown, target: unknown, o: FlowOptions) {
  const s = requireNode(G, source, 'source');
  const t = requireNode(G, target, 'target');
  if (s === t) argError('validation', 'target', 'source and target must differ');
  const { topology, network } = flowNetwork(G, o.capacity ?? 'weight');
  const phases = new Phases(network, topology.indexOf(s), topology.indexOf(t));
  let value = 0;
  while (phases.label()) value += phases.blockingFlow();
  return { topology, network, value };
}

/**
 * Maximum flow from `source` to `target` with the flow on every edge. Undirected edges carry
 * flow either way up to their capacity; parallel edges add up. Throws when the flow is unbounded.
 * Building `flow` costs more than the flow itself on big graphs: use maximumFlowValue for the value.
 * @example maximumFlow(G, '0', '5').value // → 12
 */
export function maximumFlow(G: AnyGraph, source: unknown, target: unknown, o: FlowOptions = {}): FlowResult {
  const { topology, network, value } = solve(G, source, target, o);
  // `flow` is made on first read, and each of its rows on its own first read (flow-record.ts):
  // a program that reads only `value`, or a few rows, does not pay for the rest.
  const result = { value } as FlowResult;
  lazyField(result, 'flow', () => flowRecord(G, topology, network));
  return result;
}

/**
 * Value of a maximum flow from `source` to `target` (capacity attribute 'weight' by default).
 * @example maximumFlowValue(G, '0', '5') // → 12
 */
export function maximumFlowValue(G: AnyGraph, source: unknown, target: unknown, o: FlowOptions = {}): number {
  return solve(G, source, target, o).value;
}
