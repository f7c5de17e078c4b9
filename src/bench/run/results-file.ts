/**
 * results.jsonl: one BenchResult per line, appended as each question finishes and flushed to
 * disk (fsync) before the next, so a crash loses at most the line being written. Reading skips
 * a torn last line (the crash case) but refuses corruption anywhere else.
 */

import type { FileHandle } from 'node:fs/promises';
import { open, readFile } from 'node:fs/promises';
import { GrrafError } from '../../errors.js';
import type { BenchResult } from '../types.js';

/** An open results file; appends are serialized so concurrent questions never interleave. */
export class ResultsWriter {
  private queue: Promise<void> = Promise.resolve();

  private constructor(
    private readonly handle: FileHandle,
    readonly path: string,
  ) {}

  /** Opens `path` for appending (created when missing). */
  static async open(path: string): Promise<ResultsWriter> {
    try {
      return new ResultsWriter(await open(path, 'a'), path);
    } catch (e) {
      throw new GrrafError('io', `cannot open the results file: ${(e as Error).message}`, { file: path });
    }
  }

  /** Appends one result and waits until it is on disk. */
  append(result: BenchResult): Promise<void> {
    const line = `${JSON.stringify(result)}\n`;
    this.queue = this.queue.then(async () => {
      await this.handle.write(line);
      await this.handle.sync();
    });
    return this.queue;
  }

  async close(): Promise<void> {
    await this.queue;
    await this.handle.close();
  }
}

/** Reads results.jsonl; a missing file is an empty run. A torn final line is dropped, with a count. */
export async function readResults(path: string): Promise<{ results: BenchResult[]; tornLines: number }> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { results: [], tornLines: 0 };
    throw new GrrafError('io', `cannot read the results file: ${(e as Error).message}`, { file: path });
  }
  const lines = text.split('\n');
  const results: BenchResult[] = [];
  let tornLines = 0;
  for (const [i, line] of lines.entries()) {
    if (line.trim() === '') continue;
    try {
      results.push(JSON.parse(line) as BenchResult);
    } catch (e) {
      // Only the last non-empty line can be torn by a crash; anything earlier is corruption.
      const isLast = lines.slice(i + 1).every((l) => l.trim() === '');
      if (!isLast) {
        throw new GrrafError('parse', `corrupt result line: ${(e as Error).message}`, {
          file: path,
          line: i + 1,
        });
      }
      tornLines++;
    }
  }
  return { results, tornLines };
}
