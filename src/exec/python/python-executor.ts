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
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { GrrafError } from '../../errors.js';
import type { GraphData } from '../../graph/model.js';
import type { ExecError, ExecInput, ExecLimits, ExecResult, Executor } from '../executor.js';
import { capOutput, checkGraphNames, resolveLimits } from '../limits.js';
import { findPython, osIsolation } from './interpreter.js';
import { RUNNER_SOURCE } from './runner-source.js';

/** Options of the Python executor. */
export interface PythonExecutorOptions {
  /** Limits applied when a run gives none (over DEFAULT_EXEC_LIMITS). */
  limits?: Partial<ExecLimits>;
  /** Refuse to run when `unshare -rn` is unavailable (default false: run with the network). */
  requireNetworkIsolation?: boolean;
}

/** GraphData → NetworkX node-link data (ids kept as given: ints stay ints). */
export function toNodeLink(g: GraphData): Record<string, unknown> {
  return {
    directed: g.directed,
    multigraph: g.multi === true,
    nodes: g.nodes.map((n) => ({
      ...n.properties,
      ...(n.labels.length > 0 ? { labels: n.labels } : {}),
      ...(n.weight !== undefined ? { weight: n.weight } : {}),
      id: n.id,
    })),
    links: g.edges.map((e) => ({
      ...e.properties,
      ...(e.type !== undefined ? { type: e.type } : {}),
      ...(e.weight !== undefined ? { weight: e.weight } : {}),
      source: e.source,
      target: e.target,
    })),
  };
}

/** Collects a stream up to `cap` bytes and drains (discards) the rest so the child never blocks. */
function collect(stream: Readable | null | undefined, cap: number): () => Buffer {
  const chunks: Buffer[] = [];
  let size = 0;
  stream?.on('data', (b: Buffer) => {
    if (size >= cap) return;
    chunks.push(b);
    size += b.length;
  });
  return () => Buffer.concat(chunks);
}

/** Runs Python/NetworkX programs in a contained child process. */
export class PythonExecutor implements Executor {
  readonly language = 'python' as const;
  private readonly children = new Set<number>();
  private readonly nodeLinks = new WeakMap<GraphData, Record<string, unknown>>();

  constructor(private readonly options: PythonExecutorOptions = {}) {}

  async run(code: string, input: ExecInput, limits?: Partial<ExecLimits>): Promise<ExecResult> {
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
      limits: {
        memoryBytes: Math.round(lim.memoryMb * 1024 * 1024),
        cpuSeconds: Math.ceil(lim.timeMs / 1000) + 1,
        fileBytes: 0,
      },
    });
    const argv = [python.executable, '-I', '-c', RUNNER_SOURCE];
    return this.spawnRun([...os.prefix, ...argv], job, lim);
  }

  private nodeLink(g: GraphData): Record<string, unknown> {
    let d = this.nodeLinks.get(g);
    if (!d) {
      d = toNodeLink(g);
      this.nodeLinks.set(g, d);
    }
    return d;
  }

  private spawnRun(argv: string[], job: string, lim: ExecLimits): Promise<ExecResult> {
    const started = performance.now();
    const cwd = mkdtempSync(join(tmpdir(), 'grraf-py-'));
    const child = spawn(argv[0]!, argv.slice(1), {
      cwd,
      env: {},
      detached: true, // own process group: the timeout kills everything the program started
      stdio: ['pipe', 'pipe', 'pipe', 'pipe'],
    });
    const pid = child.pid;
    if (pid !== undefined) this.children.add(pid);
    const stdout = collect(child.stdout, lim.outputBytes + 1);
    const stderr = collect(child.stderr, lim.outputBytes + 1);
    const result = collect(child.stdio[3] as Readable, Number.MAX_SAFE_INTEGER);
    child.stdin?.on('error', () => undefined); // the child may exit before reading everything
    child.stdin?.end(job);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(pid);
    }, lim.timeMs);
    return new Promise<ExecResult>((resolve) => {
      const finish = (code: number | null, signal: NodeJS.Signals | null, spawnError?: Error) => {
        clearTimeout(timer);
        killGroup(pid); // children the program left behind
        if (pid !== undefined) this.children.delete(pid);
        rmSync(cwd, { recursive: true, force: true });
        const out = stdout().toString('utf8');
        const err = stderr().toString('utf8');
        const output = capOutput(
          err ? `${out}${out && !out.endsWith('\n') ? '\n' : ''}${err}` : out,
          lim.outputBytes,
        );
        const durationMs = performance.now() - started;
        const error = spawnError
          ? { kind: 'runtime' as const, message: `could not start python: ${spawnError.message}` }
          : undefined;
        resolve(interpret(result().toString('utf8'), { code, signal, timedOut, output, durationMs, error }));
      };
      child.once('error', (e) => finish(null, null, e));
      child.once('close', (code, signal) => finish(code, signal));
    });
  }

  async close(): Promise<void> {
    for (const pid of this.children) killGroup(pid);
    this.children.clear();
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

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
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
