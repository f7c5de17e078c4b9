import { describe, expect, it } from 'vitest';
import { ALGORITHM_INDEX } from '../../algorithms/index.js';
import { API_DETAILED, apiIndex, words } from './api-index.js';
import { estimateTokens } from './graph-text.js';

const api = [...ALGORITHM_INDEX];
const detailedNames = (index: string) =>
  index
    .split('\n')
    .filter((l) => l.includes(' — '))
    .map((l) => /^- (\w+)\(/.exec(l)?.[1]);

describe('apiIndex', () => {
  it('details the functions a question is about', () => {
    expect(detailedNames(apiIndex(api, 'What is the maximum flow from node 0 to node 8?'))).toEqual(
      expect.arrayContaining(['maximumFlow', 'maximumFlowValue']),
    );
    expect(detailedNames(apiIndex(api, 'Is there a cycle in this directed graph?'))).toEqual(
      expect.arrayContaining(['hasCycle', 'findCycle']),
    );
    expect(
      detailedNames(
        apiIndex(
          api,
          "Does G contain a subgraph isomorphic to G' that need not be induced (a monomorphism)?",
        ),
      ),
    ).toEqual(expect.arrayContaining(['subgraphMonomorphism', 'isSubgraphMonomorphic']));
  });

  it('names every other function, so nothing is hidden', () => {
    const index = apiIndex(api, 'What is the maximum flow from node 0 to node 8?');
    for (const f of api) expect(index).toContain(f.name);
    expect(detailedNames(index).length).toBeLessThanOrEqual(API_DETAILED);
  });

  it('stays a few hundred tokens for the whole library', () => {
    for (const q of [
      '',
      'shortest path weight from 3 to 9',
      'Is G bipartite?',
      'topological sort of the nodes',
    ]) {
      expect(estimateTokens(apiIndex(api, q))).toBeLessThan(500);
    }
  });

  it('lists names only when nothing matches', () => {
    const index = apiIndex(api.slice(0, 3), 'xyzzy');
    expect(index).toBe(
      `- available: ${api
        .slice(0, 3)
        .map((f) => f.name)
        .join(', ')}`,
    );
  });
});

describe('question words', () => {
  it('drops the words too common in graph questions to pick a function', () => {
    expect(words('Find the number of nodes between node 3 and the graph')).toEqual([]);
    expect(words('What is the maximum flow value from node 0 to node 5?')).toEqual(['maximum', 'flow']);
  });
});
