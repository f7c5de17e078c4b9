import { describe, expect, it } from 'vitest';
import { parseGraphInstruct } from '../../graph/formats/graphinstruct.js';
import { labeledGraph, pathGraph } from '../test-support/graphs.js';
import { toTransferGraph } from './graph-transfer.js';
import { buildGraph } from './sandbox/graph-builder.js';

describe('graph transfer and sandbox graph builder', () => {
  it('keeps ids, weights (NaN = none), and only allocates attribute objects when needed', () => {
    const t = toTransferGraph(pathGraph());
    expect(t.ids).toBeInstanceOf(Float64Array);
    expect(Array.from(t.ids)).toEqual([0, 1, 2, 3, 4]);
    expect(t.nodeAttrs).toBeNull();
    expect(t.edgeAttrs).toBeNull();
    expect(Array.from(t.weights!)).toEqual([2, Number.NaN, Number.NaN]);
  });

  it("takes a parsed graph's edge columns as they are: the same form as from its edge objects", () => {
    const text =
      'The nodes are numbered from 0 to 4, weights of nodes are: [1, 7], and the edges are: (0,1,5) (3,1,2) (4,0,1).';
    const { graph } = parseGraphInstruct(text);
    // From the columns first: reading `edges` hands out objects, after which the columns are not used.
    const fromColumns = toTransferGraph(graph);
    const fromObjects = toTransferGraph({ ...graph, edges: graph.edges.map((e) => ({ ...e })) });
    // Edge objects are checked for repeats on the host (sandbox/edge-index.ts withEdgeLists):
    // distinct ones get the columns' form, per-node lists included.
    expect(fromColumns).toEqual(fromObjects);
    expect(fromObjects.distinct).toBe(true);
    // A repeated edge (the builder merges it) leaves the lists to the builder.
    const repeated = toTransferGraph({ ...graph, edges: [...graph.edges, { ...graph.edges[0]! }] });
    expect([repeated.distinct, repeated.lists]).toEqual([false, undefined]);
  });

  it('adds edge endpoints missing from the node list as bare nodes', () => {
    const t = toTransferGraph({
      directed: true,
      nodes: [],
      edges: [{ source: 'x', target: 7, properties: {} }],
    });
    const G = buildGraph(t);
    expect(G.nodes()).toEqual(['x', '7']);
    expect(G.getNodeAttribute('7', 'id')).toBe(7);
  });

  it('matches ids by their string form, whether numbers or strings, dense or sparse', () => {
    const t = toTransferGraph({
      directed: true,
      nodes: [0, '1', 2, 10_000_000, 'x', 2].map((id) => ({ id, labels: [], properties: {} })),
      edges: [
        { source: 1, target: '2', properties: {} },
        { source: '10000000', target: 0, properties: {} },
        { source: 'x', target: 3, properties: {} },
        { source: 3, target: '3', properties: {} },
      ],
    });
    expect(t.ids).toEqual([0, '1', 2, 10_000_000, 'x', 3]);
    expect([...t.src]).toEqual([1, 3, 4, 5]);
    expect([...t.dst]).toEqual([2, 0, 5, 5]);
  });

  it('matches string and numeric forms of densely indexed integer ids both ways', () => {
    const ids = [0, 1, 2, 3, '5', 4, '3', 6];
    const t = toTransferGraph({
      directed: true,
      nodes: ids.map((id) => ({ id, labels: [], properties: {} })),
      edges: [
        { source: '3', target: 5, properties: {} },
        { source: 4, target: '07', properties: {} },
        { source: '6', target: 2, properties: {} },
        { source: 7, target: '7', properties: {} },
      ],
    });
    expect(t.ids).toEqual([0, 1, 2, 3, '5', 4, 6, '07', 7]);
    expect([...t.src]).toEqual([3, 5, 6, 8]);
    expect([...t.dst]).toEqual([4, 7, 2, 8]);
  });

  it('merges a repeated edge in a simple graph (later attributes win) and keeps it in a multigraph', () => {
    const edges = [
      { source: 0, target: 1, properties: { c: 'a' } },
      { source: 0, target: 1, properties: { c: 'b' } },
    ];
    const nodes = [0, 1].map((id) => ({ id, labels: [], properties: {} }));
    const simple = buildGraph(toTransferGraph({ directed: true, nodes, edges }));
    expect(simple.size).toBe(1);
    expect(simple.getEdgeAttribute('0', '1', 'c')).toBe('b');
    const multi = buildGraph(toTransferGraph({ directed: true, multi: true, nodes, edges }));
    expect(multi.size).toBe(2);
  });

  it('puts labels, properties, node weight and edge type into attributes', () => {
    const G = buildGraph(toTransferGraph(labeledGraph()));
    expect(G.getNodeAttributes('a')).toEqual({ name: 'Ada', labels: ['Person'], weight: 5, id: 'a' });
    expect(G.getEdgeAttributes(G.edge('a', 'b'))).toEqual({ since: 2020, type: 'KNOWS' });
  });
});
