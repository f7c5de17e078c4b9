/**
 * The node and edge attributes the memory store keeps, column by column: one typed array per
 * attribute that any item has (weights as Float64Array, labels and types as small integers into
 * a table of distinct values) and a properties slot only when some item has properties. Twenty
 * million bare edges then cost no object each; a record is made only when asked for (`nodeAt`,
 * `edgeAt`).
 */
import { NO_PROPERTIES, type NodeId, type Properties } from '../../model.js';

/** A node as the store sees it (`id` kept as given: a numeric id comes back as a number). */
export interface MemoryNodeAttributes {
  id: NodeId;
  /** Frozen and interned: nodes with the same labels share one array. */
  labels: readonly string[];
  properties: Properties;
  weight: number | undefined;
}

/** An edge's attributes as the store sees them. */
export interface MemoryEdgeAttributes {
  type: string | undefined;
  properties: Properties;
  weight: number | undefined;
}

/** A private shallow copy of `p`, or the shared empty object when `p` is empty or absent. */
export function ownProperties(p: Properties | undefined): Properties {
  for (const _ in p) return { ...p };
  return NO_PROPERTIES;
}

/** Distinct values to small integers (0, 1, ...), in first-seen order. */
export class ValueTable<T> {
  readonly values: T[] = [];
  private readonly index = new Map<string, number>();

  constructor(private readonly keyOf: (v: T) => string) {}

  /** The number of `v`, adding it when new. */
  code(v: T): number {
    const key = this.keyOf(v);
    let i = this.index.get(key);
    if (i === undefined) {
      i = this.values.length;
      this.values.push(v);
      this.index.set(key, i);
    }
    return i;
  }
}

/** The weight, type or label code and properties of items, stored only when some item has them. */
export class AttributeColumns {
  /** NaN = no weight (NaN weights are refused at load). */
  weights: Float64Array | undefined;
  /** A code into the item kind's value table; -1 = none. */
  codes: Int32Array | undefined;
  properties: Properties[] | undefined;

  constructor(readonly size: number) {}

  setWeight(i: number, w: number | undefined): void {
    if (w === undefined) return;
    if (this.weights === undefined) this.weights = new Float64Array(this.size).fill(Number.NaN);
    this.weights[i] = w;
  }

  weight(i: number): number | undefined {
    const w = this.weights?.[i];
    return w === undefined || Number.isNaN(w) ? undefined : w;
  }

  setCode(i: number, code: number): void {
    if (code === -1 && this.codes === undefined) return;
    if (this.codes === undefined) this.codes = new Int32Array(this.size).fill(-1);
    this.codes[i] = code;
  }

  code(i: number): number {
    return this.codes?.[i] ?? -1;
  }

  setProperties(i: number, p: Properties | undefined): void {
    const own = ownProperties(p);
    if (own === NO_PROPERTIES && this.properties === undefined) return;
    if (this.properties === undefined) this.properties = new Array<Properties>(this.size).fill(NO_PROPERTIES);
    this.properties[i] = own;
  }

  props(i: number): Properties {
    return this.properties?.[i] ?? NO_PROPERTIES;
  }

  /** The columns of the items at `keep` (indexes in order), for dropping merged edges. */
  select(keep: Int32Array): AttributeColumns {
    const out = new AttributeColumns(keep.length);
    if (this.weights) out.weights = Float64Array.from(keep, (i) => this.weights![i]!);
    if (this.codes) out.codes = Int32Array.from(keep, (i) => this.codes![i]!);
    if (this.properties) out.properties = Array.from(keep, (i) => this.properties![i]!);
    return out;
  }

  /** Copies item `from`'s attributes onto item `to` (a repeated edge replaces the earlier one). */
  copy(from: number, to: number): void {
    if (this.weights) this.weights[to] = this.weights[from]!;
    if (this.codes) this.codes[to] = this.codes[from]!;
    if (this.properties) this.properties[to] = this.properties[from]!;
  }
}
