import { describe, expect, it } from 'vitest';
import { repeatedEdgeKeys } from './repeated-edges.js';

const ends = (...pairs: [number, number][]) => Int32Array.from(pairs.flat());

describe('repeatedEdgeKeys', () => {
  it('names each end pair joined more than once, by its smaller end first when undirected', () => {
    const e = ends([0, 1], [2, 0], [1, 0], [0, 2], [2, 2], [2, 2], [1, 2]);
    expect([...repeatedEdgeKeys(e, 3, false)].sort()).toEqual([0 * 3 + 1, 0 * 3 + 2, 2 * 3 + 2].sort());
    // Directed, (0,1) and (1,0) are different edges; only the repeated self-loop remains.
    expect([...repeatedEdgeKeys(e, 3, true)]).toEqual([2 * 3 + 2]);
  });

  it('finds none among distinct edges, or with fewer than two edges', () => {
    expect(repeatedEdgeKeys(ends([0, 1], [1, 2], [2, 0]), 3, false).size).toBe(0);
    expect(repeatedEdgeKeys(ends([0, 0]), 1, true).size).toBe(0);
    expect(repeatedEdgeKeys(new Int32Array(0), 0, true).size).toBe(0);
  });
});
