/**
 * Messages between grraf and its engine process (engine-worker.ts), over Node's IPC channel with
 * `advanced` serialization (structured clone: engine values such as BigInt, Date and Map cross
 * as they are). Every request has an id; its reply carries the same id. A `stream` request gets
 * batches of rows, each answered with `pull` (more or stop), before its final reply, so a large
 * export never floods the channel.
 */
import { GrrafError, type GrrafErrorCode } from '../../../errors.js';
import type { EngineRow } from './engine-handle.js';

/** Rows per stream batch. */
export const STREAM_BATCH = 2048;

/** What grraf asks of the engine process. */
export type EngineRequest =
  | { id: number; op: 'open'; path: string; readOnly: boolean; timeLimitMs: number; bufferPoolBytes?: number }
  | { id: number; op: 'run'; handle: number; statement: string }
  | {
      id: number;
      op: 'execute';
      handle: number;
      statement: string;
      params: Record<string, unknown>;
      maxRows?: number;
      timeLimitMs?: number;
      oneThread?: boolean;
    }
  | { id: number; op: 'stream'; handle: number; statement: string; params: Record<string, unknown> }
  | { id: number; op: 'pull'; more: boolean }
  | { id: number; op: 'close'; handle: number };

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
/** A request without its id (the process numbers requests). */
export type EngineCall = WithoutId<EngineRequest>;

/** A GrrafError as it crosses the channel. */
export interface WireError {
  code: GrrafErrorCode;
  message: string;
  recoverable: boolean;
  details: Record<string, unknown>;
}

/** What the engine process answers: its start-up, a result, an error or a batch of a stream. */
export type EngineReply =
  | { op: 'ready'; version: string }
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: WireError }
  | { id: number; batch: EngineRow[] };

/** A thrown value as a WireError (non-GrrafErrors become 'runtime'). */
export function toWire(e: unknown): WireError {
  if (e instanceof GrrafError) {
    return { code: e.code, message: e.message, recoverable: e.recoverable, details: e.details };
  }
  const message = e instanceof Error ? e.message : String(e);
  return { code: 'runtime', message, recoverable: true, details: {} };
}

/** The GrrafError a WireError stands for. */
export function fromWire(w: WireError): GrrafError {
  return new GrrafError(w.code, w.message, { recoverable: w.recoverable, details: w.details });
}
