import { describe, expect, it } from 'vitest';
import type { GraphData } from '../../graph/model.js';
import { mulberry32 } from '../../util/mulberry32.js';
import { graphView, PROPERTY_CHARS } from './graph-view.js';

/** A seeded random simple graph with n nodes and about m edges, plus a known path 0-1-2-...-9. */
function randomGraph(n: number, m: number, seed: number): GraphData {
  const rng = mulberry32(seed);
  const seen = new Set<string>();
  const edges: GraphData['edges'] = [];
  const add = (a: number, b: number) => {
    const k = a < b ? `${a}|${b}` : `${b}|${a}`;
    if (a === b || seen.has(k)) return;
    seen.add(k);
    edges.push({ source: a, target: b, properties: {}, weight: 1 });
  };
  for (let i = 0; i < 9; i++) add(i, i + 1);
  while (edges.length < m) add(Math.floor(rng() * n), Math.floor(rng() * n));
  return {
    directed: false,
    nodes: Array.from({ length: n }, (_, i) => ({ id: i, labels: [], properties: {} })),
    edges,
  };
}

describe('graphView', () => {
  it('draws a small graph whole, labeled by name where nodes have one', () => {
    const g: GraphData = {
      directed: true,
      nodes: [
        { id: 'a', labels: [], properties: { name: 'Alpha' } },
        { id: 'b', labels: [], properties: {} },
      ],
      edges: [{ source: 'a', target: 'b', properties: {}, weight: 2 }],
    };
    const v = graphView(g);
    expect(v).toMatchObject({
      directed: true,
      weighted: true,
      sampled: false,
      grid: false,
      totalNodes: 2,
      totalEdges: 1,
    });
    expect(v.nodes).toEqual([
      { key: 'a', label: 'Alpha', properties: { name: 'Alpha' } },
      { key: 'b', label: 'b' },
    ]);
    expect(v.edges).toEqual([{ source: 'a', target: 'b', weight: 2 }]);
    expect(v.note).toBeUndefined();
  });

  it("carries labels, types and properties for the page's colors and property panel, long strings cut", () => {
    const long = 'x'.repeat(PROPERTY_CHARS + 50);
    const g: GraphData = {
      directed: false,
      nodes: [
        { id: 'R1', labels: ['Store'], properties: { name: 'Store Berlin Mitte', notes: [long] } },
        { id: 'W1', labels: ['Warehouse', 'Facility'], properties: { city: 'Hannover' }, weight: 3 },
      ],
      edges: [{ source: 'W1', target: 'R1', type: 'SHIPS_TO', properties: { mode: 'truck' } }],
    };
    const v = graphView(g);
    expect(v.weighted).toBe(false);
    expect(v.nodes[0]).toMatchObject({ label: 'Store Berlin Mitte', labels: ['Store'] });
    expect((v.nodes[0]!.properties!.notes as string[])[0]).toBe(`${'x'.repeat(PROPERTY_CHARS)}…`);
    expect(v.nodes[1]).toMatchObject({ labels: ['Warehouse', 'Facility'], weight: 3 });
    expect(v.edges).toEqual([
      { source: 'W1', target: 'R1', type: 'SHIPS_TO', properties: { mode: 'truck' } },
    ]);
    // The view copies: the page never shares the library's arrays.
    expect(v.nodes[1]!.labels).not.toBe(g.nodes[1]!.labels);
  });

  it('samples a large graph within the limits, keeping the answer path and its edges', () => {
    const g = randomGraph(5000, 20000, 7);
    const keep = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
    const v = graphView(g, { maxNodes: 300, maxEdges: 500, keep });
    expect(v.sampled).toBe(true);
    expect(v.nodes.length).toBe(300);
    expect(v.edges.length).toBeLessThanOrEqual(500);
    const shown = new Set(v.nodes.map((n) => n.key));
    for (const k of keep) expect(shown.has(k)).toBe(true);
    for (const e of v.edges) expect(shown.has(e.source) && shown.has(e.target)).toBe(true);
    const drawn = new Set(v.edges.map((e) => `${e.source}|${e.target}`));
    for (let i = 0; i < 9; i++) expect(drawn.has(`${i}|${i + 1}`)).toBe(true);
    expect(v.note).toContain('300 of 5,000 nodes');
    // Seeded: the same call draws the same sample.
    expect(graphView(g, { maxNodes: 300, maxEdges: 500, keep }).nodes).toEqual(v.nodes);
  });

  it('marks a grid graph and gives each node its cell', () => {
    const nodes = [];
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 3; c++) nodes.push({ id: `${r},${c}`, labels: [], properties: {} });
    const v = graphView({ directed: false, nodes, edges: [] });
    expect(v.grid).toBe(true);
    expect(v.nodes.find((n) => n.key === '2,1')).toMatchObject({ row: 2, col: 1 });
  });
});
