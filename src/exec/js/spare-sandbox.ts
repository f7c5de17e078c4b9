/**
 * The sandbox a JavaScript executor's next run takes, made while the caller is busy elsewhere (the
 * model's turn) — and, when the caller said which graphs that run gets, with them already built in
 * (JsExecutor.prepareGraphs, and after every run on them, JsExecutor keepGraphs): at a million
 * edges that build is the largest part of a run. There is at most one spare with graphs, and one
 * blank spare (no graphs) beside it for a run on other graphs; a spare is only ever taken by a run
 * on the very graph objects it was built from, and used once, so a run sees no graph but its own,
 * and every `G` is one no program has touched.
 *
 * A spare for large graphs first warms the library up (jit-warm-up.ts: its hot loops run on small
 * graphs of the sandbox's own until V8 has optimized them), then builds the graphs. That order:
 * a program's first calls gained as much either way but minimumSpanningTree at 1M edges, which
 * took 210 and 112 ms in two runs with the graphs built first (105 cold) and 78 warmed first — the
 * likely cause, not traced: the warm-up's garbage then lies beside a million-edge `G` when the
 * call's allocations set off a collection. Both are queued on the
 * sandbox's thread at once, so the build still runs beside whatever the caller does next (see
 * fillWith). The cost: a run that takes the spare during the warm-up stops it after the call under
 * way (jit-warm-up.ts says how) but then waits for the whole build, which had not started (at 1M
 * edges, arriving 50 ms after the hand-over, 136 ms instead of 68); one that takes it before the
 * sandbox is ready skips the warm-up. A warm-up that fails or times out leaves its graphs
 * unreachable like one that ends; the build runs after it all the same.
 */
import type IsolatedVm from 'isolated-vm';
import type { ExecInput } from '../executor.js';
import type { Ivm } from './isolated-vm.js';
import { warmLibraryIn, worthWarmingUp } from './jit-warm-up.js';
import { createSandbox, type Sandbox } from './sandbox-instance.js';
import type { TransferCache } from './transfer-cache.js';

type Graphs = ExecInput['graphs'];

/** Time allowed to build graphs ahead (no program runs then; only a starved machine gets near it). */
const BUILD_AHEAD_MS = 120_000;

/**
 * A spare taken this soon after it was asked for, without a warm-up, counts as taken back to back:
 * a warm-up (~0.1 s, ~0.3 s at load 4) would not have ended in time either.
 */
const BACK_TO_BACK_MS = 300;

interface Spare {
  memoryMb: number;
  ready: Promise<Sandbox>;
  graphs?: Graphs;
  /** Resolves true once every graph is in the sandbox, false when that failed. */
  built?: Promise<boolean>;
  /** A run is waiting for it: a warm-up not started by then is skipped, one under way stopped. */
  taken?: AbortController;
  /** Resolves with whether the library's warm-up ran to the end (false: it failed, or there was none). */
  warmedUp?: Promise<boolean>;
  /** Whether a warm-up was started for it, and whether it has ended (run to the end, stopped or failed). */
  warmUp?: { ended: boolean };
  /** When fillWith asked for it (performance.now()), for graphs large enough to warm up for. */
  askedAt?: number;
}

/** Runs the warm-up in `sandbox` (see warmLibraryIn). */
type WarmUp = (ivm: Ivm, sandbox: Sandbox, signal: AbortSignal) => Promise<boolean>;

/** Options of a {@link SpareSandbox}. */
export interface SpareSandboxOptions {
  /**
   * The library's JIT warm-up (jit-warm-up.ts) in spares built for graphs of `minEdges` edges in
   * all or more (default JIT_WARM_UP_MIN_EDGES); false: none. `run` replaces the warm-up itself
   * (tests, benchmarks): it resolves true when the warm-up ran to the end, and stops it soon
   * after `signal` aborts.
   */
  jitWarmUp?: false | { minEdges?: number; run?: WarmUp };
}

export class SpareSandbox {
  /** The spare with graphs built in (or being built). */
  private spare: Spare | undefined;
  /**
   * A spare without graphs, beside it: a run or a build ahead on other graphs than the kept ones
   * starts from it instead of making an isolate then (15–30 ms).
   */
  private blank: Spare | undefined;
  /** Spares being disposed once ready (close() waits for them too). */
  private readonly discarding = new Set<Promise<void>>();
  /**
   * Runs come back to back (no model's turn between them: a cached program, a benchmark): the last
   * spare was taken while its warm-up ran, or, warmed up or not, within BACK_TO_BACK_MS. The next
   * spare then skips the warm-up, which would only delay its build (bench:warm at 1M edges: 70 ms a
   * question back to back with it, 60 without) and spend ~85 ms of CPU per question for nothing.
   */
  private backToBack = false;

  constructor(
    private readonly transfers: TransferCache,
    private readonly options: SpareSandboxOptions = {},
  ) {}

  /** Starts making a spare without graphs, unless there is one already. */
  fill(ivm: Ivm, memoryMb: number): void {
    if (this.blank?.memoryMb === memoryMb) return;
    this.discard(this.blank);
    const ready = createSandbox(ivm, memoryMb);
    ready.catch(() => undefined);
    this.blank = { memoryMb, ready };
  }

  /**
   * Makes the spare one with `graphs` built in (an idle blank spare of the same limit is used for
   * it). Resolves once the build has been handed to the sandbox's thread, which then needs nothing
   * from this one: a caller that waits for that before long synchronous work (loading a store)
   * has the build run beside it rather than after it. Never rejects: graphs that cannot be
   * converted are left to the run, which reports why.
   */
  fillWith(ivm: Ivm, memoryMb: number, graphs: Graphs): Promise<void> {
    const spare = this.spare;
    if (spare?.graphs && spare.memoryMb === memoryMb && sameGraphs(spare.graphs, graphs))
      return Promise.resolve();
    // Copied out of the host heap now: the build then starts as soon as the sandbox is ready,
    // even if the host is busy loading the store by then.
    let copies: (readonly [string, IsolatedVm.ExternalCopy])[];
    try {
      copies = Object.entries(graphs).map(([name, g]) => [name, this.transfers.of(ivm, g)] as const);
    } catch {
      return Promise.resolve();
    }
    this.spare = undefined;
    this.discard(spare);
    const ready = this.takeBlank(memoryMb) ?? createSandbox(ivm, memoryMb);
    ready.catch(() => undefined);
    let handedOver = () => {};
    const started = new Promise<void>((resolve) => {
      handedOver = resolve;
    });
    const taken = new AbortController();
    const next: Spare = { memoryMb, ready, graphs, taken };
    const eligible = this.warmUpFor(graphs);
    if (eligible) next.askedAt = performance.now();
    const warmUp = this.backToBack ? undefined : eligible;
    const progress = warmUp && { ended: false };
    if (progress) next.warmUp = progress;
    let reportWarmUp = (_ran: boolean) => {};
    next.warmedUp = new Promise<boolean>((resolve) => {
      reportWarmUp = resolve;
    });
    next.built = ready.then(
      (sandbox) => {
        // Queued before the builds, on the same thread; skipped when a run already waits.
        const { signal } = taken;
        void startWarmUp(warmUp && !signal.aborted ? () => warmUp(ivm, sandbox, signal) : undefined).then(
          (ran) => {
            if (progress) progress.ended = true;
            reportWarmUp(ran);
          },
        );
        return buildAhead(sandbox, copies, handedOver);
      },
      () => {
        reportWarmUp(false);
        handedOver();
        return false;
      },
    );
    this.spare = next;
    return started;
  }

  /**
   * Whether the spare holding these graphs (or being built with them) warmed the library up:
   * resolves with whether the warm-up ran to the end; false when there was none, or no such spare.
   */
  warmedUp(graphs: Graphs): Promise<boolean> {
    const spare = this.spare;
    return spare?.graphs && sameGraphs(spare.graphs, graphs) && spare.warmedUp
      ? spare.warmedUp
      : Promise.resolve(false);
  }

  /** The warm-up a spare for `graphs` runs before building them, or undefined when none. */
  private warmUpFor(graphs: Graphs): WarmUp | undefined {
    const o = this.options.jitWarmUp;
    if (o === false || !worthWarmingUp(graphs, o?.minEdges)) return undefined;
    return o?.run ?? ((ivm, sandbox, signal) => warmLibraryIn(ivm, sandbox, { signal }));
  }

  /**
   * The spare holding these graphs when it has the memory limit, else a blank spare of that
   * limit, else a new sandbox; `graphsIn` says whether the graphs are already in it. A spare
   * holding other graphs is disposed.
   */
  async take(ivm: Ivm, memoryMb: number, graphs: Graphs): Promise<{ sandbox: Sandbox; graphsIn: boolean }> {
    const spare = this.spare;
    if (spare?.graphs && spare.memoryMb === memoryMb && sameGraphs(spare.graphs, graphs)) {
      this.spare = undefined;
      // Only spares large enough to warm up for tell: a small graph's pace says nothing here.
      if (spare.askedAt !== undefined)
        this.backToBack =
          (spare.warmUp !== undefined && !spare.warmUp.ended) ||
          performance.now() - spare.askedAt < BACK_TO_BACK_MS;
      spare.taken?.abort();
      const sandbox = await spare.ready.catch(() => undefined);
      const graphsIn = spare.built ? await spare.built : false;
      if (sandbox && graphsIn) return { sandbox, graphsIn };
      sandbox?.dispose();
    } else if (spare) {
      // Other graphs than the kept ones: the caller has moved on from those.
      this.spare = undefined;
      this.discard(spare);
    }
    const blank = this.takeBlank(memoryMb);
    const sandbox = blank ? await blank.catch(() => undefined) : undefined;
    return { sandbox: sandbox ?? (await createSandbox(ivm, memoryMb)), graphsIn: false };
  }

  /** Whether the spare holds (or is building) these graph objects under these names. */
  holds(graphs: Graphs): boolean {
    return this.spare?.graphs !== undefined && sameGraphs(this.spare.graphs, graphs);
  }

  /** Disposes the spares, and waits for spares set aside before to be disposed. */
  async close(): Promise<void> {
    this.discard(this.spare);
    this.discard(this.blank);
    this.spare = undefined;
    this.blank = undefined;
    await Promise.all(this.discarding);
  }

  /** The blank spare when it has the memory limit (it is then no longer the spare); one of another limit is disposed. */
  private takeBlank(memoryMb: number): Promise<Sandbox> | undefined {
    const blank = this.blank;
    this.blank = undefined;
    if (blank?.memoryMb === memoryMb) return blank.ready;
    this.discard(blank);
    return undefined;
  }

  /** Disposes a spare no run will take, once it is ready. */
  private discard(spare: Spare | undefined): void {
    if (!spare) return;
    const done = spare.ready.then(
      (s) => s.dispose(),
      () => undefined,
    );
    this.discarding.add(done);
    void done.finally(() => this.discarding.delete(done));
  }
}

/**
 * Builds the graphs in `sandbox`: every build is queued on the isolate's thread at once (they run
 * there in order), then `handedOver` is called — from there on the build needs no turn of this
 * thread's event loop.
 */
async function buildAhead(
  sandbox: Sandbox,
  copies: (readonly [string, IsolatedVm.ExternalCopy])[],
  handedOver: () => void,
): Promise<boolean> {
  try {
    const builds = copies.map(([name, copy]) =>
      sandbox.hooks.setGraph.apply(undefined, [name, copy.copyInto()], { timeout: BUILD_AHEAD_MS }),
    );
    handedOver();
    await Promise.all(builds);
    return true;
  } catch {
    handedOver();
    sandbox.dispose();
    return false;
  }
}

/**
 * Starts `warmUp` now (its call is queued on the sandbox's thread before whatever is queued next);
 * resolves with whether it ran to the end, false when there is none or it failed. Never rejects.
 */
function startWarmUp(warmUp: (() => Promise<boolean>) | undefined): Promise<boolean> {
  if (!warmUp) return Promise.resolve(false);
  try {
    return warmUp().then(
      (ran) => ran === true,
      () => false,
    );
  } catch {
    return Promise.resolve(false);
  }
}

/** The same graph objects under the same names. */
function sameGraphs(a: Graphs, b: Graphs): boolean {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name]);
}
