import { describe, expect, it } from 'vitest';
import type { GraphData, GraphEdge } from './model.js';
import { SCHEMA_EXAMPLE_LIMIT } from './schema.js';
import { buildSchema, SCHEMA_EXAMPLE_MAX_CHARS } from './schema-builder.js';
import { edge, node } from './test-support/fixtures.js';

/** A GraphInstruct-like weighted undirected graph: a ring over 0..n-1 plus chords, weights 1..10. */
function ring(n: number): GraphData {
  const nodes = Array.from({ length: n }, (_, i) => node(i));
  const edges: GraphEdge[] = [];
  for (let i = 0; i < n; i++) {
    edges.push(edge(i, (i + 1) % n, { weight: 1 + ((i * 7) % 10) }));
    edges.push(edge(i, (i + 3) % n, { weight: 1 + ((i * 3) % 10) }));
  }
  return { directed: false, nodes, edges };
}

describe('buildSchema', () => {
  it('summarizes an unlabeled weighted graph under the default label and type', () => {
    const s = buildSchema(ring(10));
    expect(s).toMatchObject({
      directed: false,
      weighted: true,
      nodeWeighted: false,
      multi: false,
      nodeCount: 10,
      edgeCount: 20,
      selfLoops: 0,
      idType: 'integer',
      idExamples: [0, 1, 2],
      weightRange: { min: 1, max: 10 },
    });
    expect(s.nodeLabels).toEqual([{ label: 'Node', count: 10, properties: [] }]);
    expect(s.relationshipTypes).toEqual([
      {
        type: 'EDGE',
        count: 20,
        endpoints: [{ from: 'Node', to: 'Node' }],
        // Weights in edge order are 1, 1, 8, 4, ...: the first three distinct.
        properties: [{ key: 'weight', types: ['integer'], count: 20, examples: [1, 8, 4] }],
      },
    ]);
  });

  it('has no weight range and no weight property for an unweighted graph', () => {
    const s = buildSchema({ directed: true, nodes: [node(0), node(1)], edges: [edge(0, 1)] });
    expect(s.weighted).toBe(false);
    expect(s.weightRange).toBeUndefined();
    expect(s.relationshipTypes[0]!.properties).toEqual([]);
  });

  it('keeps the first distinct examples, at most SCHEMA_EXAMPLE_LIMIT, and tells integers from floats', () => {
    const nodes = [3, 3, 1.5, 'x', 7, 8].map((v, i) => node(i, { properties: { v } }));
    const [prop] = buildSchema({ directed: false, nodes, edges: [] }).nodeLabels[0]!.properties;
    expect(prop).toEqual({
      key: 'v',
      types: ['float', 'integer', 'string'],
      count: 6,
      examples: [3, 1.5, 'x'],
    });
    expect(prop!.examples.length).toBeLessThanOrEqual(SCHEMA_EXAMPLE_LIMIT);
  });

  it('types lists, booleans and nulls, and cuts long example strings', () => {
    const long = 'y'.repeat(500);
    const nodes = [node(0, { properties: { l: [1, 2], b: true, z: null, s: long } })];
    const props = buildSchema({ directed: false, nodes, edges: [] }).nodeLabels[0]!.properties;
    expect(props.map((p) => [p.key, p.types])).toEqual([
      ['b', ['boolean']],
      ['l', ['list']],
      ['s', ['string']],
      ['z', ['null']],
    ]);
    const s = props.find((p) => p.key === 's')!.examples[0] as string;
    expect(s.length).toBe(SCHEMA_EXAMPLE_MAX_CHARS);
    expect(s.endsWith('…')).toBe(true);
  });

  it('counts labels, relationship types, endpoints and properties per group', () => {
    const data: GraphData = {
      directed: true,
      nodes: [
        node('s1', { labels: ['Supplier'], properties: { name: 'Acme' } }),
        node('p1', { labels: ['Plant', 'Depot'], properties: { name: 'North', cap: 3 } }),
        node('p2', { labels: ['Plant'], properties: { name: 'South' } }),
        node('x'),
      ],
      edges: [
        edge('s1', 'p1', { type: 'SUPPLIES', properties: { tons: 2.5 } }),
        edge('s1', 'p2', { type: 'SUPPLIES', properties: { tons: 1 } }),
        edge('x', 'x'),
      ],
    };
    const s = buildSchema(data);
    expect(s.idType).toBe('string');
    expect(s.selfLoops).toBe(1);
    expect(s.nodeLabels.map((l) => [l.label, l.count])).toEqual([
      ['Depot', 1],
      ['Node', 1],
      ['Plant', 2],
      ['Supplier', 1],
    ]);
    const plant = s.nodeLabels.find((l) => l.label === 'Plant')!;
    expect(plant.properties).toEqual([
      { key: 'cap', types: ['integer'], count: 1, examples: [3] },
      { key: 'name', types: ['string'], count: 2, examples: ['North', 'South'] },
    ]);
    expect(s.relationshipTypes.map((r) => [r.type, r.count, r.endpoints])).toEqual([
      ['EDGE', 1, [{ from: 'Node', to: 'Node' }]],
      [
        'SUPPLIES',
        2,
        [
          { from: 'Supplier', to: 'Depot' },
          { from: 'Supplier', to: 'Plant' },
        ],
      ],
    ]);
    expect(s.relationshipTypes[1]!.properties[0]!.types).toEqual(['float', 'integer']);
  });

  it('puts undirected endpoint pairs in name order', () => {
    const data: GraphData = {
      directed: false,
      nodes: [node(1, { labels: ['B'] }), node(2, { labels: ['A'] })],
      edges: [edge(1, 2), edge(2, 1)],
    };
    expect(buildSchema(data).relationshipTypes[0]!.endpoints).toEqual([{ from: 'A', to: 'B' }]);
  });

  it('reports node weights as the node property weight', () => {
    const nodes = [node(0, { weight: 5 }), node(1, { weight: 2 })];
    const s = buildSchema({ directed: false, nodes, edges: [] });
    expect(s.nodeWeighted).toBe(true);
    expect(s.weighted).toBe(false);
    expect(s.nodeLabels[0]!.properties).toEqual([
      { key: 'weight', types: ['integer'], count: 2, examples: [5, 2] },
    ]);
  });

  it.each([
    [[0, 1], 'integer'],
    [['a', 'b'], 'string'],
    [[0, 'b'], 'mixed'],
    [[0.5], 'mixed'],
    [[], 'none'],
  ] as const)('classifies ids %j as %s', (ids, idType) => {
    const s = buildSchema({ directed: false, nodes: ids.map((id) => node(id)), edges: [] });
    expect(s.idType).toBe(idType);
  });

  it('marks multigraphs', () => {
    const s = buildSchema({
      directed: false,
      multi: true,
      nodes: [node(0)],
      edges: [edge(0, 0), edge(0, 0)],
    });
    expect(s).toMatchObject({ multi: true, edgeCount: 2, selfLoops: 2 });
  });

  it('stays the same size at any graph size (only counts grow)', () => {
    const small = JSON.stringify(buildSchema(ring(10)));
    const large = JSON.stringify(buildSchema(ring(10_000)));
    // 10 -> 10000 nodes and 20 -> 20000 edges: 3 digits more for each of a handful of counts.
    expect(Math.abs(large.length - small.length)).toBeLessThanOrEqual(20);
    expect(large.length).toBeLessThan(1000);
  });
});
