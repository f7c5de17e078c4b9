/**
 * GTools (GraphTool-Instruction) Python-literal edge lists: `[(0, 1), (1, 2)]`,
 * `[(0, 1, {'weight': 62})]`, `[(0, 2, {'capacity': 1})]`, bare or inside the dataset's prompt
 * ("Given a directed graph,the edges are: [...]. The task is: ... node=8."), whose wording
 * gives the direction and whose `name=value` pairs give the task parameters.
 * A `weight` key becomes the edge weight; other keys (e.g. `capacity`) stay properties, as
 * NetworkX would keep them.
 */
import { GrrafError } from '../../errors.js';
import type { GraphData, GraphEdge, NodeId, Properties } from '../model.js';
import { BigIntegers } from './big-integers.js';
import type { GraphFormat, ParsedGraph, ParseOptions, TaskParams } from './format.js';
import { GraphBuilder, toWeight, type Where } from './graph-builder.js';
import { proseDirection } from './graphinstruct-params.js';
import { checkText, LineCounter, locate } from './input-checks.js';
import { pyProperty } from './py-property.js';
import { PyLiteralReader, type PyValue, toPyLiteral } from './python-literal.js';

const EDGES_ARE = /the edges are\s*:\s*/i;

/** Parameter names used by GTools prompts, mapped to TaskParams fields. */
const PARAM_NAMES: Record<string, 'source' | 'target' | 'node'> = {
  node: 'node',
  edge_source: 'source',
  path_source: 'source',
  source_node: 'source',
  source: 'source',
  edge_target: 'target',
  path_target: 'target',
  sink_node: 'target',
  target: 'target',
};

/** The task parameters of a GTools prompt (`node=8`, `source_node=0 , sink_node=3`, ...). */
export function readGToolsParams(text: string): TaskParams {
  const params: TaskParams = {};
  for (const m of text.matchAll(/\b(\w+)=(-?\w+)/g)) {
    const field = PARAM_NAMES[(m[1] as string).toLowerCase()];
    const raw = m[2] as string;
    if (field) params[field] = /^-?\d{1,15}$/.test(raw) ? Number(raw) : raw;
  }
  return params;
}

/** Where the literal starts: the text itself, or after "the edges are:". */
function literalStart(text: string, file: string | undefined): { at: number; prefixAt: number } {
  const lead = text.search(/\S/);
  if (text[lead] === '[') return { at: lead, prefixAt: lead };
  const m = EDGES_ARE.exec(text);
  if (m && text[m.index + m[0].length] === '[') return { at: m.index + m[0].length, prefixAt: m.index };
  const file2 = /edgelist file, the path is\s*"?([^"\s]+?)"?(?=\.?\s|\.?$)/i.exec(text);
  if (file2) {
    throw new GrrafError(
      'parse',
      `this GTools prompt keeps its edges in a file (${file2[1]}): load that edge list instead`,
      {
        file,
        ...locate(text, file2.index),
      },
    );
  }
  throw new GrrafError(
    'parse',
    'no Python edge list found: expected [(u, v), ...] or "the edges are: [...]"',
    {
      file,
      ...locate(text, Math.max(lead, 0)),
    },
  );
}

/** What reading one edge needs besides the item: the reader, and the big integers seen. */
interface EdgeReading {
  r: PyLiteralReader;
  big: BigIntegers;
}

function toId(v: PyValue, x: EdgeReading, at: number, where: Where): NodeId {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string') return v;
  if (typeof v === 'bigint') return x.big.keep(v, 'node id', where);
  throw x.r.fail('node ids must be numbers or strings', at);
}

/** One `(u, v[, data])` item into an edge. */
function toEdge(
  item: PyValue,
  x: EdgeReading,
  at: number,
  where: { line: number; column: number },
): GraphEdge {
  const { r } = x;
  if (!Array.isArray(item) || item.length < 2 || item.length > 3) {
    throw r.fail('each edge must be a tuple (u, v) or (u, v, data)', at);
  }
  const edge: GraphEdge = {
    source: toId(item[0] as PyValue, x, at, where),
    target: toId(item[1] as PyValue, x, at, where),
    properties: {},
  };
  const data = item[2];
  if (data === undefined) return edge;
  const w = { ...where, field: 'weight' };
  if (typeof data === 'number' || typeof data === 'string' || typeof data === 'bigint') {
    edge.weight = toWeight(data, r.file, w);
    return edge;
  }
  if (data === null || Array.isArray(data) || typeof data !== 'object')
    throw r.fail('edge data must be a dict', at);
  for (const [k, v] of Object.entries(data)) {
    if (k === 'weight') edge.weight = toWeight(v, r.file, w);
    else (edge.properties as Properties)[k] = pyProperty(v, x.big, { ...where, field: k });
  }
  return edge;
}

/** Parses a GTools literal or prompt. */
export function parseGTools(input: string, options: ParseOptions = {}): ParsedGraph {
  const text = checkText(input, options.file, 'GTools edge list');
  const { at, prefixAt } = literalStart(text, options.file);
  const directed = proseDirection(text.slice(0, at)) ?? options.directed ?? false;
  const b = new GraphBuilder({ directed, file: options.file });
  const r = new PyLiteralReader(text, options.file, at);
  const x: EdgeReading = { r, big: new BigIntegers() };
  const lines = new LineCounter(text);
  r.pos++;
  for (;;) {
    r.skipSpace();
    if (text.charCodeAt(r.pos) === 93) break;
    if (r.pos >= text.length) throw r.fail('unclosed edge list: the text ends before "]"', at);
    const itemAt = r.pos;
    const where = lines.at(itemAt);
    const edge = toEdge(r.value(1), x, itemAt, where);
    b.addEdge(edge, where.line, where.column);
    r.skipSpace();
    const c = text.charCodeAt(r.pos);
    if (c === 44) r.pos++;
    else if (Number.isNaN(c)) throw r.fail('unclosed edge list: the text ends before "]"', at);
    else if (c !== 93) throw r.fail("expected ',' or ']' after an edge");
  }
  const end = r.pos + 1;
  const rest = text.slice(end);
  const isBare = prefixAt === at;
  if (isBare && rest.trim() !== '') throw r.fail('unexpected text after the edge list', end);
  x.big.flush(b);
  const out: ParsedGraph = { format: 'gtools', ...b.result() };
  if (!isBare) {
    out.question = `${text.slice(0, prefixAt)}${rest}`
      .replace(/,\s*\./, '.')
      .replace(/[ \t]+/g, ' ')
      .trim();
    out.params = readGToolsParams(rest);
  }
  return out;
}

/** Writes GTools' prompt phrase with the Python literal, so direction survives a round trip. */
export function writeGTools(g: GraphData): string {
  const items = g.edges.map((e) => {
    const data: Record<string, unknown> = { ...e.properties };
    if (e.weight !== undefined) data.weight = e.weight;
    const ends = `${toPyLiteral(e.source)}, ${toPyLiteral(e.target)}`;
    return Object.keys(data).length === 0 ? `(${ends})` : `(${ends}, ${toPyLiteral(data)})`;
  });
  return `Given ${g.directed ? 'a directed' : 'an undirected'} graph, the edges are: [${items.join(', ')}].\n`;
}

function sniff(text: string): number {
  const head = text.slice(0, 4000);
  if (/edges are\s*:\s*\[\s*[(\]]/i.test(head)) return 0.9;
  if (/^\s*\[\s*(\(|\])/.test(head)) return 0.85;
  return /edges are in an edgelist file/i.test(head) ? 0.6 : 0;
}

/** The GTools Python-literal format. */
export const gtoolsFormat: GraphFormat = {
  name: 'gtools',
  extensions: ['gtools'],
  sniff,
  parse: parseGTools,
  write: writeGTools,
};
