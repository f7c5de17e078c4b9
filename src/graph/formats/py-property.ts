/** A Python literal value as a property value (GTools' edge dicts, an edge list's data column). */
import type { PropertyValue } from '../model.js';
import type { BigIntegers } from './big-integers.js';
import type { Where } from './graph-builder.js';
import type { PyValue } from './python-literal.js';

/**
 * Scalars as they are, lists item by item, big integers as their digits (noted in `big`), and
 * dicts, which the property model has no place for, as readable JSON text.
 */
export function pyProperty(v: PyValue, big: BigIntegers, where: Where): PropertyValue {
  if (typeof v === 'bigint') return big.keep(v, 'property value', where);
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map((item) => pyProperty(item, big, where));
  return JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x));
}
