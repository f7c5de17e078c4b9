import { describe, expect, it } from 'vitest';
import type { GraphSchema } from './schema.js';
import { formatSchemaText } from './schema-text.js';

/** The 43-node GraphInstruct-like schema of the task brief. */
const instruct: GraphSchema = {
  directed: false,
  weighted: true,
  nodeWeighted: false,
  multi: false,
  nodeCount: 43,
  edgeCount: 105,
  selfLoops: 0,
  idType: 'integer',
  idExamples: [0, 1, 2],
  weightRange: { min: 1, max: 10 },
  nodeLabels: [{ label: 'Node', count: 43, properties: [] }],
  relationshipTypes: [
    {
      type: 'EDGE',
      count: 105,
      endpoints: [{ from: 'Node', to: 'Node' }],
      properties: [{ key: 'weight', types: ['integer'], count: 105, examples: [7, 9, 4] }],
    },
  ],
};

describe('formatSchemaText', () => {
  it('writes the GraphInstruct-style schema in four short lines', () => {
    expect(formatSchemaText(instruct)).toBe(
      [
        'Graph: undirected, weighted (edge property "weight", 1..10), 43 nodes, 105 edges.',
        'Node ids: integers (e.g. 0, 1, 2).',
        'Nodes :Node (43) properties: none.',
        'Relationships :EDGE (105) Node--Node properties: weight (integer, e.g. 7, 9, 4).',
      ].join('\n'),
    );
  });

  it('shows direction, multigraph, node weights, self-loops, partial properties and quoted strings', () => {
    const text = formatSchemaText({
      directed: true,
      weighted: false,
      nodeWeighted: true,
      multi: true,
      nodeCount: 3,
      edgeCount: 1,
      selfLoops: 1,
      idType: 'string',
      idExamples: ['a', 'b', 'c'],
      nodeLabels: [
        {
          label: 'City',
          count: 3,
          properties: [
            { key: 'name', types: ['string'], count: 2, examples: ['Oslo', 'Rome'] },
            { key: 'weight', types: ['float', 'integer'], count: 3, examples: [1, 2.5] },
          ],
        },
      ],
      relationshipTypes: [
        { type: 'ROAD', count: 1, endpoints: [{ from: 'City', to: 'City' }], properties: [] },
      ],
    });
    expect(text.split('\n')).toEqual([
      'Graph: directed, multigraph (parallel edges allowed), unweighted, node-weighted (node property "weight"), 3 nodes, 1 edge, 1 self-loop.',
      'Node ids: strings (e.g. "a", "b", "c").',
      'Nodes :City (3) properties: name (string, 2 of 3, e.g. "Oslo", "Rome"), weight (float|integer, e.g. 1, 2.5).',
      'Relationships :ROAD (1) City->City properties: none.',
    ]);
  });

  it('says so when a graph has no nodes or edges', () => {
    const text = formatSchemaText({
      ...instruct,
      weighted: false,
      weightRange: undefined,
      nodeCount: 0,
      edgeCount: 0,
      idType: 'none',
      idExamples: [],
      nodeLabels: [],
      relationshipTypes: [],
    });
    expect(text).toBe(
      'Graph: undirected, unweighted, 0 nodes, 0 edges.\nNode ids: none.\nRelationships: none.',
    );
  });
});
