/**
 * The Python executor: NetworkX programs in a separate `python3 -I` process.
 *
 * Contained: the environment (empty: API keys never reach the program), the network (a private
 * empty namespace via `unshare -rn` where the OS allows), time (the parent kills the whole
 * process group; RLIMIT_CPU as a backstop), memory (RLIMIT_AS), file size (RLIMIT_FSIZE = 0),
 * output (capped). NOT contained: `exec` is no sandbox — the program can read any file the user
 * can read, delete the user's files, and spawn processes. See docs/security.md; prefer the
 * JavaScript executor for untrusted use.
 */

import { GrrafError } from '../../errors.js';
import { toNodeLinkData } from '../../graph/formats/node-link.js';
import type { GraphData } from '../../graph/model.js';
import { throwIfCancelled } from '../../util/cancel.js';
import type { ExecError, ExecInput, ExecLimits, ExecResult, Executor } from '../executor.js';
import { capOutput, checkGraphNames, resolveLimits } from '../limits.js';
import { findPython, osIsolation } from './interpreter.js';
import { PyProcess } from './python-process.js';
import { RUNNER_SOURCE } from './runner-source.js';

/** Options of the Python executor. */
export interface PythonExecutorOptions {
  /** Limits applied when a run gives none (over DEFAULT_EXEC_LIMITS). */
  limits?: Partial<ExecLimits>;
  /** Refuse to run when `unshare -rn` is unavailable (default false: run with the network). */
  requireNetworkIsolation?: boolean;
  /**
   * Keep one idle runner started ahead (networkx already imported) so the next run skips the
   * interpreter start. Default true; each process still runs exactly one program.
   */
  prestart?: boolean;
}

/** GraphData → NetworkX node-link data (the formats' writer; ids kept as given: ints stay ints). */
export const toNodeLink = toNodeLinkData;

/** Runs Python/NetworkX programs in a contained child process. */
export class PythonExecutor implements Executor {
  readonly language = 'python' as const;
  private spare: { proc: PyProcess; argv: string } | undefined;
  private readonly running = new Set<PyProcess>();
  private closed = false;
  private readonly prestart: boolean;
  private readonly nodeLinks = new WeakMap<GraphData, Record<string, unknown>>();

  constructor(private readonly options: PythonExecutorOptions = {}) {
    this.prestart = options.prestart ?? true;
  }

  async run(
    code: string,
    input: ExecInput,
    limits?: Partial<ExecLimits>,
    signal?: AbortSignal,
  ): Promise<ExecResult> {
    if (this.closed) throw new GrrafError('config', 'this Python executor is closed');
    throwIfCancelled(signal);
    const lim = resolveLimits(this.options.limits, limits);
    checkGraphNames(input.graphs);
    const python = findPython();
    const os = osIsolation();
    if (!os.network && this.options.requireNetworkIsolation) {
      throw new GrrafError('config', 'unshare -rn is not available here, and network isolation was required');
    }
    if (!os.network) warnNoIsolation();
    const graphs: Record<string, unknown> = {};
    for (const [name, g] of Object.entries(input.graphs)) graphs[name] = this.nodeLink(g);
    const job = JSON.stringify({
      code,
      graphs,
      params: input.params ?? {},
      limits: {
        memoryBytes: Math.round(lim.memoryMb * 1024 * 1024),
        cpuSeconds: Math.ceil(lim.timeLimitMs / 1000) + 1,
        fileBytes: 0,
      },
    });
    const argv = [python.executable, '-I', '-c', RUNNER_SOURCE];
    return this.spawnRun([...os.prefix, ...argv], job, lim, signal);
  }

  private nodeLink(g: GraphData): Record<string, unknown> {
    let d = this.nodeLinks.get(g);
    if (!d) {
      d = toNodeLink(g);
      this.nodeLinks.set(g, d);
    }
    return d;
  }

  /** The spare process when it is still usable, else a new one; a new spare is started after the run. */
  private take(argv: string[]): PyProcess {
    const spare = this.spare;
    this.spare = undefined;
    if (spare?.proc.alive && spare.argv === argv.join('\0')) return spare.proc;
    void spare?.proc.dispose();
    return new PyProcess(argv);
  }

  private refill(argv: string[]): void {
    if (this.closed || this.spare) return;
    const proc = new PyProcess(argv);
    proc.idle();
    this.spare = { proc, argv: argv.join('\0') };
  }

  private async spawnRun(
    argv: string[],
    job: string,
    lim: ExecLimits,
    signal: AbortSignal | undefined,
  ): Promise<ExecResult> {
    const proc = this.take(argv);
    this.running.add(proc);
    const started = performance.now();
    proc.send(job, lim.outputBytes);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      proc.kill();
    }, lim.timeLimitMs);
    const cancel = () => proc.kill();
    signal?.addEventListener('abort', cancel, { once: true });
    if (signal?.aborted) cancel();
    const exit = await proc.exited;
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
    this.running.delete(proc);
    if (this.prestart) this.refill(argv);
    const out = proc.stdout.text();
    const err = proc.stderr.text();
    const output = capOutput(
      err ? `${out}${out && !out.endsWith('\n') ? '\n' : ''}${err}` : out,
      lim.outputBytes,
    );
    const error = exit.error
      ? { kind: 'runtime' as const, message: `could not start python: ${exit.error.message}` }
      : undefined;
    throwIfCancelled(signal);
    const durationMs = performance.now() - started;
    return interpret(proc.result.text(), { ...exit, timedOut, output, durationMs, error });
  }

  async close(): Promise<void> {
    this.closed = true;
    const procs = [...this.running, ...(this.spare ? [this.spare.proc] : [])];
    this.spare = undefined;
    this.running.clear();
    await Promise.all(procs.map((p) => p.dispose()));
  }
}

let warned = false;

/** One warning per process: without namespaces the program has the network and can read /proc. */
function warnNoIsolation(): void {
  if (warned) return;
  warned = true;
  process.emitWarning(
    'Python programs run WITHOUT network isolation (unshare -rn is unavailable): they can reach the network ' +
      "and read grraf's own environment via /proc; see docs/security.md or use the JavaScript executor",
    { code: 'GRRAF_PYTHON_UNISOLATED' },
  );
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  output: string;
  durationMs: number;
  error: ExecError | undefined;
}

/** Turns the runner's fd-3 JSON and the exit status into an ExecResult. */
function interpret(raw: string, x: Exit): ExecResult {
  const base = { output: x.output, durationMs: x.durationMs };
  if (x.error) return { ok: false, error: x.error, ...base };
  if (x.timedOut || x.signal === 'SIGXCPU') {
    return { ok: false, error: { kind: 'timeout', message: 'the program exceeded its time limit' }, ...base };
  }
  let parsed: { ok?: boolean; answer?: unknown; error?: ExecError } | undefined;
  try {
    parsed = raw ? JSON.parse(raw) : undefined;
  } catch {
    parsed = undefined;
  }
  if (parsed?.ok === true) return { ok: true, answer: parsed.answer, ...base };
  if (parsed?.ok === false && parsed.error) return { ok: false, error: parsed.error, ...base };
  const how = x.signal ? `was killed by ${x.signal}` : `exited with status ${x.code}`;
  // RLIMIT_AS makes allocations fail with MemoryError; a bare SIGKILL we did not send is the OOM killer.
  const memory = x.signal === 'SIGKILL' || /MemoryError/.test(x.output);
  return {
    ok: false,
    error: {
      kind: memory ? 'memory' : 'runtime',
      message: `the Python process ${how} without a result${memory ? ' (memory limit)' : ''}`,
    },
    ...base,
  };
}
