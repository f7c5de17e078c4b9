import { describe, expect, it } from 'vitest';
import type { AnswerHighlight } from '../types';
import { type Mark, markEdges, markNodes, marksFromEvidence, marksFromHighlight } from './marks';

const highlight = (h: Partial<AnswerHighlight>): AnswerHighlight => ({
  shape: 'none',
  nodes: [],
  edges: [],
  walk: [],
  note: 'note',
  ...h,
});

describe('marksFromHighlight', () => {
  it('turns each highlight shape into the mark that draws it, the walk last', () => {
    expect(marksFromHighlight(null)).toEqual([]);
    expect(marksFromHighlight(highlight({ shape: 'none' }))).toEqual([]);
    expect(marksFromHighlight(highlight({ shape: 'path', nodes: ['0', '3', '19'] }))).toEqual([
      { kind: 'path', nodes: ['0', '3', '19'], caption: 'note' },
    ]);
    expect(marksFromHighlight(highlight({ shape: 'cycle', nodes: ['a', 'b', 'c'] }))[0]?.kind).toBe('cycle');
    expect(marksFromHighlight(highlight({ shape: 'subgraph', edges: [['a', 'b']] }))[0]).toMatchObject({
      kind: 'edges',
      role: 'answer',
    });
    expect(marksFromHighlight(highlight({ shape: 'set', nodes: ['R1'] }))[0]).toMatchObject({
      kind: 'nodes',
      role: 'answer',
    });
    expect(marksFromHighlight(highlight({ shape: 'endpoints', nodes: ['0', '11'] }))[0]).toMatchObject({
      kind: 'nodes',
      role: 'endpoint',
    });
    const walked = marksFromHighlight(highlight({ shape: 'set', nodes: ['x'], walk: ['a', 'b'] }));
    expect(walked.map((m) => m.kind)).toEqual(['nodes', 'walk']);
  });
});

describe('marksFromEvidence', () => {
  const view = { caption: 'The evidence', checked: true };
  it('draws each shape of evidence with its role: a path, a cut, a mapping tagged by pattern node, sides and an order', () => {
    expect(marksFromEvidence({ ...view, kind: 'path', nodes: ['0', '3', '19'] })).toEqual([
      { kind: 'path', nodes: ['0', '3', '19'], caption: 'The evidence' },
    ]);
    expect(marksFromEvidence({ ...view, kind: 'odd-cycle', nodes: ['a', 'b', 'c'] })[0]?.kind).toBe('cycle');
    expect(marksFromEvidence({ ...view, kind: 'cut', edges: [['1', '3']] })[0]).toMatchObject({
      kind: 'edges',
      role: 'cut',
    });
    expect(
      marksFromEvidence({
        ...view,
        kind: 'mapping',
        pairs: [
          ['a', '7'],
          ['b', '2'],
        ],
      })[0],
    ).toEqual({
      kind: 'nodes',
      nodes: ['7', '2'],
      role: 'matched',
      caption: 'The evidence',
      tags: { '7': 'a', '2': 'b' },
    });
    expect(marksFromEvidence({ ...view, kind: 'sides', sides: [['1'], ['2', '3']] })[0]).toMatchObject({
      nodes: ['1', '2', '3'],
      tags: { '1': 'A', '2': 'B', '3': 'B' },
    });
    expect(marksFromEvidence({ ...view, kind: 'order', nodes: ['5', '4'] })[0]).toMatchObject({
      tags: { '5': '1', '4': '2' },
    });
  });

  it("a highlight with evidence draws the evidence, not the answer's nodes, and the walk after it", () => {
    const h = highlight({
      shape: 'none',
      walk: ['a', 'b'],
      evidence: { ...view, kind: 'path', nodes: ['0', '1'] },
    });
    expect(marksFromHighlight(h).map((m) => m.kind)).toEqual(['path', 'walk']);
    // An answer that names nodes as well: only the evidence is drawn, not the same nodes twice.
    const both = highlight({
      shape: 'set',
      nodes: ['R1'],
      evidence: { ...view, kind: 'nodes', nodes: ['R1'] },
    });
    expect(marksFromHighlight(both)).toHaveLength(1);
  });
});

describe('markEdges and markNodes', () => {
  it("run along a path in order, close a cycle, and take an edge set's ends once each", () => {
    expect(markEdges({ kind: 'path', nodes: ['a', 'b', 'c'], caption: '' })).toEqual([
      ['a', 'b'],
      ['b', 'c'],
    ]);
    expect(markEdges({ kind: 'cycle', nodes: ['a', 'b', 'c'], caption: '' })).toEqual([
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'a'],
    ]);
    expect(markEdges({ kind: 'nodes', nodes: ['a'], role: 'answer', caption: '' })).toEqual([]);
    const cut: Mark = {
      kind: 'edges',
      edges: [
        ['s', 'a'],
        ['s', 'b'],
      ],
      role: 'cut',
      caption: '',
    };
    expect(markNodes(cut)).toEqual(['s', 'a', 'b']);
    expect(markNodes({ kind: 'walk', nodes: ['a', 'b', 'a'], caption: '' })).toEqual(['a', 'b']);
  });
});
