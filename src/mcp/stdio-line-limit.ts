/**
 * Stdio messages (one JSON-RPC message a line) up to a size, between stdin and the SDK's stdio
 * transport. The transport ends the session on a message over its 10 MB buffer — the server then
 * exited 0 with nothing said (issue 26, item 4). Here a longer line is dropped as it streams in,
 * never held, and `onOversized` is told its top-level id (request-id-scanner.ts), so the server can
 * answer that one request with an error and go on serving.
 */
import { Transform, type TransformCallback } from 'node:stream';
import type { RequestId } from '@modelcontextprotocol/sdk/types.js';
import { RequestIdScanner } from './request-id-scanner.js';

const NEWLINE = 0x0a;

/** A dropped line: the id of the request it held (when one could be read) and its size. */
export interface OversizedMessage {
  id: RequestId | undefined;
  bytes: number;
}

/** Passes whole lines of at most `maxBytes` (newline not counted); drops longer ones. */
export class StdioLineLimit extends Transform {
  private held: Buffer[] = [];
  private heldBytes = 0;
  /** Set while a line over the limit is being dropped. */
  private dropping: { scanner: RequestIdScanner; bytes: number } | undefined;

  constructor(
    readonly maxBytes: number,
    private readonly onOversized: (message: OversizedMessage) => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let start = 0;
    while (start <= chunk.length) {
      const newline = chunk.indexOf(NEWLINE, start);
      const end = newline === -1 ? chunk.length : newline;
      this.addPiece(chunk.subarray(start, end));
      if (newline === -1) break;
      this.endLine();
      start = newline + 1;
    }
    done();
  }

  override _flush(done: TransformCallback): void {
    // A last line without its newline: the transport would never read it either; say it was cut.
    if (this.dropping) this.endLine();
    done();
  }

  private addPiece(piece: Buffer): void {
    if (piece.length === 0) return;
    if (!this.dropping && this.heldBytes + piece.length <= this.maxBytes) {
      this.held.push(piece);
      this.heldBytes += piece.length;
      return;
    }
    if (!this.dropping) {
      this.dropping = { scanner: new RequestIdScanner(), bytes: 0 };
      for (const part of this.held) this.scanned(part);
      this.held = [];
      this.heldBytes = 0;
    }
    this.scanned(piece);
  }

  private scanned(piece: Buffer): void {
    this.dropping!.scanner.push(piece);
    this.dropping!.bytes += piece.length;
  }

  private endLine(): void {
    if (this.dropping) {
      const { scanner, bytes } = this.dropping;
      this.dropping = undefined;
      this.onOversized({ id: scanner.id, bytes });
      return;
    }
    this.held.push(Buffer.from([NEWLINE]));
    this.push(Buffer.concat(this.held));
    this.held = [];
    this.heldBytes = 0;
  }
}
