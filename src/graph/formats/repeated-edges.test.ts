import { describe, expect, it } from 'vitest';
import { repeatedEdges } from './repeated-edges.js';

const ends = (...pairs: [number, number][]) => ({
  src: Int32Array.from(pairs.map((p) => p[0])),
  dst: Int32Array.from(pairs.map((p) => p[1])),
});

describe('repeatedEdges', () => {
  it('points each repeat at the first edge of its ends, in either order when undirected', () => {
    const { src, dst } = ends([0, 1], [2, 0], [1, 0], [0, 2], [2, 2], [2, 2], [1, 2]);
    expect([...repeatedEdges(3, src, dst, false)]).toEqual([-1, -1, 0, 1, -1, 4, -1]);
    // Directed, (0,1) and (1,0) are different edges; only the repeated self-loop remains.
    expect([...repeatedEdges(3, src, dst, true)]).toEqual([-1, -1, -1, -1, -1, 4, -1]);
  });

  it('finds none among distinct edges, or with fewer than two edges', () => {
    const distinct = ends([0, 1], [1, 2], [2, 0]);
    expect([...repeatedEdges(3, distinct.src, distinct.dst, false)]).toEqual([-1, -1, -1]);
    const one = ends([0, 0]);
    expect([...repeatedEdges(1, one.src, one.dst, true)]).toEqual([-1]);
    expect(repeatedEdges(0, new Int32Array(0), new Int32Array(0), true)).toHaveLength(0);
  });
});
