/**
 * Parses uploads off the server's thread. A 10 MB GraphML file takes 10–15 s to parse (xmldom,
 * then graphology-graphml), and a parse is one synchronous call: on the request thread it held
 * every other request, `/api/health` included, for as long. Here each upload is parsed by a worker
 * thread (upload-worker.ts), with a time limit and a memory limit of its own: an upload that
 * needs more is stopped — the worker is terminated, which no parser can ignore — and answered
 * with a 'budget' error, and the server goes on. The graph comes back in a form that takes the
 * server's thread milliseconds to receive (upload-transfer.ts), with its schema built there.
 *
 * Workers are kept between uploads (starting one and loading the parsers costs a few hundred
 * milliseconds), at most `workers` of them, unreferenced while idle so they keep no process alive.
 */
import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';
import { type ErrorLocation, GrrafError, type GrrafErrorCode } from '../errors.js';
import { fromTransfer, type ReceivedUpload, type TransferUpload } from './upload-transfer.js';
import type { GraphUpload } from './view/graph-library.js';

/** One upload to parse. */
export interface ParseJob {
  id: number;
  upload: GraphUpload & { name: string };
}

/** The worker's answer: the upload in transfer form, a GrrafError's fields, or another error's text. */
export type ParseReply =
  | { id: number; upload: TransferUpload }
  | {
      id: number;
      grrafError: ErrorLocation & {
        code: GrrafErrorCode;
        message: string;
        recoverable: boolean;
        details: Record<string, unknown>;
      };
    }
  | { id: number; error: string };

/** Limits of the parsing threads. */
export interface UploadParserOptions {
  /** Longest parse of one upload (default 120 s). */
  timeLimitMs?: number;
  /** Heap of a parsing thread (default 3 GiB: a 10 MB GraphML file needs about 1). */
  memoryMb?: number;
  /** Uploads parsed at once; more wait (default 2). */
  workers?: number;
}

/** Longest a parsing thread may take to start and load the parsers (a starved machine, tsx). */
const START_MS = 60_000;

const DEFAULTS: Required<UploadParserOptions> = { timeLimitMs: 120_000, memoryMb: 3072, workers: 2 };

/** The parsing threads of one server. */
export class UploadParser {
  private readonly o: Required<UploadParserOptions>;
  private readonly limit: ReturnType<typeof pLimit>;
  private readonly idle: Worker[] = [];
  private readonly live = new Set<Worker>();
  /** Resolves once a worker has loaded the parsers. */
  private readonly ready = new WeakMap<Worker, Promise<void>>();
  private nextId = 1;
  private closed = false;

  constructor(options: UploadParserOptions = {}) {
    this.o = { ...DEFAULTS, ...options };
    this.limit = pLimit(this.o.workers);
  }

  /** Parses `upload` (named `name` in errors); a located GrrafError when it is malformed. */
  parse(upload: GraphUpload & { name: string }): Promise<ReceivedUpload> {
    return this.limit(() => this.onWorker(upload));
  }

  /** Stops the threads (a parse under way fails with 'cancelled'). */
  async close(): Promise<void> {
    this.closed = true;
    this.limit.clearQueue();
    await Promise.all([...this.live].map((w) => w.terminate()));
    this.live.clear();
    this.idle.length = 0;
  }

  private async onWorker(upload: GraphUpload & { name: string }): Promise<ReceivedUpload> {
    if (this.closed) throw new GrrafError('cancelled', 'the server is closing');
    const worker = this.idle.pop() ?? this.spawn();
    worker.ref();
    let reusable = false;
    try {
      await this.ready.get(worker);
      const reply = await this.exchange(worker, { id: this.nextId++, upload });
      reusable = true;
      if ('upload' in reply) return fromTransfer(reply.upload);
      if ('grrafError' in reply) throw rebuilt(reply.grrafError);
      throw new Error(`parsing ${upload.name} failed: ${reply.error}`);
    } finally {
      if (reusable && !this.closed) {
        worker.unref();
        this.idle.push(worker);
      } else this.discard(worker);
    }
  }

  /** Sends the job to a started worker and waits for its reply, the time limit, or the thread's end. */
  private exchange(worker: Worker, job: ParseJob): Promise<ParseReply> {
    return new Promise<ParseReply>((resolve, reject) => {
      const seconds = Math.round(this.o.timeLimitMs / 1000);
      const timer = setTimeout(() => {
        finish();
        reject(
          new GrrafError(
            'budget',
            `parsing the upload took longer than the server allows (${seconds} s); send a smaller graph or another format`,
            { file: job.upload.name },
          ),
        );
      }, this.o.timeLimitMs);
      const onMessage = (reply: ParseReply) => {
        if (reply.id !== job.id) return;
        finish();
        resolve(reply);
      };
      const onError = (e: Error & { code?: string }) => {
        finish();
        reject(
          e.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new GrrafError(
                'budget',
                `parsing the upload needs more memory than the server allows (${this.o.memoryMb} MB)`,
                { file: job.upload.name },
              )
            : e,
        );
      };
      const onExit = () => {
        finish();
        reject(
          this.closed
            ? new GrrafError('cancelled', 'the server is closing')
            : new Error('the upload parsing thread stopped'),
        );
      };
      const finish = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage(job);
    });
  }

  private spawn(): Worker {
    const worker = new Worker(workerEntry(), {
      resourceLimits: { maxOldGenerationSizeMb: this.o.memoryMb },
      // The worker needs none of the server's secrets.
      env: {},
      stdout: false,
      stderr: false,
    });
    this.live.add(worker);
    worker.once('exit', () => this.live.delete(worker));
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`the upload parsing thread did not start within ${START_MS / 1000} s`));
      }, START_MS);
      const onMessage = (m: { ready?: boolean }) => {
        if (m.ready) finish(resolve);
      };
      const onFailure = (e?: unknown) =>
        finish(() => reject(e instanceof Error ? e : new Error('the upload parsing thread stopped')));
      const finish = (then?: () => void) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onFailure);
        worker.off('exit', onFailure);
        then?.();
      };
      worker.on('message', onMessage);
      worker.on('error', onFailure);
      worker.on('exit', onFailure);
    });
    ready.catch(() => undefined);
    this.ready.set(worker, ready);
    return worker;
  }

  private discard(worker: Worker): void {
    this.live.delete(worker);
    void worker.terminate();
  }
}

/**
 * The worker's entry: the compiled .js beside this file, or — under tsx and vitest, where this
 * file is TypeScript — a module that registers tsx in the thread and then imports the .ts source
 * (a worker does not inherit the parent's module hooks, and `--import tsx` in its execArgv comes
 * too late for its entry).
 */
function workerEntry(): URL {
  if (!import.meta.url.endsWith('.ts')) return new URL('./upload-worker.js', import.meta.url);
  const boot =
    `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};\n` +
    `register();\nawait import(${JSON.stringify(new URL('./upload-worker.ts', import.meta.url).href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(boot)}`);
}

/** The worker's GrrafError again, with its message as it was (not located twice). */
function rebuilt(e: Extract<ParseReply, { grrafError: unknown }>['grrafError']): GrrafError {
  const { code, message, recoverable, details, file, line, column, field } = e;
  const location = {
    ...(file === undefined ? {} : { file }),
    ...(line === undefined ? {} : { line }),
    ...(column === undefined ? {} : { column }),
    ...(field === undefined ? {} : { field }),
  };
  const prefix = new GrrafError(code, '', location).message;
  const own = message.startsWith(prefix) ? message.slice(prefix.length) : message;
  return new GrrafError(code, own, { ...location, recoverable, details });
}
