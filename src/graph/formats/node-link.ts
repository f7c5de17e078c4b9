/**
 * Node-link JSON in both common shapes:
 * - NetworkX `node_link_data`: `{directed, multigraph, graph, nodes: [{id, ...attrs}],
 *   links|edges: [{source, target, key?, ...attrs}]}` (NetworkX < 3.4 writes `links`, later `edges`);
 * - graphology `export()`: `{attributes, options: {type, multi}, nodes: [{key, attributes}],
 *   edges: [{key?, source, target, attributes, undirected?}]}`.
 * Node attribute `labels` (list of strings) become labels, `weight` the weight, `type` on edges
 * the relationship type; other attributes are properties. The writer emits NetworkX's shape
 * with `links`, which NetworkX 2.8 (Debian's) and graphology-shaped readers both accept.
 *
 * Read as written, or refused with the field named: `directed` and `multigraph` must be JSON
 * booleans (NetworkX tests them for Python truth, so `"false"` would be directed: a string or a
 * number there is more likely a writer's mistake than a choice, and guessing reads the graph
 * wrong); both `links` and `edges` with edges in each is an error (NetworkX reads one of them);
 * integers beyond 2^53 keep their digits (big-integers.ts).
 */
import { createScanner } from 'jsonc-parser';
import { GrrafError } from '../../errors.js';
import type { GraphData, GraphEdge, NodeId, Properties, PropertyValue } from '../model.js';
import { BigIntegers } from './big-integers.js';
import type { GraphFormat, ParsedGraph, ParseOptions } from './format.js';
import { GraphBuilder, type NodeData, toWeight } from './graph-builder.js';
import { checkText, locate } from './input-checks.js';
import { PyLiteralReader } from './python-literal.js';

type Json = null | boolean | number | bigint | string | Json[] | { [k: string]: Json };
type Obj = { [k: string]: Json };

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * An integer of 16 digits or more outside a fraction or exponent: maybe beyond 2^53, which
 * JSON.parse would round. Strings with such digits match too; they only cost the slower read.
 */
const LONG_INTEGER = /(?<![\w.+-])-?\d{16,}(?![\w.])/;

/** JSON.parse with the error position turned into line and column; big integers kept exact. */
function parseJson(text: string, file?: string): Json {
  try {
    const fast = JSON.parse(text) as Json;
    return LONG_INTEGER.test(text) ? exactJson(text) : fast;
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    const pos = /position (\d+)/.exec(msg);
    const where = pos ? locate(text, Number(pos[1])) : locateJsonError(text);
    const why = msg.replace(/ in JSON at position \d+.*$/, '').replace(/, ".*" is not valid JSON$/s, '');
    throw new GrrafError('parse', `invalid JSON: ${why}`, { file, ...where });
  }
}

/**
 * Node 20's JSON.parse often gives no position; the literal reader (JSON is nearly a Python
 * literal) finds where the syntax breaks. Empty when it cannot tell.
 */
function locateJsonError(text: string): { line?: number; column?: number } {
  try {
    const r = new PyLiteralReader(text);
    r.jsonWords = true;
    r.value();
    r.skipSpace();
    return r.pos < text.length ? locate(text, r.pos) : {};
  } catch (e) {
    return e instanceof GrrafError ? { line: e.location.line, column: e.location.column } : {};
  }
}

/** jsonc-parser's SyntaxKind values (a const enum, which isolated modules cannot import). */
const TOKEN = {
  openBrace: 1,
  closeBrace: 2,
  openBracket: 3,
  closeBracket: 4,
  null: 7,
  true: 8,
  false: 9,
  string: 10,
  number: 11,
  end: 17,
} as const;

/**
 * The value of JSON text that JSON.parse has accepted, with integers beyond 2^53 as bigints.
 * Built from jsonc-parser's tokens (its scanner gives each number's text) with a stack, not
 * recursion, so nesting as deep as JSON.parse takes cannot overflow the call stack. Objects
 * have no prototype, so a `__proto__` key is a key, as JSON.parse makes it.
 */
function exactJson(text: string): Json {
  const scanner = createScanner(text, true);
  const open: { container: Json[] | Obj; key?: string }[] = [];
  let root: Json = null;
  const put = (v: Json) => {
    const top = open.at(-1);
    if (top === undefined) root = v;
    else if (Array.isArray(top.container)) top.container.push(v);
    else {
      top.container[top.key as string] = v;
      top.key = undefined;
    }
  };
  for (let t = scanner.scan(); t !== TOKEN.end; t = scanner.scan()) {
    if (t === TOKEN.openBrace || t === TOKEN.openBracket) {
      const container: Json[] | Obj = t === TOKEN.openBrace ? (Object.create(null) as Obj) : [];
      put(container);
      open.push({ container });
    } else if (t === TOKEN.closeBrace || t === TOKEN.closeBracket) open.pop();
    else if (t === TOKEN.string) {
      const top = open.at(-1);
      const isKey = top !== undefined && !Array.isArray(top.container) && top.key === undefined;
      if (isKey) top.key = scanner.getTokenValue();
      else put(scanner.getTokenValue());
    } else if (t === TOKEN.number) put(exactNumber(scanner.getTokenValue()));
    else if (t === TOKEN.true || t === TOKEN.false) put(t === TOKEN.true);
    else if (t === TOKEN.null) put(null);
  }
  return root;
}

/** A JSON number's text as a number, or as a bigint when it is an integer a number would round. */
function exactNumber(raw: string): number | bigint {
  const n = Number(raw);
  return Number.isSafeInteger(n) || !/^-?\d+$/.test(raw) ? n : BigInt(raw);
}

const MAX_DEPTH = 32;

/** JSON text of a value that may hold bigints (as their digits). */
function stringify(v: Json): string {
  return JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x));
}

function toProperty(v: Json, keep: (big: bigint) => string, depth = 0): PropertyValue {
  if (typeof v === 'bigint') return keep(v);
  if (v === null || typeof v !== 'object') return v;
  // Nested objects (and absurdly deep lists) do not fit the property model: keep them as text.
  if (Array.isArray(v) && depth < MAX_DEPTH) return v.map((x) => toProperty(x, keep, depth + 1));
  try {
    return stringify(v);
  } catch {
    throw new Error('a property value is nested too deeply');
  }
}

class Reader {
  readonly big = new BigIntegers();

  constructor(readonly file: string | undefined) {}

  fail(message: string, field: string): GrrafError {
    return new GrrafError('validation', message, { file: this.file, field });
  }

  list(doc: Obj, key: string, required: boolean): Json[] {
    const v = doc[key];
    if (v === undefined && !required) return [];
    if (!Array.isArray(v)) throw this.fail(`"${key}" must be a list`, key);
    return v;
  }

  id(v: Json | undefined, field: string): NodeId {
    if (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) return v;
    if (typeof v === 'bigint') return this.big.keep(v, 'node id', { field });
    const found = v === undefined ? 'nothing' : stringify(v);
    throw this.fail(`expected a node id (string or number), found ${found}`, field);
  }

  prop(v: Json, field: string): PropertyValue {
    try {
      return toProperty(v, (big) => this.big.keep(big, 'property value', { field }));
    } catch (e) {
      throw this.fail((e as Error).message, field);
    }
  }

  /** A flag that must be a JSON boolean when present; `fallback` when absent. */
  flag(doc: Obj, key: string, fallback: boolean, within = ''): boolean {
    const v = doc[key];
    if (v === undefined) return fallback;
    if (typeof v === 'boolean') return v;
    throw this.fail(`"${key}" must be true or false, found ${stringify(v)}`, `${within}${key}`);
  }

  nodeData(attrs: Obj, field: string): NodeData {
    const data: NodeData = { properties: {} };
    for (const [k, v] of Object.entries(attrs)) {
      if (k === 'labels' && Array.isArray(v) && v.every((l) => typeof l === 'string'))
        data.labels = v as string[];
      else if (k === 'weight') data.weight = toWeight(v, this.file, { field: `${field}.weight` });
      else (data.properties as Properties)[k] = this.prop(v, `${field}.${k}`);
    }
    return data;
  }

  edge(source: NodeId, target: NodeId, attrs: Obj, field: string): GraphEdge {
    const e: GraphEdge = { source, target, properties: {} };
    for (const [k, v] of Object.entries(attrs)) {
      if (k === 'weight') e.weight = toWeight(v, this.file, { field: `${field}.weight` });
      else if (k === 'type' && typeof v === 'string') e.type = v;
      else e.properties[k] = this.prop(v, `${field}.${k}`);
    }
    return e;
  }
}

function without(o: Obj, ...keys: string[]): Obj {
  const out: Obj = {};
  for (const [k, v] of Object.entries(o)) if (!keys.includes(k)) out[k] = v;
  return out;
}

/** NetworkX's edge list: `links` (before 3.4) or `edges`; edges under both is an error. */
function edgeKey(doc: Obj, r: Reader): 'links' | 'edges' {
  const has = (key: string) => Array.isArray(doc[key]) && (doc[key] as Json[]).length > 0;
  if (has('links') && has('edges')) {
    throw r.fail(
      'both "links" and "edges" hold edges: NetworkX reads only one of them; merge them into one list',
      'edges',
    );
  }
  if (has('links')) return 'links';
  if (has('edges')) return 'edges';
  return doc.links !== undefined ? 'links' : 'edges';
}

function readNetworkX(doc: Obj, r: Reader, options: ParseOptions): ParsedGraph {
  const directed = r.flag(doc, 'directed', options.directed ?? false);
  const name = isObj(doc.graph) && typeof doc.graph.name === 'string' ? doc.graph.name : undefined;
  const b = new GraphBuilder({
    directed,
    multi: r.flag(doc, 'multigraph', false),
    file: r.file,
    declaredNodes: true,
    name,
  });
  r.list(doc, 'nodes', true).forEach((n, i) => {
    const field = `nodes[${i}]`;
    if (!isObj(n)) throw r.fail('each node must be an object', field);
    b.declareNode(r.id(n.id, `${field}.id`), r.nodeData(without(n, 'id'), field), { field: `${field}.id` });
  });
  const key = edgeKey(doc, r);
  r.list(doc, key, false).forEach((l, i) => {
    const field = `${key}[${i}]`;
    if (!isObj(l)) throw r.fail('each link must be an object', field);
    const e = r.edge(
      r.id(l.source, `${field}.source`),
      r.id(l.target, `${field}.target`),
      without(l, 'source', 'target', 'key'),
      field,
    );
    b.addEdge(e, undefined, undefined, field);
  });
  r.big.flush(b);
  return { format: 'node-link', ...b.result() };
}

function graphologyDirection(doc: Obj, r: Reader, options: ParseOptions): boolean {
  const type = isObj(doc.options) ? doc.options.type : undefined;
  if (type === 'directed') return true;
  if (type === 'undirected') return false;
  if (type !== undefined && type !== 'mixed') {
    const found = stringify(type);
    throw r.fail(`"type" must be "directed", "undirected" or "mixed", found ${found}`, 'options.type');
  }
  const edges = Array.isArray(doc.edges) ? doc.edges : [];
  edges.forEach((e, i) => {
    if (isObj(e) && e.undirected !== undefined && typeof e.undirected !== 'boolean') {
      const found = stringify(e.undirected);
      throw r.fail(`"undirected" must be true or false, found ${found}`, `edges[${i}].undirected`);
    }
  });
  const undirected = edges.filter((e) => isObj(e) && e.undirected === true).length;
  if (undirected > 0 && undirected < edges.length) {
    throw r.fail('mixed graphs (directed and undirected edges together) are not supported', 'options.type');
  }
  if (edges.length === 0) return options.directed ?? false;
  return undirected === 0;
}

function readGraphology(doc: Obj, r: Reader, options: ParseOptions): ParsedGraph {
  const directed = graphologyDirection(doc, r, options);
  const multi = isObj(doc.options) && r.flag(doc.options, 'multi', false, 'options.');
  const b = new GraphBuilder({ directed, multi, file: r.file, declaredNodes: true });
  r.list(doc, 'nodes', true).forEach((n, i) => {
    const field = `nodes[${i}]`;
    if (!isObj(n)) throw r.fail('each node must be an object', field);
    const attrs = n.attributes === undefined ? {} : n.attributes;
    if (!isObj(attrs)) throw r.fail('"attributes" must be an object', `${field}.attributes`);
    b.declareNode(r.id(n.key, `${field}.key`), r.nodeData(attrs, field), { field: `${field}.key` });
  });
  r.list(doc, 'edges', false).forEach((l, i) => {
    const field = `edges[${i}]`;
    if (!isObj(l)) throw r.fail('each edge must be an object', field);
    const attrs = l.attributes === undefined ? {} : l.attributes;
    if (!isObj(attrs)) throw r.fail('"attributes" must be an object', `${field}.attributes`);
    b.addEdge(
      r.edge(r.id(l.source, `${field}.source`), r.id(l.target, `${field}.target`), attrs, field),
      undefined,
      undefined,
      field,
    );
  });
  r.big.flush(b);
  return { format: 'node-link', ...b.result() };
}

/** True when the document looks like graphology's export rather than NetworkX's. */
function isGraphology(doc: Obj): boolean {
  if (isObj(doc.options) || isObj(doc.attributes)) return true;
  const first = Array.isArray(doc.nodes) ? doc.nodes[0] : undefined;
  return isObj(first) && 'key' in first && !('id' in first);
}

/** Parses node-link JSON (NetworkX or graphology shape). */
export function parseNodeLink(input: string, options: ParseOptions = {}): ParsedGraph {
  const text = checkText(input, options.file, 'node-link JSON');
  const doc = parseJson(text, options.file);
  const r = new Reader(options.file);
  if (!isObj(doc))
    throw new GrrafError('parse', 'node-link JSON must be an object with "nodes"', { file: options.file });
  return isGraphology(doc) ? readGraphology(doc, r, options) : readNetworkX(doc, r, options);
}

/** GraphData as NetworkX's node_link_data object (with `links`, ids kept as given: ints stay ints). */
export function toNodeLinkData(g: GraphData): Record<string, unknown> {
  return {
    directed: g.directed,
    multigraph: g.multi === true,
    graph: g.name === undefined ? {} : { name: g.name },
    nodes: g.nodes.map((n) => ({
      ...n.properties,
      ...(n.labels.length > 0 ? { labels: n.labels } : {}),
      ...(n.weight !== undefined ? { weight: n.weight } : {}),
      id: n.id,
    })),
    links: g.edges.map((e) => ({
      ...e.properties,
      ...(e.type !== undefined ? { type: e.type } : {}),
      ...(e.weight !== undefined ? { weight: e.weight } : {}),
      source: e.source,
      target: e.target,
    })),
  };
}

/** Writes NetworkX's node_link_data shape (with `links`). */
export function writeNodeLink(g: GraphData): string {
  return `${JSON.stringify(toNodeLinkData(g), null, 2)}\n`;
}

function sniff(text: string): number {
  const head = text.slice(0, 4000).trimStart();
  if (!head.startsWith('{')) return 0;
  return /"nodes"\s*:/.test(head) ? 0.9 : 0.5;
}

/** The node-link JSON format. */
export const nodeLinkFormat: GraphFormat = {
  name: 'node-link',
  extensions: ['json'],
  sniff,
  parse: parseNodeLink,
  write: writeNodeLink,
};
