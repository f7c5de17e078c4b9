/**
 * The top-level `"id"` of a JSON-RPC message read in pieces, without keeping the message: for a
 * stdio message too large to read (stdio-line-limit.ts), so the error can answer the request it
 * belongs to. The SDK's client writes `id` last, after `params`, so the whole message must be
 * scanned. No JSON parser in the dependencies reads a stream (jsonc-parser needs the whole text,
 * which is what the limit refuses to hold), hence this small scanner: it follows strings and
 * nesting byte by byte (every byte of a multi-byte UTF-8 character is ≥ 0x80, so none is taken for
 * a quote or a bracket) and captures the value of the key `id` at depth 1.
 */
import type { RequestId } from '@modelcontextprotocol/sdk/types.js';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** Longest id value kept (a longer one is not an id any client sends). */
const MAX_ID_BYTES = 256;

/** Scans one message; `id` is its top-level id once the scan has passed it. */
export class RequestIdScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** At depth 1, the next string is a key. */
  private expectKey = false;
  /** The key being read at depth 1 (only short keys matter), and the last one read. */
  private key: number[] | undefined;
  private lastKey = '';
  /** The raw bytes of the id value being read, when the key was `id`. */
  private value: number[] | undefined;
  private found: RequestId | undefined;

  /** The top-level id seen so far (a string or a number), if any. */
  get id(): RequestId | undefined {
    return this.found;
  }

  /** Scans the next piece of the message. */
  push(bytes: Uint8Array): void {
    for (const b of bytes) this.byte(b);
  }

  private byte(b: number): void {
    if (this.inString) {
      this.stringByte(b);
      return;
    }
    if (this.value !== undefined && this.value.length > 0 && this.value[0] !== QUOTE) {
      // A number value ends at the first byte that cannot continue it.
      if (/[-+.0-9eE]/.test(String.fromCharCode(b))) {
        this.keep(b);
        return;
      }
      this.endValue();
    }
    switch (b) {
      case QUOTE:
        this.inString = true;
        if (this.depth === 1 && this.expectKey) this.key = [];
        else if (this.value !== undefined) this.value.push(b);
        return;
      case 0x7b: // {
      case 0x5b: // [
        this.value = undefined;
        this.depth++;
        this.expectKey = this.depth === 1 && b === 0x7b;
        return;
      case 0x7d: // }
      case 0x5d: // ]
        this.depth--;
        return;
      case 0x3a: // :
        if (this.depth === 1) {
          this.expectKey = false;
          if (this.lastKey === 'id') this.value = [];
        }
        return;
      case 0x2c: // ,
        if (this.depth === 1) this.expectKey = true;
        return;
      default:
        if (this.value !== undefined && this.value.length === 0 && /[-0-9]/.test(String.fromCharCode(b))) {
          this.keep(b);
        } else if (this.value !== undefined && b > 0x20) {
          this.value = undefined; // null, true, false: not an id
        }
    }
  }

  private stringByte(b: number): void {
    const closing = !this.escaped && b === QUOTE;
    this.escaped = !this.escaped && b === BACKSLASH;
    if (this.key !== undefined) {
      if (closing) {
        this.lastKey = Buffer.from(this.key).toString('utf8');
        this.key = undefined;
      } else if (this.key.length <= 'jsonrpc'.length) this.key.push(b); // longer keys never match
    } else if (this.value !== undefined) {
      this.keep(b);
      if (closing) this.endValue();
    }
    if (closing) this.inString = false;
  }

  /** Keeps a byte of the id value, up to one past the longest id kept (so a longer one is refused). */
  private keep(b: number): void {
    if (this.value !== undefined && this.value.length <= MAX_ID_BYTES) this.value.push(b);
  }

  private endValue(): void {
    const raw = this.value;
    this.value = undefined;
    if (raw === undefined || raw.length === 0 || raw.length > MAX_ID_BYTES) return;
    try {
      const parsed: unknown = JSON.parse(Buffer.from(raw).toString('utf8'));
      if (typeof parsed === 'string' || (typeof parsed === 'number' && Number.isFinite(parsed))) {
        this.found = parsed;
      }
    } catch {
      // Not a JSON value: no id.
    }
  }
}
