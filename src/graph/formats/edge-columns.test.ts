import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../util/mulberry32.js';
import type { GraphData } from '../model.js';
import { hasDistinctEdges } from './distinct-edges.js';
import { edgeColumns, edgeCount } from './edge-columns.js';
import { GraphBuilder } from './graph-builder.js';
import { parseGraphInstruct } from './graphinstruct.js';

const TEXT = 'The nodes are numbered from 0 to 3, and the edges are: (0,1,5) (2,1,3) (3,0,1).';

function columnar(): GraphData {
  const b = new GraphBuilder({ directed: false });
  b.addEdgeAt(0, '1', 5);
  b.addEdgeAt('2', 1, undefined, 2, 7);
  b.addEdgeAt(3, 0, 1.5);
  return b.result().graph;
}

describe('columnar graphs (edges added by their ends)', () => {
  it('make the edge objects a parser makes, the ends spelled as their nodes', () => {
    const g = columnar();
    expect(edgeCount(g)).toBe(3);
    expect(edgeColumns(g)).toMatchObject({
      source: Int32Array.from([0, 2, 3]),
      target: Int32Array.from([1, 1, 0]),
    });
    expect(g.edges).toEqual([
      { source: 0, target: '1', properties: {}, weight: 5 },
      { source: '2', target: '1', properties: {} },
      { source: 3, target: 0, properties: {}, weight: 1.5 },
    ]);
    expect(g.edges).toBe(g.edges);
    expect(JSON.parse(JSON.stringify(g)).edges).toHaveLength(3);
    expect(edgeCount(g)).toBe(3);
  });

  it('stop standing for the edges once an edge object is handed out (it may be changed in place)', () => {
    const g = columnar();
    expect(edgeColumns(g)).toBeDefined();
    g.edges[0]!.weight = 50;
    expect(edgeColumns(g)).toBeUndefined();
    expect(g.edges[0]!.weight).toBe(50);
  });

  it('keep the columns only while the graph is as parsed', () => {
    const pushed = columnar();
    pushed.edges.push({ source: 0, target: 2, properties: {} });
    expect(edgeColumns(pushed)).toBeUndefined();
    expect(edgeCount(pushed)).toBe(4);
    const replaced = columnar();
    replaced.edges = [];
    expect(edgeColumns(replaced)).toBeUndefined();
    expect(replaced.edges).toEqual([]);
    const renoded = columnar();
    renoded.nodes = [...renoded.nodes];
    expect(edgeColumns(renoded)).toBeUndefined();
    expect(edgeColumns({ ...columnar() })).toBeUndefined();
  });

  it('come from GraphInstruct text, with the edges the text names', () => {
    const { graph } = parseGraphInstruct(TEXT);
    expect(edgeColumns(graph)?.weights).toEqual(Float64Array.from([5, 3, 1]));
    expect(graph.edges.map((e) => [e.source, e.target, e.weight])).toEqual([
      [0, 1, 5],
      [2, 1, 3],
      [3, 0, 1],
    ]);
  });

  it.each([true, false])(
    'stay columns when repeats are merged, with the edges and warnings the objects would give (directed %s)',
    (directed) => {
      const rng = mulberry32(directed ? 3 : 4);
      const pick = () => Math.floor(rng() * 15);
      const columns = new GraphBuilder({ directed });
      const objects = new GraphBuilder({ directed });
      for (let i = 0; i < 200; i++) {
        const [s, t] = [pick(), pick()];
        // Some edges without a weight: a repeat without one keeps the earlier weight.
        const w = i % 4 === 0 ? undefined : i;
        columns.addEdgeAt(s, t, w, i + 1, 3);
        objects.addEdge(
          { source: s, target: t, properties: {}, ...(w === undefined ? {} : { weight: w }) },
          i + 1,
          3,
        );
      }
      const fromColumns = columns.result();
      const fromObjects = objects.result();
      expect(edgeColumns(fromColumns.graph)).toBeDefined();
      expect(edgeColumns(fromObjects.graph)).toBeUndefined();
      expect(fromColumns.warnings.length).toBeGreaterThan(20);
      expect(fromColumns.warnings).toEqual(fromObjects.warnings);
      expect(hasDistinctEdges(fromColumns.graph)).toBe(true);
      expect(fromColumns.graph.edges).toEqual(fromObjects.graph.edges);
      // Read, the objects made from the columns are still vouched for.
      expect(hasDistinctEdges(fromColumns.graph)).toBe(true);
      fromColumns.graph.edges.push({ source: 0, target: 1, properties: {} });
      expect(hasDistinctEdges(fromColumns.graph)).toBe(false);
    },
  );

  it('turn into objects, in order, when an edge with attributes joins', () => {
    const b = new GraphBuilder({ directed: true });
    b.addEdgeAt(0, 1, 2);
    b.addEdge({ source: 1, target: 2, properties: { k: 1 }, type: 'T' });
    b.addEdgeAt(2, 0, undefined);
    const g = b.result().graph;
    expect(edgeColumns(g)).toBeUndefined();
    expect(g.edges).toEqual([
      { source: 0, target: 1, properties: {}, weight: 2 },
      { source: 1, target: 2, properties: { k: 1 }, type: 'T' },
      { source: 2, target: 0, properties: {} },
    ]);
    const r = new GraphBuilder({ directed: false });
    r.addEdgeAt(0, 1, 2, 1, 1);
    r.addEdgeAt(1, 0, 7, 1, 9);
    const merged = r.result();
    expect(edgeColumns(merged.graph)).toBeDefined();
    expect(merged.graph.edges).toEqual([{ source: 0, target: 1, properties: {}, weight: 7 }]);
    expect(merged.warnings).toEqual([
      { message: expect.stringMatching(/repeated edge 1-0/), line: 1, column: 9 },
    ]);
  });
});
