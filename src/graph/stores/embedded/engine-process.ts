/**
 * The engine process seen from grraf: a child Node process running engine-worker.ts, which owns
 * the native database engine. Why a process: on 0.19.1 several table functions (read_npy,
 * read_parquet, read_csv_serial, READ_CSV_PARALLEL) segfault while the read guard plans them,
 * and a generated query must not be able to kill the process holding the user's session. When
 * the engine crashes, only this child dies: its pending requests fail with a recoverable error
 * and the next request gets a fresh process. A cancelled or overrunning query is stopped by
 * killing the child, which no engine call can ignore.
 *
 * Processes are pooled (engine-pool.ts): starting one costs tens of milliseconds, so a store
 * that closes hands its process back for the next store instead.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GrrafError } from '../../../errors.js';
import { cancelledError } from '../../../util/cancel.js';
import type { EngineRow } from './engine-handle.js';
import { type EngineCall, type EngineReply, type EngineRequest, fromWire } from './engine-protocol.js';

/** How a request waits: cancellation, a hard deadline, stream batches. */
export interface RequestOptions {
  signal?: AbortSignal | undefined;
  /** Kill the process when no reply came within this many ms (a backstop for the engine's time-out). */
  deadlineMs?: number | undefined;
  /** Receives stream batches; returns false to stop the stream. */
  onBatch?: (rows: EngineRow[]) => boolean;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (e: unknown) => void;
  onBatch?: ((rows: EngineRow[]) => boolean) | undefined;
}

/** Where the worker script is: the .ts source under tsx/vitest, the compiled .js in dist/. */
function workerEntry(): { path: string; execArgv: string[] } {
  const ts = fileURLToPath(new URL('./engine-worker.ts', import.meta.url));
  if (import.meta.url.endsWith('.ts') && existsSync(ts)) return { path: ts, execArgv: ['--import', 'tsx'] };
  return { path: fileURLToPath(new URL('./engine-worker.js', import.meta.url)), execArgv: [] };
}

/** One engine process. */
export class EngineProcess {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private exited = false;
  /** Why the process was stopped on purpose (the error its pending requests get), if it was. */
  private stopReason: GrrafError | undefined;
  /** Resolves to the engine version once the process is up. */
  readonly ready: Promise<string>;

  private constructor(private readonly child: ChildProcess) {
    this.ready = new Promise<string>((resolve, reject) => {
      const onReady = (m: EngineReply) => {
        if ('op' in m && m.op === 'ready') resolve(m.version);
      };
      child.on('message', onReady);
      child.once('exit', (code, signal) => reject(this.exitError(code, signal)));
    });
    child.on('message', (m: EngineReply) => this.onReply(m));
    child.once('exit', (code, signal) => this.onExit(code, signal));
    // Held while starting (someone is about to wait for it), let go once up and idle.
    this.busy();
    this.ready.then(
      () => this.pending.size === 0 && this.idle(),
      () => undefined,
    );
  }

  /** Starts a new engine process (with an empty environment: it needs none of grraf's secrets). */
  static spawn(): EngineProcess {
    const { path, execArgv } = workerEntry();
    const child = fork(path, [], {
      execArgv,
      env: {},
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    return new EngineProcess(child);
  }

  /** False once the process has exited or was stopped. */
  get alive(): boolean {
    return !this.exited && this.stopReason === undefined;
  }

  /** Sends one request and resolves with its value; rejects with the engine's GrrafError. */
  async request(call: EngineCall, options: RequestOptions = {}): Promise<unknown> {
    if (options.signal?.aborted) throw cancelledError('the query');
    await this.ready;
    if (!this.alive) throw this.stopReason ?? this.exitError(null, null);
    const id = this.nextId++;
    const { signal, deadlineMs } = options;
    return new Promise((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const onAbort = () => this.stop(cancelledError('the query'));
      const settle = (f: (v: unknown) => void) => (v: unknown) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        this.pending.delete(id);
        if (this.pending.size === 0) this.idle();
        f(v);
      };
      this.pending.set(id, { resolve: settle(resolve), reject: settle(reject), onBatch: options.onBatch });
      this.busy();
      signal?.addEventListener('abort', onAbort, { once: true });
      if (deadlineMs !== undefined) {
        const message = `the query did not stop at its time limit; grraf stopped the engine after ${Math.round(deadlineMs)} ms`;
        timer = setTimeout(
          () => this.stop(new GrrafError('timeout', message, { recoverable: true })),
          deadlineMs,
        );
      }
      this.child.send({ ...call, id } as EngineRequest);
    });
  }

  /** Stops the process; its pending requests fail with `reason`. */
  stop(reason: GrrafError = new GrrafError('io', 'the engine process was stopped')): void {
    if (!this.alive) return;
    this.stopReason = reason;
    this.child.kill('SIGKILL');
    this.failPending(reason);
  }

  private onReply(m: EngineReply): void {
    if (!('id' in m)) return;
    const p = this.pending.get(m.id);
    if (p === undefined) return;
    if ('batch' in m) {
      let more = false;
      try {
        more = p.onBatch?.(m.batch) ?? false;
      } catch (e) {
        p.reject(e);
      }
      this.child.send({ id: m.id, op: 'pull', more } satisfies EngineRequest);
    } else if (m.ok) p.resolve(m.value);
    else p.reject(fromWire(m.error));
  }

  private onExit(code: number | null, signal: NodeJS.Signals | null): void {
    this.exited = true;
    this.failPending(this.stopReason ?? this.exitError(code, signal));
  }

  private failPending(e: GrrafError): void {
    for (const p of [...this.pending.values()]) p.reject(e);
    this.pending.clear();
  }

  /** A crash is recoverable: the statement (a generated query) killed the engine, not grraf. */
  private exitError(code: number | null, signal: NodeJS.Signals | null): GrrafError {
    const how = signal !== null ? `crashed (${signal})` : `exited (code ${code})`;
    return new GrrafError(
      'runtime',
      `the database engine ${how} while running this statement; grraf starts a new engine for the next one`,
      { recoverable: true, details: { signal, code } },
    );
  }

  /** An idle process must not keep grraf running. */
  private idle(): void {
    this.child.unref();
    (this.child.channel as { unref?: () => void } | null | undefined)?.unref?.();
  }

  private busy(): void {
    this.child.ref();
    (this.child.channel as { ref?: () => void } | null | undefined)?.ref?.();
  }
}
