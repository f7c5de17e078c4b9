/**
 * results.jsonl: one BenchResult per line, appended as each question finishes and flushed to
 * disk (fsync) before the next, so a crash loses at most the line being written.
 *
 * A crash can leave a torn last line (a record without its newline). Reading drops it, with a
 * count; opening for append cuts it off first (and says so in `repairedTail`), because appending
 * after it would glue the next record to the fragment and turn the whole file unreadable.
 * Files damaged that way by older versions are still read: a line holding a fragment followed
 * by a whole record keeps the record and counts the fragment as torn.
 */

import type { FileHandle } from 'node:fs/promises';
import { open, readFile } from 'node:fs/promises';
import { GrrafError } from '../../errors.js';
import type { BenchResult } from '../types.js';

/** What ResultsWriter.open did to a file whose last line had no newline. */
export interface TailRepair {
  /** 'cut': a fragment was removed; 'terminated': a whole record only lacked its newline. */
  action: 'cut' | 'terminated';
  /** Bytes removed ('cut') or 0. */
  bytes: number;
  /** 1-based line number of that last line. */
  line: number;
}

/** How far back to look for the previous newline per read. */
const TAIL_CHUNK = 64 * 1024;

/** An open results file; appends are serialized so concurrent questions never interleave. */
export class ResultsWriter {
  private queue: Promise<void> = Promise.resolve();

  private constructor(
    private readonly handle: FileHandle,
    readonly path: string,
    /** Set when the file ended in a torn line that open() repaired. */
    readonly repairedTail: TailRepair | undefined,
  ) {}

  /** Opens `path` for appending (created when missing), repairing a torn last line first. */
  static async open(path: string): Promise<ResultsWriter> {
    let handle: FileHandle | undefined;
    try {
      handle = await open(path, 'a+');
      const repaired = await repairTail(handle);
      return new ResultsWriter(handle, path, repaired);
    } catch (e) {
      await handle?.close().catch(() => undefined);
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

/**
 * When the file does not end in a newline, its last line is either a whole record that lost
 * only its newline (terminated) or a fragment (cut back to the previous newline). Synced before
 * any append, so a second crash cannot bring the fragment back.
 */
async function repairTail(handle: FileHandle): Promise<TailRepair | undefined> {
  const { size } = await handle.stat();
  if (size === 0) return undefined;
  const last = Buffer.alloc(1);
  await handle.read(last, 0, 1, size - 1);
  if (last[0] === 0x0a) return undefined;
  const start = await lineStart(handle, size);
  const tail = Buffer.alloc(size - start);
  await handle.read(tail, 0, tail.length, start);
  const line = (await countNewlines(handle, start)) + 1;
  if (parseRecord(tail.toString('utf8')) !== undefined) {
    await handle.write('\n');
    await handle.sync();
    return { action: 'terminated', bytes: 0, line };
  }
  await handle.truncate(start);
  await handle.sync();
  return { action: 'cut', bytes: size - start, line };
}

/** Offset just after the last newline before `size` (0 when there is none). */
async function lineStart(handle: FileHandle, size: number): Promise<number> {
  let end = size;
  while (end > 0) {
    const from = Math.max(0, end - TAIL_CHUNK);
    const chunk = Buffer.alloc(end - from);
    await handle.read(chunk, 0, chunk.length, from);
    const nl = chunk.lastIndexOf(0x0a);
    if (nl !== -1) return from + nl + 1;
    end = from;
  }
  return 0;
}

/** Newlines in the first `length` bytes of the file. */
async function countNewlines(handle: FileHandle, length: number): Promise<number> {
  let count = 0;
  const chunk = Buffer.alloc(TAIL_CHUNK);
  for (let at = 0; at < length; ) {
    const { bytesRead } = await handle.read(chunk, 0, Math.min(chunk.length, length - at), at);
    if (bytesRead === 0) break;
    for (let i = 0; i < bytesRead; i++) if (chunk[i] === 0x0a) count++;
    at += bytesRead;
  }
  return count;
}

/** The record on a line, or undefined when the line is not one whole JSON object. */
function parseRecord(line: string): BenchResult | undefined {
  try {
    const v: unknown = JSON.parse(line);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as BenchResult) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The whole record at the end of a line that an older writer glued to a torn fragment
 * (`{"id":"a","ans{"id":"b",...}`): the last `{"id":` from which the rest parses.
 */
function recordAfterFragment(line: string): BenchResult | undefined {
  for (let at = line.lastIndexOf('{"id":'); at > 0; at = line.lastIndexOf('{"id":', at - 1)) {
    const r = parseRecord(line.slice(at));
    if (r !== undefined && typeof r.id === 'string') return r;
  }
  return undefined;
}

/**
 * Reads results.jsonl; a missing file is an empty run. A torn final line is dropped and counted
 * in `tornLines`, as is the fragment of a line an older writer glued to the next record; any
 * other unreadable line is corruption (a 'parse' error naming the line). A question answered on
 * more than one line (two runs on one directory before runs took a lock) counts once, with its
 * first result; the others are counted in `duplicates`.
 */
export async function readResults(
  path: string,
): Promise<{ results: BenchResult[]; tornLines: number; duplicates: number }> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { results: [], tornLines: 0, duplicates: 0 };
    throw new GrrafError('io', `cannot read the results file: ${(e as Error).message}`, { file: path });
  }
  const lines = text.split('\n');
  const results: BenchResult[] = [];
  const seen = new Set<string>();
  let tornLines = 0;
  let duplicates = 0;
  const keep = (r: BenchResult) => {
    if (seen.has(r.id)) {
      duplicates++;
      return;
    }
    seen.add(r.id);
    results.push(r);
  };
  for (const [i, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const record = parseRecord(line);
    if (record !== undefined) {
      keep(record);
      continue;
    }
    tornLines++;
    const glued = recordAfterFragment(line);
    if (glued !== undefined) {
      keep(glued);
      continue;
    }
    // Only the last non-empty line can be torn by a crash; anything earlier is corruption.
    if (!lines.slice(i + 1).every((l) => l.trim() === '')) {
      throw new GrrafError('parse', 'corrupt result line: not a JSON object', { file: path, line: i + 1 });
    }
  }
  return { results, tornLines, duplicates };
}
