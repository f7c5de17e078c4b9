/**
 * One Python runner process (inside the sandbox when there is one). Spawned ahead of need (it
 * imports networkx, then blocks reading its job from stdin), so a run only pays for the job
 * itself; each process runs exactly one job. An idle process holds no reference on the event
 * loop, and exits by itself when the parent goes away (stdin reaches EOF).
 *
 * Every channel out of the process is capped: stdout and stderr at the run's output limit, the
 * result channel (fd 3) at the answer limit — past it the process is killed, because nothing but
 * an endless writer fills it (one once drove this process to 3.2 GB in 5 s).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

/** How the process ended. */
export interface PyExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  error?: Error;
}

/** A byte collector whose cap can be set once the run's limits are known. */
class Collector {
  private chunks: Buffer[] = [];
  private size = 0;
  overflowed = false;

  constructor(
    public cap: number,
    private readonly onOverflow?: () => void,
  ) {}

  attach(stream: Readable | null | undefined): void {
    // Past the cap, data is still read (and dropped) so the child never blocks on a full pipe.
    stream?.on('data', (b: Buffer) => {
      if (this.size >= this.cap) return;
      this.chunks.push(b);
      this.size += b.length;
      if (this.size >= this.cap && !this.overflowed) {
        this.overflowed = true;
        this.onOverflow?.();
      }
    });
  }

  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

type Handle = { ref?: () => void; unref?: () => void };

/** How long to wait for the pipes to close after the process exited (something it left may hold them). */
const DRAIN_MS = 250;

/** A spawned runner: send it one job, then read its outputs once it has exited. */
export class PyProcess {
  readonly exited: Promise<PyExit>;
  readonly stdout = new Collector(64 * 1024);
  readonly stderr = new Collector(64 * 1024);
  readonly result: Collector;
  private readonly child: ChildProcess;
  /** A host working directory, only when unsandboxed (the sandbox has its own, read-only). */
  private readonly cwd: string | undefined;
  private done = false;

  /** `resultBytes` caps the result channel; `sandboxed` says whether argv starts with bwrap. */
  constructor(argv: string[], resultBytes: number, sandboxed: boolean) {
    this.cwd = sandboxed ? undefined : mkdtempSync(join(tmpdir(), 'grraf-py-'));
    this.result = new Collector(resultBytes, () => this.kill());
    this.child = spawn(argv[0]!, argv.slice(1), {
      cwd: this.cwd ?? '/',
      env: {}, // API keys and everything else stay out
      detached: true, // own process group: a kill reaches everything the program started
      stdio: ['pipe', 'pipe', 'pipe', 'pipe'],
    });
    this.stdout.attach(this.child.stdout);
    this.stderr.attach(this.child.stderr);
    this.result.attach(this.child.stdio[3] as Readable);
    this.child.stdin?.on('error', () => undefined); // the child may exit before reading everything
    this.exited = this.watchExit().then((x) => {
      this.done = true;
      this.cleanup();
      return x;
    });
  }

  /** Resolves when the process exited and its pipes closed, or DRAIN_MS after the exit. */
  private watchExit(): Promise<PyExit> {
    return new Promise<PyExit>((resolve) => {
      this.child.once('error', (error) => resolve({ code: null, signal: null, error }));
      this.child.once('close', (code, signal) => resolve({ code, signal }));
      this.child.once('exit', (code, signal) => {
        // Unsandboxed, a process the program detached can keep the pipes open: stop waiting.
        setTimeout(() => {
          for (const s of this.child.stdio) s?.destroy();
          resolve({ code, signal });
        }, DRAIN_MS).unref();
      });
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** True while the process has not exited (an idle spare can be used). */
  get alive(): boolean {
    return !this.done && this.child.exitCode === null && this.child.signalCode === null;
  }

  private handles(): Handle[] {
    return [this.child, ...this.child.stdio].filter((h) => h !== null) as unknown as Handle[];
  }

  /** Lets the parent exit while this process waits for a job. */
  idle(): void {
    for (const h of this.handles()) h.unref?.();
  }

  /** Sends the one job (and closes stdin); output caps apply from now on. */
  send(job: string, outputBytes: number): void {
    for (const h of this.handles()) h.ref?.();
    this.stdout.cap = outputBytes + 1;
    this.stderr.cap = outputBytes + 1;
    (this.child.stdin as Writable | null)?.end(job);
  }

  /**
   * SIGKILL to the process group and to the process itself. Sandboxed, the process is bwrap: its
   * death ends the sandbox's PID namespace and every process in it, detached or not.
   */
  kill(): void {
    const pid = this.child.pid;
    if (pid === undefined) return;
    for (const target of [-pid, pid]) {
      try {
        process.kill(target, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }

  /** Kills the process and waits for the exit (which removes the working directory). */
  async dispose(): Promise<void> {
    for (const h of this.handles()) h.ref?.(); // an idle process must not let the parent exit first
    this.kill();
    await this.exited;
  }

  private cleanup(): void {
    this.kill(); // children the program left behind in the group
    if (this.cwd) rmSync(this.cwd, { recursive: true, force: true });
  }
}
