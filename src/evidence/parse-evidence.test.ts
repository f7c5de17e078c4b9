import { describe, expect, it } from 'vitest';
import { parseEvidence } from './parse-evidence.js';

describe('parseEvidence', () => {
  it('reads each shape key into its evidence', () => {
    expect(parseEvidence({ path: [0, '3', 19] })).toEqual({
      evidence: { kind: 'path', nodes: [0, '3', 19] },
    });
    expect(parseEvidence({ odd_cycle: [1, 2, 3] })).toEqual({
      evidence: { kind: 'odd-cycle', nodes: [1, 2, 3] },
    });
    expect(parseEvidence({ mapping: { a: 3, b: 7 } })).toEqual({
      evidence: {
        kind: 'mapping',
        pairs: [
          ['a', 3],
          ['b', 7],
        ],
      },
    });
    expect(parseEvidence({ mapping: [['a', 3]] })).toEqual({
      evidence: { kind: 'mapping', pairs: [['a', 3]] },
    });
    expect(parseEvidence({ cut: [[0, 1]], source: 0, target: 5 })).toEqual({
      evidence: { kind: 'cut', edges: [[0, 1]], source: 0, target: 5 },
    });
    expect(parseEvidence({ sides: [[0], [1, 2]] })).toEqual({
      evidence: { kind: 'sides', sides: [[0], [1, 2]] },
    });
  });

  it('says where a value is wrong', () => {
    expect(parseEvidence({ path: [0, { id: 1 }] })).toEqual({
      problem: 'evidence.path[1]: a node must be a string or a number',
    });
    expect(parseEvidence({ cut: [[0, 1], [2]] })).toMatchObject({
      problem: expect.stringMatching(/^evidence\.cut\[1\]/),
    });
    expect(parseEvidence({ sides: [[0]] })).toMatchObject({
      problem: expect.stringMatching(/^evidence\.sides: must be two lists/),
    });
  });

  it('wants exactly one shape key, and no stray keys', () => {
    expect(parseEvidence({ path: [1], cycle: [1] })).toMatchObject({
      problem: expect.stringContaining('it has path and cycle'),
    });
    expect(parseEvidence({ route: [1] })).toMatchObject({
      problem: expect.stringContaining('it has none of them'),
    });
    expect(parseEvidence({ path: [1], length: 3 })).toEqual({
      problem: 'evidence.length: not a key of path evidence',
    });
    expect(parseEvidence([1, 2])).toMatchObject({ problem: expect.stringContaining('must be an object') });
    expect(parseEvidence({ cut: [], source: [1] })).toMatchObject({
      problem: expect.stringMatching(/^evidence\.source:/),
    });
  });

  it('does not read inherited keys as shapes', () => {
    expect(parseEvidence(JSON.parse('{"__proto__": {"path": [1]}}'))).toMatchObject({
      problem: expect.stringContaining('none of them'),
    });
  });
});
