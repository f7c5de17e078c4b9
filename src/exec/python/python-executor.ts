/**
 * The Python executor: NetworkX programs in a separate `python3 -I` process, inside the
 * bubblewrap sandbox (sandbox.ts): a read-only view of /usr and the interpreter, no host file,
 * socket or process, nothing writable. Around it: an empty environment (API keys never reach the
 * program), time (the parent kills the sandbox; RLIMIT_CPU as a backstop), memory (RLIMIT_AS),
 * file size (RLIMIT_FSIZE = 0), output and result (capped).
 *
 * Decision (docs/security.md): where the sandbox cannot start, `run` refuses with a `config`
 * error that says why and how to fix it, unless the caller opted into running unsandboxed
 * (`allowUnsandboxed`, or GRRAF_PYTHON_UNSANDBOXED=1), which then runs the program with the
 * user's rights and warns once.
 */
import { GrrafError } from '../../errors.js';
import { toNodeLinkData } from '../../graph/formats/node-link.js';
import type { GraphData } from '../../graph/model.js';
import { throwIfCancelled, untilAborted } from '../../util/cancel.js';
import type { ExecInput, ExecLimits, ExecResult, Executor } from '../executor.js';
import { capOutput, checkGraphNames, MAX_ANSWER_CHARS, resolveLimits } from '../limits.js';
import { locatePython } from './interpreter.js';
import { PyProcess } from './python-process.js';
import { readResult } from './result.js';
import { RUNNER_SOURCE } from './runner-source.js';
import { checkSandbox, sandboxArgs } from './sandbox.js';

/** Options of the Python executor. */
export interface PythonExecutorOptions {
  /** Limits applied when a run gives none (over DEFAULT_EXEC_LIMITS). */
  limits?: Partial<ExecLimits>;
  /**
   * Keep one idle runner started ahead (networkx already imported) so the next run skips the
   * interpreter start. Default true; each process still runs exactly one program.
   */
  prestart?: boolean;
  /** The interpreter command; default: GRRAF_PYTHON, then python3, then /usr/bin/python3. */
  python?: string;
  /** The bubblewrap binary; default: the usual install paths. */
  bubblewrap?: string;
  /**
   * Run programs WITHOUT the sandbox (with the user's rights, network and files) where it cannot
   * start, instead of refusing. Default false; GRRAF_PYTHON_UNSANDBOXED=1 in the environment
   * also opts in.
   */
  allowUnsandboxed?: boolean;
  /** Refuse to run without the sandbox even when GRRAF_PYTHON_UNSANDBOXED=1 is set. */
  requireNetworkIsolation?: boolean;
}

/** GraphData → NetworkX node-link data (the formats' writer; ids kept as given: ints stay ints). */
export const toNodeLink = toNodeLinkData;

/** Room on the result channel beyond the answer itself (the JSON envelope, an error message). */
const RESULT_ENVELOPE_BYTES = 64 * 1024;

/** Runs Python/NetworkX programs in a sandboxed child process. */
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
    const { argv, sandboxed } = await untilAborted(this.command(), signal);
    const graphs: Record<string, unknown> = {};
    for (const [name, g] of Object.entries(input.graphs)) graphs[name] = this.nodeLink(g);
    const job = JSON.stringify({
      code,
      graphs,
      params: input.params ?? {},
      limits: {
        memoryBytes: Math.round(lim.memoryMb * 1024 * 1024),
        cpuSeconds: Math.ceil(lim.timeLimitMs / 1000) + 1,
        answerChars: MAX_ANSWER_CHARS,
      },
    });
    return this.spawnRun(argv, sandboxed, job, lim, signal);
  }

  /** The runner's command line: in the sandbox, or — only when opted in — without it. */
  private async command(): Promise<{ argv: string[]; sandboxed: boolean }> {
    const status = await checkSandbox(this.options.bubblewrap);
    const candidates = this.options.python ? [this.options.python] : undefined;
    if (status.ok) {
      const python = await locatePython(candidates, status.bwrap);
      const argv = [...sandboxArgs(status.bwrap, python), python.executable, '-I', '-c', RUNNER_SOURCE];
      return { argv, sandboxed: true };
    }
    const optedIn =
      !this.options.requireNetworkIsolation &&
      (this.options.allowUnsandboxed === true || process.env.GRRAF_PYTHON_UNSANDBOXED === '1');
    if (!optedIn) {
      throw new GrrafError(
        'config',
        `the Python sandbox cannot start: ${status.reason}. Fix that, use the JavaScript executor, or — to run Python programs with your own rights, files and network — opt in with GRRAF_PYTHON_UNSANDBOXED=1`,
        { field: 'python sandbox' },
      );
    }
    warnUnsandboxed(status.reason);
    const python = await locatePython(candidates);
    return { argv: [python.executable, '-I', '-c', RUNNER_SOURCE], sandboxed: false };
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
  private take(argv: string[], sandboxed: boolean): PyProcess {
    const spare = this.spare;
    this.spare = undefined;
    if (spare?.proc.alive && spare.argv === argv.join('\0')) return spare.proc;
    void spare?.proc.dispose();
    return new PyProcess(argv, MAX_ANSWER_CHARS + RESULT_ENVELOPE_BYTES, sandboxed);
  }

  private refill(argv: string[], sandboxed: boolean): void {
    if (this.closed || this.spare) return;
    const proc = new PyProcess(argv, MAX_ANSWER_CHARS + RESULT_ENVELOPE_BYTES, sandboxed);
    proc.idle();
    this.spare = { proc, argv: argv.join('\0') };
  }

  private async spawnRun(
    argv: string[],
    sandboxed: boolean,
    job: string,
    lim: ExecLimits,
    signal: AbortSignal | undefined,
  ): Promise<ExecResult> {
    const proc = this.take(argv, sandboxed);
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
    if (this.prestart) this.refill(argv, sandboxed);
    throwIfCancelled(signal);
    const out = proc.stdout.text();
    const err = proc.stderr.text();
    const output = capOutput(
      err ? `${out}${out && !out.endsWith('\n') ? '\n' : ''}${err}` : out,
      lim.outputBytes,
    );
    const durationMs = performance.now() - started;
    const base = { output, durationMs };
    const outcome = readResult(proc.result.text(), {
      ...exit,
      timedOut,
      resultOverflow: proc.result.overflowed,
      output,
    });
    return 'answer' in outcome
      ? {
          ok: true,
          answer: outcome.answer,
          ...(outcome.evidence ? { evidence: outcome.evidence } : {}),
          ...base,
        }
      : { ok: false, error: outcome.error, ...base };
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

/** One warning per process: the program runs with the user's rights. */
function warnUnsandboxed(reason: string): void {
  if (warned) return;
  warned = true;
  process.emitWarning(
    `Python programs run WITHOUT a sandbox (opted in; ${reason}): they can read and change your files, reach the network and start processes; see docs/security.md or use the JavaScript executor`,
    { code: 'GRRAF_PYTHON_UNSANDBOXED' },
  );
}
