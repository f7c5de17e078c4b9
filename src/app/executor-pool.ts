/**
 * Executors shared by concurrent questions. A JavaScript executor runs one program at a time (one
 * isolate), so the pool keeps several and sends each run to the least busy; Python runs each
 * program in its own process and Cypher runs in the store, so one of each is shared. The handles
 * the pool gives out cannot be closed by a method: the pool owns them and closes them once.
 */
import type { ExecLanguage, Executor } from '../exec/executor.js';
import { createExecutor } from '../exec/index.js';

/** Options of a pool. */
export interface ExecutorPoolOptions {
  /** JavaScript isolates (default 2: one per core of a small machine). */
  jsIsolates?: number;
  /** Makes an executor (tests count or replace them). */
  create?: (language: ExecLanguage) => Executor;
}

interface Slot {
  executor: Executor;
  running: number;
}

/** A pool of executors by language. */
export class ExecutorPool {
  private readonly slots = new Map<ExecLanguage, Slot[]>();
  private readonly handles = new Map<ExecLanguage, Executor>();
  private readonly create: (language: ExecLanguage) => Executor;
  private readonly jsIsolates: number;

  constructor(options: ExecutorPoolOptions = {}) {
    this.create = options.create ?? ((language) => createExecutor(language));
    this.jsIsolates = Math.max(1, options.jsIsolates ?? 2);
  }

  /** The shared executor for `language` (what a method's context asks for). */
  readonly executor = (language: ExecLanguage): Executor => {
    let handle = this.handles.get(language);
    if (!handle) {
      handle = {
        language,
        run: (code, input, limits, signal) => this.run(language, (e) => e.run(code, input, limits, signal)),
        close: async () => undefined,
      };
      this.handles.set(language, handle);
    }
    return handle;
  };

  /** Programs running or waiting for an executor right now. */
  busy(): number {
    let n = 0;
    for (const slots of this.slots.values()) for (const s of slots) n += s.running;
    return n;
  }

  /** Closes every executor (waiting for their runs to end). */
  async close(): Promise<void> {
    const all = [...this.slots.values()].flat();
    this.slots.clear();
    this.handles.clear();
    await Promise.all(all.map((s) => s.executor.close()));
  }

  private async run<T>(language: ExecLanguage, fn: (e: Executor) => Promise<T>): Promise<T> {
    const slot = this.leastBusy(language);
    slot.running += 1;
    try {
      return await fn(slot.executor);
    } finally {
      slot.running -= 1;
    }
  }

  private leastBusy(language: ExecLanguage): Slot {
    let slots = this.slots.get(language);
    if (!slots) {
      slots = [];
      this.slots.set(language, slots);
    }
    const size = language === 'js' ? this.jsIsolates : 1;
    const idle = slots.reduce<Slot | undefined>(
      (best, s) => (!best || s.running < best.running ? s : best),
      undefined,
    );
    if (idle && (idle.running === 0 || slots.length >= size)) return idle;
    const slot = { executor: this.create(language), running: 0 };
    slots.push(slot);
    return slot;
  }
}
