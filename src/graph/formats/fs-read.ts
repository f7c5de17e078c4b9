/**
 * File reading shared by readGraphFile and the CSV pair reader: UTF-8 text, and file-system
 * failures as 'not-found' / 'io' GrrafErrors naming the path.
 */
import { readFile } from 'node:fs/promises';
import { GrrafError } from '../../errors.js';
import { decodeUtf8 } from './input-checks.js';

/** Maps a Node file-system error to a GrrafError. */
export function fsError(e: unknown, path: string): GrrafError {
  const code = (e as { code?: string }).code;
  if (code === 'ENOENT') return new GrrafError('not-found', 'no such file or directory', { file: path });
  if (code === 'EISDIR') return new GrrafError('io', 'is a directory, expected a file', { file: path });
  const why = e instanceof Error ? e.message : String(e);
  return new GrrafError('io', `cannot read: ${why}`, { file: path, cause: e });
}

/** Reads a file as UTF-8 text (invalid bytes are caught later by checkText). */
export async function readText(path: string): Promise<string> {
  try {
    return decodeUtf8(await readFile(path));
  } catch (e) {
    throw fsError(e, path);
  }
}
