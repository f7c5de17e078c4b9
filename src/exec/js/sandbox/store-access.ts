/**
 * Runs INSIDE the isolate: the program's store access, `await cypher(query, params)` and
 * `await neighbors(id, { direction, type })`, over the one host function a run hands in
 * (store-bridge.ts). Only strings cross: the arguments leave as JSON text (made here, under the
 * run's time limit, with the captured JSON.stringify), the rows come back as JSON text and are
 * parsed here, into the isolate's heap, where they count against its memory limit. The host's
 * reference is kept in this closure and never reaches the program.
 *
 * The call blocks the isolate until the host answers (`applySyncPromise`), so the reply is copied
 * in while the program runs: a copy that meets the memory limit then ends the run with the memory
 * kind. Resolved as a promise instead (`apply` with `result.promise`), the copy happens in a task of
 * its own, and meeting the limit there aborted the whole host process (isolated-vm 5,
 * FatalRuntimeError). While it waits, the run's time limit keeps counting.
 */
import type IsolatedVm from 'isolated-vm';
import { JSONParse, JSONStringify, ReflectApply, StringCtor, StringPrototypeSlice } from './primordials.js';

const ErrorCtor = Error;
const ObjectDefine = Object.defineProperty;
const APPLY_OPTIONS = { arguments: { copy: true } } as const;

let bridge: IsolatedVm.Reference | undefined;
let bridgeApply: IsolatedVm.Reference['applySyncPromise'] | undefined;

/** A store error as the program sees it: an Error named CypherError with the store's message. */
function storeError(message: string): Error {
  const e = new ErrorCtor(message);
  ObjectDefine(e, 'name', { value: 'CypherError', configurable: true, writable: true });
  return e;
}

async function call(op: string, args: unknown): Promise<unknown> {
  if (bridge === undefined || bridgeApply === undefined) throw storeError('this run has no store');
  let payload: string;
  try {
    payload = JSONStringify(args);
  } catch (e) {
    throw storeError(`the arguments cannot be sent as JSON: ${StringCtor((e as Error)?.message ?? e)}`);
  }
  const reply: unknown = ReflectApply(bridgeApply, bridge, [undefined, [op, payload], APPLY_OPTIONS]);
  if (typeof reply !== 'string' || reply.length === 0) throw storeError('the store gave no reply');
  const tag = reply[0];
  const rest = StringPrototypeSlice(reply, 1);
  if (tag === 'R') return JSONParse(rest);
  throw storeError(rest);
}

/** `cypher` and `neighbors` as globals of the program. */
export function installStoreAccess(g: Record<string, unknown>): void {
  g.cypher = async function cypher(query: unknown, params?: unknown): Promise<unknown> {
    return call('cypher', { query, params: params ?? {} });
  };
  g.neighbors = async function neighbors(id: unknown, options?: unknown): Promise<unknown> {
    const o = (options ?? {}) as { direction?: unknown; type?: unknown };
    return call('neighbors', { id, direction: o.direction, type: o.type });
  };
}

/** Hands in the run's host function (called once per sandbox, before the program). */
export function setStoreBridge(ref: IsolatedVm.Reference): void {
  bridge = ref;
  bridgeApply = ref.applySyncPromise;
}
