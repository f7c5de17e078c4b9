/**
 * Engine processes for stores: each store leases one process (EngineLease) and gives it back on
 * close; an idle process waits in a small pool for the next store, so a question that loads its
 * graph into a fresh temporary store does not pay for starting an engine. A lease whose process
 * died (a crash, a cancelled query) takes a new one on its next request.
 */
import { EngineProcess } from './engine-process.js';

/** Idle processes kept for reuse; more are stopped. */
const MAX_IDLE = 2;
const idle: EngineProcess[] = [];

/** A live engine process: an idle one, else a new one. */
function take(): EngineProcess {
  for (let p = idle.pop(); p !== undefined; p = idle.pop()) if (p.alive) return p;
  return EngineProcess.spawn();
}

/** Takes back a process whose databases are all closed. */
function giveBack(p: EngineProcess): void {
  if (p.alive && idle.length < MAX_IDLE) idle.push(p);
  else p.stop();
}

/** The engine process a store uses, replaced when it dies. */
export class EngineLease {
  private current: EngineProcess | undefined;
  /** Counts processes taken: a handle opened on an earlier one is gone. */
  generation = 0;

  /** The live process (taking a new one when there is none or it died). */
  process(): EngineProcess {
    if (this.current === undefined || !this.current.alive) {
      this.current = take();
      this.generation++;
    }
    return this.current;
  }

  /** The current process if it is alive, without taking a new one. */
  peek(): EngineProcess | undefined {
    return this.current?.alive ? this.current : undefined;
  }

  /** Stops the process now (its databases go with it); the next request takes a new one. */
  stop(): void {
    this.current?.stop();
    this.current = undefined;
  }

  /** Gives the process back to the pool; call once every handle on it is closed. */
  release(): void {
    if (this.current !== undefined) giveBack(this.current);
    this.current = undefined;
  }
}

/** Starts an engine process ahead of need, so that the first store opened does not wait for one. */
export function prestartEngine(): void {
  if (idle.length === 0) idle.push(EngineProcess.spawn());
}
