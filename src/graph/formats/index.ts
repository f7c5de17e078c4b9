/**
 * Graph formats: parse and write GraphInstruct question text, GTools literals, edge lists,
 * node-link JSON, GraphML (read-only) and Neo4j-style CSV, with auto-detection.
 * Every parser validates through the same GraphBuilder and throws one located GrrafError on
 * bad input, never a half-built graph.
 */
export { type CsvPair, parseCsvPair, readGraphFiles, writeCsvFiles } from './csv.js';
export { detectFormat } from './detect.js';
export type {
  FormatName,
  GraphFormat,
  ParsedGraph,
  ParseOptions,
  ParseWarning,
  TaskParams,
} from './format.js';
export { writeGraphInstructQuestion } from './graphinstruct.js';
export { readTaskParams } from './graphinstruct-params.js';
export { readGToolsParams } from './gtools.js';
export { type ParseGraphOptions, parseGraph, writeGraph } from './parse.js';
export { type ReadOptions, readGraphFile } from './read-file.js';
export { FORMATS, formatNames, getFormat } from './registry.js';
