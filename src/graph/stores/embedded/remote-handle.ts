/**
 * An EngineHandle whose database lives in the store's engine process (engine-pool.ts). A
 * read-only handle survives an engine crash: the next statement opens the database again in the
 * new process (reads have no state to lose). A read-write handle does not: a crash during a load
 * fails the load.
 */
import { GrrafError } from '../../../errors.js';
import type { EngineHandle, EngineRow, EngineRows, ExecuteOptions, OpenOptions } from './engine-handle.js';
import type { EngineLease } from './engine-pool.js';
import type { EngineProcess } from './engine-process.js';

/** How long past its own time limit a statement may run before its engine process is killed. */
export const KILL_GRACE_MS = 1000;

/** See the file comment. */
export class RemoteHandle implements EngineHandle {
  private constructor(
    private readonly lease: EngineLease,
    readonly path: string,
    private readonly options: OpenOptions,
    private remote: number,
    private generation: number,
  ) {}

  get readOnly(): boolean {
    return this.options.readOnly;
  }

  private get timeLimitMs(): number {
    return this.options.timeLimitMs ?? 0;
  }

  /** Opens the database at `path` in the lease's process. */
  static async open(lease: EngineLease, path: string, options: OpenOptions): Promise<RemoteHandle> {
    const proc = lease.process();
    const remote = await openIn(proc, path, options);
    return new RemoteHandle(lease, path, options, remote, lease.generation);
  }

  /** The process holding this database, opening it again there after a crash (read-only only). */
  private async target(): Promise<EngineProcess> {
    const proc = this.lease.process();
    if (this.generation === this.lease.generation) return proc;
    if (!this.readOnly) {
      throw new GrrafError('io', 'the database engine stopped while writing; the load did not finish', {
        file: this.path,
      });
    }
    this.remote = await openIn(proc, this.path, this.options);
    this.generation = this.lease.generation;
    return proc;
  }

  async run(statement: string): Promise<EngineRow[][]> {
    const proc = await this.target();
    return (await proc.request({ op: 'run', handle: this.remote, statement })) as EngineRow[][];
  }

  async execute(
    statement: string,
    params: Record<string, unknown> = {},
    options: ExecuteOptions = {},
  ): Promise<EngineRows> {
    const proc = await this.target();
    const limit = options.timeLimitMs ?? (this.timeLimitMs > 0 ? this.timeLimitMs : undefined);
    const call = { op: 'execute' as const, handle: this.remote, statement, params };
    const value = await proc.request(
      {
        ...call,
        ...(options.maxRows === undefined ? {} : { maxRows: options.maxRows }),
        ...(options.timeLimitMs === undefined ? {} : { timeLimitMs: options.timeLimitMs }),
        ...(options.oneThread === true ? { oneThread: true } : {}),
      },
      { signal: options.signal, deadlineMs: limit === undefined ? undefined : limit + KILL_GRACE_MS },
    );
    return value as EngineRows;
  }

  async stream(
    statement: string,
    params: Record<string, unknown>,
    onRow: (row: EngineRow) => boolean,
  ): Promise<string[]> {
    const proc = await this.target();
    const onBatch = (rows: EngineRow[]) => {
      for (const row of rows) if (!onRow(row)) return false;
      return true;
    };
    const call = { op: 'stream' as const, handle: this.remote, statement, params };
    return (await proc.request(call, { onBatch })) as string[];
  }

  async close(): Promise<void> {
    const proc = this.lease.peek();
    if (proc === undefined || this.generation !== this.lease.generation) return;
    await proc.request({ op: 'close', handle: this.remote }).catch(() => undefined);
  }
}

async function openIn(proc: EngineProcess, path: string, options: OpenOptions): Promise<number> {
  const call = {
    op: 'open' as const,
    path,
    readOnly: options.readOnly,
    timeLimitMs: options.timeLimitMs ?? 0,
  };
  const pool = options.bufferPoolBytes === undefined ? {} : { bufferPoolBytes: options.bufferPoolBytes };
  return (await proc.request({ ...call, ...pool })) as number;
}
