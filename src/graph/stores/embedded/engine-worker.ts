/**
 * The engine process: holds the embedded databases grraf opens and runs every statement on
 * them, so that a crash inside the native engine (a segfault) ends this process and not grraf.
 * Started by engine-process.ts with an IPC channel; exits when grraf goes away.
 */
import { GrrafError } from '../../../errors.js';
import type { EngineRow, OpenOptions } from './engine-handle.js';
import { type EngineReply, type EngineRequest, STREAM_BATCH, toWire } from './engine-protocol.js';
import { engineVersion, LbugHandle } from './lbug-adapter.js';

const handles = new Map<number, LbugHandle>();
let nextHandle = 1;
/** Waiting streams: the host's `pull` answer for a batch, by request id. */
const pulls = new Map<number, (more: boolean) => void>();

function send(reply: EngineReply): void {
  process.send?.(reply);
}

function handle(id: number): LbugHandle {
  const h = handles.get(id);
  if (h === undefined) throw new GrrafError('io', `engine handle ${id} is not open`);
  return h;
}

/** Runs a stream request: batches of rows, each waiting for the host's pull. */
async function stream(r: Extract<EngineRequest, { op: 'stream' }>): Promise<string[]> {
  let batch: EngineRow[] = [];
  const flush = async (): Promise<boolean> => {
    const more = new Promise<boolean>((resolve) => pulls.set(r.id, resolve));
    send({ id: r.id, batch });
    batch = [];
    return more;
  };
  const columns = await handle(r.handle).stream(r.statement, r.params, (row) => {
    batch.push(row);
    return batch.length < STREAM_BATCH ? true : flush();
  });
  if (batch.length > 0) await flush();
  return columns;
}

async function serve(r: EngineRequest): Promise<unknown> {
  switch (r.op) {
    case 'open': {
      const options: OpenOptions = { readOnly: r.readOnly, timeLimitMs: r.timeLimitMs };
      if (r.bufferPoolBytes !== undefined) options.bufferPoolBytes = r.bufferPoolBytes;
      const h = await LbugHandle.open(r.path, options);
      handles.set(nextHandle, h);
      return nextHandle++;
    }
    case 'run':
      return handle(r.handle).run(r.statement);
    case 'execute': {
      const options: { maxRows?: number; timeLimitMs?: number; oneThread?: boolean } = {};
      if (r.maxRows !== undefined) options.maxRows = r.maxRows;
      if (r.timeLimitMs !== undefined) options.timeLimitMs = r.timeLimitMs;
      if (r.oneThread === true) options.oneThread = true;
      return handle(r.handle).execute(r.statement, r.params, options);
    }
    case 'stream':
      return stream(r);
    case 'close': {
      await handles.get(r.handle)?.close();
      handles.delete(r.handle);
      return null;
    }
    case 'pull':
      return undefined;
  }
}

process.on('message', (r: EngineRequest) => {
  if (r.op === 'pull') {
    pulls.get(r.id)?.(r.more);
    pulls.delete(r.id);
    return;
  }
  serve(r).then(
    (value) => send({ id: r.id, ok: true, value }),
    (e: unknown) => send({ id: r.id, ok: false, error: toWire(e) }),
  );
});
process.on('disconnect', () => process.exit(0));
send({ op: 'ready', version: engineVersion() });
