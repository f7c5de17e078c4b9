/**
 * Writes a numeric relationship table (NumericRelRows) as a Parquet file for the
 * engine's COPY: the relationship COPY of 1M edges reads Parquet in ~1.05 s of engine CPU against
 * ~1.3 s for the same rows as CSV (engine 0.19.1, measured 2026-11-28), and the file is made by
 * copying numbers, not formatting digits.
 *
 * Only what that needs: INT64 and DOUBLE columns, PLAIN encoding, no compression, one data page
 * per column per row group, definition levels for columns with missing values (NaN). The format is
 * Apache Parquet's (parquet.thrift), its metadata in Thrift's compact protocol.
 *
 * Why our own: hyparquet-writer 0.17 (the maintained pure-JavaScript writer) was measured on the
 * same 1M-row table: its INT64 columns take BigInt values, 1.5-1.7 s to write, more than the COPY
 * saves over CSV; its INT32 columns (160-380 ms to a buffer, PLAIN, uncompressed) would cap ids
 * below 2^31, where this writer takes 100-195 ms with the file written (2026-11-28, load ~4).
 */
import { open } from 'node:fs/promises';

/**
 * A relationship table whose cells are all numbers: endpoint ids by node position, and number
 * columns by edge position (NaN: no value).
 */
export interface NumericRelRows {
  /** Node ids (safe integers) by node position. */
  ids: Float64Array;
  /** Edge e joins positions ends[2e] and ends[2e+1]. */
  ends: Int32Array;
  /** The edges of this table, by position; null: every edge, in order. */
  rows: Int32Array | null;
  count: number;
  /** One array per column after the two ends, by edge position. */
  columns: Float64Array[];
}

/** Column types this writer knows. */
export type ParquetNumberType = 'INT64' | 'DOUBLE';

/** Rows per row group: the engine reads row groups in parallel. */
const ROW_GROUP_ROWS = 1 << 17;

const MAGIC = Buffer.from('PAR1', 'latin1');
const TWO_32 = 2 ** 32;

/** Parquet's physical types, repetitions, encodings and page types (parquet.thrift). */
const INT64 = 2;
const DOUBLE = 5;
const REQUIRED = 0;
const OPTIONAL = 1;
const PLAIN = 0;
const RLE = 3;
const DATA_PAGE = 0;
const UNCOMPRESSED = 0;

/** One column of the file: its type, whether any value is missing, and its value in row r (NaN: missing). */
interface Column {
  name: string;
  type: ParquetNumberType;
  optional: boolean;
  at(r: number): number;
}

/**
 * Writes `table` to `file`: the two ends as INT64 node ids, then each column with its type.
 * `names` are the column names (two ends first).
 */
export async function writeNumericParquet(
  file: string,
  names: string[],
  table: NumericRelRows,
  types: ParquetNumberType[],
): Promise<void> {
  const { ids, ends, rows, count } = table;
  const edge = rows === null ? (r: number) => r : (r: number) => rows[r]!;
  const columns: Column[] = [
    { name: names[0]!, type: 'INT64', optional: false, at: (r) => ids[ends[2 * edge(r)]!]! },
    { name: names[1]!, type: 'INT64', optional: false, at: (r) => ids[ends[2 * edge(r) + 1]!]! },
    ...table.columns.map((values, k): Column => {
      const at = (r: number) => values[edge(r)]!;
      let optional = false;
      for (let r = 0; r < count && !optional; r++) optional = Number.isNaN(at(r));
      return { name: names[k + 2]!, type: types[k]!, optional, at };
    }),
  ];
  // One row group's values at a time: a 20M-edge table never exists as whole columns.
  const values = new Float64Array(Math.min(count, ROW_GROUP_ROWS));
  const fh = await open(file, 'w');
  try {
    let offset = 0;
    const write = async (b: Buffer) => {
      await fh.write(b);
      offset += b.length;
    };
    await write(MAGIC);
    const rowGroups: ThriftStruct[] = [];
    for (let start = 0; start < count; start += ROW_GROUP_ROWS) {
      const end = Math.min(count, start + ROW_GROUP_ROWS);
      const chunks: ThriftStruct[] = [];
      let groupBytes = 0;
      for (const c of columns) {
        for (let r = start; r < end; r++) values[r - start] = c.at(r);
        const page = pageData(c, values, end - start);
        const header = encodeStruct(pageHeader(end - start, page.length));
        const pageOffset = offset;
        await write(header);
        await write(page);
        const size = header.length + page.length;
        groupBytes += size;
        chunks.push(columnChunk(c, end - start, pageOffset, size));
      }
      rowGroups.push([
        [1, 'list', [STRUCT, chunks]],
        [2, 'i64', groupBytes],
        [3, 'i64', end - start],
      ]);
    }
    const meta = encodeStruct([
      [1, 'i32', 1],
      [2, 'list', [STRUCT, schema(columns)]],
      [3, 'i64', count],
      [4, 'list', [STRUCT, rowGroups]],
    ]);
    const length = Buffer.alloc(4);
    length.writeUInt32LE(meta.length);
    await write(meta);
    await write(length);
    await write(MAGIC);
  } finally {
    await fh.close();
  }
}

function schema(columns: Column[]): ThriftStruct[] {
  const root: ThriftStruct = [
    [4, 'binary', 'schema'],
    [5, 'i32', columns.length],
  ];
  const leaves = columns.map(
    (c): ThriftStruct => [
      [1, 'i32', c.type === 'INT64' ? INT64 : DOUBLE],
      [3, 'i32', c.optional ? OPTIONAL : REQUIRED],
      [4, 'binary', c.name],
    ],
  );
  return [root, ...leaves];
}

function pageHeader(values: number, bytes: number): ThriftStruct {
  return [
    [1, 'i32', DATA_PAGE],
    [2, 'i32', bytes],
    [3, 'i32', bytes],
    [
      5,
      'struct',
      [
        [1, 'i32', values],
        [2, 'i32', PLAIN],
        [3, 'i32', RLE],
        [4, 'i32', RLE],
      ],
    ],
  ];
}

function columnChunk(c: Column, values: number, pageOffset: number, size: number): ThriftStruct {
  return [
    [2, 'i64', pageOffset],
    [
      3,
      'struct',
      [
        [1, 'i32', c.type === 'INT64' ? INT64 : DOUBLE],
        [2, 'list', [I32, [PLAIN, RLE]]],
        [3, 'list', [BINARY, [c.name]]],
        [4, 'i32', UNCOMPRESSED],
        [5, 'i64', values],
        [6, 'i64', size],
        [7, 'i64', size],
        [9, 'i64', pageOffset],
      ],
    ],
  ];
}

/**
 * A data page's bytes: definition levels (optional columns: 1 present, 0 missing, bit-packed
 * with their 4-byte length) and the present values, PLAIN (8 bytes each, little-endian).
 */
function pageData(c: Column, values: Float64Array, n: number): Buffer {
  const parts: Buffer[] = [];
  let present = n;
  if (c.optional) {
    const groups = Math.ceil(n / 8);
    const header = varint((groups << 1) | 1);
    const levels = Buffer.alloc(4 + header.length + groups);
    levels.writeUInt32LE(header.length + groups, 0);
    header.copy(levels, 4);
    present = 0;
    for (let i = 0; i < n; i++) {
      if (Number.isNaN(values[i]!)) continue;
      present++;
      levels[4 + header.length + (i >> 3)]! |= 1 << (i & 7);
    }
    parts.push(levels);
  }
  const bytes = Buffer.alloc(8 * present);
  if (c.type === 'DOUBLE') {
    const out = new Float64Array(bytes.buffer, bytes.byteOffset, present);
    let at = 0;
    for (let i = 0; i < n; i++) {
      const v = values[i]!;
      if (!Number.isNaN(v)) out[at++] = v;
    }
  } else {
    // Two's complement in two 32-bit halves: values are safe integers.
    const out = new Uint32Array(bytes.buffer, bytes.byteOffset, 2 * present);
    let at = 0;
    for (let i = 0; i < n; i++) {
      const v = values[i]!;
      if (Number.isNaN(v)) continue;
      const high = Math.floor(v / TWO_32);
      out[at++] = v - high * TWO_32;
      out[at++] = high >>> 0;
    }
  }
  parts.push(bytes);
  return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
}

// Thrift compact protocol, the part Parquet's metadata uses.

const I32 = 5;
const I64 = 6;
const BINARY = 8;
const LIST = 9;
const STRUCT = 12;

type ThriftValue =
  | { kind: 'i32' | 'i64'; value: number }
  | { kind: 'binary'; value: string }
  | { kind: 'struct'; value: ThriftStruct }
  | { kind: 'list'; value: [number, (number | string | ThriftStruct)[]] };
/** A struct's fields as [id, kind, value], in increasing id order. */
type ThriftStruct = [number, ThriftValue['kind'], ThriftValue['value']][];

const FIELD_TYPE = { i32: I32, i64: I64, binary: BINARY, struct: STRUCT, list: LIST } as const;

function encodeStruct(fields: ThriftStruct): Buffer {
  const out: Buffer[] = [];
  writeStruct(out, fields);
  return Buffer.concat(out);
}

function writeStruct(out: Buffer[], fields: ThriftStruct): void {
  let last = 0;
  for (const [id, kind, value] of fields) {
    const delta = id - last;
    // Ids here are small and increasing: the short form (delta in the header byte) always fits.
    out.push(Buffer.from([(delta << 4) | FIELD_TYPE[kind]]));
    last = id;
    writeValue(out, kind, value);
  }
  out.push(Buffer.from([0]));
}

function writeValue(out: Buffer[], kind: ThriftValue['kind'], value: ThriftValue['value']): void {
  if (kind === 'i32' || kind === 'i64') out.push(varint(zigzag(value as number)));
  else if (kind === 'binary') {
    const bytes = Buffer.from(value as string, 'utf8');
    out.push(varint(bytes.length), bytes);
  } else if (kind === 'struct') writeStruct(out, value as ThriftStruct);
  else {
    const [elementType, items] = value as [number, (number | string | ThriftStruct)[]];
    out.push(
      items.length < 15
        ? Buffer.from([(items.length << 4) | elementType])
        : Buffer.concat([Buffer.from([0xf0 | elementType]), varint(items.length)]),
    );
    const itemKind = elementType === STRUCT ? 'struct' : elementType === BINARY ? 'binary' : 'i32';
    for (const item of items) writeValue(out, itemKind, item as ThriftValue['value']);
  }
}

/** ZigZag of a safe integer, as a non-negative number (no 32-bit overflow). */
function zigzag(n: number): number {
  return n >= 0 ? 2 * n : -2 * n - 1;
}

/** Unsigned LEB128 of a non-negative safe integer. */
function varint(n: number): Buffer {
  const bytes: number[] = [];
  let rest = n;
  while (rest >= 0x80) {
    bytes.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
  return Buffer.from(bytes);
}
