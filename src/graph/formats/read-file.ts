/**
 * Reading graphs from disk: one file, or a directory holding `nodes.csv` + `edges.csv`.
 * File-system failures become 'not-found' / 'io' GrrafErrors naming the path.
 */
import { readFile, stat } from 'node:fs/promises';
import { GrrafError } from '../../errors.js';
import type { FormatName, ParsedGraph } from './format.js';
import { decodeUtf8 } from './input-checks.js';
import { parseGraph } from './parse.js';

/** Options of readGraphFile. */
export interface ReadOptions {
  format?: FormatName;
  directed?: boolean;
}

/** Reads a file as UTF-8 text; 'not-found' when it does not exist, 'io' on other failures. */
export async function readText(path: string): Promise<string> {
  try {
    return decodeUtf8(await readFile(path));
  } catch (e) {
    throw fsError(e, path);
  }
}

/** Maps a Node file-system error to a GrrafError. */
export function fsError(e: unknown, path: string): GrrafError {
  const code = (e as { code?: string }).code;
  if (code === 'ENOENT') return new GrrafError('not-found', `no such file or directory`, { file: path });
  if (code === 'EISDIR') return new GrrafError('io', 'is a directory, expected a file', { file: path });
  const why = e instanceof Error ? e.message : String(e);
  return new GrrafError('io', `cannot read: ${why}`, { file: path, cause: e });
}

/** Reads and parses the graph file (or CSV directory) at `path`. */
export async function readGraphFile(path: string, options: ReadOptions = {}): Promise<ParsedGraph> {
  let isDir: boolean;
  try {
    isDir = (await stat(path)).isDirectory();
  } catch (e) {
    throw fsError(e, path);
  }
  if (isDir) {
    throw new GrrafError('unsupported', 'directories are read as CSV: not available yet', { file: path });
  }
  const text = await readText(path);
  return parseGraph(text, { ...options, file: path });
}
