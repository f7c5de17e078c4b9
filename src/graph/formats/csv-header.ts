/**
 * Neo4j admin-import header conventions for CSV graphs:
 * `id:ID` / `:ID(Space)`, `:LABEL` (`;`-separated), `:START_ID`, `:END_ID`, `:TYPE`, `:IGNORE`,
 * typed properties `age:int`, `score:float`, `flag:boolean`, arrays `tags:string[]` (`;`-separated).
 * Plain headers are understood too: `id` for nodes, `source,target` / `from,to` / `src,dst` for
 * edges. A `weight` column is the node or edge weight. ID spaces are accepted but ids must be
 * unique across the whole file (the model has one id space).
 */
import { GrrafError } from '../../errors.js';
import type { PropertyValue } from '../model.js';

/** What a CSV column is for. */
export type ColumnRole = 'id' | 'label' | 'start' | 'end' | 'type' | 'ignore' | 'weight' | 'property';

/** One header cell, understood. */
export interface Column {
  role: ColumnRole;
  /** Property name (for 'property', and for a named 'id' column, which Neo4j also stores). */
  name: string;
  valueType: string;
  array: boolean;
}

const ROLES: Record<string, ColumnRole> = {
  id: 'id',
  label: 'label',
  start_id: 'start',
  end_id: 'end',
  type: 'type',
  ignore: 'ignore',
};
const PLAIN_START = new Set(['source', 'from', 'src', 'start', 'start_id']);
const PLAIN_END = new Set(['target', 'to', 'dst', 'end', 'end_id']);
const TYPES = new Set([
  'string',
  'int',
  'long',
  'short',
  'byte',
  'float',
  'double',
  'boolean',
  'char',
  'date',
  'datetime',
]);

/** Understands a header row; 'parse' GrrafError naming the column for unknown types. */
export function parseHeader(cells: string[], file?: string): Column[] {
  const cols = cells.map((raw, i): Column => {
    const cell = raw.trim();
    const colon = cell.lastIndexOf(':');
    const name = colon === -1 ? cell : cell.slice(0, colon);
    const spec = colon === -1 ? '' : cell.slice(colon + 1);
    const roleName = spec.replace(/\(.*\)$/, '').toLowerCase();
    const role = ROLES[roleName];
    if (role) return { role, name, valueType: 'string', array: false };
    const array = spec.endsWith('[]');
    const valueType = (array ? spec.slice(0, -2) : spec).toLowerCase() || 'string';
    if (!TYPES.has(valueType)) {
      throw new GrrafError('parse', `unknown column type "${spec}" in header "${cell}"`, {
        file,
        line: 1,
        field: cell,
      });
    }
    if (colon === -1) {
      const lower = name.toLowerCase();
      if (PLAIN_START.has(lower)) return { role: 'start', name, valueType, array };
      if (PLAIN_END.has(lower)) return { role: 'end', name, valueType, array };
    }
    if (name.toLowerCase() === 'weight') return { role: 'weight', name, valueType, array };
    if (name === '') throw new GrrafError('parse', `column ${i + 1} has no name`, { file, line: 1 });
    return { role: 'property', name, valueType, array };
  });
  // A plain `id` column is the node id when no :ID column exists.
  if (!cols.some((c) => c.role === 'id')) {
    const plain = cols.find((c) => c.role === 'property' && c.name.toLowerCase() === 'id');
    if (plain) {
      plain.role = 'id';
      plain.name = '';
    }
  }
  checkRepeats(cols, cells, file);
  return cols;
}

/** Roles one column at most may have (labels and ignored columns may repeat). */
const SINGLE_ROLES = new Set<ColumnRole>(['id', 'start', 'end', 'type', 'weight']);

/**
 * A header that names a property twice, or has two id, start, end, type or weight columns, is
 * a 'parse' error at the second: one of the two used to be dropped without a word.
 */
function checkRepeats(cols: Column[], cells: string[], file: string | undefined): void {
  const properties = new Map<string, number>();
  const roles = new Map<ColumnRole, number>();
  cols.forEach((col, i) => {
    const cell = (cells[i] ?? '').trim();
    const at = { file, line: 1, column: i + 1, field: cell };
    if (SINGLE_ROLES.has(col.role)) {
      const first = roles.get(col.role);
      if (first !== undefined) {
        throw new GrrafError(
          'parse',
          `header "${cell}" (column ${i + 1}) is a second ${col.role} column; the first is "${(cells[first] ?? '').trim()}" (column ${first + 1})`,
          at,
        );
      }
      roles.set(col.role, i);
    }
    // Properties, and a named :ID column (Neo4j also stores it as a property).
    const stores = col.role === 'property' || (col.role === 'id' && col.name !== '');
    if (!stores) return;
    const first = properties.get(col.name);
    if (first !== undefined) {
      throw new GrrafError(
        'parse',
        `header "${cell}" (column ${i + 1}) names property "${col.name}" again (column ${first + 1}): one of the two would be lost`,
        at,
      );
    }
    properties.set(col.name, i);
  });
}

/** Converts one cell by its column type; throws a message (the caller adds the location). */
export function convertCell(raw: string, col: Column): PropertyValue {
  if (col.array) return raw.split(';').map((part) => convertScalar(part, col.valueType));
  return convertScalar(raw, col.valueType);
}

function convertScalar(raw: string, type: string): PropertyValue {
  switch (type) {
    case 'int':
    case 'long':
    case 'short':
    case 'byte': {
      const n = Number(raw.trim());
      if (raw.trim() === '' || !Number.isInteger(n))
        throw new Error(`expected an integer, found ${JSON.stringify(raw)}`);
      if (!Number.isSafeInteger(n)) {
        throw new Error(
          `integer ${raw.trim()} is beyond 2^53: as a number it would lose digits (declare the column :string to keep it exact)`,
        );
      }
      return n;
    }
    case 'float':
    case 'double': {
      const n = Number(raw.trim());
      if (raw.trim() === '' || !Number.isFinite(n))
        throw new Error(`expected a number, found ${JSON.stringify(raw)}`);
      return n;
    }
    case 'boolean': {
      const v = raw.trim().toLowerCase();
      if (v !== 'true' && v !== 'false')
        throw new Error(`expected true or false, found ${JSON.stringify(raw)}`);
      return v === 'true';
    }
    default:
      return raw;
  }
}
