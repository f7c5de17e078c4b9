import { describe, expect, it } from 'vitest';
import type { GraphData } from '../../model.js';
import { buildSchema } from '../../schema-builder.js';
import { planLayout } from './layout.js';
import { loadSchema } from './load-schema.js';

/** The schema buildSchema gives for the edges the plan keeps: what the store reported before. */
function reference(data: GraphData) {
  const plan = planLayout(data);
  return { plan, expected: buildSchema({ ...data, edges: plan.edges }) };
}

describe('loadSchema', () => {
  it('matches buildSchema on mixed labels, self-loops, "5" and 5 as one node, a repeated edge', () => {
    const data: GraphData = {
      directed: false,
      nodes: [
        { id: 5, labels: ['Person'], properties: { name: 'a' } },
        { id: 'x', labels: ['Person', 'Admin'], properties: { name: 'b', age: 3 } },
        { id: 'y', labels: [], properties: {}, weight: 2 },
        { id: 'z', labels: ['City'], properties: { pop: 1.5 } },
        { id: 'w', labels: ['Person'], properties: {} },
      ],
      edges: [
        { source: '5', target: 'x', type: 'KNOWS', properties: { since: 2001 }, weight: 1 },
        { source: 'x', target: 'x', type: 'KNOWS', properties: {} },
        { source: 'y', target: 'z', properties: { tag: ['a'] } },
        { source: 'z', target: 5, type: 'LIVES', properties: {}, weight: 0.5 },
        { source: 'x', target: 5, type: 'KNOWS', properties: { since: 1999 } },
        { source: 'w', target: 'z', type: 'LIVES', properties: {} },
      ],
    };
    const { plan, expected } = reference(data);
    expect(plan.edges.length).toBe(5);
    expect(loadSchema(data, plan)).toEqual(expected);
    expect(loadSchema({ ...data, directed: true }, planLayout({ ...data, directed: true }))).toEqual(
      buildSchema({ ...data, directed: true }),
    );
  });

  it('matches buildSchema when every node shares one label list, and on an empty graph', () => {
    const data: GraphData = {
      directed: true,
      nodes: Array.from({ length: 50 }, (_, id) => ({ id, labels: ['N'], properties: {} })),
      edges: Array.from({ length: 120 }, (_, i) => ({
        source: i % 50,
        target: (i * 7) % 50,
        properties: {},
        weight: i,
      })),
    };
    const { plan, expected } = reference(data);
    expect(loadSchema(data, plan)).toEqual(expected);
    const empty: GraphData = { directed: true, nodes: [], edges: [] };
    expect(loadSchema(empty, planLayout(empty))).toEqual(buildSchema(empty));
  });
});
