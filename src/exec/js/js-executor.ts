/**
 * The JavaScript executor: runs untrusted programs in an isolated-vm isolate (a separate V8 heap
 * with its own memory limit; nothing of Node is reachable from inside).
 *
 * One warm isolate per executor with the sandbox bundle compiled once; each run gets a FRESH
 * context (≈0.5 ms + ≈2-3 ms to evaluate the bundle), so nothing a program does to globals,
 * prototypes or `G` leaks into the next run. Only copied data enters the isolate: the bundle's
 * source, the graph's transfer form and numbers; no host function or object is ever injected.
 */
import ivm from 'isolated-vm';
import { GrrafError } from '../../errors.js';
import type { GraphData } from '../../graph/model.js';
import { throwIfCancelled } from '../../util/cancel.js';
import type { ExecError, ExecInput, ExecLimits, ExecResult, Executor } from '../executor.js';
import { capOutput, checkGraphNames, resolveLimits } from '../limits.js';
import { toExecError } from './error-kinds.js';
import { type TransferGraph, toTransferGraph } from './graph-transfer.js';
import { warnWithoutNoNodeSnapshot } from './node-flags.js';
import { compileProgram } from './program.js';
import { sandboxBundleSource } from './sandbox-bundle.js';

/** Options of the JavaScript executor. */
export interface JsExecutorOptions {
  /** Limits applied when a run gives none (over DEFAULT_EXEC_LIMITS). */
  limits?: Partial<ExecLimits>;
  /** Extra time after the limit before the watchdog disposes a stuck isolate. Default 250 ms. */
  watchdogGraceMs?: number;
}

/** A warm isolate with the bundle compiled. */
interface Warm {
  isolate: ivm.Isolate;
  memoryMb: number;
  bundle: ivm.Script;
  probe: ivm.Script;
}

interface Hooks {
  setOutputCap: ivm.Reference;
  setGraph: ivm.Reference;
  finish: ivm.Reference;
  output: ivm.Reference;
}

/** Raised internally when the run's budget is spent between steps. */
class OutOfTime extends Error {}

/** Runs JavaScript against graphology graphs inside isolated-vm. */
export class JsExecutor implements Executor {
  readonly language = 'js' as const;
  private warm: Warm | undefined;
  private recycle = false;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly transfers = new WeakMap<GraphData, ivm.ExternalCopy<TransferGraph>>();

  constructor(private readonly options: JsExecutorOptions = {}) {}

  /** Runs `code`; runs on one executor are serialized (one isolate, one program at a time). */
  run(
    code: string,
    input: ExecInput,
    limits?: Partial<ExecLimits>,
    signal?: AbortSignal,
  ): Promise<ExecResult> {
    const next = this.queue.then(() => {
      throwIfCancelled(signal);
      const lim = resolveLimits(this.options.limits, limits);
      checkGraphNames(input.graphs);
      return this.runOne(code, input, lim, signal);
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  async close(): Promise<void> {
    await this.queue;
    this.dispose();
  }

  private dispose(): void {
    if (this.warm && !this.warm.isolate.isDisposed) this.warm.isolate.dispose();
    this.warm = undefined;
  }

  private async ensureWarm(memoryMb: number): Promise<Warm> {
    const w = this.warm;
    if (w && !this.recycle && !w.isolate.isDisposed && w.memoryMb === memoryMb) return w;
    this.recycle = false;
    this.dispose();
    warnWithoutNoNodeSnapshot();
    const source = await sandboxBundleSource();
    const isolate = new ivm.Isolate({ memoryLimit: Math.max(8, Math.round(memoryMb)) });
    const bundle = await isolate.compileScript(source, { filename: 'grraf-sandbox.js' });
    const probe = await isolate.compileScript("typeof answer === 'undefined' ? undefined : answer", {
      filename: 'grraf-answer.js',
    });
    this.warm = { isolate, memoryMb, bundle, probe };
    return this.warm;
  }

  /** The graph's transfer form, copied out of the host heap once per GraphData object. */
  private transfer(g: GraphData): ivm.ExternalCopy<TransferGraph> {
    let c = this.transfers.get(g);
    if (!c) {
      c = new ivm.ExternalCopy(toTransferGraph(g));
      this.transfers.set(g, c);
    }
    return c;
  }

  private async runOne(
    code: string,
    input: ExecInput,
    lim: ExecLimits,
    signal: AbortSignal | undefined,
  ): Promise<ExecResult> {
    const started = performance.now();
    const deadline = started + lim.timeLimitMs;
    const remaining = (): number => {
      const ms = Math.floor(deadline - performance.now());
      if (ms <= 0) throw new OutOfTime();
      return ms;
    };
    const done = (error: ExecError | undefined, output = '', answer?: unknown): ExecResult => {
      // After a memory failure or a time-out the isolate may hold unreachable but uncollected
      // buffers that would fail the next, innocent program: the next run gets a fresh isolate.
      if (error?.kind === 'memory' || error?.kind === 'timeout') this.recycle = true;
      const run = { output: capOutput(output, lim.outputBytes), durationMs: performance.now() - started };
      return error === undefined ? { ok: true, answer, ...run } : { ok: false, error, ...run };
    };
    const warm = await this.ensureWarm(lim.memoryMb);
    let program: ivm.Script;
    try {
      program = await compileProgram(warm.isolate, code);
    } catch (e) {
      return done(toExecError(e, 'compile'));
    }
    let watchdogFired = false;
    // Cancelling disposes the isolate: the only way to stop a running script at once.
    const cancel = () => {
      if (!warm.isolate.isDisposed) warm.isolate.dispose();
    };
    signal?.addEventListener('abort', cancel, { once: true });
    // It may have aborted while the isolate warmed up.
    if (signal?.aborted) cancel();
    const watchdog = setTimeout(
      () => {
        watchdogFired = true;
        if (!warm.isolate.isDisposed) warm.isolate.dispose();
      },
      lim.timeLimitMs + (this.options.watchdogGraceMs ?? 250),
    );
    let context: ivm.Context | undefined;
    try {
      context = await warm.isolate.createContext();
      const hooks = await this.prepare(context, warm, input, lim, remaining);
      const outcome = await this.execute(context, warm, program, hooks, remaining);
      const output = await readOutput(hooks);
      if ('error' in outcome) return done(outcome.error, output);
      if (outcome.json === undefined) {
        return done({ kind: 'runtime', message: 'the program finished without assigning `answer`' }, output);
      }
      return done(undefined, output, JSON.parse(outcome.json));
    } catch (e) {
      throwIfCancelled(signal);
      return done(this.failure(e, watchdogFired, warm));
    } finally {
      signal?.removeEventListener('abort', cancel);
      clearTimeout(watchdog);
      if (!warm.isolate.isDisposed) {
        program.release();
        context?.release();
      }
    }
  }

  /** Loads the bundle into the fresh context, hides its hooks, copies the graphs in. */
  private async prepare(
    context: ivm.Context,
    warm: Warm,
    input: ExecInput,
    lim: ExecLimits,
    remaining: () => number,
  ): Promise<Hooks> {
    await warm.bundle.run(context, { timeout: remaining() });
    const ref = (await context.global.get('__grraf', { reference: true })) as ivm.Reference;
    await context.global.delete('__grraf');
    const get = async (k: string) => (await ref.get(k, { reference: true })) as ivm.Reference;
    const hooks: Hooks = {
      setOutputCap: await get('setOutputCap'),
      setGraph: await get('setGraph'),
      finish: await get('finish'),
      output: await get('output'),
    };
    await hooks.setOutputCap.apply(undefined, [lim.outputBytes], { timeout: remaining() });
    // Always defined, so a program written for parameters fails only on a missing one.
    await context.global.set('params', new ivm.ExternalCopy(input.params ?? {}).copyInto());
    for (const [name, g] of Object.entries(input.graphs)) {
      const copy = this.transfer(g).copyInto();
      await hooks.setGraph.apply(undefined, [name, copy], { timeout: remaining() });
    }
    return hooks;
  }

  /** Runs the program, then reads `answer` (or the completion value) out as JSON. */
  private async execute(
    context: ivm.Context,
    warm: Warm,
    script: ivm.Script,
    hooks: Hooks,
    remaining: () => number,
  ): Promise<{ json: string | undefined } | { error: ExecError }> {
    try {
      const completion = (await script.run(context, {
        timeout: remaining(),
        reference: true,
      })) as ivm.Reference;
      const answer = (await warm.probe.run(context, {
        timeout: remaining(),
        reference: true,
      })) as ivm.Reference;
      const json = (await hooks.finish.apply(undefined, [answer.derefInto(), completion.derefInto()], {
        timeout: remaining(),
        result: { promise: true, copy: true },
      })) as string | undefined;
      return { json };
    } catch (e) {
      if (e instanceof OutOfTime || warm.isolate.isDisposed) throw e;
      return { error: toExecError(e, 'run') };
    }
  }

  /** Classifies a failure outside the program's own errors: limits, or a sandbox bug. */
  private failure(e: unknown, watchdogFired: boolean, warm: Warm): ExecError {
    if (e instanceof OutOfTime || watchdogFired) {
      return { kind: 'timeout', message: 'the program exceeded its time limit' };
    }
    const err = toExecError(e, 'run');
    if (err.kind === 'timeout' || err.kind === 'memory') return err;
    if (warm.isolate.isDisposed)
      return { kind: 'memory', message: 'memory limit exceeded (isolate disposed)' };
    throw new GrrafError('runtime', `the JavaScript sandbox failed: ${err.message}`, { cause: e });
  }
}

async function readOutput(hooks: Hooks): Promise<string> {
  try {
    return (await hooks.output.apply(undefined, [], { timeout: 2000, result: { copy: true } })) as string;
  } catch {
    return '';
  }
}
