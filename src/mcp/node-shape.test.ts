import { describe, expect, it } from 'vitest';
import { cypherValueView, nodeRowView } from './node-shape.js';

describe('the node shape MCP sends', () => {
  it('rewrites Neo4j nodes, relationships and paths (as the driver values arrive in plain JSON)', () => {
    const ada = { _labels: ['Person'], id: 'ada', name: 'Ada' };
    const note = { _labels: ['Document'], id: 'note', title: 'Notes' };
    const wrote = { _type: 'WROTE', year: 1843 };
    expect(cypherValueView({ p: { nodes: [ada, note], relationships: [wrote] }, n: 2 })).toEqual({
      p: {
        nodes: [
          { id: 'ada', labels: ['Person'], properties: { name: 'Ada' } },
          { id: 'note', labels: ['Document'], properties: { title: 'Notes' } },
        ],
        relationships: [{ type: 'WROTE', properties: { year: 1843 } }],
      },
      n: 2,
    });
  });

  it("gives an unlabeled embedded node its table's label, and leaves maps and scalars alone", () => {
    expect(cypherValueView({ id: 3, _labels: [], _label: 'Node', w: 1 })).toEqual({
      id: 3,
      labels: ['Node'],
      properties: { w: 1 },
    });
    expect(cypherValueView([{ k: 1, v: [1, 'x', null] }, 'text', null])).toEqual([
      { k: 1, v: [1, 'x', null] },
      'text',
      null,
    ]);
  });

  it("turns GraphWalk's flat node row into the same shape", () => {
    expect(nodeRowView({ id: 1, name: 'Ada', weight: 2 }, ['Person'])).toEqual({
      id: 1,
      labels: ['Person'],
      properties: { name: 'Ada', weight: 2 },
    });
  });
});
