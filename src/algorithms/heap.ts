/**
 * A binary min-heap of (priority, node index) pairs in typed arrays, with lazy deletion left to
 * the caller (push duplicates, skip stale pops). Much faster than an object heap at 1M pushes.
 */
import { anchorShape } from './shape-anchor.js';

export class MinHeap {
  private prio: Float64Array;
  private item: Int32Array;
  size = 0;

  constructor(capacity = 16) {
    this.prio = new Float64Array(Math.max(capacity, 16));
    this.item = new Int32Array(Math.max(capacity, 16));
  }

  push(priority: number, node: number): void {
    if (this.size === this.prio.length) this.grow();
    let i = this.size++;
    const { prio, item } = this;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (prio[parent]! <= priority) break;
      prio[i] = prio[parent]!;
      item[i] = item[parent]!;
      i = parent;
    }
    prio[i] = priority;
    item[i] = node;
  }

  /** The smallest priority (a lower bound on every entry's, stale ones included); Infinity when empty. */
  minPriority(): number {
    return this.size > 0 ? this.prio[0]! : Number.POSITIVE_INFINITY;
  }

  /** Removes the top entry and returns its node. */
  pop(): number {
    const { prio, item } = this;
    const top = item[0]!;
    const n = --this.size;
    const lastP = prio[n]!;
    const lastI = item[n]!;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && prio[c + 1]! < prio[c]!) c++;
      if (prio[c]! >= lastP) break;
      prio[i] = prio[c]!;
      item[i] = item[c]!;
      i = c;
    }
    prio[i] = lastP;
    item[i] = lastI;
    return top;
  }

  private grow(): void {
    const p = new Float64Array(this.prio.length * 2);
    const it = new Int32Array(this.item.length * 2);
    p.set(this.prio);
    it.set(this.item);
    this.prio = p;
    this.item = it;
  }
}
anchorShape(new MinHeap());
