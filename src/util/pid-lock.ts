/**
 * A lock file held by a live process: one holder at a time, across processes. Used by the
 * embedded store's loads and by bench runs on one output directory.
 *
 * The file holds the holder's pid, host and process start time, and is created atomically
 * (written under a private name, then hard-linked into place: `link` fails when the name exists,
 * and the file is never seen half-written). A holder that died (kill -9, a crash, process.exit)
 * is recognized at once on the same host: no process with its pid, or a different process that
 * reused the pid (another start time); its lock is then taken over. A lock held from another
 * host cannot be checked and is reported with its path.
 *
 * Why not a library: proper-lockfile (the usual choice) declares a lock stale when its mtime
 * stops being refreshed by a timer, and a store load blocks the event loop for seconds at a
 * time (planning a 20M-edge layout), so a live holder would lose its lock; the pid check has no
 * timer.
 */
import { randomBytes } from 'node:crypto';
import { link, lstat, readFile, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { GrrafError } from '../errors.js';

/** What a lock file says about its holder. */
export interface LockHolder {
  pid: number;
  host: string;
  /** The holder's process start time (Linux /proc), to tell a reused pid from its holder. */
  start: string | null;
  since: string;
  token: string;
}

/**
 * The error for a lock held by a live process. `who` describes the holder ("pid 12 on host,
 * since …" or "an unreadable lock"); `holder` is undefined when the file could not be read.
 */
export type LockBusy = (who: string, holder: LockHolder | undefined) => GrrafError;

/** The start time of process `pid` as the kernel counts it (Linux), or null when unknown. */
async function processStart(pid: number): Promise<string | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (stat === undefined) return null;
  // Fields after the command name (which may hold spaces) start after the last ')'.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

/** True when the holder is certainly gone: same host, and no process with its pid and start time. */
async function holderGone(h: LockHolder): Promise<boolean> {
  if (h.host !== hostname() || !Number.isInteger(h.pid)) return false;
  try {
    process.kill(h.pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ESRCH';
  }
  const start = await processStart(h.pid);
  return h.start !== null && start !== null && start !== h.start;
}

/** A held lock; release() removes it if it is still this holder's. */
export class PidLock {
  private constructor(
    readonly path: string,
    private readonly token: string,
  ) {}

  /**
   * Takes the lock file at `path` (its directory must exist), taking over one whose holder
   * died; a live holder is the error `busy` makes.
   */
  static async acquire(path: string, busy: LockBusy): Promise<PidLock> {
    const holder: LockHolder = {
      pid: process.pid,
      host: hostname(),
      start: await processStart(process.pid),
      since: new Date().toISOString(),
      token: randomBytes(8).toString('hex'),
    };
    const mine = `${path}.${holder.token}`;
    await writeFile(mine, JSON.stringify(holder));
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        if (await link(mine, path).then(() => true, alreadyThere)) return new PidLock(path, holder.token);
        await takeOverIfGone(path, busy);
      }
      throw new GrrafError('io', 'could not take the lock (it changed hands repeatedly)', { file: path });
    } finally {
      await unlink(mine).catch(() => undefined);
    }
  }

  /** Removes the lock file if this lock still owns it. */
  async release(): Promise<void> {
    const now = await readHolder(this.path);
    if (now?.token === this.token) await unlink(this.path).catch(() => undefined);
  }
}

function alreadyThere(e: unknown): false {
  if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
  throw e;
}

async function readHolder(path: string): Promise<LockHolder | undefined> {
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as LockHolder;
  } catch {
    return undefined;
  }
}

/** Removes the lock at `path` when its holder is gone; throws `busy`'s error when not. */
async function takeOverIfGone(path: string, busy: LockBusy): Promise<void> {
  const before = await lstat(path).catch(() => undefined);
  if (before === undefined) return; // released meanwhile: try again
  const holder = await readHolder(path);
  if (holder === undefined || !(await holderGone(holder))) {
    const who =
      holder === undefined
        ? 'an unreadable lock'
        : `pid ${holder.pid} on ${holder.host}, since ${holder.since}`;
    throw busy(who, holder);
  }
  // Unlink only the file that was read (a new holder may have replaced it meanwhile).
  const now = await lstat(path).catch(() => undefined);
  if (now?.ino === before.ino) await unlink(path).catch(() => undefined);
}
