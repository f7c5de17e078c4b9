/**
 * File reading shared by readGraphFile and the CSV pair reader: regular files only, read with a
 * size cap, decoded as UTF-8 (or UTF-16 when the file starts with its byte-order mark), and
 * file-system failures as 'not-found' / 'io' GrrafErrors naming the path.
 *
 * Why regular files only: `/dev/zero` never ends (it grew the heap to 9.5 GB), a named pipe
 * without a writer blocks `open` forever, and a socket cannot be read at all. Files are opened
 * with O_NONBLOCK so that even a pipe swapped in after a check cannot block the open; the type
 * is then checked on the open descriptor.
 */
import { constants, type Stats } from 'node:fs';
import { type FileHandle, open, stat } from 'node:fs/promises';
import { GrrafError } from '../../errors.js';
import { decodeText, decodeUtf8Piece } from './input-checks.js';

/**
 * Most bytes read as one text. V8 strings stop at 2^29 - 24 characters; the whole-text parsers
 * also need several times the text in objects, so large inputs should be edge lists, which are
 * streamed (read-file.ts) and not bound by this.
 */
export const MAX_TEXT_BYTES = 256 * 1024 * 1024;

/** Bytes per read when streaming. */
const CHUNK_BYTES = 4 * 1024 * 1024;

/** Maps a Node file-system error to a GrrafError. */
export function fsError(e: unknown, path: string): GrrafError {
  if (e instanceof GrrafError) return e;
  const code = (e as { code?: string }).code;
  if (code === 'ENOENT') return new GrrafError('not-found', 'no such file or directory', { file: path });
  if (code === 'EISDIR') return new GrrafError('io', 'is a directory, expected a file', { file: path });
  const why = e instanceof Error ? e.message : String(e);
  return new GrrafError('io', `cannot read: ${why}`, { file: path, cause: e });
}

/** What a non-regular file is, for the error message. */
function kindOf(s: Stats): string {
  if (s.isDirectory()) return 'a directory';
  if (s.isFIFO()) return 'a named pipe (FIFO)';
  if (s.isCharacterDevice()) return 'a character device';
  if (s.isBlockDevice()) return 'a block device';
  if (s.isSocket()) return 'a socket';
  return 'not a regular file';
}

/** An open regular file and its size when opened; anything else is a GrrafError 'io'. */
export async function openRegularFile(path: string): Promise<{ handle: FileHandle; size: number }> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
    const s = await handle.stat();
    if (!s.isFile()) throw notRegular(s, path);
    return { handle, size: s.size };
  } catch (e) {
    await handle?.close().catch(() => undefined);
    // A socket cannot even be opened (ENXIO): say what it is rather than what open said.
    const s = handle === undefined ? await stat(path).catch(() => undefined) : undefined;
    throw s !== undefined && !s.isFile() ? notRegular(s, path) : fsError(e, path);
  }
}

function notRegular(s: Stats, path: string): GrrafError {
  return new GrrafError(
    'io',
    `${kindOf(s)}, not a regular file: grraf reads graphs from regular files only (save the data to a file first)`,
    { file: path },
  );
}

/** The error for an input past a byte limit. */
export function tooLarge(path: string, limit: number, what: string): GrrafError {
  const mib = (limit / 2 ** 20).toFixed(0);
  return new GrrafError('budget', `file is larger than ${mib} MiB, the limit for ${what}`, {
    file: path,
    details: { limitBytes: limit },
  });
}

/**
 * Reads a regular file as text, at most `maxBytes` (more is a 'budget' error naming the limit;
 * the size is checked while reading, since a file can grow or misreport its size).
 */
export async function readText(path: string, maxBytes = MAX_TEXT_BYTES): Promise<string> {
  const { handle } = await openRegularFile(path);
  try {
    return await readAll(handle, path, maxBytes);
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/** Reads an open file from its start to its end as text, at most `maxBytes` (see readText). */
export async function readAll(handle: FileHandle, path: string, maxBytes = MAX_TEXT_BYTES): Promise<string> {
  const what = 'a graph read as one text (edge lists are streamed without it)';
  try {
    if ((await handle.stat()).size > maxBytes) throw tooLarge(path, maxBytes, what);
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const buffer = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, maxBytes + 1 - total));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, total);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > maxBytes) throw tooLarge(path, maxBytes, what);
      chunks.push(buffer.subarray(0, bytesRead));
    }
    return decodeText(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total));
  } catch (e) {
    throw fsError(e, path);
  }
}

/** Longest line the streaming reader accepts (a longer one cannot be an edge-list line). */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;

/**
 * Reads an open UTF-8 file from its start in pieces that end at a newline (the last piece at
 * the end of the file). A newline byte never occurs inside a multi-byte UTF-8 character, so each
 * piece decodes on its own; only the first may start with a byte-order mark.
 */
export async function* linePieces(handle: FileHandle, path: string): AsyncGenerator<string> {
  let carry = Buffer.alloc(0);
  let position = 0;
  let first = true;
  for (;;) {
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    let bytesRead: number;
    try {
      ({ bytesRead } = await handle.read(buffer, 0, buffer.length, position));
    } catch (e) {
      throw fsError(e, path);
    }
    position += bytesRead;
    const data =
      carry.length === 0
        ? buffer.subarray(0, bytesRead)
        : Buffer.concat([carry, buffer.subarray(0, bytesRead)]);
    if (bytesRead === 0 && data.length === 0) return;
    const nl = bytesRead === 0 ? data.length - 1 : data.lastIndexOf(0x0a);
    if (nl === -1) {
      if (data.length > MAX_LINE_BYTES)
        throw tooLarge(path, MAX_LINE_BYTES, 'one line of a streamed edge list');
      carry = data;
      continue;
    }
    const piece = data.subarray(0, nl + 1);
    yield first ? decodeText(piece) : decodeUtf8Piece(piece);
    first = false;
    if (bytesRead === 0) return;
    carry = Buffer.from(data.subarray(nl + 1));
  }
}
