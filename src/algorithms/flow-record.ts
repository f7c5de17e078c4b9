/**
 * maximumFlow's flow record, flow[u][v], as an object whose rows are made when first read.
 *
 * Why not build it whole: a row's keys are node keys, which are array indices to V8 when they
 * read as integers, and sparse (gaps far over 1024), so every row gets dictionary elements and
 * each key written is a call into the runtime, ~0.45 µs. At 1M edges the record took 450–700 ms,
 * 10–30× the flow itself. Measured ways to make rows faster did not change that much: number
 * keys −10–15% (taken below), keys in ascending order none (still dictionary elements, plus the
 * sort), Object.fromEntries none, one JSON.parse of the whole record 160–200 ms for the parse
 * alone, more than 300 ms with its text (and its rows have Object.prototype). So rows are made
 * on demand instead: a program that reads a few rows, or only the record's keys, pays for those.
 *
 * The record is a Proxy over a plain prototype-less object that holds every row key, in the
 * order the whole record had them, each with a placeholder until the row is first read (`get`).
 * Rows are made from the flow and keys the call left, never from G as it is when read. Only
 * `get`, `defineProperty` and `deleteProperty` are trapped, so Object.keys, `in` and for…in run
 * on the target natively, and what reads values (Object.entries, Object.values, JSON.stringify,
 * spreading, Object.assign) reads them through `get`, so it sees the rows. One thing differs
 * from a plain object: Object.getOwnPropertyDescriptor on an unread row shows the placeholder.
 * Trapping it would make Object.keys build every row, since Object.keys asks each key's
 * descriptor whether it is enumerable.
 *
 * Rows stay plain objects; proxying each row instead made a full read 2–3× slower than the
 * whole record (a trap call per entry), and accessors on the outer record cost 300 ms to define.
 * A full read still costs ~10–20% more CPU than the whole record did (each row read through the
 * Proxy); reading only the keys or a few rows costs ~5–10% of it.
 *
 * The library runs inside the sandbox's isolate, so the Proxy, its handler and the typed arrays
 * it reads are the isolate's own objects; a program can reach neither the handler nor the target.
 * The Reflect functions are taken at load, before any program runs, so a program that replaces
 * them cannot change how the record answers.
 */
import type { AnyGraph } from './common.js';
import { emptyRecord } from './common.js';
import type { FlowNetwork } from './flow-residual.js';
import type { Topology } from './indexed.js';

const {
  get: reflectGet,
  defineProperty: reflectDefineProperty,
  deleteProperty: reflectDeleteProperty,
  getOwnPropertyDescriptor: reflectGetOwnPropertyDescriptor,
} = Reflect;
const ProxyConstructor = Proxy;

/**
 * What an unread row holds in the target: its position. An object of a class of this file's own
 * (checked by its private field, which nothing else can fake), so no value a program writes is
 * taken for one. Node's util.inspect shows a proxy's target without running its traps, so it
 * says there what it stands for.
 */
class UnreadRow {
  readonly #position: number;
  constructor(position: number) {
    this.#position = position;
  }
  /** The position `value` stands for, -1 when it is no unread row. */
  static positionOf(value: unknown): number {
    return typeof value === 'object' && value !== null && #position in value
      ? (value as UnreadRow).#position
      : -1;
  }
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return '[row made on first read]';
  }
}

/** What a record of rows made on first read needs to know. */
export interface RowSource<Row> {
  /** Row positions are 0..n-1. */
  n: number;
  /** The key of row position u (a node key), when it has a row. */
  keyOf(u: number): string;
  hasRow(u: number): boolean;
  /** Row u, made fresh (called at most once per row). */
  makeRow(u: number): Row;
  /** After this many rows made one by one, the rest are made at once (default: an eighth, ≥ 64). */
  allAfter?: number;
}

/**
 * A record with a row under keyOf(u) for every u that hasRow, each made when first read; it
 * behaves as the plain prototype-less object that would hold them all (see the file's header).
 */
export function recordOnRead<Row extends object>(source: RowSource<Row>): Record<string, Row> {
  const { n, keyOf, hasRow, makeRow } = source;
  const target = emptyRecord<Row | UnreadRow>();
  // 1 exactly while the target holds row u's placeholder at its key (a data property): every way
  // a program changes a key of the target (assignment, definition, deletion) is trapped below.
  const unread = new Uint8Array(n);
  let rows = 0;
  for (let u = 0; u < n; u++) {
    if (!hasRow(u)) continue;
    target[keyOf(u)] = new UnreadRow(u);
    unread[u] = 1;
    rows++;
  }
  let made = 0;
  const make = (u: number): Row => {
    unread[u] = 0;
    made++;
    const row = makeRow(u);
    target[keyOf(u)] = row;
    return row;
  };
  // Past this many rows the program is most likely reading them all: the rest are made at once,
  // which took 10–15% less CPU than row by row between the program's reads at 1M edges (less
  // garbage collection). A program that stops past it pays about what the whole record cost.
  const rest = source.allAfter ?? Math.max(64, rows >>> 3);
  /** `value`, or the row when it is the placeholder of the row at `key`: made, and put in its place. */
  const settle = (key: string | symbol, value: unknown): unknown => {
    const u = UnreadRow.positionOf(value);
    if (u < 0 || unread[u] !== 1 || key !== keyOf(u)) return value;
    if (made < rest) return make(u);
    for (let w = 0; w < n; w++) if (unread[w] === 1) make(w);
    return target[key as string];
  };
  /** The position of the placeholder the target holds at `key`, -1 when none (reads no getter). */
  const unreadAt = (t: object, key: string | symbol): number => {
    const held = reflectGetOwnPropertyDescriptor(t, key);
    const u = held === undefined ? -1 : UnreadRow.positionOf(held.value);
    return u >= 0 && unread[u] === 1 && key === keyOf(u) ? u : -1;
  };
  const handler: ProxyHandler<Record<string, Row | UnreadRow>> = {
    get: (t, key, receiver) => settle(key, reflectGet(t, key, receiver)),
    // Assignment reaches here too (with a value). A redefinition without a value keeps the one
    // there, so the row is made first: a row frozen in place (Object.freeze and seal redefine
    // every key so) must be the row, since `get` may then return only what the target holds.
    defineProperty: (t, key, descriptor) => {
      const u = unreadAt(t, key);
      if (u >= 0) {
        if ('value' in descriptor || 'get' in descriptor || 'set' in descriptor) unread[u] = 0;
        else make(u);
      }
      return reflectDefineProperty(t, key, descriptor);
    },
    deleteProperty: (t, key) => {
      const u = unreadAt(t, key);
      const deleted = reflectDeleteProperty(t, key);
      if (u >= 0 && deleted) unread[u] = 0;
      return deleted;
    },
  };
  return new ProxyConstructor(target, handler) as Record<string, Row>;
}

/**
 * The flow on every edge as flow[u][v], from the flow per edge, a row per node with out-arcs.
 * A simple graph of one kind has one edge per row entry (no sum to read first).
 */
export function flowRecord(
  G: AnyGraph,
  topology: Topology,
  network: FlowNetwork,
): Record<string, Record<string, number>> {
  const { keys } = topology;
  const { outStart, outAdj, outEdge, flow: sent, undirectedEdge, source: from } = network;
  const single = !G.multi && G.type !== 'mixed';
  // Each key as the array index it reads as (-1: none; -2: not looked at yet), looked at when a row
  // first has it: a row written with number keys skips parsing each key string (rows ~15% faster).
  let asIndex: Float64Array | undefined;
  return recordOnRead({
    n: network.n,
    keyOf: (u) => keys[u]!,
    hasRow: (u) => outStart[u] !== outStart[u + 1],
    makeRow: (u) => {
      asIndex ??= new Float64Array(network.n).fill(-2);
      const row = emptyRecord<number>() as Record<string | number, number>;
      for (let a = outStart[u]!, end = outStart[u + 1]!; a < end; a++) {
        const e = outEdge[a]!;
        const along = Math.max(0, undirectedEdge[e] === 1 && from[e] !== u ? -sent[e]! : sent[e]!);
        const v = outAdj[a]!;
        let i = asIndex[v]!;
        if (i === -2) {
          i = arrayIndex(keys[v]!);
          asIndex[v] = i;
        }
        const w = i >= 0 ? i : keys[v]!;
        row[w] = single ? along : (row[w] ?? 0) + along;
      }
      return row as Record<string, number>;
    },
  });
}

/** The number `key` is the canonical decimal of when it is an array index (0 … 2³² − 2), else -1. */
function arrayIndex(key: string): number {
  const { length } = key;
  if (length === 0 || length > 10) return -1;
  if (key.charCodeAt(0) === 48) return length === 1 ? 0 : -1; // no leading zero
  let value = 0;
  for (let i = 0; i < length; i++) {
    const digit = key.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value < 4294967295 ? value : -1;
}
