/**
 * The load lock of an embedded store directory: one load at a time, across processes. Two
 * concurrent loads used to both report success while the last one silently won.
 *
 * The lock is a file `<dir>/.grraf-load.lock` held by a live process (util/pid-lock.ts: created
 * atomically, taken over at once when its holder died).
 */
import { join } from 'node:path';
import { GrrafError } from '../../../errors.js';
import { PidLock } from '../../../util/pid-lock.js';

/** Name of the lock file inside a store directory. */
export const LOCK_FILE = '.grraf-load.lock';

/** A held load lock; release() removes it if it is still this holder's. */
export class LoadLock {
  private constructor(private readonly lock: PidLock) {}

  /** Path of the lock file. */
  get path(): string {
    return this.lock.path;
  }

  /**
   * Takes the lock of store directory `dir` (which must exist), taking over one whose holder
   * died; a live holder is a GrrafError 'io' naming it and the lock file.
   */
  static async acquire(dir: string): Promise<LoadLock> {
    const path = join(dir, LOCK_FILE);
    const lock = await PidLock.acquire(
      path,
      (who, holder) =>
        new GrrafError(
          'io',
          `another load into this store is running (${who}); wait for it to finish, or delete ${path} if no load is running`,
          { file: dir, details: { lock: path, holder } },
        ),
    );
    return new LoadLock(lock);
  }

  /** Removes the lock file if this lock still owns it. */
  release(): Promise<void> {
    return this.lock.release();
  }
}
