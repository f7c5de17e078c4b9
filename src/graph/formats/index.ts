/**
 * Graph formats: parse and write GraphInstruct question text, GTools literals, edge lists,
 * node-link JSON, GraphML (read-only) and Neo4j-style CSV, with auto-detection.
 */
export { detectFormat } from './detect.js';
export type {
  FormatName,
  GraphFormat,
  ParsedGraph,
  ParseOptions,
  ParseWarning,
  TaskParams,
} from './format.js';
export { type ParseGraphOptions, parseGraph, writeGraph } from './parse.js';
export { type ReadOptions, readGraphFile } from './read-file.js';
export { FORMATS, formatNames, getFormat } from './registry.js';
