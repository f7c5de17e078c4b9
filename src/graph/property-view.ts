/**
 * How schemas, stores and queries see the properties of a node or edge.
 *
 * One rule, shared so every store reports the same thing: the first-class `weight` of GraphData is
 * visible as the property `weight` (and wins over a `weight` key inside `properties`).
 */
import type { Properties, PropertyValue } from './model.js';

/** Anything with properties and an optional weight: GraphNode, GraphEdge, StoredNode, store attributes. */
export interface PropertyCarrier {
  properties: Properties;
  weight?: number | undefined;
}

/** The value of `key` on `item`, or undefined when the item does not carry the key. */
export function propertyOf(item: PropertyCarrier, key: string): PropertyValue | undefined {
  if (key === 'weight' && item.weight !== undefined) return item.weight;
  return Object.hasOwn(item.properties, key) ? item.properties[key] : undefined;
}

/** Calls `fn` for every visible property of `item` (weight last, when not shadowing a property). */
export function forEachProperty(
  item: PropertyCarrier,
  fn: (key: string, value: PropertyValue) => void,
): void {
  const props = item.properties;
  const weight = item.weight;
  for (const key in props) {
    if (!Object.hasOwn(props, key)) continue;
    fn(key, key === 'weight' && weight !== undefined ? weight : (props[key] as PropertyValue));
  }
  if (weight !== undefined && !Object.hasOwn(props, 'weight')) fn('weight', weight);
}

/** True when two property values are equal (lists compared element by element). */
export function sameValue(a: PropertyValue | undefined, b: PropertyValue | undefined): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((x, i) => sameValue(x, b[i]));
}

/** A string equal for equal values and different for different ones (1 and "1" differ). */
export function valueKey(v: PropertyValue): string {
  return JSON.stringify(v) ?? 'undefined';
}
