import { describe, expect, it } from 'vitest';
import { isGrrafError } from '../errors.js';
import { createLlmContext } from '../llm/llm-runtime.js';
import { type ScriptedResponse, scriptedModel } from '../llm/test-support/index.js';
import type { LlmStep } from '../trace/trace.js';
import { createDocTree } from './doc-tree.js';
import { type HierarchicalOptions, hierarchicalRetriever } from './hierarchical.js';
import { smallTree } from './test-support/small-tree.js';

const tree = smallTree();
/** One level per layer, as Algorithm 1 walks (no section opened in place). */
const layered = (options: HierarchicalOptions = {}) => hierarchicalRetriever({ layerBudget: 0, ...options });
const QUERY = 'Compute the maximum flow from s to t, then the clustering coefficient of s.';

function setup(script: ScriptedResponse[]) {
  const model = scriptedModel(script);
  const llm = createLlmContext({ model });
  return { model, llm };
}

/** The entries lines of a prompt, e.g. ['[1] Flows: …', …]. */
const entries = (prompt: string) => prompt.split('\n').filter((l) => /^\[\d+\] /.test(l));

describe('hierarchical retriever', () => {
  it('descends only into the branches the model keeps, then filters the collected leaves', async () => {
    const { model, llm } = setup([
      { text: '[1, 2]' }, // layer 1: Flows, Clustering
      { text: '[1, 3]' }, // layer 2: Maximum Flow, clustering
      { text: '["maximum_flow"]' }, // layer 3
      { text: '[1, 2]' }, // global filter: clustering, maximum_flow
    ]);
    const result = await layered().retrieve(QUERY, tree, { llm });
    expect(entries(model.prompts[0]!)).toEqual([
      '[1] Flows: Maximum flow and minimum cut algorithms.',
      '[2] Clustering: Clustering coefficients.',
      '[3] Shortest Paths: Shortest path algorithms.',
      '[4] Eulerian: Eulerian paths.',
    ]);
    // pruned: nothing under Shortest Paths or Eulerian is ever shown
    expect(entries(model.prompts[1]!).map((l) => l.split(':')[0])).toEqual([
      '[1] Flows / Maximum Flow',
      '[2] Flows / Min Cost',
      '[3] Clustering / clustering',
      '[4] Clustering / average_clustering',
    ]);
    expect(entries(model.prompts[2]!).map((l) => l.split(':')[0])).toEqual([
      '[1] Flows / Maximum Flow / maximum_flow',
      '[2] Flows / Maximum Flow / minimum_cut',
    ]);
    // the global filter sees the leaves kept at depth 2 and 3, with the start of their text
    const filter = entries(model.prompts[3]!);
    expect(filter.map((l) => l.split(':')[0])).toEqual([
      '[1] Clustering / clustering',
      '[2] Flows / Maximum Flow / maximum_flow',
    ]);
    expect(filter[1]).toContain('— maximum_flow(G, ...) Find a maximum single-commodity flow.');
    expect(model.prompts[3]).toContain('Which of these functions should the code call');
    expect(result.documents).toEqual([
      { id: 'Clustering/clustering', name: 'clustering' },
      { id: 'Flows/Maximum Flow/maximum_flow', name: 'maximum_flow' },
    ]);
    expect(result.notes).toEqual([]);
    expect(model.remaining()).toBe(0);
  });

  it('drops what the global filter rejects, and can skip the filter', async () => {
    const script = () => [{ text: '[2]' }, { text: '[1, 2]' }, { text: '[2]' }];
    const filtered = await layered().retrieve(QUERY, tree, setup(script()));
    expect(filtered.documents.map((d) => d.name)).toEqual(['average_clustering']);
    const unfiltered = await layered({ globalFilter: false }).retrieve(
      QUERY,
      tree,
      setup(script().slice(0, 2)),
    );
    expect(unfiltered.documents.map((d) => d.name)).toEqual(['clustering', 'average_clustering']);
    expect(unfiltered.stats.llmCalls).toBe(2);
  });

  it('batches a large layer and merges the batches’ choices', async () => {
    const { model, llm } = setup([
      { match: /\[1\] Flows:/, text: '[2]' }, // batch 1: Flows, Clustering, Shortest Paths → Clustering
      { match: /\[1\] Eulerian:/, text: '[1]' }, // batch 2: Eulerian
      { match: /chapters, sections or functions/, text: '[1, 3]' }, // layer 2 (the layer-1 entries are used up)
      { text: '[1, 2]' }, // global filter
    ]);
    const result = await layered({ maxBatchItems: 3 }).retrieve(QUERY, tree, { llm });
    const layer1 = model.prompts.slice(0, 2).map((p) => entries(p).length);
    expect(layer1).toEqual([3, 1]);
    expect(result.documents.map((d) => d.name)).toEqual(['clustering', 'has_eulerian_path']);
    expect(result.stats.llmCalls).toBe(4);
  });

  it('batches by characters too', async () => {
    const { model, llm } = setup([{ text: '[]', repeat: true }]);
    await layered({ maxBatchChars: 60 }).retrieve(QUERY, tree, { llm });
    // each chapter line is 30–55 characters: one per batch
    expect(model.prompts.map((p) => entries(p).length)).toEqual([1, 1, 1, 1]);
  });

  it('ignores unknown entries and unreadable answers, saying so in the notes', async () => {
    const { llm } = setup([
      { text: 'Relevant: [1, 9, "graph_magic"]' },
      { text: 'Hmm, these all look somewhat related to what the user asked about.' },
    ]);
    const result = await layered().retrieve(QUERY, tree, { llm });
    expect(result.documents).toEqual([]);
    expect(result.notes).toEqual([
      'retrieval-layer-1: ignored unknown entries #9, graph_magic',
      'retrieval-layer-2: no selection could be read from "Hmm, these all look somewhat related to what the user asked about."',
      'layer 2: the model kept none of 2 candidates',
      'no document found',
    ]);
  });

  it('returns an empty result with a note when nothing is kept, without a global filter call', async () => {
    const { model, llm } = setup([{ text: '[]' }]);
    const result = await layered().retrieve('Bake a cake.', tree, { llm });
    expect(result.documents).toEqual([]);
    expect(result.notes).toEqual(['layer 1: the model kept none of 4 candidates', 'no document found']);
    expect(result.stats.llmCalls).toBe(1);
    expect(model.prompts).toHaveLength(1);
  });

  it('stops at the abort signal: no model call after it fires', async () => {
    const controller = new AbortController();
    const { model, llm } = setup([
      {
        match: () => {
          controller.abort(new Error('user cancelled'));
          return true;
        },
        text: '[1, 2]',
      },
      { text: '[1]', repeat: true },
    ]);
    const error = await layered()
      .retrieve(QUERY, tree, { llm, signal: controller.signal })
      .catch((e) => e);
    expect(isGrrafError(error, 'cancelled')).toBe(true);
    expect(model.prompts).toHaveLength(1);
  });

  it('adds up model calls and tokens, and matches the trace', async () => {
    const usage = (i: number) => ({ inputTokens: 100 + i, outputTokens: i });
    const { llm } = setup([
      { text: '[1]', usage: usage(1) },
      { text: '[1]', usage: usage(2) },
      { text: '[1, 2]', usage: usage(3) },
      { text: '[2]', usage: usage(4) },
    ]);
    const result = await layered().retrieve(QUERY, tree, { llm });
    expect(result.documents.map((d) => d.name)).toEqual(['minimum_cut']);
    expect(result.stats).toMatchObject({ llmCalls: 4, inputTokens: 410, outputTokens: 10 });
    const steps = llm.trace.steps.filter((s): s is LlmStep => s.kind === 'llm');
    expect(steps.map((s) => s.name)).toEqual([
      'retrieval-layer-1',
      'retrieval-layer-2',
      'retrieval-layer-3',
      'retrieval-global-filter',
    ]);
    expect(llm.trace.usage()).toEqual({ inputTokens: 410, outputTokens: 10 });
    expect(result.stats.ms).toBeGreaterThanOrEqual(0);
  });

  it('by default opens small sections in place while a layer fits one call', async () => {
    const { model, llm } = setup([
      { text: '[1, 3]' }, // layer 1 (budget 5): Maximum Flow, min_cost_flow, Clustering, …
      { text: '[1, 3]' }, // layer 2: the children of Maximum Flow and Clustering, 4 leaves
      { text: '[1]' }, // global filter
    ]);
    const result = await hierarchicalRetriever({ maxBatchItems: 5 }).retrieve(QUERY, tree, { llm });
    expect(entries(model.prompts[0]!).map((l) => l.split(':')[0])).toEqual([
      '[1] Flows / Maximum Flow',
      '[2] Flows / Min Cost / min_cost_flow',
      '[3] Clustering',
      '[4] Shortest Paths / generic / shortest_path_length',
      '[5] Eulerian / has_eulerian_path',
    ]);
    expect(entries(model.prompts[1]!).map((l) => l.split(':')[0])).toEqual([
      '[1] Flows / Maximum Flow / maximum_flow',
      '[2] Flows / Maximum Flow / minimum_cut',
      '[3] Clustering / clustering',
      '[4] Clustering / average_clustering',
    ]);
    expect(result.documents.map((d) => d.name)).toEqual(['maximum_flow']);
    expect(result.stats.llmCalls).toBe(3);
  });

  it('shows a tree that fits its budget as one layer of leaves', async () => {
    const { model, llm } = setup([{ text: '[1, 4]' }, { text: '[1, 2]' }]);
    const result = await hierarchicalRetriever().retrieve(QUERY, tree, { llm });
    expect(entries(model.prompts[0]!)).toHaveLength(7);
    expect(model.prompts[0]).toContain('[4] Clustering / clustering:');
    expect(result.documents.map((d) => d.name)).toEqual(['maximum_flow', 'clustering']);
    expect(llm.trace.steps.map((s) => s.name)).toEqual(['retrieval-layer-1', 'retrieval-global-filter']);
  });

  it('shows a page filed under two sections once, and skips the filter for a single document', async () => {
    const page = {
      name: 'dinitz',
      description: 'Dinitz flow.',
      text: 'dinitz(G, s, t) Find a maximum flow.',
    };
    const repeated = createDocTree('t', '', [
      { name: 'Flows', description: 'Flows.', children: [page, { name: 'x', description: 'x.', text: 'x' }] },
      { name: 'Utils', description: 'Helpers.', children: [page] },
    ]);
    const { model, llm } = setup([{ text: '[1, 3]' }]); // one layer of three leaves: both dinitz pages
    const result = await hierarchicalRetriever().retrieve(QUERY, repeated, { llm });
    expect(result.documents).toEqual([{ id: 'Flows/dinitz', name: 'dinitz' }]);
    expect(result.stats.llmCalls).toBe(1);
    expect(model.prompts).toHaveLength(1);
  });

  it('needs a model', async () => {
    const error = await layered()
      .retrieve(QUERY, tree)
      .catch((e) => e);
    expect(isGrrafError(error, 'config')).toBe(true);
  });
});
