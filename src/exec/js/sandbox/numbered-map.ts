/**
 * Runs INSIDE the isolate: graphology's node and edge maps (`G._nodes`, `G._edges`: key → record)
 * for a bulk-built graph, without hashing a million keys. The bulk builder keys record i
 * `<prefix><i>` — edges `geid_<graph>_b<i>` (graph-builder.ts), nodes of a graph whose ids are
 * 0..n-1 in order their id — so such a key is found by its number in an array; every other key
 * (what the program adds) lives in the Map itself. Filling real Maps was a third of building `G`
 * at a million edges.
 *
 * It behaves as the Map graphology made: same entries, same iteration order (numbered records
 * first, in number order, then later additions in insertion order; a numbered key deleted and
 * added again moves to the end), live iterators. Each record's key is its `key` field, as in
 * graphology's own records, so iterating keys allocates no strings.
 */

/** A record that knows its key (graphology's NodeData / EdgeData). */
export interface KeyedRecord {
  key: string;
}

export class NumberedMap<V extends KeyedRecord> extends Map<string, V> {
  private count: number;

  /**
   * `slots[i]` is the record keyed `<prefix><i>`, or undefined when there is none (a repeated
   * edge merged into an earlier one). The map owns `slots` from here on.
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

  /** The slot of `key` when it names a numbered record that is present, else -1. */
  private slotOf(key: unknown): number {
    if (typeof key !== 'string' || !key.startsWith(this.prefix)) return -1;
    const digits = this.prefix === '' ? key : key.slice(this.prefix.length);
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
      if (v !== undefined) yield [v.key, v];
    }
    yield* super.entries();
  }

  override *keys(): MapIterator<string> {
    for (let i = 0; i < this.slots.length; i++) {
      const v = this.slots[i];
      if (v !== undefined) yield v.key;
    }
    yield* super.keys();
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
