/**
 * The files of an embedded store directory besides the database: the swap that replaces `data/`
 * with a freshly built `.build-*` directory, and the repair of what an interrupted load leaves
 * (a kill -9 left 22–83 MB `.build-*` directories that no later load removed). Both run under
 * the load lock (store-lock.ts), so no other load is using those directories.
 */
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The live database directory inside a store. */
export const DATA_DIR = 'data';
/** Prefix of the directories a load builds in (and of the old data while it is swapped out). */
export const BUILD_PREFIX = '.build-';
/** Suffix of the old data directory during a swap. */
const OLD_SUFFIX = '-old';

/** What repair() did. */
export interface RepairReport {
  /** Leftover directories removed (names within the store). */
  removed: string[];
  /** True when data/ was missing and the previous graph was put back from a swap cut short. */
  restored: boolean;
}

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

/** True when `dir` has no data/ but keeps the old data of a swap cut short. */
export async function swapWasCut(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch(() => [] as string[]);
  return (
    !entries.includes(DATA_DIR) && entries.some((e) => e.startsWith(BUILD_PREFIX) && e.endsWith(OLD_SUFFIX))
  );
}

/**
 * Puts back the previous graph when a load died between moving data/ away and moving the new
 * build in (a failed load keeps the previous graph), then removes every `.build-*` leftover.
 */
export async function repair(dir: string): Promise<RepairReport> {
  const entries = await readdir(dir).catch(() => [] as string[]);
  let restored = false;
  if (!entries.includes(DATA_DIR)) {
    const old = entries.filter((e) => e.startsWith(BUILD_PREFIX) && e.endsWith(OLD_SUFFIX)).sort();
    const last = old[old.length - 1];
    if (last !== undefined && (await exists(join(dir, last, 'grraf-meta.json')))) {
      await rename(join(dir, last), join(dir, DATA_DIR));
      restored = true;
    }
  }
  const removed: string[] = [];
  for (const e of await readdir(dir)) {
    if (!e.startsWith(BUILD_PREFIX)) continue;
    await rm(join(dir, e), { recursive: true, force: true });
    removed.push(e);
  }
  return { removed, restored };
}

/** Replaces data/ with the built directory `build` (renames within one file system). */
export async function swapIn(dir: string, build: string): Promise<void> {
  const data = join(dir, DATA_DIR);
  const old = `${build}${OLD_SUFFIX}`;
  const hadData = await exists(data);
  if (hadData) await rename(data, old);
  await rename(build, data);
  if (hadData) await rm(old, { recursive: true, force: true });
}
