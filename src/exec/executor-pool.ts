/**
 * Executors shared by concurrent questions. A JavaScript executor runs one program at a time (one
 * isolate), so the pool keeps several and sends each run to the least busy; Python runs each
 * program in its own process and Cypher runs in the store, so one of each is shared. The handles
 * the pool gives out cannot be closed by a method: the pool owns them and closes them once.
 *
 * A question that has its graphs built ahead (GRRAF's build ahead, Executor.prepareGraphs)
 * asks the least busy isolate to build them, and its runs then go to that isolate unless another
 * is less busy: the graphs wait there in a spare sandbox. An isolate holding such a build counts
 * as busy until a run takes it, so a second question's build goes to another isolate (an
 * executor keeps one spare). A JavaScript executor also keeps the graphs of its last run built for
 * the next (JsExecutor keepGraphs): the next question on them goes to that isolate when it is idle.
 */

import type { GraphData } from '../graph/model.js';
import type { ExecInput, ExecLanguage, ExecLimits, Executor } from './executor.js';
import { createExecutor } from './index.js';
import { JsExecutor } from './js/js-executor.js';

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
  /** The first graph of a build ahead the slot's spare sandbox holds for a run yet to come. */
  holding?: GraphData;
}

/** A JavaScript executor that can say whether its next run finds these graphs built (JsExecutor). */
type KeepsGraphs = Executor & { holdsGraphs?(graphs: ExecInput['graphs']): boolean };

/** How busy a slot is: its runs, and a build ahead it holds (a JavaScript executor holds one). */
const load = (s: Slot): number => s.running + (s.holding === undefined ? 0 : 1);

/** A pool of executors by language. */
export class ExecutorPool {
  private readonly slots = new Map<ExecLanguage, Slot[]>();
  private readonly handles = new Map<ExecLanguage, Executor>();
  /** The JavaScript slot building (or holding) a question's graphs, by the first of them. */
  private readonly preparedOn = new WeakMap<GraphData, Slot>();
  private readonly create: (language: ExecLanguage) => Executor;
  private readonly jsIsolates: number;

  constructor(options: ExecutorPoolOptions = {}) {
    // The pool serves many questions on the same graphs: its isolates keep them built from the first.
    this.create =
      options.create ??
      ((language) => (language === 'js' ? new JsExecutor({ keepGraphs: true }) : createExecutor(language)));
    this.jsIsolates = Math.max(1, options.jsIsolates ?? 2);
  }

  /** The shared executor for `language` (what a method's context asks for). */
  readonly executor = (language: ExecLanguage): Executor => {
    let handle = this.handles.get(language);
    if (!handle) {
      const shared: Executor = {
        language,
        run: (code, input, limits, signal) =>
          this.run(language, input, (e) => e.run(code, input, limits, signal)),
        close: async () => undefined,
      };
      if (language === 'js') shared.prepareGraphs = (graphs, limits) => this.prepare(graphs, limits);
      handle = shared;
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

  /**
   * Has an isolate build `graphs` ahead — an idle one that already holds them (kept from its last
   * run on them, JsExecutor keepGraphs) when there is one, else the least busy — and remembers it
   * for their runs.
   */
  private async prepare(graphs: ExecInput['graphs'], limits?: Partial<ExecLimits>): Promise<void> {
    const first = Object.values(graphs)[0];
    if (first === undefined) return;
    const slot = this.idleHolding(graphs) ?? this.leastBusy('js');
    slot.holding = first;
    this.preparedOn.set(first, slot);
    await slot.executor.prepareGraphs?.(graphs, limits);
  }

  private async run<T>(
    language: ExecLanguage,
    input: ExecInput,
    fn: (e: Executor) => Promise<T>,
  ): Promise<T> {
    // Runs weigh more than builds held: questions on one library graph share its GraphData, so
    // each holds a build somewhere and the prepared slot may be running another's program while
    // the others only hold builds (a run takes or drops a slot's spare).
    const least = this.leastBusy(language, (s) => 2 * s.running + (s.holding === undefined ? 0 : 1));
    const first = Object.values(input.graphs)[0];
    const prepared =
      first === undefined
        ? undefined
        : (this.preparedOn.get(first) ?? (language === 'js' ? this.idleHolding(input.graphs) : undefined));
    const live = prepared !== undefined && this.slots.get(language)?.includes(prepared);
    const slot = live && prepared.running <= least.running ? prepared : least;
    // The run takes the spare, or the executor drops one that holds other graphs.
    slot.holding = undefined;
    slot.running += 1;
    try {
      return await fn(slot.executor);
    } finally {
      slot.running -= 1;
    }
  }

  /** An idle JavaScript slot whose executor holds `graphs` built for its next run. */
  private idleHolding(graphs: ExecInput['graphs']): Slot | undefined {
    return this.slots
      .get('js')
      ?.find((s) => load(s) === 0 && (s.executor as KeepsGraphs).holdsGraphs?.(graphs) === true);
  }

  private leastBusy(language: ExecLanguage, busy: (s: Slot) => number = load): Slot {
    let slots = this.slots.get(language);
    if (!slots) {
      slots = [];
      this.slots.set(language, slots);
    }
    const size = language === 'js' ? this.jsIsolates : 1;
    const idle = slots.reduce<Slot | undefined>(
      (best, s) => (!best || busy(s) < busy(best) ? s : best),
      undefined,
    );
    if (idle && (busy(idle) === 0 || slots.length >= size)) return idle;
    const slot = { executor: this.create(language), running: 0 };
    slots.push(slot);
    return slot;
  }
}
