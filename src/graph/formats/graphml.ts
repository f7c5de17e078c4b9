/**
 * GraphML, read-only, through graphology-graphml. Its typed `<key attr.type>` values are cast
 * (int/long/float/double to numbers, boolean to booleans) but `<default>` values are left as
 * the strings written in the file — graphology-graphml's behavior, kept on purpose.
 *
 * The XML is first checked with @xmldom/xmldom (which reports line and column), and node ids
 * and edge endpoints are validated here with the element's position, because
 * graphology-graphml's own failures are plain Errors without location.
 */
import { createRequire } from 'node:module';
import type { Document, Element, DOMParser as XmlParser } from '@xmldom/xmldom';
import { MultiGraph } from 'graphology';
import type { parse as ParseGraphML } from 'graphology-graphml';
import type { AbstractGraph, GraphConstructor } from 'graphology-types';
import { GrrafError } from '../../errors.js';
import type { GraphEdge, Properties, PropertyValue } from '../model.js';
import type { GraphFormat, ParsedGraph, ParseOptions } from './format.js';
import { GraphBuilder, type NodeData, toWeight } from './graph-builder.js';
import { checkXmlDepth } from './graphml-depth.js';
import { checkGraphmlStructure } from './graphml-structure.js';
import { checkText } from './input-checks.js';

// The XML parsers load on the first GraphML file, not with every command (about 25 ms of start-up
// that an edge-list question does not need). Both are CommonJS, so require() keeps parse synchronous.
const require = createRequire(import.meta.url);
const xml = (): { DOMParser: typeof XmlParser } => require('@xmldom/xmldom');
const graphml = (): { parse: typeof ParseGraphML } => require('graphology-graphml');

interface Located {
  lineNumber?: number;
  columnNumber?: number;
}

function where(el: Element): { line?: number; column?: number } {
  const l = el as unknown as Located;
  return l.lineNumber ? { line: l.lineNumber, column: l.columnNumber } : {};
}

/** Well-formedness and structure checks with positions; returns the document, throws GrrafError. */
function checkXml(text: string, file?: string): Document {
  let doc: ReturnType<XmlParser['parseFromString']>;
  let reported: string | undefined;
  try {
    // Warnings and recoverable errors are fatal here: graphology-graphml re-parses the text with
    // its own xmldom, which would otherwise print them to the console and carry on.
    const onError = (_level: string, message: string) => {
      reported = message.split('\n')[0];
      throw new Error(reported);
    };
    doc = new (xml().DOMParser)({ onError }).parseFromString(text, 'application/xml');
  } catch (e) {
    const loc = (e as { locator?: Located }).locator ?? {};
    const msg = reported ?? (e instanceof Error ? e.message.split('\n')[0] : String(e));
    throw new GrrafError('parse', `invalid XML: ${msg}`, {
      file,
      ...(loc.lineNumber ? { line: loc.lineNumber, column: loc.columnNumber } : {}),
    });
  }
  const graph = doc.getElementsByTagName('graph')[0];
  if (doc.documentElement?.tagName !== 'graphml' || !graph) {
    throw new GrrafError('parse', 'not GraphML: expected a <graphml> root with a <graph> element', { file });
  }
  const ids = new Set<string>();
  for (const node of Array.from(doc.getElementsByTagName('node'))) {
    const id = node.getAttribute('id');
    if (id === null) throw new GrrafError('validation', '<node> without an id', { file, ...where(node) });
    if (ids.has(id))
      throw new GrrafError('validation', `duplicate node id ${JSON.stringify(id)}`, { file, ...where(node) });
    ids.add(id);
  }
  for (const edge of Array.from(doc.getElementsByTagName('edge'))) {
    for (const end of ['source', 'target']) {
      const id = edge.getAttribute(end);
      if (id === null || !ids.has(id)) {
        const what =
          id === null
            ? `<edge> without a ${end}`
            : `edge ${end} refers to undeclared node ${JSON.stringify(id)}`;
        throw new GrrafError('validation', what, { file, ...where(edge) });
      }
    }
  }
  return doc;
}

function toProperty(v: unknown): PropertyValue {
  if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  return JSON.stringify(v) ?? null;
}

function nodeData(attrs: Record<string, unknown>, file: string | undefined, field: string): NodeData {
  const data: NodeData = { properties: {} };
  for (const [k, v] of Object.entries(attrs)) {
    // Neo4j's GraphML export writes labels as ":Person:Actor".
    if (k === 'labels' && typeof v === 'string') data.labels = v.split(':').filter((l) => l !== '');
    else if (k === 'weight') data.weight = toWeight(v, file, { field: `${field}.weight` });
    else (data.properties as Properties)[k] = toProperty(v);
  }
  return data;
}

/** Parses GraphML text. */
export function parseGraphML(input: string, options: ParseOptions = {}): ParsedGraph {
  const file = options.file;
  const text = checkText(input, file, 'GraphML');
  // Nesting first: the XML parser's recursion is what a deep file attacks (graphml-depth.ts).
  checkXmlDepth(text, file);
  // Hyperedges, several or nested graphs, big integers: see graphml-structure.ts.
  const structure = checkGraphmlStructure(checkXml(text, file), file);
  let g: AbstractGraph;
  try {
    // A multigraph constructor so that parallel edges reach the builder, which merges them
    // per the model policy with a warning (graphology-graphml would silently upgrade).
    g = graphml().parse(MultiGraph as unknown as GraphConstructor, text);
  } catch (e) {
    throw new GrrafError('parse', `cannot read GraphML: ${e instanceof Error ? e.message : String(e)}`, {
      file,
      cause: e,
    });
  }
  const kinds = new Set<boolean>();
  g.forEachEdge((_e, _a, _s, _t, _sa, _ta, undirected) => kinds.add(!undirected));
  if (kinds.size > 1)
    throw new GrrafError('validation', 'mixed directed and undirected edges are not supported', { file });
  const directed = kinds.size === 1 ? kinds.has(true) : g.type === 'directed';
  const b = new GraphBuilder({ directed, file, declaredNodes: true });
  for (const w of structure) b.warn(w.message, w);
  g.forEachNode((id, attrs) => {
    b.declareNode(id, nodeData(attrs, file, `node ${id}`), { field: `node ${id}` });
  });
  g.forEachEdge((key, attrs, source, target) => {
    const e: GraphEdge = { source, target, properties: {} };
    for (const [k, v] of Object.entries(attrs)) {
      if (k === 'weight') e.weight = toWeight(v, file, { field: `edge ${key}.weight` });
      else if (k === 'type' && typeof v === 'string') e.type = v;
      else e.properties[k] = toProperty(v);
    }
    b.addEdge(e, undefined, undefined, `edge ${key}`);
  });
  return { format: 'graphml', ...b.result() };
}

function sniff(text: string): number {
  const head = text.slice(0, 2000);
  if (/<graphml[\s>]/.test(head)) return 0.95;
  return /^\s*<\?xml/.test(head) ? 0.5 : 0;
}

/** The GraphML format (read-only). */
export const graphmlFormat: GraphFormat = {
  name: 'graphml',
  extensions: ['graphml'],
  sniff,
  parse: parseGraphML,
};
