import { describe, expect, it } from 'vitest';
import type { GraphData } from '../../graph/model.js';
import { answerHighlight } from './answer-highlight.js';
import { evidenceView } from './evidence-view.js';
import { nodeResolver } from './node-resolver.js';

const graph: GraphData = {
  directed: false,
  nodes: [0, 1, 2].map((id) => ({ id, labels: ['Junction'], properties: { name: `J${id}` } })),
  edges: [
    { source: 0, target: 1, properties: {}, weight: 2 },
    { source: 1, target: 2, properties: {}, weight: 3 },
  ],
};
const r = nodeResolver(graph);

describe('evidenceView', () => {
  it('turns ids into drawing keys and says what was checked', () => {
    const v = evidenceView({ kind: 'path', nodes: [0, 1, 2], verified: ['each step is an edge'] }, r, false);
    expect(v).toEqual({
      kind: 'path',
      nodes: ['0', '1', '2'],
      checked: true,
      caption: 'The evidence, path 0 → 1 → 2 (checked: each step is an edge).',
    });
  });

  it('says when a check failed, and draws nothing for a node the drawing does not hold', () => {
    const failed = evidenceView(
      { kind: 'cut', edges: [[0, 1]], verified: [], failed: 'its capacity is 2' },
      r,
      false,
    );
    expect(failed).toMatchObject({ kind: 'cut', edges: [['0', '1']], checked: false });
    expect(failed?.caption).toContain('its check failed: its capacity is 2');
    expect(evidenceView({ kind: 'nodes', nodes: [0, 9], verified: [] }, r, false)).toBeUndefined();
  });

  it("keeps a mapping's pattern nodes as given and resolves the graph's side", () => {
    expect(evidenceView({ kind: 'mapping', pairs: [['a', 2]], verified: ['x'] }, r, false)).toMatchObject({
      pairs: [['a', '2']],
    });
  });
});

describe('answerHighlight with evidence', () => {
  it('a number answer with a path as evidence highlights the path, in place of "names no nodes"', () => {
    const h = answerHighlight(
      { answer: 5, trace: [], evidence: { kind: 'path', nodes: [0, 1, 2], verified: ['ok'] } },
      graph,
    );
    expect(h.evidence?.kind).toBe('path');
    expect(h.note).toContain('The evidence, path 0 → 1 → 2');
    expect(answerHighlight({ answer: 5, trace: [] }, graph).note).toContain('names no nodes');
  });
});
