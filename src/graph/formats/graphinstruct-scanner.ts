/**
 * Scans one GraphInstruct graph section:
 *   `The nodes [of graph G|of subgraph G'] are numbered from 0 to N[, weights of nodes are: [0, 5] ...],
 *    and the edges are: (0, 3) (0->1) (1,4,1) (2->3,9) ...`
 * with charCodeAt (linear, no regex backtracking over 100k-edge texts). Each section becomes a
 * graph whose nodes are the whole declared range, so isolated nodes exist. Items may be separated
 * by spaces, newlines, `,`, `;` or `and`; edge-like text the scanner cannot read is an error,
 * never left in the question.
 */
import { GrrafError } from '../../errors.js';
import type { GraphData, NodeId } from '../model.js';
import type { ParseWarning } from './format.js';
import { GraphBuilder } from './graph-builder.js';
import { excerpt, locate } from './input-checks.js';

/** The header of a section; the scanner starts right after it. */
export const SECTION_HEADER =
  /the nodes (?:of (?:sub)?graph (G'|G|\w+) )?are numbered from (\S+?) to (\S+?)(?=[,.\s]|$)/gi;

/** Largest declared node range accepted (guards against `from 0 to 99999999999`). */
const MAX_NODES = 5_000_000;

/** One scanned section. */
export interface Section {
  /** `G`, `G'` or undefined for the single-graph form. */
  name?: string;
  start: number;
  end: number;
  graph: GraphData;
  warnings: ParseWarning[];
}

/** Scans GraphInstruct sections of `text`; errors name `file`, line and column. */
export class SectionScanner {
  pos = 0;
  // Line tracking is incremental (only spaces() crosses newlines) so that locating each of
  // 100k tuples for warnings stays linear.
  private line = 1;
  private lineStart = 0;

  constructor(
    readonly text: string,
    readonly file?: string,
  ) {}

  fail(code: 'parse' | 'validation', message: string, offset = this.pos): GrrafError {
    return new GrrafError(code, message, { file: this.file, ...locate(this.text, offset) });
  }

  private spaces(): void {
    for (;;) {
      const c = this.text.charCodeAt(this.pos);
      if (c === 32 || c === 9 || c === 13) this.pos++;
      else if (c === 10) {
        this.line++;
        this.lineStart = ++this.pos;
      } else return;
    }
  }

  /** Moves to `offset`, recomputing the line counters (once per section). */
  private seek(offset: number): void {
    this.pos = offset;
    const { line, column } = locate(this.text, offset);
    this.line = line;
    this.lineStart = offset - column + 1;
  }

  /** Consumes `word` (case-insensitive) after optional space; false when it is not there. */
  private accept(word: string): boolean {
    const save = [this.pos, this.line, this.lineStart] as const;
    this.spaces();
    if (this.text.slice(this.pos, this.pos + word.length).toLowerCase() === word) {
      this.pos += word.length;
      return true;
    }
    [this.pos, this.line, this.lineStart] = save;
    return false;
  }

  /** A node id token: digits become a number, letters/underscores stay a string. */
  private id(): NodeId {
    this.spaces();
    const start = this.pos;
    let digits = true;
    // The value of an all-digit id, read as we go: ids are most of a big graph's text, and a
    // substring plus Number() per id cost more than the scan.
    let value = 0;
    for (;;) {
      const c = this.text.charCodeAt(this.pos);
      if (c >= 48 && c <= 57) {
        value = value * 10 + (c - 48);
        this.pos++;
      } else if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95) {
        digits = false;
        this.pos++;
      } else break;
    }
    if (this.pos === start)
      throw this.fail('parse', `expected a node id, found ${excerpt(this.text, start)}`);
    // Below 16 digits the value is exact (under 2^53).
    if (digits && this.pos - start < 16) return value;
    return this.text.slice(start, this.pos);
  }

  private number(what: string): number {
    this.spaces();
    const start = this.pos;
    // Plain digits (the usual weight) are read as they are scanned: no substring per weight.
    let value = 0;
    let digitsOnly = true;
    for (;;) {
      const c = this.text.charCodeAt(this.pos);
      if (c >= 48 && c <= 57) value = value * 10 + (c - 48);
      else if (c === 46 || c === 45 || c === 43 || c === 101 || c === 69) digitsOnly = false;
      else break;
      this.pos++;
    }
    const length = this.pos - start;
    if (digitsOnly && length > 0 && length < 16) return value;
    const n = Number(this.text.slice(start, this.pos));
    if (this.pos === start || !Number.isFinite(n)) {
      const code = this.pos === start && this.text.charCodeAt(start) !== 41 ? 'validation' : 'parse';
      throw this.fail(code, `expected a numeric ${what}, found ${excerpt(this.text, start)}`, start);
    }
    return n;
  }

  private expect(ch: string): void {
    this.spaces();
    if (this.text[this.pos] !== ch) {
      const found = this.pos >= this.text.length ? 'the end of the text' : excerpt(this.text, this.pos);
      throw this.fail('parse', `expected '${ch}', found ${found}`);
    }
    this.pos++;
  }

  /** The declared range `from`..`to` as node ids (integers, or single letters a..z). */
  private range(from: string, to: string, at: number): NodeId[] {
    if (/^\d+$/.test(from) && /^\d+$/.test(to)) {
      const a = Number(from);
      const b = Number(to);
      if (b < a || b - a + 1 > MAX_NODES)
        throw this.fail('validation', `bad node range ${from} to ${to}`, at);
      return Array.from({ length: b - a + 1 }, (_, i) => a + i);
    }
    if (/^[a-z]$/.test(from) && /^[a-z]$/.test(to) && from <= to) {
      const a = from.charCodeAt(0);
      return Array.from({ length: to.charCodeAt(0) - a + 1 }, (_, i) => String.fromCharCode(a + i));
    }
    throw this.fail('parse', `bad node range "${from} to ${to}": expected integers or letters a..z`, at);
  }

  /** Scans the section whose header `m` matched; `pos` ends after its edge list. */
  section(m: RegExpExecArray, directedHint: boolean | undefined): Section {
    const [header, name, from = '', to = ''] = m;
    this.seek(m.index + header.length);
    const nodes = this.range(from, to, m.index);
    const directed = this.peekArrow() ?? directedHint ?? false;
    const b = new GraphBuilder({ directed, file: this.file, declaredNodes: true });
    for (const id of nodes) b.declareNode(id);
    const comma = this.accept(',');
    if (comma && this.accept('weights of nodes are:')) {
      this.nodeWeights(b);
      this.accept(',');
    }
    if (!(this.accept('and the edges are:') || this.accept('the edges are:'))) {
      throw this.fail(
        'parse',
        `expected ", and the edges are:" after the node range, found ${excerpt(this.text, this.pos)}`,
      );
    }
    this.edges(b, directed);
    const end = this.pos;
    const { graph, warnings } = b.result();
    const s: Section = { start: m.index, end, graph, warnings };
    if (name !== undefined) s.name = name;
    return s;
  }

  /** Whether the first edge tuple after `pos` uses `->` (undefined when there is none). */
  private peekArrow(): boolean | undefined {
    const open = this.text.indexOf('(', this.pos);
    if (open === -1) return undefined;
    const close = this.text.indexOf(')', open);
    if (close === -1) return undefined;
    const tuple = this.text.slice(open, close);
    return tuple.includes('->') || tuple.includes('\u2192');
  }

  private nodeWeights(b: GraphBuilder): void {
    for (let count = 0; ; count++) {
      if (!this.nextItem(91, count)) return;
      const at = this.pos++;
      const id = this.id();
      this.expect(',');
      const w = this.number('node weight');
      this.expect(']');
      if (!b.hasNode(id))
        throw this.fail('validation', `node weight for ${JSON.stringify(id)}, outside the node range`, at);
      b.ensureNode(id).weight = w;
    }
  }

  private edges(b: GraphBuilder, directed: boolean): void {
    for (let count = 0; ; count++) {
      if (!this.nextItem(40, count)) break;
      const at = this.pos++;
      const line = this.line;
      const column = at - this.lineStart + 1;
      const source = this.id();
      this.spaces();
      const arrow = this.arrow();
      if (!arrow) this.expect(',');
      if (arrow !== directed) {
        const style = arrow ? 'a directed (->)' : 'an undirected';
        throw this.fail('parse', `${style} edge in a graph whose first edge is not`, at);
      }
      const target = this.id();
      this.spaces();
      let weight: number | undefined;
      if (this.text.charCodeAt(this.pos) === 44) {
        this.pos++;
        weight = this.number('edge weight');
      }
      this.expect(')');
      // By its ends: the edge objects are made only if something reads them (edge-columns.ts).
      b.addEdgeAt(source, target, weight, line, column);
    }
    this.endOfEdges();
  }

  /** Consumes `->` or `→` after optional space; false when neither is there. */
  private arrow(): boolean {
    const c = this.text.charCodeAt(this.pos);
    if (c === 45 && this.text.charCodeAt(this.pos + 1) === 62) this.pos += 2;
    else if (c === 0x2192) this.pos += 1;
    else return false;
    return true;
  }

  /**
   * Moves to the next list item, which starts with the character `open`: after the first item,
   * separators seen in the wild may come first — spaces and newlines, `,`, `;`, `and` (so
   * `(0, 1), (1, 2); (2, 3), and (3, 4)` is four edges). False, with nothing consumed, when no
   * item follows.
   */
  private nextItem(open: number, count: number): boolean {
    const { pos, line, lineStart } = this;
    this.spaces();
    if (count > 0) {
      for (;;) {
        const c = this.text.charCodeAt(this.pos);
        if (c === 44 || c === 59) this.pos++;
        // `and` is rare: the regular expression runs only on an `a` (once per edge, it showed).
        else if ((c === 97 || c === 65) && /^and\b/i.test(this.text.slice(this.pos, this.pos + 4)))
          this.pos += 3;
        else break;
        this.spaces();
      }
    }
    if (this.text.charCodeAt(this.pos) === open) return true;
    this.pos = pos;
    this.line = line;
    this.lineStart = lineStart;
    return false;
  }

  /**
   * After the last edge: a full stop or a line break ends the list. Anything else on the line
   * must be the question going on,
   * never an edge the scanner could not read (`(0, 1) | (1, 2)`): such text up to the end of the
   * sentence is an error, so no edge is silently left in the question.
   */
  private endOfEdges(): void {
    let at = this.pos;
    for (let c = this.text.charCodeAt(at); c === 32 || c === 9 || c === 13; c = this.text.charCodeAt(++at));
    if (this.text.charCodeAt(at) === 46) {
      this.pos = at + 1;
      return;
    }
    // A line break ends the list as a full stop does.
    if (at >= this.text.length || this.text.charCodeAt(at) === 10) return;
    this.pos = at;
    const rest = this.text.slice(this.pos);
    const sentence = rest.slice(0, rest.search(/[.?!](?=\s|$)|\n|$/));
    const edge = UNREAD_EDGE.exec(sentence);
    if (edge !== null) {
      throw this.fail(
        'parse',
        `edge list not understood from here: ${excerpt(this.text, this.pos)}; ${excerpt(edge[0], 0)} looks like an edge but was not read (separate edges with spaces, commas or semicolons)`,
        this.pos + edge.index,
      );
    }
  }
}

/** Text that looks like an edge tuple: `(0, 1)`, `(2->3,9)`, `[a, b]`. */
const UNREAD_EDGE = /[([]\s*\w+\s*(?:,|->|\u2192)\s*\w+\s*(?:,\s*[-+.\deE]+\s*)?[)\]]/;
