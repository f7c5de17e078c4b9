/**
 * Reading graphs from disk: one file, or a directory holding `nodes.csv` + `edges.csv`.
 * File-system failures become 'not-found' / 'io' GrrafErrors naming the path; what is not a
 * regular file is refused (fs-read.ts).
 */
import { access, type FileHandle, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { GrrafError } from '../../errors.js';
import { readGraphFiles } from './csv.js';
import { detectFormat } from './detect.js';
import { EdgeListReader } from './edgelist.js';
import type { FormatName, ParsedGraph } from './format.js';
import { fsError, linePieces, openRegularFile, readAll } from './fs-read.js';
import { decodeText } from './input-checks.js';
import { type ParseGraphOptions, parseGraph } from './parse.js';

/** Options of readGraphFile. */
export interface ReadOptions {
  format?: FormatName;
  directed?: boolean;
  /** Files at least this large are detected from their head and, as edge lists, streamed (default STREAM_FROM_BYTES). */
  streamFromBytes?: number;
  /** Told how much of the file has been parsed: as a streamed edge list goes, else once at the end. */
  onRead?: (bytesRead: number, totalBytes: number) => void;
}

/** Files from this size on are detected from their head, and edge lists among them streamed. */
export const STREAM_FROM_BYTES = 64 * 1024 * 1024;
/** How much of a large file format detection looks at. */
const HEAD_BYTES = 1024 * 1024;

/**
 * Reads and parses the graph file (or CSV directory) at `path`. Only regular files are read
 * (fs-read.ts). A large edge list is parsed as it streams in, so its size is bounded by memory
 * for the graph, not by the longest string JavaScript can hold; other formats are read whole,
 * up to MAX_TEXT_BYTES.
 */
export async function readGraphFile(path: string, options: ReadOptions = {}): Promise<ParsedGraph> {
  let isDir: boolean;
  try {
    isDir = (await stat(path)).isDirectory();
  } catch (e) {
    throw fsError(e, path);
  }
  if (isDir) return readCsvDirectory(path, options);
  const { handle, size } = await openRegularFile(path);
  try {
    if (size >= (options.streamFromBytes ?? STREAM_FROM_BYTES)) {
      const head = Buffer.alloc(HEAD_BYTES);
      const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0).catch((e: unknown) => {
        throw fsError(e, path);
      });
      const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
      const format = options.format ?? detectFormat(headText(head.subarray(0, bytesRead), utf16), path);
      if (format === 'edgelist' && !utf16) return await streamEdgeList(handle, path, size, options);
      return readDone(
        parseGraph(await readAll(handle, path), { ...parseOptions(options), format, file: path }),
      );
    }
    return readDone(parseGraph(await readAll(handle, path), { ...parseOptions(options), file: path }));
  } finally {
    await handle.close().catch(() => undefined);
  }

  function readDone(parsed: ParsedGraph): ParsedGraph {
    options.onRead?.(size, size);
    return parsed;
  }
}

/** The head of a file as text, cut after its last whole line (or its last whole character). */
function headText(bytes: Buffer, utf16: boolean): string {
  if (utf16) return decodeText(bytes.subarray(0, bytes.length & ~1));
  const nl = bytes.lastIndexOf(0x0a);
  if (nl !== -1) return decodeText(bytes.subarray(0, nl + 1));
  // `stream` keeps an incomplete last character back instead of decoding it to U+FFFD.
  return new TextDecoder('utf-8').decode(bytes, { stream: true });
}

/** The parser options among the read options. */
function parseOptions(options: ReadOptions): ParseGraphOptions {
  const out: ParseGraphOptions = {};
  if (options.format !== undefined) out.format = options.format;
  if (options.directed !== undefined) out.directed = options.directed;
  return out;
}

async function streamEdgeList(
  handle: FileHandle,
  path: string,
  size: number,
  options: ReadOptions,
): Promise<ParsedGraph> {
  const reader = new EdgeListReader({ ...parseOptions(options), file: path });
  let bytes = 0;
  for await (const piece of linePieces(handle, path)) {
    reader.push(piece);
    if (options.onRead) {
      bytes += Buffer.byteLength(piece);
      options.onRead(Math.min(bytes, size), size);
    }
  }
  return reader.finish();
}

/** A directory holding `nodes.csv` and/or `edges.csv` is one CSV graph. */
async function readCsvDirectory(dir: string, options: ReadOptions): Promise<ParsedGraph> {
  if (options.format !== undefined && options.format !== 'csv') {
    throw new GrrafError('unsupported', `a directory is read as a CSV graph, not ${options.format}`, {
      file: dir,
    });
  }
  const exists = async (p: string) =>
    access(p).then(
      () => p,
      () => undefined,
    );
  const [nodes, edges] = await Promise.all([exists(join(dir, 'nodes.csv')), exists(join(dir, 'edges.csv'))]);
  if (nodes === undefined && edges === undefined) {
    throw new GrrafError('not-found', 'directory has neither nodes.csv nor edges.csv', { file: dir });
  }
  const paths: { nodes?: string; edges?: string } = {};
  if (nodes !== undefined) paths.nodes = nodes;
  if (edges !== undefined) paths.edges = edges;
  return readGraphFiles(paths, options.directed === undefined ? {} : { directed: options.directed });
}
