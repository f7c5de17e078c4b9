/**
 * One Python runner process. Spawned ahead of need (it imports networkx, then blocks reading its
 * job from stdin), so a run only pays for the job itself; each process runs exactly one job.
 * An idle process holds no reference on the event loop, and exits by itself when the parent
 * goes away (stdin reaches EOF).
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
  cap = 64 * 1024;

  attach(stream: Readable | null | undefined): void {
    // Past the cap, data is still read (and dropped) so the child never blocks on a full pipe.
    stream?.on('data', (b: Buffer) => {
      if (this.size >= this.cap) return;
      this.chunks.push(b);
      this.size += b.length;
    });
  }

  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

type Handle = { ref?: () => void; unref?: () => void };

/** A spawned runner: send it one job, then read its outputs once it has exited. */
export class PyProcess {
  readonly exited: Promise<PyExit>;
  readonly stdout = new Collector();
  readonly stderr = new Collector();
  readonly result = new Collector();
  private readonly child: ChildProcess;
  private readonly cwd: string;
  private done = false;

  constructor(argv: string[]) {
    this.cwd = mkdtempSync(join(tmpdir(), 'grraf-py-'));
    this.child = spawn(argv[0]!, argv.slice(1), {
      cwd: this.cwd,
      env: {}, // API keys and everything else stay out
      detached: true, // own process group: a kill reaches everything the program started
      stdio: ['pipe', 'pipe', 'pipe', 'pipe'],
    });
    this.result.cap = Number.MAX_SAFE_INTEGER;
    this.stdout.attach(this.child.stdout);
    this.stderr.attach(this.child.stderr);
    this.result.attach(this.child.stdio[3] as Readable);
    this.child.stdin?.on('error', () => undefined); // the child may exit before reading everything
    this.exited = new Promise<PyExit>((resolve) => {
      this.child.once('error', (error) => resolve({ code: null, signal: null, error }));
      this.child.once('close', (code, signal) => resolve({ code, signal }));
    }).then((x) => {
      this.done = true;
      this.cleanup();
      return x;
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

  /** SIGKILL to the whole process group (the runner and anything it started). */
  kill(): void {
    const pid = this.child.pid;
    if (pid === undefined) return;
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }

  /** Kills the process group and waits for the exit (which removes the working directory). */
  async dispose(): Promise<void> {
    for (const h of this.handles()) h.ref?.(); // an idle process must not let the parent exit first
    this.kill();
    await this.exited;
  }

  private cleanup(): void {
    this.kill(); // children the program left behind in the group
    rmSync(this.cwd, { recursive: true, force: true });
  }
}
