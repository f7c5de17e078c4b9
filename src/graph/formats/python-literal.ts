/**
 * A reader for the subset of Python literals that graph datasets print with repr():
 * lists, tuples, dicts, strings, ints, floats, True/False/None.
 *
 * Hand-written on purpose: the npm packages that parse Python (py-ast, python-ast, filbert)
 * are full-language parsers that return syntax trees, not values, are far larger than this
 * need and give no guarantee of linear time on 100k-tuple lists. This scanner is linear,
 * allocation-light, depth-limited, and its errors carry line and column.
 */
import { GrrafError } from '../../errors.js';
import { locate } from './input-checks.js';

/**
 * A Python literal value: tuples and lists both become arrays, dicts become plain objects. An
 * integer beyond 2^53 is a bigint: as a number it would lose digits, and two ids that differ
 * only in their last digits would become one node.
 */
export type PyValue = string | number | bigint | boolean | null | PyValue[] | { [key: string]: PyValue };

const MAX_DEPTH = 64;

/** Reads Python literals from `text`, reporting errors against `file`. */
export class PyLiteralReader {
  pos: number;
  /** Also accept JSON's true/false/null (used to locate JSON syntax errors). */
  jsonWords = false;
  /** Whether the last sequence read ended with a comma before its closing bracket. */
  private trailingComma = false;
  /** Lines before `text` in the file (`text` is one piece of a streamed file). */
  linesBefore = 0;

  constructor(
    readonly text: string,
    readonly file?: string,
    start = 0,
  ) {
    this.pos = start;
  }

  /** A 'parse' GrrafError at `offset` (default: the current position). */
  fail(message: string, offset = this.pos): GrrafError {
    const { line, column } = locate(this.text, offset);
    return new GrrafError('parse', message, { file: this.file, line: line + this.linesBefore, column });
  }

  /** Skips spaces, tabs, newlines and `#` comments. */
  skipSpace(): void {
    const t = this.text;
    for (;;) {
      const c = t.charCodeAt(this.pos);
      if (c === 32 || c === 9 || c === 10 || c === 13) this.pos++;
      else if (c === 35) {
        const nl = t.indexOf('\n', this.pos);
        this.pos = nl === -1 ? t.length : nl;
      } else return;
    }
  }

  /** Reads one value starting at the current position (leading space skipped). */
  value(depth = 0): PyValue {
    if (depth > MAX_DEPTH) throw this.fail(`literal nested deeper than ${MAX_DEPTH} levels`);
    this.skipSpace();
    const c = this.text.charCodeAt(this.pos);
    if (c === 91) return this.sequence(93, depth); // [ ]
    if (c === 40) return this.tuple(depth); // ( )
    if (c === 123) return this.dict(depth); // { }
    if (c === 39 || c === 34) return this.string();
    if ((c >= 48 && c <= 57) || c === 45 || c === 43 || c === 46) return this.number();
    return this.word();
  }

  /** Reads `[a, b, ...]` (or a tuple body up to `close`) into an array. */
  sequence(close: number, depth: number): PyValue[] {
    const open = this.pos++;
    const items: PyValue[] = [];
    this.trailingComma = false;
    for (;;) {
      this.skipSpace();
      if (this.text.charCodeAt(this.pos) === close) {
        this.pos++;
        return items;
      }
      if (this.pos >= this.text.length) throw this.fail('unclosed bracket: the literal ends early', open);
      items.push(this.value(depth + 1));
      this.trailingComma = false;
      this.skipSpace();
      const c = this.text.charCodeAt(this.pos);
      if (c === 44) {
        this.pos++;
        this.trailingComma = true;
      } else if (Number.isNaN(c)) throw this.fail('unclosed bracket: the literal ends early', open);
      else if (c !== close) throw this.fail(`expected ',' or '${String.fromCharCode(close)}'`);
    }
  }

  private tuple(depth: number): PyValue {
    const items = this.sequence(41, depth);
    // `(x)` is just x in Python; `(x,)` is a one-element tuple.
    return items.length === 1 && !this.trailingComma ? (items[0] as PyValue) : items;
  }

  private dict(depth: number): { [key: string]: PyValue } {
    const open = this.pos++;
    const out: { [key: string]: PyValue } = Object.create(null);
    for (;;) {
      this.skipSpace();
      if (this.text.charCodeAt(this.pos) === 125) {
        this.pos++;
        return out;
      }
      if (this.pos >= this.text.length) throw this.fail('unclosed dict: the literal ends early', open);
      const keyAt = this.pos;
      const key = this.value(depth + 1);
      if (key !== null && typeof key === 'object')
        throw this.fail('dict keys must be strings or numbers', keyAt);
      this.skipSpace();
      if (this.text.charCodeAt(this.pos) !== 58) throw this.fail("expected ':' after a dict key");
      this.pos++;
      out[String(key)] = this.value(depth + 1);
      this.skipSpace();
      const c = this.text.charCodeAt(this.pos);
      if (c === 44) this.pos++;
      else if (Number.isNaN(c)) throw this.fail('unclosed dict: the literal ends early', open);
      else if (c !== 125) throw this.fail("expected ',' or '}'");
    }
  }

  private string(): string {
    const t = this.text;
    const quote = t.charCodeAt(this.pos);
    const open = this.pos++;
    let out = '';
    let chunk = this.pos;
    for (;;) {
      const c = t.charCodeAt(this.pos);
      if (Number.isNaN(c) || c === 10) throw this.fail('unterminated string', open);
      if (c === quote) {
        out += t.slice(chunk, this.pos++);
        return out;
      }
      if (c === 92) {
        out += t.slice(chunk, this.pos) + this.escape();
        chunk = this.pos;
      } else this.pos++;
    }
  }

  private escape(): string {
    const t = this.text;
    const at = this.pos;
    const e = t[this.pos + 1];
    this.pos += 2;
    const simple: Record<string, string> = {
      n: '\n',
      t: '\t',
      r: '\r',
      '0': '\0',
      '\\': '\\',
      "'": "'",
      '"': '"',
    };
    if (e !== undefined && e in simple) return simple[e] as string;
    const hexLen = e === 'x' ? 2 : e === 'u' ? 4 : e === 'U' ? 8 : 0;
    if (hexLen > 0) {
      const hex = t.slice(this.pos, this.pos + hexLen);
      const code =
        /^[0-9a-fA-F]+$/.test(hex) && hex.length === hexLen ? Number.parseInt(hex, 16) : Number.NaN;
      if (Number.isNaN(code) || code > 0x10ffff) throw this.fail('bad escape in string', at);
      this.pos += hexLen;
      return String.fromCodePoint(code);
    }
    if (e === undefined) throw this.fail('unterminated string', at);
    return `\\${e}`; // Python keeps unknown escapes as written.
  }

  private number(): number | bigint {
    const t = this.text;
    const start = this.pos;
    let i = this.pos;
    for (;;) {
      const c = t.charCodeAt(i);
      // digits . + - e E _ (Python allows 1_000)
      if ((c >= 48 && c <= 57) || c === 46 || c === 43 || c === 45 || c === 101 || c === 69 || c === 95) i++;
      else break;
    }
    const raw = t.slice(start, i).replaceAll('_', '');
    const n = Number(raw);
    if (raw === '' || !Number.isFinite(n) || /^[+-]?$/.test(raw)) {
      throw this.fail(`bad number ${JSON.stringify(t.slice(start, i + 1))}`, start);
    }
    this.pos = i;
    return Number.isSafeInteger(n) || !/^[+-]?\d+$/.test(raw) ? n : BigInt(raw);
  }

  private word(): boolean | null {
    const t = this.text;
    const words = [
      ['True', true],
      ['False', false],
      ['None', null],
    ] as const;
    const json = [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const;
    for (const [w, v] of this.jsonWords ? [...words, ...json] : words) {
      if (t.startsWith(w, this.pos)) {
        this.pos += w.length;
        return v;
      }
    }
    if (this.pos >= t.length) throw this.fail('the literal ends early: expected a value');
    throw this.fail(
      `unexpected ${JSON.stringify(t.slice(this.pos, this.pos + 12))}: expected a Python literal`,
    );
  }
}

/** Parses a whole string as one Python literal; trailing text other than space is an error. */
export function parsePyLiteral(text: string, file?: string): PyValue {
  const r = new PyLiteralReader(text, file);
  const v = r.value();
  r.skipSpace();
  if (r.pos < text.length) throw r.fail('unexpected text after the literal');
  return v;
}

/** Writes a value as a Python literal (repr style: single-quoted strings, True/False/None). */
export function toPyLiteral(v: unknown): string {
  if (v === null || v === undefined) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'None';
  if (typeof v === 'string') return pyString(v);
  if (Array.isArray(v)) return `[${v.map(toPyLiteral).join(', ')}]`;
  const entries = Object.entries(v as Record<string, unknown>);
  return `{${entries.map(([k, x]) => `${pyString(k)}: ${toPyLiteral(x)}`).join(', ')}}`;
}

function pyString(s: string): string {
  return `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t')}'`;
}
