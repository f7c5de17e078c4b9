import { describe, expect, it } from 'vitest';
import { isGrrafError } from '../errors.js';
import { createLlmContext } from '../llm/llm-runtime.js';
import { type ScriptedResponse, scriptedModel } from '../llm/test-support/index.js';
import { docLeaves } from './doc-tree.js';
import { flatScreeningRetriever } from './flat-screening.js';
import { smallTree } from './test-support/small-tree.js';

const tree = smallTree();
const QUERY = 'Is there an Eulerian path? If so, the clustering coefficient of node 3.';
const entries = (prompt: string) => prompt.split('\n').filter((l) => /^\[\d+\] /.test(l));

function setup(script: ScriptedResponse[]) {
  const model = scriptedModel(script);
  return { model, llm: createLlmContext({ model }) };
}

describe('flat screening retriever', () => {
  it('shows every leaf once, without the hierarchy, and keeps the chosen ones', async () => {
    const { model, llm } = setup([{ text: '[4, 7]' }]);
    const result = await flatScreeningRetriever().retrieve(QUERY, tree, { llm });
    expect(entries(model.prompts[0]!).map((l) => l.split(':')[0])).toEqual(
      docLeaves(tree).map((l, i) => `[${i + 1}] ${l.id.split('/').join(' / ')}`),
    );
    expect(result.documents).toEqual([
      { id: 'Clustering/clustering', name: 'clustering' },
      { id: 'Eulerian/has_eulerian_path', name: 'has_eulerian_path' },
    ]);
    expect(result.stats.llmCalls).toBe(1);
  });

  it('screens in batches, numbering each batch from 1, and merges the choices', async () => {
    const { model, llm } = setup([
      { match: /\[1\] Flows \/ Maximum Flow \/ maximum_flow/, text: '[]' }, // leaves 1–3
      { match: /\[1\] Clustering \/ clustering/, text: '["clustering"]' }, // leaves 4–6
      { match: /\[1\] Eulerian/, text: '1' }, // leaf 7
    ]);
    const result = await flatScreeningRetriever({ maxBatchItems: 3 }).retrieve(QUERY, tree, { llm });
    expect(model.prompts.map((p) => entries(p).length).sort()).toEqual([1, 3, 3]);
    expect(result.documents.map((d) => d.name)).toEqual(['clustering', 'has_eulerian_path']);
    expect(result.stats.llmCalls).toBe(3);
    expect(model.remaining()).toBe(0);
  });

  it('notes malformed answers and returns an empty set when nothing is kept', async () => {
    const { llm } = setup([{ text: 'The answer is probably in the graph theory chapter somewhere.' }]);
    const result = await flatScreeningRetriever().retrieve(QUERY, tree, { llm });
    expect(result.documents).toEqual([]);
    expect(result.notes).toEqual([
      'retrieval-screening: no selection could be read from "The answer is probably in the graph theory chapter somewhere."',
      'no document found: the model kept none of 7 documents',
    ]);
  });

  it('sums calls and tokens over the batches', async () => {
    const { llm } = setup([{ text: '[]', usage: { inputTokens: 50, outputTokens: 1 }, repeat: true }]);
    const result = await flatScreeningRetriever({ maxBatchItems: 2 }).retrieve(QUERY, tree, { llm });
    expect(result.stats).toMatchObject({ llmCalls: 4, inputTokens: 200, outputTokens: 4 });
    expect(llm.trace.usage()).toEqual({ inputTokens: 200, outputTokens: 4 });
    expect(llm.trace.steps.every((s) => s.name === 'retrieval-screening')).toBe(true);
  });

  it('starts no call once aborted', async () => {
    const { model, llm } = setup([{ text: '[]', repeat: true }]);
    const controller = new AbortController();
    controller.abort();
    const error = await flatScreeningRetriever()
      .retrieve(QUERY, tree, { llm, signal: controller.signal })
      .catch((e) => e);
    expect(isGrrafError(error, 'cancelled')).toBe(true);
    expect(model.prompts).toHaveLength(0);
  });
});
