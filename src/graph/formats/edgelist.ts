/**
 * Plain edge lists: one `u v [w]` per line (spaces, tabs, `,` or `;` between columns), `#`
 * comments, blank lines.
 * Also read: a line with one id declares an isolated node; NetworkX's `write_edgelist` data
 * column (`u v {'weight': 3}`); a comment line `# directed` / `# undirected` before the first
 * edge states the direction (the writer emits it so a round trip keeps it). One after the first
 * edge, or one that contradicts an earlier one, is an error naming its line: it used to be
 * ignored, and the graph read with the other direction. Ids that look like integers become
 * numbers.
 *
 * The scanner walks the text with indexOf/charCodeAt instead of split+regex so that a
 * 1,000,000-line file parses in linear time without an array of a million line strings.
 */
import type { GraphData, GraphEdge, NodeId, Properties } from '../model.js';
import { BigIntegers } from './big-integers.js';
import type { GraphFormat, ParsedGraph, ParseOptions } from './format.js';
import { GraphBuilder, toWeight } from './graph-builder.js';
import { checkBinary, checkText } from './input-checks.js';
import { pyProperty } from './py-property.js';
import { PyLiteralReader } from './python-literal.js';

const DIRECTION_COMMENT = /^#\s*(directed|undirected)\s*$/i;

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 13;
}

/** Between columns: spaces and tabs, and the `,` or `;` of `0,1` / `0; 1` lines. */
function isDelimiter(c: number): boolean {
  return c === 32 || c === 9 || c === 13 || c === 44 || c === 59;
}

/** Integer-looking tokens (no leading zeros, safe range) become numbers. */
function tokenId(text: string, start: number, end: number): NodeId {
  let i = start;
  if (text.charCodeAt(i) === 45) i++;
  const digits = end - i;
  if (digits > 0 && digits <= 15 && !(digits > 1 && text.charCodeAt(i) === 48)) {
    let n = 0;
    for (; i < end; i++) {
      const c = text.charCodeAt(i) - 48;
      if (c < 0 || c > 9) return text.slice(start, end);
      n = n * 10 + c;
    }
    if (text.charCodeAt(start) === 45) return n === 0 ? text.slice(start, end) : -n;
    return n;
  }
  return text.slice(start, end);
}

/**
 * `-?digits[.digits]` without allocating a substring; NaN for anything else (the caller then
 * falls back to Number()). Exact: an integer mantissa below 2^53 divided by a power of ten is
 * rounded once, as Number() rounds the decimal.
 */
function fastNumber(text: string, start: number, end: number): number {
  let i = start;
  const neg = text.charCodeAt(i) === 45;
  if (neg) i++;
  if (end - i > 15 || i === end) return Number.NaN;
  let m = 0;
  let scale = 1;
  let dot = false;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 46 && !dot) dot = true;
    else if (c >= 48 && c <= 57) {
      m = m * 10 + (c - 48);
      if (dot) scale *= 10;
    } else return Number.NaN;
  }
  if (dot && scale === 1) return Number.NaN; // "3." or "."
  const v = m / scale;
  return neg ? -v : v;
}

/** Parses an edge list; see the file comment for the accepted lines. */
export function parseEdgeList(input: string, options: ParseOptions = {}): ParsedGraph {
  const reader = new EdgeListReader(options);
  reader.push(checkText(input, options.file, 'edge list'));
  return reader.finish();
}

/**
 * Parses an edge list given in pieces of whole lines (the last piece may lack its newline), so
 * a file larger than a JavaScript string can hold is read without ever being one string.
 */
export class EdgeListReader {
  private readonly b: GraphBuilder;
  /** Lines consumed so far. */
  private line = 0;
  /** Still in the leading block of comments and blank lines, where the direction is stated. */
  private leading = true;
  private stated: boolean | undefined;
  private sawText = false;
  /** Lines before the piece being parsed (for errors located inside it). */
  private linesBefore = 0;
  /** Big integers of data columns, kept as text. */
  private readonly big = new BigIntegers();

  constructor(private readonly options: ParseOptions = {}) {
    this.b = new GraphBuilder({ directed: options.directed ?? false, file: options.file });
  }

  /** Parses the lines of `piece` (which must end at a line end, except the last piece). */
  push(piece: string): void {
    if (!this.sawText && /\S/.test(piece)) this.sawText = true;
    checkBinary(piece, this.options.file, 'edge list', this.line);
    this.linesBefore = this.line;
    const text = piece;
    const n = text.length;
    let pos = 0;
    while (pos < n) {
      const line = ++this.line;
      // One pass for the line end and the first `#`. Not indexOf(ch, pos): on Node 20 its
      // optimized form sometimes rescans from afar, and 20M lines then took minutes, not seconds.
      let eol = pos;
      let hash = -1;
      for (; eol < n; eol++) {
        const c = text.charCodeAt(eol);
        if (c === 10) break;
        if (c === 35 && hash === -1) hash = eol;
      }
      const end = hash === -1 ? eol : hash;
      const s0 = skipSpace(text, pos, end);
      if (this.leading) this.leadingLine(text, s0, end, eol, line, pos);
      if (!this.leading && hash !== -1) this.lateDirection(text, hash, eol, line, pos);
      if (s0 < end) this.content(text, pos, s0, end, eol, line);
      pos = eol + 1;
    }
  }

  /** The graph read so far; the direction is the stated one, else the option, else undirected. */
  finish(): ParsedGraph {
    if (!this.sawText) throw this.b.error('parse', 'empty input: no edge list found');
    if (this.b.nodeCount === 0) throw this.b.error('parse', 'empty input: no edges or nodes, only comments');
    this.b.setDirected(this.stated ?? this.options.directed ?? false);
    this.big.flush(this.b);
    return { format: 'edgelist', ...this.b.result() };
  }

  /** A line of the leading block: a `# directed` / `# undirected` comment states the direction. */
  private leadingLine(text: string, s0: number, end: number, eol: number, line: number, pos: number): void {
    if (s0 < end) {
      this.leading = false;
      return;
    }
    if (end === eol) return; // blank
    const m = DIRECTION_COMMENT.exec(text.slice(end, eol).trim());
    if (!m) return;
    const directed = (m[1] as string).toLowerCase() === 'directed';
    if (this.stated !== undefined && this.stated !== directed) {
      throw this.b.error('parse', `"# ${m[1]}" contradicts the "# ${word(this.stated)}" above it`, {
        line,
        column: end - pos + 1,
      });
    }
    this.stated = directed;
  }

  /**
   * A comment after the first edge: one that states a direction other than the graph's is an
   * error (it cannot apply to the edges above it, and used to be ignored).
   */
  private lateDirection(text: string, hash: number, eol: number, line: number, pos: number): void {
    const m = DIRECTION_COMMENT.exec(text.slice(hash, eol).trim());
    if (!m) return;
    const directed = (m[1] as string).toLowerCase() === 'directed';
    // Harmless when it says what the graph is anyway (a file that repeats its header).
    if (directed === (this.stated ?? this.options.directed ?? false)) return;
    throw this.b.error(
      'parse',
      `"# ${m[1]}" after the first edge: a direction comment counts only before the first edge (move it to the top of the file)`,
      { line, column: hash - pos + 1 },
    );
  }

  /** One line's content between `s0` and `end` (comment stripped): up to three tokens. */
  private content(text: string, pos: number, s0: number, end: number, eol: number, line: number): void {
    const b = this.b;
    const file = this.options.file;
    // Up to three tokens, as plain offsets (no substrings unless an id is not an integer).
    const e0 = skipToken(text, s0, end);
    const s1 = skipSpace(text, e0, end);
    const source = tokenId(text, s0, e0);
    if (s1 >= end) {
      b.ensureNode(source);
      return;
    }
    const e1 = skipToken(text, s1, end);
    if (isArrow(text, s1, e1)) {
      // `0 -> 1` would otherwise read as an edge to a node named "->" with weight 1.
      throw b.error(
        'parse',
        'an arrow between ids: an edge-list line is `u v [weight]` (put `# directed` first for a directed graph)',
        {
          line,
          column: s1 - pos + 1,
        },
      );
    }
    const target = tokenId(text, s1, e1);
    const s2 = skipSpace(text, e1, end);
    const column = s0 - pos + 1;
    // A bare edge goes in by its ends: the graph keeps its edges as columns, and no consumer on
    // the JavaScript path makes a million edge objects (graph-builder.ts addEdgeAt).
    if (s2 >= end) {
      b.addEdgeAt(source, target, undefined, line, column);
      return;
    }
    if (text.charCodeAt(s2) === 123) {
      const edge: GraphEdge = { source, target, properties: {} };
      readDataColumn(text, s2, eol, edge, {
        file,
        line,
        lineStart: pos,
        linesBefore: this.linesBefore,
        big: this.big,
      }); // NetworkX `{...}` data
      b.addEdge(edge, line, column);
      return;
    }
    const e2 = skipToken(text, s2, end);
    if (skipSpace(text, e2, end) < end) {
      throw b.error('parse', 'too many columns: expected `u v [weight]`', {
        line,
        column: skipSpace(text, e2, end) - pos + 1,
      });
    }
    let w = fastNumber(text, s2, e2);
    if (Number.isNaN(w)) w = toWeight(text.slice(s2, e2), file, { line, column: s2 - pos + 1 });
    b.addEdgeAt(source, target, w, line, column);
  }
}

/** `->`, `-->`, `<-`, `--`, `-`, `→`, `—` as a whole token. */
function isArrow(text: string, start: number, end: number): boolean {
  return end - start <= 4 && /^(?:-+>?|<-+|\u2192|\u2014)$/.test(text.slice(start, end));
}

function skipSpace(text: string, i: number, end: number): number {
  while (i < end && isDelimiter(text.charCodeAt(i))) i++;
  return i;
}

function skipToken(text: string, i: number, end: number): number {
  while (i < end && !isDelimiter(text.charCodeAt(i))) i++;
  return i;
}

/** Where a data column is, and the big integers of the parse. */
interface DataColumnPlace {
  file: string | undefined;
  line: number;
  lineStart: number;
  linesBefore: number;
  big: BigIntegers;
}

/** Reads NetworkX's `{'weight': 3, 'color': 'red'}` data column into the edge. */
function readDataColumn(
  text: string,
  at: number,
  eol: number,
  edge: GraphEdge,
  place: DataColumnPlace,
): void {
  const { file, line, lineStart, linesBefore, big } = place;
  const r = new PyLiteralReader(text, file, at);
  r.linesBefore = linesBefore;
  const data = r.value();
  while (r.pos < eol && isSpace(text.charCodeAt(r.pos))) r.pos++;
  if (r.pos > eol || (r.pos < eol && text.charCodeAt(r.pos) !== 35)) {
    throw r.fail('unexpected text after the data column', Math.min(r.pos, eol));
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw r.fail('the data column must be a dict', at);
  }
  const column = at - lineStart + 1;
  for (const [k, v] of Object.entries(data)) {
    if (k === 'weight') edge.weight = toWeight(v, file, { line, column, field: 'weight' });
    else if (k === 'type' && typeof v === 'string') edge.type = v;
    else (edge.properties as Properties)[k] = pyProperty(v, big, { line, column, field: k });
  }
}

function word(directed: boolean): string {
  return directed ? 'directed' : 'undirected';
}

/** Writes `u v [w]` lines; isolated nodes get a line of their own; a direction comment first. */
export function writeEdgeList(graph: GraphData): string {
  const out: string[] = [graph.directed ? '# directed' : '# undirected'];
  const touched = new Set<string>();
  for (const e of graph.edges) {
    touched.add(String(e.source));
    touched.add(String(e.target));
  }
  for (const n of graph.nodes) if (!touched.has(String(n.id))) out.push(String(n.id));
  for (const e of graph.edges) {
    out.push(e.weight === undefined ? `${e.source} ${e.target}` : `${e.source} ${e.target} ${e.weight}`);
  }
  return `${out.join('\n')}\n`;
}

/**
 * Lines of one to three whitespace-separated tokens without brackets or quotes; lines that use
 * `,` or `;` between columns count only when every column is a number (`0,1` is an edge list,
 * `a,b` is more likely a CSV header).
 */
function sniff(text: string): number {
  const head = text.slice(0, 2000);
  const lines = head.split('\n').filter((l) => l.trim() !== '' && !l.trimStart().startsWith('#'));
  if (lines.length === 0) return head.trimStart().startsWith('#') ? 0.3 : 0;
  let good = 0;
  for (const l of lines.slice(0, 20)) {
    if (/[()<>[\]{}"]/.test(l)) continue;
    const cols = l.trim().split(/[\s,;]+/);
    const delimited = /[,;]/.test(l);
    if (cols.length >= 1 && cols.length <= 3 && (!delimited || cols.every((c) => NUMBER.test(c)))) good++;
  }
  const share = good / Math.min(lines.length, 20);
  return share === 1 ? 0.6 : share > 0.8 ? 0.4 : 0;
}

const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** The plain edge-list format. */
export const edgeListFormat: GraphFormat = {
  name: 'edgelist',
  extensions: ['edgelist', 'edges', 'el', 'tsv'],
  sniff,
  parse: parseEdgeList,
  write: writeEdgeList,
};
