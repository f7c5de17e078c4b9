/**
 * A growable list of 32-bit integers in one typed array: per-edge bookkeeping of
 * multi-million-edge inputs (endpoint indexes, line numbers) without a JavaScript array slot of
 * 8 bytes per value on the heap.
 */

/** A growable Int32Array (capacity doubles). */
export class Int32List {
  private data: Int32Array;
  length = 0;

  constructor(capacity = 1024) {
    this.data = new Int32Array(Math.max(capacity, 16));
  }

  /** Appends `value` (must fit in 32 bits). */
  push(value: number): void {
    if (this.length === this.data.length) this.grow(this.length + 1);
    this.data[this.length++] = value;
  }

  /** The value at `index` (0 past the end). */
  at(index: number): number {
    return this.data[index] ?? 0;
  }

  /** The values as a typed array (a view: valid until the next push or set). */
  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }

  /** Sets `index`, growing (zero-filled) when it is past the end. */
  set(index: number, value: number): void {
    if (index >= this.data.length) this.grow(index + 1);
    this.data[index] = value;
    if (index >= this.length) this.length = index + 1;
  }

  private grow(min: number): void {
    let capacity = this.data.length * 2;
    while (capacity < min) capacity *= 2;
    const next = new Int32Array(capacity);
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }
}
