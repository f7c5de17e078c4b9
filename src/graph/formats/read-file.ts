/**
 * Reading graphs from disk: one file, or a directory holding `nodes.csv` + `edges.csv`.
 * File-system failures become 'not-found' / 'io' GrrafErrors naming the path.
 */
import { access, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { GrrafError } from '../../errors.js';
import { readGraphFiles } from './csv.js';
import type { FormatName, ParsedGraph } from './format.js';
import { fsError, readText } from './fs-read.js';
import { parseGraph } from './parse.js';

/** Options of readGraphFile. */
export interface ReadOptions {
  format?: FormatName;
  directed?: boolean;
}

/** Reads and parses the graph file (or CSV directory) at `path`. */
export async function readGraphFile(path: string, options: ReadOptions = {}): Promise<ParsedGraph> {
  let isDir: boolean;
  try {
    isDir = (await stat(path)).isDirectory();
  } catch (e) {
    throw fsError(e, path);
  }
  if (isDir) return readCsvDirectory(path, options);
  const text = await readText(path);
  return parseGraph(text, { ...options, file: path });
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
