/**
 * Exact maximum clique on a small dense graph given as bitset rows (Tomita–Seki MCQ: greedy
 * coloring gives an upper bound that prunes branches). Iterative, so clique depth cannot
 * overflow the stack. Shared by maximumClique (per degeneracy neighborhood) and
 * maximumIndependentSet (on the complement).
 */

/** Bitset rows: row v has bit w set when v and w are adjacent (no self bits). */
export type BitRows = Uint32Array[];

const lowBit = (w: number) => 31 - Math.clz32(w & -w);

/** Greedy coloring of P: vertices in color order, and each one's color number (1-based). */
function colorSort(P: Uint32Array, adj: BitRows): { order: Int32Array; color: Int32Array } {
  const Q = P.slice();
  const order: number[] = [];
  const color: number[] = [];
  let k = 0;
  let left = Q.some((w) => w !== 0);
  while (left) {
    k++;
    const Qc = Q.slice();
    for (let i = 0; i < Qc.length; i++) {
      while (Qc[i] !== 0) {
        const v = i * 32 + lowBit(Qc[i]!);
        Qc[i]! &= ~(1 << (v & 31));
        Q[i]! &= ~(1 << (v & 31));
        const nv = adj[v]!;
        for (let j = i; j < Qc.length; j++) Qc[j]! &= ~nv[j]!;
        order.push(v);
        color.push(k);
      }
    }
    left = Q.some((w) => w !== 0);
  }
  return { order: Int32Array.from(order), color: Int32Array.from(color) };
}

interface Frame {
  P: Uint32Array;
  order: Int32Array;
  color: Int32Array;
  i: number;
}

/**
 * Largest clique among the first `k` vertices of `adj` that beats `lowerBound` in size,
 * as vertex indices; [] when none does.
 */
export function maxCliqueBits(k: number, adj: BitRows, lowerBound = 0): number[] {
  const words = Math.ceil(k / 32);
  const all = new Uint32Array(words);
  for (let v = 0; v < k; v++) all[v >> 5]! |= 1 << (v & 31);
  let best: number[] = [];
  let bestSize = lowerBound;
  const R: number[] = [];
  const stack: Frame[] = [{ P: all, ...colorSort(all, adj), i: -1 }];
  stack[0]!.i = stack[0]!.order.length - 1;
  while (stack.length > 0) {
    const f = stack[stack.length - 1]!;
    if (f.i < 0 || R.length + f.color[f.i]! <= bestSize) {
      stack.pop();
      R.pop();
      continue;
    }
    const v = f.order[f.i--]!;
    const nv = adj[v]!;
    const NP = new Uint32Array(words);
    let empty = true;
    for (let j = 0; j < words; j++) {
      NP[j] = f.P[j]! & nv[j]!;
      if (NP[j] !== 0) empty = false;
    }
    f.P[v >> 5]! &= ~(1 << (v & 31));
    R.push(v);
    if (empty) {
      if (R.length > bestSize) {
        bestSize = R.length;
        best = R.slice();
      }
      R.pop();
      continue;
    }
    const c = colorSort(NP, adj);
    stack.push({ P: NP, order: c.order, color: c.color, i: c.order.length - 1 });
  }
  return best;
}
