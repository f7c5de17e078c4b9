/**
 * Writes the CSV files the engine copies tables from (RFC 4180: fields quoted with `"`, a `"`
 * doubled), encoded straight into a byte buffer: integers digit by digit, other numbers as their
 * ASCII text, strings as UTF-8. Building the text as JS strings (one concatenation per cell, then
 * UTF-8 encoding of each 1 MiB chunk) took 280–340 ms of CPU for the 1M edges of bench:load, this
 * 75–100 ms; it is on the load's critical path (the relationship COPY waits for the whole file).
 * CSV libraries on npm build a string per row, so this small writer is our own.
 */
import { type FileHandle, open } from 'node:fs/promises';

/** What a cell holds: a list is a node's labels. */
export type Cell = string | number | boolean | null | string[];

/** How a file came out: 'multiline' when a field holds a line break, 'unsafe' when CSV cannot carry a value. */
export type CsvOutcome = 'plain' | 'multiline' | 'unsafe';

const LABEL_SAFE = /^[^\s,[\]{}'"\\]+$/;
const NEWLINE = /[\r\n]/;

/** Bytes gathered before each write. */
const CHUNK_BYTES = 1 << 20;
/** Room kept past CHUNK_BYTES, so a number or a short string never needs a bounds check. */
const SLACK = 1 << 12;

const COMMA = 0x2c;
const NEWLINE_BYTE = 0x0a;
const QUOTE = 0x22;
const MINUS = 0x2d;
const ZERO = 0x30;

/**
 * Writes rows to `file`, one cell reader per column (rows are made one cell at a time: twenty
 * million edges never exist as row arrays). Stops at the first value CSV cannot carry ('unsafe':
 * an empty string reads back as NULL, a label with list punctuation as several labels).
 */
export async function writeCsv(
  file: string,
  names: string[],
  count: number,
  cells: ((i: number) => Cell)[],
): Promise<CsvOutcome> {
  const fh = await open(file, 'w');
  try {
    return await new CsvWriter(fh).rows(names, count, cells);
  } finally {
    await fh.close();
  }
}

class CsvWriter {
  private readonly buf = Buffer.allocUnsafe(CHUNK_BYTES + SLACK);
  private pos = 0;
  private multiline = false;

  constructor(private readonly fh: FileHandle) {}

  async rows(names: string[], count: number, cells: ((i: number) => Cell)[]): Promise<CsvOutcome> {
    this.header(names);
    const last = cells.length - 1;
    for (let i = 0; i < count; i++) {
      for (let k = 0; k <= last; k++) {
        if (!this.cell(cells[k]!(i))) return 'unsafe';
        this.buf[this.pos++] = k === last ? NEWLINE_BYTE : COMMA;
        if (this.pos >= CHUNK_BYTES) await this.flush();
      }
    }
    await this.flush();
    return this.multiline ? 'multiline' : 'plain';
  }

  private header(names: string[]): void {
    for (const [k, name] of names.entries()) {
      if (k > 0) this.buf[this.pos++] = COMMA;
      this.quoted(name);
    }
    this.buf[this.pos++] = NEWLINE_BYTE;
  }

  /** Encodes one field; false when CSV cannot carry it. */
  private cell(v: Cell): boolean {
    if (typeof v === 'number') {
      if (Number.isSafeInteger(v)) this.integer(v);
      else this.ascii(String(v));
    } else if (typeof v === 'string') {
      if (v === '') return false;
      if (!this.multiline && NEWLINE.test(v)) this.multiline = true;
      this.quoted(v);
    } else if (typeof v === 'boolean') this.ascii(v ? 'true' : 'false');
    else if (v !== null) {
      for (const label of v) if (!LABEL_SAFE.test(label)) return false;
      this.quoted(`[${v.join(',')}]`);
    }
    return true;
  }

  /** A safe integer's decimal digits (-0 is written 0, as String(-0) is). */
  private integer(v: number): void {
    const buf = this.buf;
    let n = v;
    if (n < 0) {
      buf[this.pos++] = MINUS;
      n = -n;
    }
    if (n > 0x7fffffff) {
      this.ascii(String(n));
      return;
    }
    // Small integers (ids, weights) in int32 arithmetic: half the time of division on doubles.
    this.int32(n | 0);
  }

  /** A non-negative int32's digits. */
  private int32(n: number): void {
    const buf = this.buf;
    let x = n;
    let at = this.pos + digitCount(x);
    this.pos = at;
    do {
      const q = (x / 10) | 0;
      buf[--at] = ZERO + x - q * 10;
      x = q;
    } while (x > 0);
  }

  /** Text known to be ASCII (a number's or a boolean's), at most a few dozen characters. */
  private ascii(s: string): void {
    for (let k = 0; k < s.length; k++) this.buf[this.pos++] = s.charCodeAt(k);
  }

  /** A quoted field, `"` doubled, as UTF-8. */
  private quoted(s: string): void {
    const text = s.includes('"') ? s.replaceAll('"', '""') : s;
    // A UTF-16 unit becomes at most 3 bytes.
    if (this.pos + 3 * text.length + 2 > this.buf.length) {
      this.flushSync();
      if (3 * text.length + 2 > this.buf.length) {
        this.pending.push(Buffer.from(`"${text}"`));
        return;
      }
    }
    this.buf[this.pos++] = QUOTE;
    this.pos += this.buf.write(text, this.pos, 'utf8');
    this.buf[this.pos++] = QUOTE;
  }

  /** Bytes that go before the buffer's: its earlier contents, and fields too long for it. */
  private pending: Buffer[] = [];

  /** Moves the buffer's bytes to `pending` (a copy) to make room, without waiting for a write. */
  private flushSync(): void {
    if (this.pos > 0) this.pending.push(Buffer.from(this.buf.subarray(0, this.pos)));
    this.pos = 0;
  }

  private async flush(): Promise<void> {
    const parts = this.pending;
    this.pending = [];
    for (const part of parts) await this.fh.write(part);
    if (this.pos > 0) await this.fh.write(this.buf, 0, this.pos);
    this.pos = 0;
  }
}

/** Decimal digits of a non-negative int32. */
function digitCount(x: number): number {
  if (x < 100000) return x < 10 ? 1 : x < 100 ? 2 : x < 1000 ? 3 : x < 10000 ? 4 : 5;
  return x < 1000000 ? 6 : x < 10000000 ? 7 : x < 100000000 ? 8 : x < 1000000000 ? 9 : 10;
}
