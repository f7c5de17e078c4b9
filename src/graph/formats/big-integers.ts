/**
 * Integers beyond 2^53 in formats that write numbers as literals (GTools, node-link JSON, an
 * edge list's data column). As JavaScript numbers they lose digits: two 30-digit ids that
 * differ only in their last digit used to become one node. They keep their digits as text
 * instead (the model's ids are numbers or strings, and its property values JSON scalars), and
 * the parse says so once per kind, at the first one.
 */
import type { GraphBuilder, Where } from './graph-builder.js';

type Kind = 'node id' | 'property value';

interface Seen {
  count: number;
  first: string;
  where: Where;
}

/** Collects the big integers of one parse; `flush` turns them into warnings. */
export class BigIntegers {
  private readonly seen = new Map<Kind, Seen>();

  /** The digits of `v` (kept as text), noted as a `kind` at `where`. */
  keep(v: bigint, kind: Kind, where: Where): string {
    const digits = v.toString();
    const s = this.seen.get(kind);
    if (s) s.count++;
    else this.seen.set(kind, { count: 1, first: digits, where });
    return digits;
  }

  /** One warning per kind seen, at its first occurrence. */
  flush(b: GraphBuilder): void {
    for (const [kind, s] of this.seen) {
      const what = s.count === 1 ? `a ${kind}` : `${s.count} ${kind}s`;
      b.warn(
        `${what} beyond 2^53 kept as text so that no digit is lost (the first: ${s.first}); a number would round it`,
        s.where,
      );
    }
    this.seen.clear();
  }
}
