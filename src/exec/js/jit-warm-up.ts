/**
 * The library's JIT warm-up: a spare sandbox built for large graphs (spare-sandbox.ts) first runs
 * the library's hot whole-graph functions on small graphs of its own (sandbox/warm-library.ts),
 * so that the program's first call on its `G` meets loops V8 has already optimized.
 *
 * Why: each program runs in a fresh isolate, so its first library call ran in V8's interpreter
 * and baseline tiers until V8 optimized the loops: at 10k nodes / 100k edges that first call
 * cost 2–5× the same call optimized (scripts/bench-exec/jit-warm-up.ts times it). The warm-up runs
 * during the model's turn, in the spare, before its graphs are built, so it is off the question's
 * path: a run that arrives while it runs stops it (warmLibraryIn) and waits for the call under way.
 *
 * The warm-up's graphs are made here, once per process, and handed in as transfer forms, so the
 * sandbox builds them exactly as it builds a user's graph (the same copy, the same builder, the
 * same object shapes: the feedback V8 gathers is the one a program's `G` will match), and the
 * bundle carries no graph generator of its own.
 *
 * Isolation: what the warm-up leaves in the sandbox is code and type feedback on the library's
 * functions; its graphs and results are dropped before the hook returns (sandbox/warm-library.ts),
 * and jit-warm-up.test.ts holds a program in a warmed sandbox to the globals, output and answers
 * of a cold one.
 */
import type IsolatedVm from 'isolated-vm';
import { edgeColumns } from '../../graph/formats/edge-columns.js';
import type { GraphData } from '../../graph/model.js';
import { mulberry32 } from '../../util/mulberry32.js';
import { completeTransferForm, type TransferGraph } from './graph-transfer.js';
import type { Ivm } from './isolated-vm.js';
import type { WarmUpGraphs } from './sandbox/warm-library.js';
import type { Sandbox } from './sandbox-instance.js';

/**
 * Graphs with fewer edges than this in all get no warm-up. Measured (scripts/bench-exec/jit-warm-up.ts,
 * load 2-4 on 2 cores): the warm-up takes ~0.12-0.17 s of the spare's CPU; a first call it warms
 * saves 1-10 ms at 10k edges (MST 10.7 -> 1.2 ms), 2-18 ms at 20k, 3-20 ms at 30k and 7-27 ms at
 * 100k. Below 20k edges a program's calls would win back a few ms for that CPU; from there on a
 * call wins ~10% of it back on the question's path.
 */
export const JIT_WARM_UP_MIN_EDGES = 20_000;

/** Time allowed for the warm-up (~0.1 s idle, ~0.3 s at load 4 on 2 cores); past it, it stops where it is. */
export const JIT_WARM_UP_TIMEOUT_MS = 3_000;

/** The warm-up's size: graphs of 1k nodes / 10k edges, built and called on three times. */
const WARM_UP = { nodes: 1_000, edges: 10_000, rounds: 3 };

/** What {@link warmLibraryIn} runs; the defaults are the executor's (benchmarks try others). */
export interface JitWarmUpOptions {
  nodes?: number;
  edges?: number;
  rounds?: number;
  timeoutMs?: number;
  /** Ends the warm-up after the call under way (a run is waiting for the sandbox). */
  signal?: AbortSignal;
}

/** Whether a spare for `graphs` warms the library up: their edges in all reach the threshold. */
export function worthWarmingUp(graphs: Record<string, GraphData>, minEdges = JIT_WARM_UP_MIN_EDGES): boolean {
  let edges = 0;
  for (const g of Object.values(graphs)) {
    // A parsed graph's columns, when it has them: reading `edges` would make a million objects.
    edges += edgeColumns(g)?.source.length ?? g.edges.length;
    if (edges >= minEdges) return true;
  }
  return false;
}

/**
 * Queues the warm-up on the sandbox's thread (a build queued after it runs after it) and resolves
 * true when it ran to the end, false when it was stopped, timed out or the isolate failed. Never
 * rejects.
 *
 * `o.signal` stops it between two calls: the sandbox's thread runs queued calls in order and
 * isolated-vm cuts one short only by ending it as a time-out, so the warm-up reads a flag the host
 * sets — a 4-byte SharedArrayBuffer handed to the hook alone (the program gets no
 * SharedArrayBuffer: sandbox/harden.ts; this one is unreachable once the hook returns). A run that
 * arrives during the warm-up then waits for the call under way instead of the rest of the warm-up.
 */
export function warmLibraryIn(
  ivm: Ivm,
  sandbox: Pick<Sandbox, 'hooks'>,
  o: JitWarmUpOptions = {},
): Promise<boolean> {
  if (o.signal?.aborted) return Promise.resolve(false);
  const stop = new SharedArrayBuffer(4);
  let args: unknown[];
  try {
    args = [
      warmUpForms(ivm, o.nodes ?? WARM_UP.nodes, o.edges ?? WARM_UP.edges).copyInto(),
      o.rounds ?? WARM_UP.rounds,
      new ivm.ExternalCopy(stop).copyInto(),
    ];
  } catch {
    return Promise.resolve(false);
  }
  const onAbort = () => Atomics.store(new Int32Array(stop), 0, 1);
  o.signal?.addEventListener('abort', onAbort, { once: true });
  return sandbox.hooks.warmLibrary
    .apply(undefined, args, { timeout: o.timeoutMs ?? JIT_WARM_UP_TIMEOUT_MS })
    .then(
      () => o.signal?.aborted !== true,
      () => false,
    )
    .finally(() => o.signal?.removeEventListener('abort', onAbort));
}

/** The warm-up's transfer forms by size, made once per process (a few hundred kB outside the heap). */
const forms = new Map<string, IsolatedVm.ExternalCopy<WarmUpGraphs>>();

function warmUpForms(ivm: Ivm, nodes: number, edges: number): IsolatedVm.ExternalCopy<WarmUpGraphs> {
  const size = `${nodes}x${edges}`;
  let copy = forms.get(size);
  if (!copy) {
    copy = new ivm.ExternalCopy(warmUpGraphs(nodes, edges));
    forms.set(size, copy);
  }
  return copy;
}

/** Directed, undirected and acyclic graphs of `n` nodes and `m` distinct weighted edges each (seeded: the same in every process). */
export function warmUpGraphs(n: number, m: number): WarmUpGraphs {
  const rng = mulberry32(n * 31 + m);
  return {
    directed: randomGraph(rng, n, m, 'directed'),
    undirected: randomGraph(rng, n, m, 'undirected'),
    dag: randomGraph(rng, n, m, 'dag'),
  };
}

function randomGraph(
  rng: () => number,
  n: number,
  m: number,
  kind: 'directed' | 'undirected' | 'dag',
): TransferGraph {
  // At most every pair once: a graph asked for more edges than pairs gets them all.
  const count = Math.min(m, kind === 'directed' ? n * (n - 1) : (n * (n - 1)) / 2);
  const src = new Int32Array(count);
  const dst = new Int32Array(count);
  const weights = new Float64Array(count);
  const seen = new Set<number>();
  for (let e = 0; e < count; ) {
    let u = Math.floor(rng() * n);
    let v = Math.floor(rng() * n);
    if (u === v) continue;
    if (kind !== 'directed' && u > v) [u, v] = [v, u];
    if (seen.has(u * n + v)) continue;
    seen.add(u * n + v);
    src[e] = u;
    dst[e] = v;
    weights[e] = 1 + Math.floor(rng() * 9);
    e++;
  }
  return completeTransferForm({
    directed: kind !== 'undirected',
    multi: false,
    distinct: true,
    ids: Float64Array.from({ length: n }, (_, i) => i),
    nodeAttrs: Array.from({ length: n }, (_, i) => ({ weight: i % 10 })),
    src,
    dst,
    weights,
    edgeAttrs: null,
  });
}
