import { describe, expect, it } from 'vitest';
import { thrownGrrafError } from '../test-support/fixtures.js';
import { detectFormat } from './detect.js';
import { parseEdgeList, writeEdgeList } from './edgelist.js';
import { parseGraph } from './parse.js';

const fails = (text: string) => thrownGrrafError(() => parseEdgeList(text, { file: 'g.edgelist' }));

describe('edge list', () => {
  it('reads ids, weights, comments, blank lines and isolated nodes', () => {
    const p = parseEdgeList('# a comment\n\n0 1\n1\t2 2.5  # trailing\nx\n7 a\n');
    expect(p.graph.directed).toBe(false);
    expect(p.graph.nodes.map((n) => n.id)).toEqual([0, 1, 2, 'x', 7, 'a']);
    expect(p.graph.edges).toEqual([
      { source: 0, target: 1, properties: {} },
      { source: 1, target: 2, properties: {}, weight: 2.5 },
      { source: 7, target: 'a', properties: {} },
    ]);
  });

  it('keeps ids with leading zeros or beyond safe integers as strings', () => {
    const p = parseEdgeList('007 -3\n12345678901234567890 0\n');
    expect(p.graph.nodes.map((n) => n.id)).toEqual(['007', -3, '12345678901234567890', 0]);
  });

  it('reads NetworkX data columns and a direction comment', () => {
    const p = parseEdgeList("# directed\n0 1 {'weight': 3, 'color': 'red'}\n", { directed: false });
    expect(p.graph.directed).toBe(true);
    expect(p.graph.edges[0]).toEqual({ source: 0, target: 1, weight: 3, properties: { color: 'red' } });
  });

  it('merges a repeated undirected edge with a warning on its line', () => {
    const p = parseEdgeList('0 1 4\n1 0 6\n');
    expect(p.graph.edges).toEqual([{ source: 0, target: 1, properties: {}, weight: 6 }]);
    expect(p.warnings).toHaveLength(1);
    expect(p.warnings[0]?.line).toBe(2);
  });

  it('keeps both directions when directed', () => {
    expect(parseEdgeList('0 1\n1 0\n', { directed: true }).graph.edges).toHaveLength(2);
  });

  it('rejects a non-numeric weight with file, line and column', () => {
    const e = fails('0 1 2\n3 4 heavy\n');
    expect(e.code).toBe('validation');
    expect(e.location).toEqual({ file: 'g.edgelist', line: 2, column: 5 });
  });

  it('rejects too many columns, empty input, comment-only input and NUL bytes', () => {
    expect(fails('0 1 2 3\n').location.line).toBe(1);
    expect(fails('  \n').message).toMatch(/empty/);
    expect(fails('# only a comment\n').message).toMatch(/empty/);
    const nul = fails('0 1\n2 \u0000\n');
    expect(nul.location).toMatchObject({ line: 2, column: 3 });
  });

  it('round-trips through the writer, isolated nodes and direction included', () => {
    const p = parseEdgeList('# directed\n5\n0 1 2\n1 2\n', {});
    const again = parseEdgeList(writeEdgeList(p.graph));
    expect(again.graph).toEqual(p.graph);
  });

  it('reads `,` and `;` between columns, and detects numeric comma-separated lines as an edge list', () => {
    const text = '0,1\n1, 2,2.5\n2;3\n';
    const p = parseEdgeList(text);
    expect(p.graph.edges).toEqual([
      { source: 0, target: 1, properties: {} },
      { source: 1, target: 2, properties: {}, weight: 2.5 },
      { source: 2, target: 3, properties: {} },
    ]);
    expect(parseGraph(text).format).toBe('edgelist');
    // A header-like line stays a CSV question for detection.
    expect(detectFormat('source,target\na,b\n')).toBe('csv');
  });

  it('refuses an arrow between ids instead of reading a node named "->"', () => {
    for (const arrow of ['->', '-', '--', '\u2192']) {
      const e = fails(`0 1\n1 ${arrow} 2\n`);
      expect(e.code).toBe('parse');
      expect(e.location).toMatchObject({ line: 2, column: 3 });
      expect(e.message).toMatch(/arrow between ids/);
    }
    // A negative id is not an arrow.
    expect(parseEdgeList('-1 -2\n').graph.edges).toEqual([{ source: -1, target: -2, properties: {} }]);
  });
});
