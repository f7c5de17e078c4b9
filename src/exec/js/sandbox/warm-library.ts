/**
 * Runs INSIDE the isolate, in a spare sandbox before its graphs are built (spare-sandbox.ts): runs
 * the library's hot whole-graph functions on graphs of its own a few times, so V8 has optimized
 * their loops before a program's first call, and drops everything.
 *
 * Why: a sandbox is a fresh isolate, so a program's first library call runs its loops in V8's
 * interpreter and baseline tiers until V8 optimizes them: at 10k nodes / 100k edges the first
 * call cost 2–5× the same call once optimized (jit-warm-up.ts has the figures). What V8 keeps of
 * this run is code and type feedback on the library's own functions, never a value: each call's
 * result is dropped, the graphs are locals, and the library's per-graph memory is a WeakMap
 * keyed by them (algorithms/graph-memo.ts), so once this returns nothing it made is reachable —
 * from the program or from anything else. It sets no global and writes no output.
 *
 * Each round builds its graphs again: the library memorizes a graph's index, so calls on one
 * graph would warm the index's build only once; a fresh graph per round warms it (and the
 * builder the spare's own graphs are built with next) as often as the searches.
 */

import type { AnyGraph } from '../../../algorithms/common.js';
import {
  averageClustering,
  clustering,
  connectedComponents,
  maxWeightTriangle,
  minimumSpanningTree,
  shortestPath,
  singleSourceShortestPathLength,
  stronglyConnectedComponents,
  topologicalSort,
} from '../../../algorithms/index.js';
import type { TransferGraph } from '../graph-transfer.js';
import { buildGraph } from './graph-builder.js';

/** The warm-up's graphs (host-made: jit-warm-up.ts): node keys '0'..'n-1', weighted edges. */
export interface WarmUpGraphs {
  directed: TransferGraph;
  undirected: TransferGraph;
  /** Directed, every edge from a lower to a higher id. */
  dag: TransferGraph;
}

interface Built {
  D: AnyGraph;
  U: AnyGraph;
  DAG: AnyGraph;
}

/**
 * The calls, chosen by measurement (scripts/bench-exec/jit-warm-up.ts): at 10k nodes / 100k edges
 * each one's first call (or one sharing its loops) took 1.4–8× less after it. Left out: directed
 * clustering (a third of the warm-up's time for a 1.2× gain), isBipartite (the warm-up's graphs are
 * not bipartite, so it stops at once) and maximum flow (a flow between two nodes of a random
 * graph ends at a small cut, cold as fast as warm).
 */
const CALLS: ((g: Built) => unknown)[] = [
  ({ D }) => singleSourceShortestPathLength(D, '0'),
  ({ D }) => singleSourceShortestPathLength(D, '0', { weight: null }),
  ({ U }) => singleSourceShortestPathLength(U, '0'),
  ({ D }) => connectedComponents(D),
  ({ D }) => stronglyConnectedComponents(D),
  ({ DAG }) => topologicalSort(DAG),
  ({ U }) => clustering(U),
  ({ U }) => averageClustering(U),
  ({ U }) => minimumSpanningTree(U),
  ({ U }) => maxWeightTriangle(U),
  ({ D }) => shortestPath(D, '0', '1'),
];

/**
 * Builds the graphs `rounds` times and makes every call on each build, until the host sets `stop`
 * (a shared 4-byte flag: a run is waiting for the sandbox), checked before each build and call.
 * Never throws (a call that throws is skipped; a time-out, the host's, ends it as a termination)
 * and returns nothing.
 */
export function warmLibrary(graphs: WarmUpGraphs, rounds: number, stop?: SharedArrayBuffer): void {
  try {
    const flag = stop === undefined ? undefined : new Int32Array(stop, 0, 1);
    const stopped = () => flag !== undefined && Atomics.load(flag, 0) !== 0;
    for (let round = 0; round < rounds && !stopped(); round++) {
      const built: Built = {
        D: buildGraph(graphs.directed) as AnyGraph,
        U: buildGraph(graphs.undirected) as AnyGraph,
        DAG: buildGraph(graphs.dag) as AnyGraph,
      };
      for (const call of CALLS) {
        if (stopped()) return;
        try {
          call(built);
        } catch {
          // A call that throws has warmed what it ran; the rest still run.
        }
      }
    }
  } catch {
    // Bad graphs from the host: no warm-up, and the sandbox is as it was.
  }
}
