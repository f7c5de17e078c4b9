import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { LbugHandle } from './lbug-adapter.js';

/**
 * A stand-in connection that records the settings each statement ran under, with a pause in
 * preparation and execution (where the real binding goes through libuv's thread pool).
 */
function fakeConnection() {
  const state = { timeoutMs: 0, threads: 0 };
  const ran: { statement: string; timeoutMs: number; threads: number }[] = [];
  const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
  const result = {
    getNumTuples: () => 0,
    getColumnNamesSync: () => ['x'],
    hasNext: () => false,
    close: () => {},
  };
  const conn = {
    setQueryTimeout: (ms: number) => {
      state.timeoutMs = ms;
    },
    setMaxNumThreadForExec: (n: number) => {
      state.threads = n;
    },
    prepare: async (statement: string) => {
      await pause();
      return { statement, isSuccess: () => true };
    },
    execute: async (prepared: { statement: string }) => {
      ran.push({ statement: prepared.statement, ...state });
      await pause();
      return result;
    },
  };
  return { conn, ran };
}

function handleOver(conn: object, defaultTimeLimitMs: number): LbugHandle {
  const Handle = LbugHandle as unknown as new (
    db: object,
    conn: object,
    path: string,
    readOnly: boolean,
  ) => LbugHandle;
  const handle = new Handle({}, conn, '<fake>', true);
  Object.assign(handle, { defaultTimeLimitMs });
  const c = conn as { setQueryTimeout(ms: number): void; setMaxNumThreadForExec(n: number): void };
  c.setQueryTimeout(defaultTimeLimitMs);
  c.setMaxNumThreadForExec(availableParallelism());
  return handle;
}

describe('LbugHandle statement settings', () => {
  it("runs each of several concurrent statements under its own time-out and thread count, never another's", async () => {
    const { conn, ran } = fakeConnection();
    const handle = handleOver(conn, 60_000);
    await Promise.all([
      handle.execute('A', {}, { timeLimitMs: 250, oneThread: true }),
      handle.execute('B'),
      handle.stream('C', {}, () => true),
      handle.execute('D', {}, { timeLimitMs: 900 }),
    ]);
    const threads = availableParallelism();
    expect(ran).toEqual([
      { statement: 'A', timeoutMs: 250, threads: 1 },
      { statement: 'B', timeoutMs: 60_000, threads },
      { statement: 'C', timeoutMs: 60_000, threads },
      { statement: 'D', timeoutMs: 900, threads },
    ]);
  });
});
