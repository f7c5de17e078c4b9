import { describe, expect, it } from 'vitest';
import { ALGORITHM_INDEX } from '../../algorithms/index.js';
import { apiIndex } from './api-index.js';
import { apiRelevance } from './api-relevance.js';

const api = [...ALGORITHM_INDEX];
const top = (question: string, n = 4, focus?: string) => {
  const scores = apiRelevance(api, question, focus);
  return api
    .map((e, i) => ({ name: e.name, score: scores[i]! }))
    .filter((e) => e.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, n)
    .map((e) => e.name);
};
const PREAMBLE =
  'In a directed graph, (i->j,k) means that node i and node j are connected with an directed edge from node i to node j with weight k. ';

describe('apiRelevance', () => {
  const focused = (ask: string, n = 4) => top(`${PREAMBLE}Q: ${ask}`, n, ask);

  it('ranks the function a question names first, whatever its preamble says', () => {
    expect(focused('What is the maximum flow from node 3 to node 7?').slice(0, 2).sort()).toEqual([
      'maximumFlow',
      'maximumFlowValue',
    ]);
    expect(focused('Give one topology sorting path of this graph.')[0]).toBe('topologicalSort');
    expect(focused('Is there a path between node 53 and node 46?')).toContain('hasPath');
  });

  it('lets the focus outweigh words the preamble uses to describe its notation', () => {
    const preamble =
      'Find one of the topology sorting paths of the given graph. In a directed graph, (i->j) means that node i and node j are connected with a directed edge from node i to node j. Given a graph, you need to output one of the topology sorting paths of the graph. ';
    const ask = 'Give one topology sorting path of this graph.';
    expect(top(`${preamble}Q: ${ask}`)).toContain('connectedComponents');
    expect(top(`${preamble}Q: ${ask}`, 4, ask)).not.toContain('connectedComponents');
  });

  it('maps everyday words to the library’s (circuit, loop → cycle)', () => {
    expect(top('Whether the graph contains a circuit.')).toContain('hasCycle');
    expect(top('Whether there is a loop in the graph.')).toContain('hasCycle');
  });
});

describe('apiIndex for the lean prompt', () => {
  const lean = { detailed: 4, fuzzy: true, namesOnlyWhenUncovered: true };

  it('shows only the matching functions when they clearly cover the question', () => {
    const index = apiIndex(api, 'Q: What is the maximum flow from node 3 to node 7?', lean);
    expect(index).toContain('maximumFlowValue(G, s, t, {capacity?}) → number');
    expect(index).not.toContain('also:');
    expect(index.split('\n')).toHaveLength(4);
  });

  it('lists every name when nothing does', () => {
    const index = apiIndex(api, 'Does node 7 exist in the graph?', lean);
    for (const f of api) expect(index).toContain(f.name);
  });
});
