import { describe, expect, it } from 'vitest';
import { createLlmContext } from '../llm/llm-runtime.js';
import { type ScriptedResponse, scriptedModel } from '../llm/test-support/index.js';
import { hierarchicalRetriever } from './hierarchical.js';
import { smallTree } from './test-support/small-tree.js';

const tree = smallTree();
const QUERY = 'Compute the maximum flow from s to t, then the clustering coefficient of s.';
/** One level per layer, so the small tree has three layers as GraphSkill's NetworkX tree does. */
const compact = () => hierarchicalRetriever({ compact: true, layerBudget: 0 });

function setup(script: ScriptedResponse[]) {
  const model = scriptedModel(script);
  return { model, llm: createLlmContext({ model }) };
}

const labels = (prompt: string) =>
  prompt
    .split('\n')
    .filter((l) => /^\[\d+\] /.test(l))
    .map((l) => l.split(':')[0]);

describe('compact hierarchical retriever', () => {
  it('judges the last layer and the functions kept before it in one strict call: three calls on a three-level tree', async () => {
    const { model, llm } = setup([
      { text: '[1, 2]' }, // layer 1: Flows, Clustering
      { text: '[1, 3]' }, // layer 2: Maximum Flow, clustering
      { text: '[1, 2]' }, // layer 3, strict: clustering, maximum_flow
    ]);
    const result = await compact().retrieve(QUERY, tree, { llm });
    // every function of the kept section is shown (no lenient pick first), beside the one kept at layer 2
    expect(labels(model.prompts[2]!)).toEqual([
      '[1] Clustering / clustering',
      '[2] Flows / Maximum Flow / maximum_flow',
      '[3] Flows / Maximum Flow / minimum_cut',
    ]);
    expect(model.prompts[2]).toContain('keep one function: the library');
    expect(model.prompts[1]).toContain('Keep every entry that may help');
    expect(result.documents.map((d) => d.name)).toEqual(['clustering', 'maximum_flow']);
    expect(result.stats.llmCalls).toBe(3);
    expect(model.remaining()).toBe(0);
  });

  it('stops at two calls when the second layer holds functions only', async () => {
    const { model, llm } = setup([
      { text: '[2]' }, // layer 1: Clustering (its children are functions)
      { text: '[2]' }, // layer 2, strict: average_clustering
    ]);
    const result = await compact().retrieve('the average clustering coefficient', tree, { llm });
    expect(model.prompts[1]).toContain('keep one function: the library');
    expect(result.documents.map((d) => d.name)).toEqual(['average_clustering']);
    expect(result.stats.llmCalls).toBe(2);
  });

  it('keeps a lone function a lenient layer kept, with nothing new beside it, without another call', async () => {
    const lone = setup([
      { text: '[1, 2]' }, // layer 1: Flows, Clustering
      { text: '[3]' }, // layer 2: only the function clustering, no section to open
    ]);
    const one = await compact().retrieve('clustering of node 3', tree, lone);
    expect(one.documents.map((d) => d.name)).toEqual(['clustering']);
    expect(one.stats.llmCalls).toBe(2);
    expect(lone.model.remaining()).toBe(0);
  });

  it('says when nothing was found', async () => {
    const none = setup([{ text: '[]' }]);
    const empty = await compact().retrieve('sort a list', tree, none);
    expect(empty.documents).toEqual([]);
    expect(empty.notes).toContain('no document found');
    expect(empty.stats.llmCalls).toBe(1);
  });

  it('names itself apart from the walk with a separate filter', () => {
    expect(compact().name).toBe('hierarchical-compact');
    expect(hierarchicalRetriever().name).toBe('hierarchical');
  });
});
