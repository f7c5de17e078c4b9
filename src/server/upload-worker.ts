/**
 * The thread that parses uploads for `grraf serve` (upload-parser.ts): each message is one upload;
 * the answer is the parsed graph in transfer form with its schemas, or the error, as fields.
 */
import { parentPort } from 'node:worker_threads';
import { isGrrafError } from '../errors.js';
import { parseGraph } from '../graph/formats/index.js';
import { buildSchema } from '../graph/schema-builder.js';
import type { ParseJob, ParseReply } from './upload-parser.js';
import { toTransfer } from './upload-transfer.js';

const port = parentPort;
if (!port) throw new Error('upload-worker.ts runs as a worker thread');

port.on('message', ({ id, upload }: ParseJob) => {
  let reply: ParseReply;
  let transfer: ArrayBuffer[] = [];
  try {
    const parsed = parseGraph(upload.text, {
      ...(upload.format ? { format: upload.format } : {}),
      file: upload.name,
    });
    const t = toTransfer(parsed, buildSchema);
    reply = { id, upload: t.message };
    transfer = t.transfer;
  } catch (e) {
    reply = isGrrafError(e)
      ? {
          id,
          grrafError: {
            code: e.code,
            message: e.message,
            recoverable: e.recoverable,
            ...e.location,
            details: e.details,
          },
        }
      : { id, error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
  }
  port.postMessage(reply, transfer);
});
// Loaded: the parse time limit counts from here, not from the thread's start.
port.postMessage({ ready: true });
