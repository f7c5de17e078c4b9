/**
 * REGRESSION (leftovers and races): two concurrent loads into one store both reported success
 * and the last silently won; a load killed with -9 left `.build-*` directories (22–83 MB) that
 * no later load removed. Now loads take a lock (a second one gets a clear error), a holder that
 * died is taken over, and every load removes what an interrupted one left.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { isGrrafError } from '../../../errors.js';
import type { GraphData } from '../../model.js';
import { directedLabeled, undirectedWeighted } from '../conformance/fixtures.js';
import { normalizeGraph } from '../conformance/normalize.js';
import { EmbeddedStore } from './embedded-store.js';
import { LOCK_FILE, LoadLock } from './store-lock.js';

const root = mkdtempSync(join(tmpdir(), 'grraf-store-lock-'));
let n = 0;
const newDir = () => join(root, `s${n++}`);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const leftovers = (dir: string) => readdirSync(dir).filter((f) => f.startsWith('.build-'));

/** A path of `k` edges 0-1-...-k, big enough that its load takes a while. */
function path(k: number): GraphData {
  return {
    directed: false,
    nodes: Array.from({ length: k + 1 }, (_, id) => ({ id, labels: [], properties: {} })),
    edges: Array.from({ length: k }, (_, i) => ({ source: i, target: i + 1, properties: {} })),
  };
}

/** Writes a lock file as if process `pid` held it. */
function fakeLock(dir: string, pid: number): void {
  mkdirSync(dir, { recursive: true });
  const holder = { pid, host: hostname(), start: null, since: new Date().toISOString(), token: 'x' };
  writeFileSync(join(dir, LOCK_FILE), JSON.stringify(holder));
}

describe('one load at a time', () => {
  it('refuses a second concurrent load with an error naming the running one; the first one wins', async () => {
    const dir = newDir();
    const [a, b] = [await EmbeddedStore.open(dir), await EmbeddedStore.open(dir)];
    const results = await Promise.allSettled([a.load(directedLabeled()), b.load(undirectedWeighted())]);
    const failed = results.filter((r) => r.status === 'rejected');
    expect(failed).toHaveLength(1);
    const reason = (failed[0] as PromiseRejectedResult).reason;
    expect(isGrrafError(reason, 'io'), String(reason)).toBe(true);
    expect(reason.message).toMatch(
      new RegExp(`another load into this store is running \\(pid ${process.pid}`),
    );
    const winner = results[0]!.status === 'fulfilled' ? directedLabeled() : undirectedWeighted();
    const check = await EmbeddedStore.openExisting(dir);
    expect(normalizeGraph(await check.export())).toEqual(normalizeGraph(winner));
    await Promise.all([a.close(), b.close(), check.close()]);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('waits for nobody when the holder is alive in another process: the load fails', async () => {
    const dir = newDir();
    const sleeper = spawn('sleep', ['30']);
    try {
      fakeLock(dir, sleeper.pid!);
      const s = await EmbeddedStore.open(dir);
      await expect(s.load(path(3))).rejects.toSatisfy(
        (e) => isGrrafError(e, 'io') && new RegExp(`pid ${sleeper.pid}`).test((e as Error).message),
      );
      await s.close();
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it('takes over the lock of a holder that died', async () => {
    const dir = newDir();
    const gone = spawnSync(process.execPath, ['-e', '0']);
    fakeLock(dir, gone.pid!);
    const s = await EmbeddedStore.open(dir);
    await s.load(path(3));
    expect((await s.schema()).edgeCount).toBe(3);
    await s.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('releases only its own lock', async () => {
    const dir = newDir();
    mkdirSync(dir);
    const lock = await LoadLock.acquire(dir);
    await expect(LoadLock.acquire(dir)).rejects.toSatisfy((e) => isGrrafError(e, 'io'));
    await lock.release();
    const again = await LoadLock.acquire(dir);
    await lock.release(); // no longer the holder: must not remove the new lock
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
    await again.release();
  });
});

describe('what an interrupted load leaves is removed', () => {
  it('a load removes .build-* leftovers', async () => {
    const dir = newDir();
    const s = await EmbeddedStore.open(dir);
    await s.load(path(3));
    mkdirSync(join(dir, '.build-AbC123'));
    writeFileSync(join(dir, '.build-AbC123', 'graph.lbug'), Buffer.alloc(1 << 20));
    mkdirSync(join(dir, '.build-XyZ789-old'));
    await s.load(path(4));
    expect(leftovers(dir)).toEqual([]);
    expect((await s.schema()).edgeCount).toBe(4);
    await s.close();
  });

  it('a swap cut short between its two renames keeps the previous graph', async () => {
    const dir = newDir();
    const s = await EmbeddedStore.open(dir);
    await s.load(path(5));
    await s.close();
    renameSync(join(dir, 'data'), join(dir, '.build-Q1w2E3-old'));
    mkdirSync(join(dir, '.build-Q1w2E3'));
    const again = await EmbeddedStore.openExisting(dir);
    expect((await again.schema()).edgeCount).toBe(5);
    expect(leftovers(dir)).toEqual([]);
    await again.close();
  });

  it('a load killed with -9 leaves a build directory that the next load removes', async () => {
    const dir = newDir();
    const script = `
      const { EmbeddedStore } = await import(${JSON.stringify(fileURLToPath(new URL('./embedded-store.ts', import.meta.url)))});
      const k = 300000;
      const nodes = Array.from({ length: k + 1 }, (_, id) => ({ id, labels: [], properties: { name: 'n' + id } }));
      const edges = Array.from({ length: k }, (_, i) => ({ source: i, target: i + 1, properties: {} }));
      const s = await EmbeddedStore.open(${JSON.stringify(dir)});
      await s.load({ directed: false, nodes, edges });`;
    const child: ChildProcess = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        stdio: 'ignore',
      },
    );
    const started = Date.now();
    while (!(existsSync(dir) && leftovers(dir).length > 0) && Date.now() - started < 60_000) {
      await new Promise((r) => setTimeout(r, 20));
    }
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    expect(leftovers(dir).length).toBeGreaterThan(0);
    const s = await EmbeddedStore.open(dir);
    await s.load(path(2));
    expect(leftovers(dir)).toEqual([]);
    expect((await s.schema()).edgeCount).toBe(2);
    await s.close();
  }, 90_000);
});
