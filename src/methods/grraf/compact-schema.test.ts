import { describe, expect, it } from 'vitest';
import { buildSchema } from '../../graph/schema-builder.js';
import { compactSchemaText, isPlainSchema } from './compact-schema.js';

const node = (id: number, weight?: number) => ({
  id,
  labels: [],
  properties: {},
  ...(weight ? { weight } : {}),
});

describe('compactSchemaText', () => {
  it('says in one line what a program needs of an unlabeled graph', () => {
    const s = buildSchema({
      directed: true,
      nodes: [node(0, 5), node(1, 2), node(2, 7)],
      edges: [
        { source: 0, target: 1, properties: {}, weight: 3 },
        { source: 1, target: 1, properties: { capacity: 4 }, weight: 9 },
      ],
    });
    expect(isPlainSchema(s)).toBe(true);
    expect(compactSchemaText(s)).toBe(
      'directed, edge weights integer 3..9, node weights integer e.g. 5, 2, 7, 3 nodes, 2 edges, 1 self-loop, ' +
        'node ids integers (e.g. 0, 1, 2), edge properties capacity (integer e.g. 4, on 1 of 2)',
    );
  });

  it('leaves labeled graphs to the full schema text', () => {
    const s = buildSchema({
      directed: false,
      nodes: [{ id: 'a', labels: ['Person'], properties: {} }],
      edges: [],
    });
    expect(isPlainSchema(s)).toBe(false);
  });
});
