/**
 * The JavaScript executor: runs untrusted programs in isolated-vm (a separate V8 heap with its own
 * memory limit and thread; nothing of Node is reachable from inside).
 *
 * Every run gets its own sandbox — a fresh isolate, used once and disposed (sandbox-instance.ts) —
 * and the next one is prepared while the caller is busy elsewhere (the model's turn), so a run
 * pays neither for the isolate nor for the bundle. A caller that knows the graphs of its next run
 * says so (`prepareGraphs`): the spare (spare-sandbox.ts) then builds `G` on its own thread while
 * the caller loads the store and asks the model — at a million edges that build is the largest
 * part of a run — and after a run on graphs the spare builds the same graphs again at once when
 * they are likely to be read next: after a failed run (a repair round comes next), and on an
 * executor that serves several questions on them (`keepGraphs`), so the next question finds `G`
 * built.
 * A prepared `G` is as fresh as any: built in an isolate no program has run in.
 *
 * Why a fresh `G` per run, built ahead, rather than one `G` shared by runs (issue 30 §1, measured
 * at 1M edges): a second context in the isolate that holds a built `G` reaches it in under a
 * millisecond, but the program then holds objects of the first context — graphology's Maps, which
 * `Map.prototype.set.call` changes whatever is frozen, and that context's prototypes — so a shared
 * `G` keeps what one program did for the next (audit F7) unless every object it hands out is
 * wrapped in a read-only membrane, with the library behind it; and the library's index, kept per
 * graph object, must then be the first context's too (the second context's own library took
 * 750 ms to index the foreign `G` for one shortest path). isolated-vm's snapshots were the other
 * candidate: they did not carry any global state into new contexts here (Node 20, isolated-vm
 * 5.0). Building ahead keeps every run's isolation as it was and takes the build off the
 * question's path whenever the next question comes after the build (a model's turn, a user's
 * pace); questions sent back to back on a 1M-edge graph still wait for it.
 *
 * A run resolves with a typed outcome; it rejects only when cancelled or mis-configured (bad
 * limits, graph names, no isolated-vm), or when the store a program queries fails for good.
 *
 * A program reaches the run's store (`input.store`) with `await cypher()` and `await neighbors()`:
 * read-only, under the run's remaining time and row cap, its rows copied into the sandbox's heap
 * (store-bridge.ts). Query mode gives a program only that, and no `G`.
 */
import { GrrafError } from '../../errors.js';
import type { GraphData } from '../../graph/model.js';
import { cancelledError, throwIfCancelled, untilAborted } from '../../util/cancel.js';
import type { ExecError, ExecInput, ExecLimits, ExecResult, Executor } from '../executor.js';
import { capOutput, checkGraphNames, MAX_ANSWER_CHARS, resolveLimits } from '../limits.js';
import { compileError, engineError } from './error-kinds.js';
import { settled } from './isolate-release.js';
import { type Ivm, isolatedVmIfLoaded, loadIsolatedVm } from './isolated-vm.js';
import { type Outcome, readOutcome } from './outcome.js';
import { type PreparedProgram, prepareProgram } from './program.js';
import type { Sandbox } from './sandbox-instance.js';
import { SpareSandbox } from './spare-sandbox.js';
import { StoreBridge } from './store-bridge.js';
import { TransferCache } from './transfer-cache.js';

/** Options of the JavaScript executor. */
export interface JsExecutorOptions {
  /** Limits applied when a run gives none (over DEFAULT_EXEC_LIMITS). */
  limits?: Partial<ExecLimits>;
  /** Extra time after the limit before the watchdog disposes a stuck isolate. Default 250 ms. */
  watchdogGraceMs?: number;
  /** Longest answer, in characters of JSON text. Default MAX_ANSWER_CHARS. */
  maxAnswerChars?: number;
  /**
   * After every run on graphs, build the same graphs into the next sandbox at once, so the next
   * question on them finds `G` built (true), or only after a failed run, for its repair round
   * (false). Default: true from this executor's second question on the same graph objects (a
   * second `prepareGraphs`, or a second successful run, on them), so an executor that answers one
   * question — what a method makes for itself and closes — builds nothing it will not use. An
   * idle executor keeping graphs holds one graph-sized isolate.
   */
  keepGraphs?: boolean;
}

/** Time allowed to read the output buffer after the program (no program code runs in it). */
const OUTPUT_READ_MS = 1000;

type Graphs = ExecInput['graphs'];

/** Runs JavaScript against graphology graphs inside isolated-vm. */
export class JsExecutor implements Executor {
  readonly language = 'js' as const;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;
  private readonly transfers = new TransferCache();
  private readonly spare = new SpareSandbox(this.transfers);
  /** Sandboxes being taken for runs (close() waits for them). */
  private readonly taking = new Set<Promise<void>>();

  private readonly keepGraphs: boolean | undefined;
  /** Questions seen per graph object (by the first graph of a run), for keepGraphs' default. */
  private readonly uses = new WeakMap<GraphData, { prepared: number; succeeded: number }>();

  /** Bad limits (an unknown key, a time limit past a day) are a 'validation' error here already. */
  constructor(private readonly options: JsExecutorOptions = {}) {
    resolveLimits(options.limits);
    this.keepGraphs = options.keepGraphs;
  }

  /** Runs `code`; runs on one executor are serialized (one program at a time). */
  run(
    code: string,
    input: ExecInput,
    limits?: Partial<ExecLimits>,
    signal?: AbortSignal,
  ): Promise<ExecResult> {
    const next = this.queue.then(async () => {
      if (this.closed) throw new GrrafError('config', 'this JavaScript executor is closed');
      throwIfCancelled(signal);
      const lim = resolveLimits(this.options.limits, limits);
      checkGraphNames(input.graphs);
      const ivm = await untilAborted(loadIsolatedVm(), signal);
      return this.runOne(ivm, code, input, lim, signal);
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  /**
   * Starts building `graphs` into the sandbox the next run takes, so that run (when it gets the
   * same graph objects and memory limit) finds them in; resolves once the build is under way on
   * the sandbox's thread (after loading isolated-vm and making the sandbox, when not done yet).
   * Best effort, never rejects: bad limits or names, or a failed build, leave the run to do it
   * (and report it) as usual.
   */
  async prepareGraphs(graphs: Graphs, limits?: Partial<ExecLimits>): Promise<void> {
    if (this.closed) return;
    let memoryMb: number;
    try {
      memoryMb = resolveLimits(this.options.limits, limits).memoryMb;
      checkGraphNames(graphs);
    } catch {
      return;
    }
    this.use(graphs, 'prepared');
    const ivm = isolatedVmIfLoaded() ?? (await loadIsolatedVm().catch(() => undefined));
    if (ivm && !this.closed) await this.spare.fillWith(ivm, memoryMb, graphs);
  }

  /** Whether the next run on these graph objects finds them built (or being built) in its sandbox. */
  holdsGraphs(graphs: Graphs): boolean {
    return !this.closed && this.spare.holds(graphs);
  }

  /**
   * Resolves once every isolate of this executor is gone — torn down, not just disposed — so a
   * caller may exit the process right after (isolate-release.ts).
   */
  async close(): Promise<void> {
    this.closed = true;
    await this.queue;
    await Promise.all(this.taking);
    await this.spare.close();
    await settled();
  }

  /** Counts a question's use of `graphs` (a build ahead asked for, or a successful run). */
  private use(graphs: Graphs, how: 'prepared' | 'succeeded'): void {
    const first = Object.values(graphs)[0];
    if (first === undefined) return;
    const uses = this.uses.get(first) ?? { prepared: 0, succeeded: 0 };
    uses[how] += 1;
    this.uses.set(first, uses);
  }

  /** Whether the graphs of a run are built again for the next one, successful or not. */
  private keeps(graphs: Graphs): boolean {
    if (this.keepGraphs !== undefined) return this.keepGraphs;
    const first = Object.values(graphs)[0];
    const uses = first === undefined ? undefined : this.uses.get(first);
    return uses !== undefined && (uses.prepared >= 2 || uses.succeeded >= 2);
  }

  /** Keeps `work` for close() until it has settled (and its reactions registered before ran). */
  private track(work: Promise<unknown>): void {
    const done = work.then(
      () => undefined,
      () => undefined,
    );
    this.taking.add(done);
    void done.then(() => this.taking.delete(done));
  }

  private async runOne(
    ivm: Ivm,
    code: string,
    input: ExecInput,
    lim: ExecLimits,
    signal: AbortSignal | undefined,
  ): Promise<ExecResult> {
    const started = performance.now();
    const taking = this.spare.take(ivm, lim.memoryMb, input.graphs);
    const taken = untilAborted(taking, signal, (s) => s.sandbox.dispose());
    // A run cancelled while its sandbox is being made returns at once; the sandbox is disposed
    // when it is ready (above), and close() must wait for that.
    this.track(taking);
    const { sandbox, graphsIn } = await taken;
    let outcome: ExecResult | undefined;
    try {
      let program: PreparedProgram;
      try {
        program = await prepareProgram(sandbox.isolate, code);
      } catch (e) {
        outcome = result(started, lim, { error: compileError(e, 0) });
        return outcome;
      }
      outcome = await this.execute(ivm, sandbox, program, { input, graphsIn }, lim, signal, started);
      return outcome;
    } finally {
      sandbox.dispose();
      // The next program most likely reads the same graphs — a repair round after a failed run,
      // the next question on a graph in hand — so a fresh sandbox starts building them now.
      if (outcome?.ok) this.use(input.graphs, 'succeeded');
      const again =
        Object.keys(input.graphs).length > 0 && (this.keeps(input.graphs) || (outcome && !outcome.ok));
      // A blank one beside it serves a run on other graphs.
      if (again && !this.closed) void this.spare.fillWith(ivm, lim.memoryMb, input.graphs);
      if (!this.closed) this.spare.fill(ivm, lim.memoryMb);
    }
  }

  /** Copies the graphs in, runs the program, reads output and outcome, under the run's limits. */
  private async execute(
    ivm: Ivm,
    sandbox: Sandbox,
    program: PreparedProgram,
    { input, graphsIn }: { input: ExecInput; graphsIn: boolean },
    lim: ExecLimits,
    signal: AbortSignal | undefined,
    started: number,
  ): Promise<ExecResult> {
    const deadline = performance.now() + lim.timeLimitMs;
    const remaining = () => Math.max(1, Math.floor(deadline - performance.now()));
    let watchdogFired = false;
    // Disposing the isolate is the only way to stop a running script at once.
    const cancel = () => sandbox.dispose();
    signal?.addEventListener('abort', cancel, { once: true });
    const grace = this.options.watchdogGraceMs ?? 250;
    const watchdog = setTimeout(() => {
      watchdogFired = true;
      sandbox.dispose();
    }, lim.timeLimitMs + grace);
    const { hooks } = sandbox;
    const maxAnswerChars = this.options.maxAnswerChars ?? MAX_ANSWER_CHARS;
    const bridge = new StoreBridge({
      store: input.store,
      maxRows: lim.maxRows,
      memoryMb: lim.memoryMb,
      remainingMs: remaining,
      // A result too large, a query that used the time up, or a fatal store error ends the run.
      onStop: () => sandbox.dispose(),
    });
    const bridgeRef = new ivm.Reference((op: unknown, payload: unknown) => bridge.handle(op, payload));
    const withQueries = (r: ExecResult): ExecResult => withQueryReport(r, bridge);
    try {
      // An abort while the sandbox or the program was being prepared fired no listener.
      if (signal?.aborted) throw cancelledError();
      await hooks.setOutputCap.apply(undefined, [lim.outputBytes], { timeout: remaining() });
      // Always defined, so a program written for parameters fails only on a missing one.
      await sandbox.context.global.set('params', new ivm.ExternalCopy(input.params ?? {}).copyInto());
      await hooks.setStoreBridge.apply(undefined, [bridgeRef], { timeout: remaining() });
      if (!graphsIn) {
        for (const [name, g] of Object.entries(input.graphs)) {
          const copy = this.transfers.of(ivm, g).copyInto();
          await hooks.setGraph.apply(undefined, [name, copy], { timeout: remaining() });
        }
      }
      const tagged: unknown = await hooks.run.apply(
        undefined,
        [program.source, program.captureName, maxAnswerChars],
        { timeout: remaining(), result: { promise: true, copy: true } },
      );
      const output = await readOutput(sandbox);
      return withQueries(
        result(started, lim, readOutcome(tagged, program.lineShift, maxAnswerChars), output),
      );
    } catch (e) {
      if (signal?.aborted) throw cancelledError();
      if (bridge.stop && 'fatal' in bridge.stop) throw bridge.stop.fatal;
      const output = await readOutput(sandbox);
      const error = bridge.stop?.error ?? queryAware(failure(e, watchdogFired, sandbox), bridge);
      return withQueries(result(started, lim, { error }, output));
    } finally {
      signal?.removeEventListener('abort', cancel);
      clearTimeout(watchdog);
      bridge.close();
      bridgeRef.release();
    }
  }
}

/** Classifies a failure that is not the program's own error: time, memory, or the sandbox. */
function failure(e: unknown, watchdogFired: boolean, sandbox: Sandbox): ExecError {
  if (watchdogFired) return { kind: 'timeout', message: 'the program exceeded its time limit' };
  const known = engineError(e);
  if (known) return known;
  if (sandbox.isolate.isDisposed)
    return { kind: 'memory', message: 'memory limit exceeded (isolate disposed)' };
  const message = e instanceof Error ? e.message : String(e);
  return { kind: 'runtime', message: `the sandbox failed: ${message.slice(0, 2000)}` };
}

/** A memory failure after queries says how much the queries brought in: the likely cause. */
function queryAware(error: ExecError, bridge: StoreBridge): ExecError {
  if (error.kind !== 'memory' || bridge.deliveredChars === 0) return error;
  const mb = (bridge.deliveredChars / (1024 * 1024)).toFixed(1);
  return {
    ...error,
    message: `${error.message}: the program's queries returned ${mb} MB of rows in all, too much to hold: fetch only what the answer needs`,
  };
}

/** `r` with the queries the program made, when it made any. */
function withQueryReport(r: ExecResult, bridge: StoreBridge): ExecResult {
  if (bridge.records.length === 0) return r;
  return {
    ...r,
    queries: bridge.records,
    ...(bridge.omitted > 0 ? { queriesOmitted: bridge.omitted } : {}),
  };
}

/** The program's console output; empty when the isolate is gone. */
async function readOutput(sandbox: Sandbox): Promise<string> {
  if (sandbox.isolate.isDisposed) return '';
  try {
    const text: unknown = await sandbox.hooks.output.apply(undefined, [], { timeout: OUTPUT_READ_MS });
    return typeof text === 'string' ? text : '';
  } catch {
    return '';
  }
}

function result(started: number, lim: ExecLimits, outcome: Outcome, output = ''): ExecResult {
  const run = { output: capOutput(output, lim.outputBytes), durationMs: performance.now() - started };
  return 'error' in outcome
    ? { ok: false, error: outcome.error, ...run }
    : {
        ok: true,
        answer: outcome.answer,
        ...(outcome.evidence ? { evidence: outcome.evidence } : {}),
        ...run,
      };
}
