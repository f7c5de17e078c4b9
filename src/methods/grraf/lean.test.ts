import { afterAll, describe, expect, it } from 'vitest';
import { createExecutor } from '../../exec/index.js';
import { sandboxedPythonMissing, titleWithSkipReason } from '../../exec/test-support/networkx-missing.js';
import { createLlmContext } from '../../llm/llm-runtime.js';
import { type ScriptedResponse, scriptedModel } from '../../llm/test-support/index.js';
import type { NoteStep } from '../../trace/trace.js';
import type { Task } from '../method.js';
import { memoryProgramCache } from '../program-cache/index.js';
import type { ProgramCache } from '../program-cache/program-cache.js';
import { defaultServices } from '../shared/default-services.js';
import { solveGrraf } from './grraf.js';
import type { GrrafOptions } from './options.js';

const js = createExecutor('js');
afterAll(() => js.close());

const F = '```';
const flowQuestion = (s: number, t: number) =>
  'Find the maximum flow between two nodes in a directed graph. In a directed graph, (i->j,k) means that node i and ' +
  'node j are connected with an directed edge from node i to node j with weight k. Q: The nodes are numbered from 0 ' +
  `to 3, and the edges are: (0->1,3) (1->3,2) (0->2,4) (2->3,1) (1->2,5). What is the maximum flow from node ${s} to node ${t}?`;
// Maximum flows on that graph: 0 → 2 is 7 (0->2 and 0->1->2), 1 → 2 is 5, 0 → 3 is 3.

/** A lean compile reply: the three lines, then the program. */
const compile = (code: string, extra = ''): ScriptedResponse => ({
  match: /Write a \w+ program that answers the question for any graph/,
  text: `QUESTION: What is the maximum flow value from node {source} to node {target}?\nANSWER FORMAT: a number\nASSUMPTION: edge weights are capacities\n${extra}${F}js\n${code}\n${F}`,
  usage: { inputTokens: 300, outputTokens: 60 },
});
const READS_PARAMS =
  "answer = maximumFlowValue(G, String(params.source), String(params.target), { capacity: 'weight' });";

async function solve(
  script: ScriptedResponse[],
  task: Partial<Task> = {},
  options: Partial<GrrafOptions> = {},
  programCache?: ProgramCache,
) {
  const model = scriptedModel(script);
  const llm = createLlmContext({ model });
  const solution = await solveGrraf(
    { question: flowQuestion(0, 2), ...task },
    {
      llm,
      ...(options.language && options.language !== 'js' ? {} : { executor: () => js }),
      ...(programCache ? { programCache } : {}),
    },
    { phrase: false, ...options },
    defaultServices(),
  );
  return { solution, model };
}

const kinds = (s: { trace: { kind: string; name: string }[] }) => s.trace.map((t) => `${t.kind}:${t.name}`);
const notes = (s: { trace: { kind: string; name: string }[] }, name: string) =>
  s.trace.filter((t): t is NoteStep => t.kind === 'note' && t.name === name);

describe('the lean pipeline', () => {
  it('writes P′ and the program in one call that reads the inputs from params', async () => {
    const { solution, model } = await solve([compile(READS_PARAMS)]);
    expect(solution.answer).toBe(7);
    expect(solution.details).toEqual({
      path: 'first-try',
      repairs: 0,
      pipeline: 'lean',
      cache: 'off',
      graphAccess: 'load',
    });
    expect(kinds(solution)).toEqual(['note:input', 'note:schema', 'llm:compile', 'exec:execute']);
    expect(solution.refined).toBe('What is the maximum flow value from node 0 to node 2?');
    expect(solution.usage).toEqual({ inputTokens: 300, outputTokens: 60 });
    const [prompt] = model.prompts;
    expect(prompt).toContain('Inputs: params.source = 0, params.target = 2, from `params`');
    expect(prompt).toContain('Graph: directed, edge weights integer 1..5, 4 nodes, 5 edges');
    expect(prompt).toMatch(/- maximumFlowValue\(G, s, t, \{capacity\?\}\) → number/);
    // The graph itself never reaches the model.
    expect(prompt).not.toContain('(1->3,2)');
  });

  it('feeds an execution error back with the same rules block and P′', async () => {
    const { solution, model } = await solve([
      compile('answer = maxFlow(G, params.source, params.target);'),
      { match: /program failed/, text: `${F}js\n${READS_PARAMS}\n${F}` },
    ]);
    expect(solution.details).toMatchObject({ path: 'repaired', repairs: 1 });
    expect(solution.answer).toBe(7);
    const repair = model.prompts[1]!;
    expect(repair).toContain('Question: What is the maximum flow value from node 0 to node 2?');
    expect(repair).toContain('Inputs: params.source = 0');
  });

  it('lets the model name the inputs of a free-text question', async () => {
    const graph = {
      directed: false,
      nodes: [0, 1, 2].map((id) => ({ id, labels: [], properties: {} })),
      edges: [
        { source: 0, target: 1, properties: {}, weight: 2 },
        { source: 1, target: 2, properties: {}, weight: 3 },
      ],
    };
    const free = (s: number, t: number) => `How far is junction ${s} from junction ${t}?`;
    const reply: ScriptedResponse = {
      match: /INPUTS: name=value/,
      text: `QUESTION: Shortest distance from {source} to {target}\nANSWER FORMAT: a number\nASSUMPTION: none\nINPUTS: source=0; target=2\n${F}js\nanswer = shortestPathLength(G, String(params.source), String(params.target));\n${F}`,
    };
    const cache = memoryProgramCache();
    const first = await solve([reply], { question: free(0, 2), graph }, {}, cache);
    expect([first.solution.answer, first.solution.details.cache]).toEqual([5, 'stored']);
    const second = await solve([], { question: free(2, 1), graph }, {}, cache);
    expect([second.solution.answer, second.solution.details.path]).toEqual([3, 'reused']);
    expect(second.model.prompts).toHaveLength(0);
  });
});

describe('the lean pipeline with a program cache', () => {
  it('compiles the first question of a shape and reuses its program, with no model call, for the next', async () => {
    const cache = memoryProgramCache();
    const first = await solve([compile(READS_PARAMS)], {}, {}, cache);
    expect(first.solution.details).toEqual({
      path: 'first-try',
      repairs: 0,
      pipeline: 'lean',
      cache: 'stored',
      graphAccess: 'load',
    });
    expect(notes(first.solution, 'cache')[0]?.text).toContain('node {source} to node {target}');
    const second = await solve([], { question: flowQuestion(1, 2) }, {}, cache);
    expect(second.model.prompts).toHaveLength(0);
    expect(second.solution.usage).toEqual({ inputTokens: 0, outputTokens: 0 });
    expect(second.solution.answer).toBe(5);
    expect(second.solution.details).toEqual({
      path: 'reused',
      repairs: 0,
      pipeline: 'lean',
      cache: 'hit',
      graphAccess: 'load',
    });
    expect(second.solution.refined).toBe('What is the maximum flow value from node 1 to node 2?');
    const reuse = notes(second.solution, 'reuse')[0]!;
    expect(reuse.text).toContain(`compiled for "${first.solution.question}"`);
    expect(kinds(second.solution)).toEqual(['note:input', 'note:schema', 'note:reuse', 'exec:execute']);
  });

  it("does not store a program that writes the question's values in, and compiles again next time", async () => {
    const cache = memoryProgramCache();
    const literal = compile("answer = maximumFlowValue(G, '0', '3', { capacity: 'weight' });");
    const first = await solve([literal], {}, {}, cache);
    expect(first.solution.details.cache).toBe('not-stored');
    expect(notes(first.solution, 'cache')[0]?.text).toMatch(/does not read the input "source"/);
    const second = await solve([compile(READS_PARAMS)], { question: flowQuestion(1, 2) }, {}, cache);
    expect([second.solution.answer, second.solution.details.cache]).toEqual([5, 'stored']);
  });

  it('regenerates for this question when the cached program fails on it, and replaces it', async () => {
    const cache = memoryProgramCache();
    const fragile = compile(
      "if (String(params.source) === '1') throw new Error('not from 1');\nanswer = maximumFlowValue(G, String(params.source), String(params.target));",
    );
    await solve([fragile], {}, {}, cache);
    const second = await solve([compile(READS_PARAMS)], { question: flowQuestion(1, 2) }, {}, cache);
    expect(second.solution.answer).toBe(5);
    expect(second.solution.details).toMatchObject({ path: 'first-try', cache: 'stale' });
    expect(notes(second.solution, 'reuse').map((n) => n.text)).toEqual([
      expect.stringContaining('running the cached program'),
      expect.stringMatching(/failed on this question \(runtime: .*not from 1.*\); compiling a new one/),
    ]);
    const third = await solve([], { question: flowQuestion(1, 3) }, {}, cache);
    expect(third.solution.details.path).toBe('reused');
  });

  it('lets one of two parallel questions of a shape compile while the other waits for its program', async () => {
    const cache = memoryProgramCache();
    const model = scriptedModel([{ ...compile(READS_PARAMS), match: /for any graph/ }]);
    const llm = () => createLlmContext({ model });
    const ask = (s: number, t: number) =>
      solveGrraf(
        { question: flowQuestion(s, t) },
        { llm: llm(), executor: () => js, programCache: cache },
        { phrase: false },
        defaultServices(),
      );
    const [a, b] = await Promise.all([ask(0, 2), ask(1, 2)]);
    expect(model.prompts).toHaveLength(1);
    expect([a.answer, b.answer]).toEqual([7, 5]);
    expect([a.details.cache, b.details.cache].sort()).toEqual(['hit', 'stored']);
  });
});

const noSandboxedPython = sandboxedPythonMissing();
describe.skipIf(noSandboxedPython)(
  titleWithSkipReason('the lean pipeline in Python', noSandboxedPython),
  () => {
    it('names the inputs as dict keys and runs networkx code that reads them', async () => {
      const program =
        "answer = nx.maximum_flow_value(G, params['source'], params['target'], capacity='weight')";
      const { solution, model } = await solve(
        [
          {
            match: /Write a Python program/,
            text: `QUESTION: q\nANSWER FORMAT: a number\nASSUMPTION: none\n${F}python\n${program}\n${F}`,
          },
        ],
        {},
        { language: 'python' },
      );
      expect(solution.error).toBeUndefined();
      expect(solution.answer).toBe(7);
      expect(model.prompts[0]).toContain("Inputs: params['source'] = 0, params['target'] = 2, from `params`");
    });
  },
);

describe('the lean pipeline in Cypher', () => {
  const sub =
    "Determine if a smaller graph is present as an exact match within a larger graph. In a directed graph, (i->j) means that node i and node j are connected with a directed edge from node i to node j. Given a graph G and a subgraph G', you need to output Yes or No. Q: The nodes of graph G are numbered from 0 to 3, and the edges are: (0->1) (1->2) (2->3). The nodes of subgraph G' are numbered from a to c, and the edges are: (a->b) (b->c). Is subgraph G' present within graph G as a direct substructure?";

  it("shows G_prime's edges as the pattern to match, and runs the matching query", async () => {
    const query =
      'MATCH (a)-[]->(b)-[]->(c) WHERE a <> b AND b <> c AND a <> c RETURN count(*) > 0 AS answer';
    const { solution, model } = await solve(
      [
        {
          match: /for any graph/,
          text: `QUESTION: Is G_prime in G?\nANSWER FORMAT: yes/no\nASSUMPTION: none\n${F}cypher\n${query}\n${F}`,
        },
      ],
      { question: sub },
      { language: 'cypher' },
    );
    expect(solution.error).toBeUndefined();
    expect(solution.answer).toBe(true);
    expect(model.prompts[0]).toContain('G_prime: directed graph, nodes a, b, c; edges (a->b) (b->c)');
    expect(model.prompts[0]).toContain('CANNOT COMPUTE');
  });

  it('ends as a traced could-not-compute, with no fallback guess, when the model says the engine cannot', async () => {
    const { solution, model } = await solve(
      [
        {
          match: /for any graph/,
          text: 'CANNOT COMPUTE: max flow needs residual updates, which a read-only query cannot do',
        },
      ],
      {},
      { language: 'cypher' },
    );
    expect(solution.outcome).toBe('could-not-compute');
    expect(solution.error).toMatchObject({ code: 'unsupported', step: 'compile' });
    expect(solution.error?.message).toMatch(
      /Cypher engine cannot compute this exactly: max flow needs residual/,
    );
    expect(model.prompts).toHaveLength(1);
    expect(notes(solution, 'cannot-compute')).toHaveLength(1);
  });
});
