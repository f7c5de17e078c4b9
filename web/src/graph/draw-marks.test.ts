import { describe, expect, it } from 'vitest';
import type { GraphView } from '../types';
import { buildGraph } from './build-graph';
import { drawMarks } from './draw-marks';
import { labelColors, MARK_COLORS } from './palette';

/** A square a-b-c-d-a with a diagonal a-c, weighted. */
function square(directed = false): GraphView {
  const nodes = ['a', 'b', 'c', 'd'].map((key) => ({ key, label: key.toUpperCase() }));
  const pairs = [
    ['a', 'b'],
    ['b', 'c'],
    ['c', 'd'],
    ['d', 'a'],
    ['a', 'c'],
  ];
  return {
    directed,
    weighted: true,
    nodes,
    edges: pairs.map(([source, target], i) => ({ source: source!, target: target!, weight: i + 1 })),
    totalNodes: 4,
    totalEdges: 5,
    sampled: false,
    grid: false,
  };
}

const build = (view: GraphView) => buildGraph(view, labelColors(view.nodes));

describe('drawMarks', () => {
  it('draws a path: its edges thick and colored, its endpoints largest and tagged, the rest faded', () => {
    const g = build(square());
    const drawn = drawMarks(g, [{ kind: 'path', nodes: ['b', 'a', 'd'], caption: 'path' }]);
    expect(drawn.edges).toEqual(['a-b', 'd-a']);
    expect([...drawn.nodes]).toEqual([
      ['b', ['path start']],
      ['a', ['on the path']],
      ['d', ['path end']],
    ]);
    expect(g.getEdgeAttributes('e0')).toMatchObject({ color: MARK_COLORS.path, size: 4 });
    expect(g.getEdgeAttribute('e1', 'size')).toBe(1);
    expect(g.getEdgeAttribute('e1', 'color')).not.toBe(MARK_COLORS.path);
    expect(g.getNodeAttribute('b', 'label')).toBe('B · start');
    expect(g.getNodeAttribute('d', 'label')).toBe('D · end');
    expect(g.getNodeAttribute('b', 'size')).toBeGreaterThan(g.getNodeAttribute('a', 'size'));
    expect(g.getNodeAttribute('a', 'size')).toBeGreaterThan(g.getNodeAttribute('c', 'size'));
    expect(g.getNodeAttributes('c')).toMatchObject({ labelStyle: 'faint' });
    expect(g.getNodeAttribute('c', 'color')).not.toBe(g.getNodeAttribute('c', 'baseColor'));
    expect(g.getNodeAttributes('a')).toMatchObject({ labelStyle: 'marked', ring: MARK_COLORS.path });
  });

  it("draws a cycle's closing edge, and cut edges in the cut color", () => {
    const g = build(square());
    const drawn = drawMarks(g, [
      { kind: 'cycle', nodes: ['a', 'b', 'c'], caption: 'cycle' },
      { kind: 'edges', edges: [['c', 'd']], role: 'cut', caption: 'cut' },
    ]);
    expect(drawn.edges).toEqual(['a-b', 'b-c', 'a-c', 'c-d']);
    expect(g.getEdgeAttributes('e2')).toMatchObject({ color: MARK_COLORS.cut, size: 5 });
  });

  it('follows a directed path against the arrows when there is no edge along them', () => {
    const g = build(square(true));
    const drawn = drawMarks(g, [{ kind: 'path', nodes: ['b', 'a'], caption: '' }]);
    expect(drawn.edges).toEqual(['a-b']);
  });

  it('says which marked nodes and pairs the drawing does not have', () => {
    const g = build(square());
    const drawn = drawMarks(g, [{ kind: 'path', nodes: ['a', 'x', 'b', 'd'], caption: '' }]);
    expect(drawn.missingNodes).toEqual(['x']);
    expect(drawn.missingEdges).toEqual([
      ['a', 'x'],
      ['x', 'b'],
      ['b', 'd'],
    ]);
  });

  it("tags a mapping's nodes and numbers a walk's steps", () => {
    const g = build(square());
    drawMarks(g, [
      { kind: 'nodes', nodes: ['a', 'b'], role: 'matched', tags: { a: 'p1', b: 'p2' }, caption: '' },
      { kind: 'walk', nodes: ['c', 'a'], caption: '' },
    ]);
    expect(g.getNodeAttribute('a', 'label')).toBe('A · p1 · 2');
    expect(g.getNodeAttribute('c', 'label')).toBe('C · 1');
  });

  it('changes nothing when nothing is marked', () => {
    const g = build(square());
    const before = JSON.stringify(g.export());
    expect(drawMarks(g, []).nodes.size).toBe(0);
    expect(JSON.stringify(g.export())).toBe(before);
  });
});
