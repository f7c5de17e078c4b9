/**
 * parseGraph / writeGraph: the format-independent entry points.
 */
import { GrrafError, isGrrafError } from '../../errors.js';
import type { GraphData } from '../model.js';
import { detectFormat } from './detect.js';
import type { FormatName, ParsedGraph, ParseOptions } from './format.js';
import { getFormat } from './registry.js';

/** Options of parseGraph: a format name skips auto-detection. */
export interface ParseGraphOptions extends ParseOptions {
  format?: FormatName;
}

/**
 * Parses `text` in the given format, or the detected one.
 * @example parseGraph('0 1\n1 2 5\n', { format: 'edgelist' }).graph.edges.length // 2
 */
export function parseGraph(text: string, options: ParseGraphOptions = {}): ParsedGraph {
  const { format, ...rest } = options;
  const f = getFormat(format ?? detectFormat(text, options.file));
  try {
    return f.parse(text, rest);
  } catch (e) {
    if (isGrrafError(e)) throw e;
    // A parser bug must still reach the user as one clear error, not a stack trace.
    const why = e instanceof Error ? e.message : String(e);
    throw new GrrafError('parse', `cannot parse as ${f.name}: ${why}`, { file: options.file, cause: e });
  }
}

/** Writes `graph` in `format`; 'unsupported' for read-only formats (GraphML). */
export function writeGraph(graph: GraphData, format: FormatName): string {
  const f = getFormat(format);
  if (!f.write) throw new GrrafError('unsupported', `the ${format} format is read-only`, { field: 'format' });
  return f.write(graph);
}
