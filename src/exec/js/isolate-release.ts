/**
 * Disposing an isolate, and knowing when that is over. `isolate.dispose()` returns at once, and
 * `isDisposed` turns true at once, but isolated-vm finishes on the isolate's own thread: a running
 * program first stops (a cancelled or overrunning run — the run's promise is rejected before
 * that), then the isolate is torn down, and nothing tells JavaScript when. A process that exits
 * meanwhile crashes: Node disposes the V8 platform, which that thread still calls into (SIGSEGV
 * in PlatformDelegate::UnregisterIsolate or in V8's heap, sometimes SIGABRT; 1 exit in 4 right
 * after cancelling runs, 1 in 15 after a plain run).
 *
 * So every disposal is noted here, and an executor's close() waits (`settled`) until the threads
 * are done: for a quiet spell after the last disposal and, where the process's threads can be
 * seen (Linux /proc), until no thread but this one is running. The second wait is what makes it
 * sure under load — a starved isolate thread was seen still compiling 100 ms after the dispose —
 * and it is bounded, since an unrelated busy thread (another executor's program) may never rest.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type IsolateVm from 'isolated-vm';

/** Quiet time after the last disposal before close() resolves, wherever threads cannot be seen. */
export const SETTLE_MS = 100;
/** The longest close() waits for threads after the last disposal. */
const MAX_SETTLE_MS = 10_000;
/** How often the threads are looked at, and how many looks in a row must find them at rest. */
const POLL_MS = 5;
const RESTING_LOOKS = 3;

let lastDisposal = Number.NEGATIVE_INFINITY;

/** Disposes `isolate` unless it is already (by a limit), and notes when either happened. */
export function disposeIsolate(isolate: IsolateVm.Isolate): void {
  if (!isolate.isDisposed) isolate.dispose();
  lastDisposal = performance.now();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the isolates disposed in this process are gone (see above). */
export async function settled(): Promise<void> {
  let resting = 0;
  for (;;) {
    const since = performance.now() - lastDisposal;
    if (since >= MAX_SETTLE_MS) return;
    const others = otherThreadsRunning();
    if (others === undefined) {
      if (since >= SETTLE_MS) return;
      await sleep(Math.ceil(SETTLE_MS - since));
      continue;
    }
    resting = others ? 0 : resting + 1;
    if (resting >= RESTING_LOOKS) return;
    await sleep(POLL_MS);
  }
}

/**
 * Whether a thread of this process other than the calling one is running (state R in
 * /proc/self/task/<tid>/stat); undefined where that cannot be read.
 */
function otherThreadsRunning(): boolean | undefined {
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return undefined;
  }
  const self = String(process.pid);
  for (const tid of tids) {
    if (tid === self) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended
    }
    // "tid (name) S ...": the state follows the name, which may hold spaces and parentheses.
    if (stat.charAt(stat.lastIndexOf(')') + 2) === 'R') return true;
  }
  return false;
}
