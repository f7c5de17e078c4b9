/**
 * CSV graphs with Neo4j admin-import headers (see csv-header.ts), read with csv-parse.
 * A CSV graph is usually two files: nodes (`:ID`, `:LABEL`, properties) and edges
 * (`:START_ID`, `:END_ID`, `:TYPE`, properties). `parse` takes one file (edges-only, or nodes-only);
 * `parseCsvPair` / `readGraphFiles` take both, and then every edge must name a declared node.
 * Edges are directed unless told otherwise, as relationships are in Neo4j.
 */
import { parse as parseCsvText } from 'csv-parse/sync';
import { GrrafError } from '../../errors.js';
import type { GraphData, GraphEdge, NodeId, Properties, PropertyValue } from '../model.js';
import { type Column, convertCell, parseHeader } from './csv-header.js';
import type { GraphFormat, ParsedGraph, ParseOptions } from './format.js';
import { readText } from './fs-read.js';
import { GraphBuilder, toWeight } from './graph-builder.js';
import { checkText } from './input-checks.js';

interface Row {
  cells: string[];
  line: number;
}

/** Splits CSV text into a header and rows with their line numbers. */
function readRows(text: string, file?: string): { header: Column[]; rows: Row[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parseCsvText(text, {
      info: true,
      skip_empty_lines: true,
      bom: true,
    }) as unknown as typeof records;
  } catch (e) {
    const err = e as { message?: string; lines?: number };
    const msg = (err.message ?? String(e)).replace(/ (?:at|on) line \d+.*$/, '');
    throw new GrrafError('parse', `invalid CSV: ${msg}`, { file, ...(err.lines ? { line: err.lines } : {}) });
  }
  const [first, ...rest] = records;
  if (!first) throw new GrrafError('parse', 'empty CSV: no header row', { file });
  const header = parseHeader(first.record, file);
  return { header, rows: rest.map((r) => ({ cells: r.record, line: r.info.lines })) };
}

class CsvReader {
  constructor(
    readonly b: GraphBuilder,
    readonly file: string | undefined,
  ) {}

  private cell(row: Row, col: Column, i: number): PropertyValue | undefined {
    const raw = row.cells[i] ?? '';
    if (raw === '') return undefined; // Neo4j skips empty values
    try {
      return convertCell(raw, col);
    } catch (e) {
      throw new GrrafError('validation', (e as Error).message, {
        file: this.file,
        line: row.line,
        column: i + 1,
        field: col.name,
      });
    }
  }

  private id(row: Row, i: number, what: string): NodeId {
    const raw = row.cells[i] ?? '';
    if (raw.trim() === '') {
      throw new GrrafError('validation', `empty ${what}`, { file: this.file, line: row.line, column: i + 1 });
    }
    return raw;
  }

  nodes(header: Column[], rows: Row[]): void {
    const idAt = header.findIndex((c) => c.role === 'id');
    if (idAt === -1)
      throw new GrrafError('parse', 'the nodes file needs an :ID (or id) column', {
        file: this.file,
        line: 1,
      });
    for (const row of rows) {
      const labels: string[] = [];
      const properties: Properties = {};
      let weight: number | undefined;
      header.forEach((col, i) => {
        const raw = row.cells[i] ?? '';
        if (col.role === 'label') labels.push(...raw.split(';').filter((l) => l.trim() !== ''));
        else if (col.role === 'weight' && raw !== '')
          weight = toWeight(raw, this.file, { line: row.line, column: i + 1, field: col.name });
        else if (col.role === 'property' || (col.role === 'id' && col.name !== '')) {
          const v = this.cell(row, col, i);
          if (v !== undefined) properties[col.name] = v;
        }
      });
      const where = { line: row.line, column: idAt + 1 };
      this.b.declareNode(
        this.id(row, idAt, 'node id'),
        weight === undefined ? { labels, properties } : { labels, properties, weight },
        where,
      );
    }
  }

  edges(header: Column[], rows: Row[]): void {
    const s = header.findIndex((c) => c.role === 'start');
    const t = header.findIndex((c) => c.role === 'end');
    if (s === -1 || t === -1) {
      throw new GrrafError('parse', 'the edges file needs :START_ID and :END_ID (or source,target) columns', {
        file: this.file,
        line: 1,
      });
    }
    for (const row of rows) {
      const edge: GraphEdge = {
        source: this.id(row, s, 'start id'),
        target: this.id(row, t, 'end id'),
        properties: {},
      };
      header.forEach((col, i) => {
        const raw = row.cells[i] ?? '';
        if (col.role === 'type' && raw !== '') edge.type = raw;
        else if (col.role === 'weight' && raw !== '')
          edge.weight = toWeight(raw, this.file, { line: row.line, column: i + 1, field: col.name });
        else if (col.role === 'property') {
          const v = this.cell(row, col, i);
          if (v !== undefined) edge.properties[col.name] = v;
        }
      });
      this.b.addEdge(edge, row.line, s + 1);
    }
  }
}

/** Texts (and file names for messages) of a two-file CSV graph. */
export interface CsvPair {
  nodes?: string;
  edges?: string;
  nodesFile?: string;
  edgesFile?: string;
}

/** Parses a nodes CSV and/or an edges CSV into one graph. */
export function parseCsvPair(pair: CsvPair, options: ParseOptions = {}): ParsedGraph {
  if (pair.nodes === undefined && pair.edges === undefined)
    throw new GrrafError('parse', 'no CSV given: need nodes and/or edges');
  const directed = options.directed ?? true;
  const b = new GraphBuilder({ directed, file: pair.nodesFile, declaredNodes: pair.nodes !== undefined });
  if (pair.nodes !== undefined) {
    const text = checkText(pair.nodes, pair.nodesFile, 'nodes CSV');
    const { header, rows } = readRows(text, pair.nodesFile);
    new CsvReader(b, pair.nodesFile).nodes(header, rows);
  }
  if (pair.edges !== undefined) {
    b.setFile(pair.edgesFile);
    const text = checkText(pair.edges, pair.edgesFile, 'edges CSV');
    const { header, rows } = readRows(text, pair.edgesFile);
    new CsvReader(b, pair.edgesFile).edges(header, rows);
  }
  return { format: 'csv', ...b.result() };
}

/** Parses one CSV file: an edges file (has start/end columns) or a nodes file. */
export function parseCsv(input: string, options: ParseOptions = {}): ParsedGraph {
  const text = checkText(input, options.file, 'CSV');
  const { header } = readRows(text.slice(0, Math.max(text.indexOf('\n'), 0) || text.length), options.file);
  const isEdges = header.some((c) => c.role === 'start') || header.some((c) => c.role === 'end');
  return isEdges
    ? parseCsvPair({ edges: text, edgesFile: options.file }, options)
    : parseCsvPair({ nodes: text, nodesFile: options.file }, options);
}

/** Reads a two-file CSV graph from disk (either path may be omitted). */
export async function readGraphFiles(
  paths: { nodes?: string; edges?: string },
  options: ParseOptions = {},
): Promise<ParsedGraph> {
  const read = async (p: string | undefined) => (p === undefined ? undefined : readText(p));
  const [nodes, edges] = await Promise.all([read(paths.nodes), read(paths.edges)]);
  const pair: CsvPair = { nodesFile: paths.nodes, edgesFile: paths.edges };
  if (nodes !== undefined) pair.nodes = nodes;
  if (edges !== undefined) pair.edges = edges;
  return parseCsvPair(pair, options);
}

/** Quotes a CSV cell when needed. */
function cell(v: PropertyValue | undefined): string {
  if (v === undefined || v === null) return '';
  const s = Array.isArray(v) ? v.map((x) => String(x)).join(';') : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The Neo4j header type that reads every value of a property back unchanged. */
function typeOf(values: PropertyValue[]): string {
  const scalars = values.flatMap((v) => (Array.isArray(v) ? v : [v])).filter((v) => v !== null);
  const suffix = values.some((v) => Array.isArray(v)) ? '[]' : '';
  if (scalars.length > 0 && scalars.every((v) => typeof v === 'boolean')) return `:boolean${suffix}`;
  if (scalars.length > 0 && scalars.every((v) => typeof v === 'number' && Number.isInteger(v)))
    return `:int${suffix}`;
  if (scalars.length > 0 && scalars.every((v) => typeof v === 'number')) return `:float${suffix}`;
  return suffix === '' ? '' : `:string${suffix}`;
}

function table(
  items: { properties: Properties }[],
  fixed: string[],
  fixedCells: (i: number) => string[],
): string {
  const keys = [...new Set(items.flatMap((x) => Object.keys(x.properties)))];
  const head = [...fixed, ...keys.map((k) => `${k}${typeOf(items.map((x) => x.properties[k] ?? null))}`)];
  const lines = items.map((x, i) => [...fixedCells(i), ...keys.map((k) => cell(x.properties[k]))].join(','));
  return `${[head.map((h) => cell(h)).join(','), ...lines].join('\n')}\n`;
}

/** Writes the nodes file and the edges file of `g` with Neo4j admin-import headers. */
export function writeCsvFiles(g: GraphData): { nodes: string; edges: string } {
  const nodes = table(g.nodes, [':ID', ':LABEL', 'weight:float'], (i) => {
    const n = g.nodes[i] as GraphData['nodes'][number];
    return [cell(String(n.id)), cell(n.labels.join(';')), n.weight === undefined ? '' : String(n.weight)];
  });
  const edges = table(g.edges, [':START_ID', ':END_ID', ':TYPE', 'weight:float'], (i) => {
    const e = g.edges[i] as GraphEdge;
    return [
      cell(String(e.source)),
      cell(String(e.target)),
      cell(e.type),
      e.weight === undefined ? '' : String(e.weight),
    ];
  });
  return { nodes, edges };
}

/** One-file writer: the edges CSV (use writeCsvFiles for labels and isolated nodes). */
export function writeCsv(g: GraphData): string {
  return writeCsvFiles(g).edges;
}

/** Longest first line read as a possible header: detection must stay cheap on a 17 MB one-line question. */
const HEADER_MAX_CHARS = 4096;

function sniff(text: string): number {
  const head = text.slice(0, HEADER_MAX_CHARS + 1);
  const nl = head.indexOf('\n');
  if (nl === -1 && text.length > HEADER_MAX_CHARS) return 0;
  const first = (nl === -1 ? head : head.slice(0, nl)).trim();
  if (!first.includes(',')) return 0;
  if (/(^|,)[^,]*:(START_ID|END_ID|ID)\b/i.test(first)) return 0.9;
  if (/^"?(source|from|src)"?,"?(target|to|dst)"?/i.test(first)) return 0.8;
  return first.split(',').every((c) => /^"?[A-Za-z_][\w:.[\]()-]*"?$/.test(c.trim())) ? 0.55 : 0;
}

/** The CSV format (Neo4j admin-import headers). */
export const csvFormat: GraphFormat = {
  name: 'csv',
  extensions: ['csv'],
  sniff,
  parse: parseCsv,
  write: writeCsv,
};
