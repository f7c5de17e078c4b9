/**
 * Checks every parser runs before it looks at the text: empty input and binary garbage
 * (NUL bytes, bytes that were not valid UTF-8) get one clear error with a location.
 */
import { GrrafError } from '../../errors.js';

/** 1-based line and column of a character offset in `text`. */
export function locate(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(Math.max(offset, 0), text.length);
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: end - lineStart + 1 };
}

/**
 * Throws a 'parse' GrrafError when `text` is empty (only whitespace), contains a NUL byte or a
 * U+FFFD replacement character (what invalid UTF-8 decodes to). Returns the text without a BOM.
 */
export function checkText(text: string, file?: string, what = 'graph'): string {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (!/\S/.test(body)) {
    throw new GrrafError('parse', `empty input: no ${what} found`, { file });
  }
  checkBinary(body, file, what);
  return body;
}

/**
 * Throws a 'parse' GrrafError when `text` holds a NUL byte or U+FFFD (invalid UTF-8);
 * `linesBefore` counts the lines of a streamed file that came before this piece.
 */
export function checkBinary(text: string, file: string | undefined, what: string, linesBefore = 0): void {
  for (const [bad, why] of [
    ['\u0000', 'a NUL byte'],
    ['\ufffd', 'bytes that are not valid UTF-8 (save the file as UTF-8)'],
  ] as const) {
    const at = text.indexOf(bad);
    if (at !== -1) {
      const { line, column } = locate(text, at);
      throw new GrrafError('parse', `binary data: the input contains ${why}; expected ${what} text`, {
        file,
        line: line + linesBefore,
        column,
      });
    }
  }
}

/** Decodes file bytes as UTF-8 (invalid sequences become U+FFFD, which checkText rejects). */
export function decodeUtf8(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: false, ignoreBOM: false }).decode(bytes);
}

/**
 * Decodes file bytes: UTF-16 when they start with its byte-order mark (what Windows tools such
 * as PowerShell's `>` write; read as UTF-8 it is all NUL bytes), else UTF-8. A BOM is dropped.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return decodeUtf8(bytes);
}

/** Decodes a piece from the middle of a UTF-8 file (a leading U+FEFF there is a character, not a BOM). */
export function decodeUtf8Piece(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(bytes);
}

/** A short quoted excerpt of `text` at `offset`, for error messages. */
export function excerpt(text: string, offset: number, length = 20): string {
  const s = text.slice(offset, offset + length).replace(/\s+/g, ' ');
  return JSON.stringify(offset + length < text.length ? `${s}…` : s);
}

/**
 * Line/column of increasing offsets in linear total time (locate() per item would be
 * quadratic on a 100k-edge single-line literal).
 */
export class LineCounter {
  private line = 1;
  private lineStart = 0;
  private next: number;

  constructor(private readonly text: string) {
    this.next = text.indexOf('\n');
  }

  /** Location of `offset`; offsets must not decrease between calls. */
  at(offset: number): { line: number; column: number } {
    while (this.next !== -1 && this.next < offset) {
      this.line++;
      this.lineStart = this.next + 1;
      this.next = this.text.indexOf('\n', this.lineStart);
    }
    return { line: this.line, column: offset - this.lineStart + 1 };
  }
}
