import { describe, expect, it } from 'vitest';
import type { GraphData, NodeId } from '../../graph/model.js';
import { missingNodes } from './graph-input.js';

const graph = (ids: NodeId[]): GraphData => ({
  directed: false,
  nodes: ids.map((id) => ({ id, labels: [], properties: {} })),
  edges: [],
});

describe('missingNodes', () => {
  it('names the question nodes the graph lacks, in field order, and none that it has', () => {
    const input = { graph: graph([0, 1, 2, 'a']), params: { source: 2, target: 7, node: 'b', k: 99 } };
    expect(missingNodes(input)).toEqual([
      { field: 'target', id: 7 },
      { field: 'node', id: 'b' },
    ]);
  });

  it('matches a number to a node written as a string and a string to one written as a number', () => {
    const input = { graph: graph(['5', 6]), params: { source: 5, target: '6' } };
    expect(missingNodes(input)).toEqual([]);
  });

  it('does not match ids that differ as strings', () => {
    const input = { graph: graph(['05', 1.5]), params: { source: 5, target: '1.50' } };
    expect(missingNodes(input)).toEqual([
      { field: 'source', id: 5 },
      { field: 'target', id: '1.50' },
    ]);
  });

  it('reports the same id under each field that names it', () => {
    const input = { graph: graph([1]), params: { source: 3, target: 3 } };
    expect(missingNodes(input)).toEqual([
      { field: 'source', id: 3 },
      { field: 'target', id: 3 },
    ]);
  });

  it('finds nothing missing without a graph in hand', () => {
    expect(missingNodes({ params: { source: 1 } })).toEqual([]);
  });
});
