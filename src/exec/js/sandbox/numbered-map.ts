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
 *
 * A map made with `NumberedMap.lazy` makes each numbered record the first time anything reads it
 * (`get`, iteration): making a million edge records was most of building `G` and of the garbage
 * collection after it, and a program that reads degrees, or the algorithm library (which reads
 * the builder's arrays), never reads most of them.
 */

/** A record that knows its key (graphology's NodeData / EdgeData). */
export interface KeyedRecord {
  key: string;
}

/** The numbered slots of a lazy map: slot i holds `recordAt(i)` when `present[i]` is 1. */
export interface LazySlots<V> {
  /** Owned by the map from here on. */
  present: Uint8Array;
  /**
   * Record i, made on its first read. It must give the same record for the same i every time:
   * whoever else holds records (the adjacency indexes, edge records' ends) holds these.
   */
  recordAt: (i: number) => V;
  /**
   * The slot of the record keyed `<prefix><k>` is `slotByNumber[k]` (-1: no such record); without
   * it, slot k. Node ids need it: a graph's integer ids are in the order the file named them, and
   * the map iterates in slot order, as graphology's Map iterates in insertion order.
   */
  slotByNumber?: Int32Array;
}

/** An eager map's `recordAt`: every present slot of it holds its record. */
function noLazySlot(i: number): never {
  throw new Error(`NumberedMap: slot ${i} of an eager map has no record`);
}

export class NumberedMap<V extends KeyedRecord> extends Map<string, V> {
  private count = 0;
  /** The record in each present slot once read or set (a lazy map's are made on first read). */
  private readonly slots: (V | undefined)[];
  /** 1 where a numbered record is present. */
  private readonly present: Uint8Array;
  private readonly recordAt: (i: number) => V;
  private readonly slotByNumber: Int32Array | undefined;

  /**
   * `slots[i]` is the record keyed `<prefix><i>`, or undefined when there is none (a repeated
   * edge merged into an earlier one); the map owns the array from here on. Or `LazySlots`,
   * whose records are made when first read.
   */
  constructor(
    private readonly prefix: string,
    slots: (V | undefined)[] | LazySlots<V>,
  ) {
    super();
    if (Array.isArray(slots)) {
      this.slots = slots;
      this.present = new Uint8Array(slots.length);
      this.recordAt = noLazySlot;
      this.slotByNumber = undefined;
      for (let i = 0; i < slots.length; i++) if (slots[i] !== undefined) this.present[i] = 1;
    } else {
      // Holey: a slot's record is stored when first read.
      this.slots = new Array(slots.present.length);
      this.present = slots.present;
      this.recordAt = slots.recordAt;
      this.slotByNumber = slots.slotByNumber;
    }
    for (let i = 0; i < this.present.length; i++) this.count += this.present[i]!;
  }

  /** The record in present slot i (made now on a lazy map's first read of it). */
  private read(i: number): V {
    let v = this.slots[i];
    if (v === undefined) {
      v = this.recordAt(i);
      this.slots[i] = v;
    }
    return v;
  }

  /** The slot of `key` when it names a numbered record that is present, else -1. */
  private slotOf(key: unknown): number {
    if (typeof key !== 'string' || !key.startsWith(this.prefix)) return -1;
    const digits = this.prefix === '' ? key : key.slice(this.prefix.length);
    const k = Number(digits);
    if (!Number.isInteger(k) || k < 0 || String(k) !== digits) return -1;
    const byNumber = this.slotByNumber;
    const i = byNumber === undefined ? k : k < byNumber.length ? byNumber[k]! : -1;
    return i >= 0 && i < this.present.length && this.present[i] === 1 ? i : -1;
  }

  override get size(): number {
    return this.count + super.size;
  }

  override get(key: string): V | undefined {
    const i = this.slotOf(key);
    return i >= 0 ? this.read(i) : super.get(key);
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
    this.present[i] = 0;
    this.count--;
    return true;
  }

  override clear(): void {
    this.slots.length = 0;
    this.present.fill(0);
    this.count = 0;
    super.clear();
  }

  override *entries(): MapIterator<[string, V]> {
    for (let i = 0; i < this.present.length; i++) {
      if (this.present[i] === 0) continue;
      const v = this.read(i);
      yield [v.key, v];
    }
    yield* super.entries();
  }

  override *keys(): MapIterator<string> {
    for (let i = 0; i < this.present.length; i++) {
      if (this.present[i] === 0) continue;
      const v = this.read(i);
      yield v.key;
    }
    yield* super.keys();
  }

  override *values(): MapIterator<V> {
    for (let i = 0; i < this.present.length; i++) {
      if (this.present[i] === 0) continue;
      const v = this.read(i);
      yield v;
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
