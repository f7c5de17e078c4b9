/**
 * Program cache entries in a directory, one readable JSON file per scope, so validated programs
 * outlive the process (`grraf ask --cache-dir`, `grraf bench --cache-dir`). Files are replaced
 * atomically (written beside, then renamed); two processes writing one scope keep the last
 * writer's entries, which only costs the other's compile. A damaged file is an error naming it.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { GrrafError } from '../../errors.js';
import type { CachedProgram, ProgramCacheStorage } from './program-cache.js';

const entrySchema = z.object({
  pattern: z.string(),
  params: z.array(z.string()),
  language: z.enum(['js', 'python', 'cypher']),
  code: z.string(),
  refined: z.string(),
  answerFormat: z.string(),
  assumption: z.string().optional(),
  origin: z.object({ question: z.string(), at: z.string() }),
});

const fileSchema = z.object({ version: z.literal(1), entries: z.array(entrySchema) });

/** Entries in `dir/<scope>.json`. */
export class DiskStorage implements ProgramCacheStorage {
  readonly description: string;
  private written = 0;

  constructor(readonly dir: string) {
    this.description = `on disk at ${dir}`;
  }

  private file(scope: string): string {
    if (!/^[\w-]+$/.test(scope)) {
      throw new GrrafError('validation', `not a cache scope: "${scope}"`, { field: 'scope' });
    }
    return join(this.dir, `${scope}.json`);
  }

  async read(scope: string): Promise<CachedProgram[]> {
    const file = this.file(scope);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw new GrrafError('io', `cannot read the program cache: ${(e as Error).message}`, {
        file,
        cause: e,
      });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (e) {
      throw new GrrafError('parse', `program cache file is not JSON: ${(e as Error).message}`, { file });
    }
    const parsed = fileSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new GrrafError('validation', `program cache file: ${issue.message}`, {
        file,
        field: issue.path.join('.') || 'entries',
      });
    }
    return parsed.data.entries as CachedProgram[];
  }

  async write(scope: string, entries: CachedProgram[]): Promise<void> {
    const file = this.file(scope);
    await mkdir(this.dir, { recursive: true });
    const tmp = `${file}.${process.pid}.${this.written++}.tmp`;
    await writeFile(tmp, `${JSON.stringify({ version: 1, entries }, null, 1)}\n`);
    await rename(tmp, file);
  }
}
