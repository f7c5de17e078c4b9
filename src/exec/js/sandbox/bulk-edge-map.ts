/**
 * Runs INSIDE the isolate: graphology's edge map (`G._edges`, key → edge record) for a bulk-built
 * graph, without hashing a million keys. The bulk builder names edge i `<prefix><i>`
 * (graph-builder.ts, bulkKeys), so such a key is found by its number in an array; every other key
 * — edges the program adds — lives in the Map itself. Filling a real Map was a third of building
 * `G` at a million edges.
 *
 * It behaves as the Map graphology made: same entries, same iteration order (bulk edges first, in
 * index order, then later additions in insertion order; a bulk key deleted and added again moves
 * to the end), live iterators.
 */

export class BulkEdgeMap<V> extends Map<string, V> {
  private count: number;

  /**
   * `slots[i]` is the record of the edge keyed `<prefix><i>`, or undefined when there is none (a
   * repeated edge merged into an earlier one). The map owns `slots` from here on.
   */
  constructor(
    private readonly prefix: string,
    private readonly slots: (V | undefined)[],
  ) {
    super();
    let count = 0;
    for (const v of slots) if (v !== undefined) count++;
    this.count = count;
  }

  /** The bulk index of `key` when it names a bulk edge that is present, else -1. */
  private slotOf(key: unknown): number {
    if (typeof key !== 'string' || !key.startsWith(this.prefix)) return -1;
    const digits = key.slice(this.prefix.length);
    const i = Number(digits);
    if (!Number.isInteger(i) || i < 0 || i >= this.slots.length || String(i) !== digits) return -1;
    return this.slots[i] === undefined ? -1 : i;
  }

  override get size(): number {
    return this.count + super.size;
  }

  override get(key: string): V | undefined {
    const i = this.slotOf(key);
    return i >= 0 ? this.slots[i] : super.get(key);
  }

  override has(key: string): boolean {
    return this.slotOf(key) >= 0 || super.has(key);
  }

  override set(key: string, value: V): this {
    const i = this.slotOf(key);
    if (i >= 0) this.slots[i] = value;
    else super.set(key, value);
    return this;
  }

  override delete(key: string): boolean {
    const i = this.slotOf(key);
    if (i < 0) return super.delete(key);
    this.slots[i] = undefined;
    this.count--;
    return true;
  }

  override clear(): void {
    this.slots.fill(undefined);
    this.count = 0;
    super.clear();
  }

  override *entries(): MapIterator<[string, V]> {
    for (let i = 0; i < this.slots.length; i++) {
      const v = this.slots[i];
      if (v !== undefined) yield [this.prefix + i, v];
    }
    yield* super.entries();
  }

  override *keys(): MapIterator<string> {
    for (const [k] of this.entries()) yield k;
  }

  override *values(): MapIterator<V> {
    for (let i = 0; i < this.slots.length; i++) {
      const v = this.slots[i];
      if (v !== undefined) yield v;
    }
    yield* super.values();
  }

  override [Symbol.iterator](): MapIterator<[string, V]> {
    return this.entries();
  }

  override forEach(callback: (value: V, key: string, map: Map<string, V>) => void, thisArg?: unknown): void {
    for (const [k, v] of this.entries()) callback.call(thisArg, v, k, this);
  }
}
