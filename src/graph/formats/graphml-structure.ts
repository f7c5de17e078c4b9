/**
 * What graphology-graphml reads differently from what a GraphML file says, checked on the
 * parsed document before it runs: each is an error or a warning at its element's line.
 *
 * - `<hyperedge>`: dropped without a word. An error, as in NetworkX ("GraphML reader doesn't
 *   support hyperedges"): the model has no edge with more than two ends.
 * - A second top-level `<graph>`: its nodes and edges were merged into the first graph, with
 *   the first's direction. An error: one file, one graph.
 * - A `<graph>` nested in a node: flattened into the outer graph. When its `edgedefault` differs
 *   from the outer graph's, its edges would take the outer direction: an error. Otherwise the
 *   flattening is what NetworkX does too, and a warning says the hierarchy is gone.
 * - `int`/`long` values beyond 2^53: cast to the nearest number. A warning names the first.
 */
import type { Document, Element } from '@xmldom/xmldom';
import { GrrafError } from '../../errors.js';
import type { ParseWarning } from './format.js';

interface Located {
  lineNumber?: number;
  columnNumber?: number;
}

function at(el: Element): { line?: number; column?: number } {
  const l = el as unknown as Located;
  return l.lineNumber ? { line: l.lineNumber, column: l.columnNumber } : {};
}

function warning(message: string, el: Element): ParseWarning {
  return { message, ...at(el) };
}

/** The nearest `<graph>` element above `el`, if any. */
function enclosingGraph(el: Element): Element | undefined {
  for (let p = el.parentNode; p !== null; p = p.parentNode) {
    if (p.nodeType === 1 && (p as Element).tagName === 'graph') return p as Element;
  }
  return undefined;
}

/** Throws on what cannot be read as written; returns warnings for what is read with a loss. */
export function checkGraphmlStructure(doc: Document, file: string | undefined): ParseWarning[] {
  const warnings: ParseWarning[] = [];
  const hyperedge = doc.getElementsByTagName('hyperedge')[0];
  if (hyperedge) {
    throw new GrrafError(
      'validation',
      '<hyperedge> is not supported: a graph edge has two ends (write it as edges to a node that stands for the hyperedge)',
      { file, ...at(hyperedge) },
    );
  }
  // Document order: every graph's enclosing graph is seen before it.
  const directed = new Map<Element, boolean>();
  let topLevel = 0;
  let nested: { count: number; first: Element } | undefined;
  for (const graph of Array.from(doc.getElementsByTagName('graph'))) {
    const outer = enclosingGraph(graph);
    const stated = graph.getAttribute('edgedefault');
    const own = stated === null || stated === '' ? undefined : stated === 'directed';
    if (outer === undefined) {
      if (++topLevel > 1) {
        throw new GrrafError(
          'validation',
          'a second top-level <graph>: grraf reads one graph per file (its nodes and edges would be merged into the first)',
          { file, ...at(graph) },
        );
      }
      directed.set(graph, own ?? false);
      continue;
    }
    const outerDirected = directed.get(outer) ?? false;
    if (own !== undefined && own !== outerDirected) {
      throw new GrrafError(
        'validation',
        `a nested <graph> with edgedefault="${stated}" inside a ${outerDirected ? 'directed' : 'undirected'} graph: its edges would take the outer direction (mixed graphs are not supported)`,
        { file, ...at(graph) },
      );
    }
    directed.set(graph, outerDirected);
    nested = nested ? { ...nested, count: nested.count + 1 } : { count: 1, first: graph };
  }
  if (nested) {
    const what = nested.count === 1 ? 'a nested <graph>' : `${nested.count} nested <graph> elements`;
    warnings.push(
      warning(
        `${what} flattened into the outer graph (as NetworkX reads it): the hierarchy is not kept`,
        nested.first,
      ),
    );
  }
  const big = bigIntegerData(doc);
  if (big) {
    const what = big.count === 1 ? 'an int/long value' : `${big.count} int/long values`;
    warnings.push(
      warning(
        `${what} beyond 2^53 read as the nearest number (the first: ${big.text}): digits are lost`,
        big.first,
      ),
    );
  }
  return warnings;
}

/** `<data>` of int or long keys whose integer is beyond 2^53 (the first, and how many). */
function bigIntegerData(doc: Document): { count: number; first: Element; text: string } | undefined {
  const integerKeys = new Set<string>();
  for (const key of Array.from(doc.getElementsByTagName('key'))) {
    const type = key.getAttribute('attr.type');
    const id = key.getAttribute('id');
    if (id !== null && (type === 'int' || type === 'long')) integerKeys.add(id);
  }
  if (integerKeys.size === 0) return undefined;
  let found: { count: number; first: Element; text: string } | undefined;
  for (const data of Array.from(doc.getElementsByTagName('data'))) {
    if (!integerKeys.has(data.getAttribute('key') ?? '')) continue;
    const text = (data.textContent ?? '').trim();
    if (!/^[+-]?\d+$/.test(text) || Number.isSafeInteger(Number(text))) continue;
    found = found ? { ...found, count: found.count + 1 } : { count: 1, first: data, text };
  }
  return found;
}
