import { afterAll, describe, expect, it } from 'vitest';
import { createExecutor } from '../../exec/index.js';
import { createLlmContext } from '../../llm/llm-runtime.js';
import { type ScriptedResponse, scriptedModel } from '../../llm/test-support/index.js';
import { memoryProgramCache } from '../program-cache/index.js';
import type { ProgramCache } from '../program-cache/program-cache.js';
import { defaultServices } from '../shared/default-services.js';
import { solveGrraf } from './grraf.js';
import { leanCompile } from './test-support/scripted-replies.js';

const js = createExecutor('js');
afterAll(() => js.close());

const question = (s: number, t: number) =>
  'Find the maximum flow between two nodes in a directed graph. In a directed graph, (i->j,k) means that node i and ' +
  'node j are connected with an directed edge from node i to node j with weight k. Q: The nodes are numbered from 0 ' +
  `to 3, and the edges are: (0->1,3) (1->3,2) (0->2,4) (2->3,1) (1->2,5). What is the maximum flow from node ${s} to node ${t}?`;
// Maximum flows on that graph: 0 → 2 is 7, 0 → 3 is 3.
const PROGRAM =
  "answer = maximumFlowValue(G, String(params.source), String(params.target), { capacity: 'weight' });";
const PHRASE_TEMPLATE = /TEMPLATE: <the same sentence/;

async function ask(script: ScriptedResponse[], cache: ProgramCache, s: number, t: number) {
  const model = scriptedModel(script);
  const solution = await solveGrraf(
    { question: question(s, t) },
    { llm: createLlmContext({ model }), executor: () => js, programCache: cache },
    { phrase: true, evidence: false },
    defaultServices(),
  );
  return { solution, model };
}

describe("a reused program's sentence", () => {
  it('is phrased from the template kept with the program, with no model call', async () => {
    const cache = memoryProgramCache();
    const first = await ask(
      [
        leanCompile(PROGRAM),
        {
          match: PHRASE_TEMPLATE,
          text: 'SENTENCE: The maximum flow from node 0 to node 2 is 7.\nTEMPLATE: The maximum flow from node {source} to node {target} is {answer}.',
        },
      ],
      cache,
      0,
      2,
    );
    expect(first.solution.text).toBe('The maximum flow from node 0 to node 2 is 7.');
    // The phrasing call has a system prompt of its own, not the program writers'.
    expect(first.model.prompts[1]).not.toMatch(/writing short programs|you never see the graph/i);
    const second = await ask([], cache, 0, 3);
    expect(second.solution).toMatchObject({ answer: 3, details: { path: 'reused' } });
    expect(second.solution.text).toBe('The maximum flow from node 0 to node 3 is 3.');
    expect(second.model.prompts).toEqual([]);
    expect(second.solution.usage).toMatchObject({ inputTokens: 0, outputTokens: 0 });
  });

  it('is asked of the model again when the template did not give back the sentence', async () => {
    const cache = memoryProgramCache();
    const first = await ask(
      [
        leanCompile(PROGRAM),
        {
          match: PHRASE_TEMPLATE,
          // Filled with 0, 2 and 7 this reads "… is 7 units." — not the sentence: not kept.
          text: 'SENTENCE: The maximum flow from node 0 to node 2 is 7.\nTEMPLATE: The maximum flow from node {source} to node {target} is {answer} units.',
        },
      ],
      cache,
      0,
      2,
    );
    expect(
      first.solution.trace.some((s) => s.kind === 'note' && s.text.startsWith('no sentence template kept')),
    ).toBe(true);
    const second = await ask([{ match: /Computed answer: 3/, text: 'It is 3.' }], cache, 0, 3);
    expect(second.solution.text).toBe('It is 3.');
    expect(second.model.prompts).toHaveLength(1);
  });
});
