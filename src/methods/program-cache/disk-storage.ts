/**
 * Program cache entries in a directory, one readable JSON file per scope, so validated programs
 * outlive the process (`grraf ask --cache-dir`, `grraf bench --cache-dir`). Files are replaced
 * atomically (written beside, then renamed); two processes writing one scope keep the last
 * writer's entries, which only costs the other's compile.
 *
 * Reading never blocks a scope. A damaged file (not JSON, cut short, empty, random bytes, another
 * version) is set aside as `<scope>.json.damaged-<time>` with a warning, and its questions compile
 * again: it used to fail every question of its scope, in this run and every later one. An entry
 * whose seal fails (entry-seal.ts: edited, or copied from another scope's file) is skipped with a
 * warning and never run; the next store drops it.
 */

import type { Stats } from 'node:fs';
import { lstat, mkdir, open, rename, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { GrrafError } from '../../errors.js';
import { EXEC_LANGUAGES } from '../../exec/languages.js';
import { type SealedProgram, seal, sealProblem, unseal } from './entry-seal.js';
import type { CachedProgram, ProgramCacheStorage } from './program-cache.js';

/** The version this code writes; files of any other are set aside. */
const FILE_VERSION = 2;

const entrySchema = z.object({
  pattern: z.string(),
  params: z.array(z.string()),
  language: z.enum(EXEC_LANGUAGES),
  code: z.string(),
  refined: z.string(),
  answerFormat: z.string(),
  assumption: z.string().optional(),
  sentence: z.string().optional(),
  origin: z.object({ question: z.string(), at: z.string() }),
  scope: z.string(),
  checksum: z.string(),
});

const fileSchema = z.object({ version: z.literal(FILE_VERSION), entries: z.array(entrySchema) });

/** Receives the cache's warnings (a file set aside, an entry refused). */
export type CacheWarningSink = (message: string) => void;

/** The default sink: a process warning, which Node prints on stderr. */
export const processWarning: CacheWarningSink = (message) =>
  process.emitWarning(message, { code: 'GRRAF_PROGRAM_CACHE' });

export interface DiskStorageOptions {
  onWarning?: CacheWarningSink;
}

/** Why a file's text is not a cache file of this version, or the entries it holds. */
function parseFile(text: string): { entries: SealedProgram[] } | { damage: string } {
  if (text.trim() === '') return { damage: 'it is empty' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { damage: `it is not JSON (${(e as Error).message})` };
  }
  const version = (json as { version?: unknown } | null)?.version;
  if (version !== FILE_VERSION) {
    return { damage: `it is version ${JSON.stringify(version)}, not ${FILE_VERSION}` };
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { damage: `${issue.path.join('.') || 'entries'}: ${issue.message}` };
  }
  return { entries: parsed.data.entries as SealedProgram[] };
}

/** The time as a file-name part: 2026-11-27T10-15-02-123Z. */
function fileTime(): string {
  return new Date().toISOString().replace(/[:.]/g, '-');
}

/** Entries in `dir/<scope>.json`. */
export class DiskStorage implements ProgramCacheStorage {
  readonly description: string;
  private written = 0;
  private readonly warn: CacheWarningSink;
  /** Refused entries already warned about (scope and checksum), so each is said once. */
  private readonly warned = new Set<string>();

  constructor(
    readonly dir: string,
    options: DiskStorageOptions = {},
  ) {
    this.description = `on disk at ${dir}`;
    this.warn = options.onWarning ?? processWarning;
  }

  private file(scope: string): string {
    if (!/^[\w-]+$/.test(scope)) {
      throw new GrrafError('validation', `not a cache scope: "${scope}"`, { field: 'scope' });
    }
    return join(this.dir, `${scope}.json`);
  }

  async read(scope: string): Promise<CachedProgram[]> {
    const file = this.file(scope);
    const read = await readWithStats(file);
    if (read === undefined) return [];
    const parsed = 'damage' in read ? read : parseFile(read.text);
    if ('damage' in parsed) {
      await this.setAside(file, read.stats, parsed.damage);
      return [];
    }
    const trusted: CachedProgram[] = [];
    for (const entry of parsed.entries) {
      const problem = sealProblem(scope, entry);
      if (problem === undefined) {
        trusted.push(unseal(entry));
        continue;
      }
      const key = `${scope} ${entry.checksum}`;
      if (this.warned.has(key)) continue;
      this.warned.add(key);
      this.warn(
        `program cache ${file}: not reusing the program stored for "${entry.pattern}": ${problem}; its questions compile again`,
      );
    }
    return trusted;
  }

  async write(scope: string, entries: CachedProgram[]): Promise<void> {
    const file = this.file(scope);
    await mkdir(this.dir, { recursive: true });
    const tmp = `${file}.${process.pid}.${this.written++}.tmp`;
    const sealed = entries.map((e) => seal(scope, e));
    await writeFile(tmp, `${JSON.stringify({ version: FILE_VERSION, entries: sealed }, null, 1)}\n`);
    await rename(tmp, file);
  }

  /**
   * Moves a damaged file out of the way, unless another process replaced it since it was read
   * (then that newer file is kept, and nothing is said: it will be read next time).
   */
  private async setAside(file: string, read: Stats, damage: string): Promise<void> {
    const now = await lstat(file).catch(() => undefined);
    if (now === undefined || now.ino !== read.ino || now.mtimeMs !== read.mtimeMs) return;
    const aside = `${file}.damaged-${fileTime()}`;
    const moved = await rename(file, aside).then(
      () => true,
      () => false,
    );
    this.warn(
      moved
        ? `program cache ${file} is damaged (${damage}); set aside as ${basename(aside)}, its questions compile again`
        : `program cache ${file} is damaged (${damage}) and could not be set aside; its questions compile again`,
    );
  }
}

/**
 * The file's text and the stats of what was read; undefined when there is none. A directory
 * where the file should be counts as damage; other failures (permissions) are 'io' errors.
 */
async function readWithStats(
  file: string,
): Promise<{ text: string; stats: Stats } | { damage: string; stats: Stats } | undefined> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(file, 'r');
    const stats = await handle.stat();
    if (!stats.isFile()) return { damage: 'it is not a regular file', stats };
    return { text: await handle.readFile('utf8'), stats };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'EISDIR') {
      const stats = await lstat(file);
      return { damage: 'it is a directory', stats };
    }
    throw new GrrafError('io', `cannot read the program cache: ${(e as Error).message}`, { file, cause: e });
  } finally {
    await handle?.close();
  }
}
