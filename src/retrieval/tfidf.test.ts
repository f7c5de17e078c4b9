import { describe, expect, it } from 'vitest';
import { isGrrafError } from '../errors.js';
import { createDocTree, type DocNodeInput, docLeaves } from './doc-tree.js';
import { smallTree } from './test-support/small-tree.js';
import { TfIdfIndex, tfidfRetriever, tokenize } from './tfidf.js';

const STOP = new Set(['the', 'of', 'a']);

/** Dense TF-IDF and cosine written out plainly, to check the sparse index against. */
function denseScores(texts: string[], query: string): number[] {
  const docs = texts.map((t) => tokenize(t, STOP));
  const vocabulary = [...new Set(docs.flat())];
  const idf = vocabulary.map((term) => {
    const df = docs.filter((d) => d.includes(term)).length;
    return Math.log((1 + docs.length) / (1 + df)) + 1;
  });
  const vector = (tokens: string[]) => {
    const v = vocabulary.map((term, i) => tokens.filter((t) => t === term).length * idf[i]!);
    const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0));
    return norm === 0 ? v : v.map((x) => x / norm);
  };
  const q = vector(tokenize(query, STOP));
  return docs.map((d) => vector(d).reduce((s, x, i) => s + x * q[i]!, 0));
}

describe('TF-IDF', () => {
  it('tokenizes like scikit-learn: lowercase words of 2+ characters, underscores kept, stop words out', () => {
    expect(tokenize('The maximum_flow of a Graph G, in 2 steps (O(n²))', STOP)).toEqual([
      'maximum_flow',
      'graph',
      'in',
      'steps',
      'n²', // Python's \w, like this tokenizer, counts ² as a digit
    ]);
  });

  it('scores every document as the plain dense computation does', () => {
    const texts = [
      'maximum flow from source to sink with capacities',
      'minimum cut of a flow network; the cut equals the maximum flow',
      'clustering coefficient of a node',
      'the the the',
      'shortest path length between source and target, shortest path',
    ];
    for (const query of [
      'maximum flow of the network',
      'shortest path from source',
      'clustering',
      'nothing here',
    ]) {
      const sparse = [...new TfIdfIndex(texts, STOP).scores(query)];
      const dense = denseScores(texts, query);
      for (const [i, s] of sparse.entries()) expect(s).toBeCloseTo(dense[i]!, 12);
    }
  });

  it('returns the top k leaves by similarity, best first', async () => {
    const tree = smallTree();
    const result = await tfidfRetriever({ topK: 2 }).retrieve('clustering coefficient of nodes', tree);
    expect(result.documents.map((d) => d.name)).toEqual(['clustering', 'average_clustering']);
    expect(result.stats).toMatchObject({ llmCalls: 0, inputTokens: 0, outputTokens: 0 });
    const flow = await tfidfRetriever({ topK: 1 }).retrieve('a maximum single-commodity flow', tree);
    expect(flow.documents).toEqual([{ id: 'Flows/Maximum Flow/maximum_flow', name: 'maximum_flow' }]);
  });

  it('counts leaves with identical text as one document', async () => {
    const leaf = (name: string, text: string): DocNodeInput => ({ name, description: '', text });
    const tree = createDocTree('t', '', [
      { name: 'A', description: '', children: [leaf('max_clique', 'Find the maximum clique')] },
      { name: 'B', description: '', children: [leaf('max_clique', 'Find the maximum clique')] },
      { name: 'C', description: '', children: [leaf('clique_number', 'Size of the maximum clique')] },
    ]);
    const result = await tfidfRetriever({ topK: 3 }).retrieve('maximum clique', tree);
    expect(result.documents.map((d) => d.id)).toEqual(['A/max_clique', 'C/clique_number']);
  });

  it('returns nothing, with a note, when no document shares a word with the query', async () => {
    const result = await tfidfRetriever().retrieve('bake a cake', smallTree());
    expect(result.documents).toEqual([]);
    expect(result.notes).toEqual(['no document shares a word with the query']);
  });

  it('uses the default English stop words', async () => {
    const tree = smallTree();
    expect(docLeaves(tree).length).toBe(7);
    const result = await tfidfRetriever().retrieve('the of and is', tree);
    expect(result.documents).toEqual([]);
  });

  it('honors an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await tfidfRetriever()
      .retrieve('flow', smallTree(), { signal: controller.signal })
      .catch((e) => e);
    expect(isGrrafError(error, 'cancelled')).toBe(true);
  });
});
