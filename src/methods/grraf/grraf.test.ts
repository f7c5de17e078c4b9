import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { createExecutor } from '../../exec/index.js';
import { sandboxedPythonMissing, titleWithSkipReason } from '../../exec/test-support/networkx-missing.js';
import { createLlmContext } from '../../llm/llm-runtime.js';
import { type ScriptedResponse, scriptedModel } from '../../llm/test-support/index.js';
import type { LlmStep } from '../../trace/trace.js';
import type { Task } from '../method.js';
import { memoryProgramCache } from '../program-cache/index.js';
import { defaultServices } from '../shared/default-services.js';
import { pathGraph } from '../test-support/graphs.js';
import { solveGrraf } from './grraf.js';
import type { GrrafOptions } from './options.js';

// The real JavaScript sandbox (isolated-vm), shared by the tests and closed at the end.
const js = createExecutor('js');
afterAll(() => js.close());

const F = '```';
const QUESTION =
  'Find the shortest path between two nodes in an undirected graph. In an undirected graph, (i,j,k) means that ' +
  'node i and node j are connected with an undirected edge with weight k. Q: The nodes are numbered from 0 to 4, ' +
  'and the edges are: (0,1,2) (1,2,3) (2,3,1) (3,4,5). Give the weight of the shortest path from node 0 to node 4.';

/** Replies for the steps before the program (refine, template) and the phrasing. */
const REFINE: ScriptedResponse = {
  match: /Rewrite this question/,
  text: 'QUESTION: What is the smallest total edge weight of a path from node 0 to node 4?\nANSWER FORMAT: an integer\nASSUMPTION: path weight is the sum of edge weights',
  usage: { inputTokens: 100, outputTokens: 30 },
};
const TEMPLATE: ScriptedResponse = {
  match: /generic JavaScript code template/,
  text: `${F}js\nanswer = shortestPathWeight(G, source, target);\n${F}`,
  usage: { inputTokens: 50, outputTokens: 20 },
};
const PHRASE: ScriptedResponse = {
  match: /Computed answer/,
  text: 'The shortest path from node 0 to node 4 weighs 11.',
  usage: { inputTokens: 40, outputTokens: 12 },
};
/** A program reply, answered in order among the program prompts (code, repair, no-code). */
const program = (text: string): ScriptedResponse => ({
  match: /Write the final|program failed|did not finish|contained no program/,
  text,
  usage: { inputTokens: 200, outputTokens: 40 },
});

async function solve(
  script: ScriptedResponse[],
  task: Partial<Task> = {},
  options: Partial<GrrafOptions> = {},
) {
  const model = scriptedModel(script);
  const llm = createLlmContext({ model });
  const solution = await solveGrraf(
    { question: QUESTION, ...task },
    { llm, ...(options.language && options.language !== 'js' ? {} : { executor: () => js }) },
    // These tests follow the paper's pipeline step by step; lean.test.ts covers the lean one.
    { pipeline: 'paper', ...options },
    defaultServices(),
  );
  return { solution, model };
}

const kinds = (s: { trace: { kind: string; name: string }[] }) => s.trace.map((t) => `${t.kind}:${t.name}`);

describe('solveGrraf', () => {
  it('answers on the first try and sums the tokens of every call', async () => {
    const { solution, model } = await solve([
      REFINE,
      TEMPLATE,
      program(`${F}js\nanswer = 2 + 3 + 1 + 5;\n${F}`),
      PHRASE,
    ]);
    expect(solution.answer).toBe(11);
    expect([solution.outcome, solution.details]).toEqual([
      'answered',
      { path: 'first-try', repairs: 0, pipeline: 'paper', cache: 'off', graphAccess: 'load' },
    ]);
    expect(solution.text).toBe(
      'The shortest path from node 0 to node 4 weighs 11.\n(Assumed: path weight is the sum of edge weights)',
    );
    expect(solution.assumption).toBe('path weight is the sum of edge weights');
    expect(solution.usage).toEqual({ inputTokens: 390, outputTokens: 102 });
    expect(kinds(solution)).toEqual([
      'note:input',
      'llm:refine',
      'note:assumption',
      'llm:template',
      'note:schema',
      'llm:code',
      'exec:execute',
      'llm:phrase',
    ]);
    // The model never sees the graph: no edge of the question appears in any prompt.
    for (const prompt of model.prompts) expect(prompt).not.toContain('(2,3,1)');
  });

  it('feeds an execution error back and runs the repaired program', async () => {
    const { solution, model } = await solve([
      REFINE,
      TEMPLATE,
      program(`${F}js\nanswer = G.nodeWeight('0');\n${F}`),
      program(`${F}js\nanswer = G.order;\n${F}`),
      PHRASE,
    ]);
    expect(solution.details).toEqual({
      path: 'repaired',
      repairs: 1,
      pipeline: 'paper',
      cache: 'off',
      graphAccess: 'load',
    });
    expect(solution.answer).toBe(5);
    const repair = model.prompts.find((p) => p.includes('program failed'))!;
    expect(repair).toContain("answer = G.nodeWeight('0');");
    expect(repair).toMatch(/Error \(runtime\): TypeError: .*nodeWeight/);
    const execs = solution.trace.filter((s) => s.kind === 'exec');
    expect(execs.map((e) => e.ok)).toEqual([false, true]);
    expect(solution.program?.code).toBe('answer = G.order;');
  });

  it('asks for a faster program after a time-out', async () => {
    const { solution, model } = await solve(
      [
        REFINE,
        TEMPLATE,
        program(`${F}js\nwhile (true) {}\n${F}`),
        program(`${F}js\nanswer = G.size;\n${F}`),
        PHRASE,
      ],
      {},
      { timeLimitMs: 150 },
    );
    expect(solution.details).toEqual({
      path: 'repaired',
      repairs: 1,
      pipeline: 'paper',
      cache: 'off',
      graphAccess: 'load',
    });
    expect(solution.answer).toBe(4);
    const repair = model.prompts.find((p) => p.includes('did not finish'))!;
    expect(repair).toContain('did not finish within 150 ms');
    expect(repair).toContain('Make it faster');
    expect(solution.trace.find((s) => s.kind === 'exec')?.error?.code).toBe('timeout');
  });

  it('falls back to direct prompting with the original question after n failed rounds', async () => {
    const fail = program(`${F}js\nthrow new Error('boom');\n${F}`);
    const { solution, model } = await solve(
      [
        REFINE,
        TEMPLATE,
        fail,
        fail,
        fail,
        { match: /Answer this graph question directly/, text: 'Adding the weights: 2+3+1+5.\nANSWER: 11' },
        PHRASE,
      ],
      {},
      { maxRepairs: 2 },
    );
    expect([solution.outcome, solution.details.path]).toEqual(['answered', 'fallback']);
    expect(solution.answer).toBe(11);
    expect(solution.trace.filter((s) => s.kind === 'exec')).toHaveLength(3);
    expect(solution.trace.filter((s) => s.kind === 'llm' && s.name === 'repair')).toHaveLength(2);
    const direct = model.prompts.find((p) => p.includes('Answer this graph question directly'))!;
    expect(direct).toContain('(0,1,2) (1,2,3) (2,3,1) (3,4,5)');
    expect(solution.error).toMatchObject({ step: 'execute', code: 'runtime' });
  });

  it('says "could not compute" instead of sending a graph above the token budget', async () => {
    const fail = program(`${F}js\nthrow new Error('boom');\n${F}`);
    const { solution, model } = await solve(
      [REFINE, TEMPLATE, fail, fail],
      {},
      { maxRepairs: 1, fallbackTokenBudget: 20 },
    );
    expect([solution.outcome, solution.details.path]).toEqual(['could-not-compute', 'failed']);
    expect(solution.answer).toBeUndefined();
    expect(solution.text).toMatch(/too large to send to the model directly \(about \d+ tokens, budget 20\)/);
    expect(model.prompts.some((p) => p.includes('directly'))).toBe(false);
    expect(solution.error?.step).toBe('fallback');
  });

  it('extracts the program from a malformed reply (prose, special tokens, a bare return)', async () => {
    const messy =
      'Sure! Here is the solution.\n<|im_start|>assistant\nconst n = G.order;\nreturn n * 2;\nThis doubles the count.<|im_end|>';
    const { solution } = await solve([REFINE, TEMPLATE, program(messy), PHRASE]);
    expect([solution.outcome, solution.details]).toEqual([
      'answered',
      { path: 'first-try', repairs: 0, pipeline: 'paper', cache: 'off', graphAccess: 'load' },
    ]);
    expect(solution.answer).toBe(10);
    expect(solution.trace.find((s) => s.kind === 'note' && s.name === 'extract')).toBeDefined();
  });

  it('stops with a clear error when the model never returns code (fallback off)', async () => {
    const prose = program('I would use Dijkstra here.');
    const { solution, model } = await solve(
      [REFINE, TEMPLATE, prose, prose, prose, prose],
      {},
      { fallback: false },
    );
    expect([solution.outcome, solution.details.path]).toEqual(['could-not-compute', 'failed']);
    expect(solution.error).toMatchObject({ code: 'no-code', step: 'execute' });
    expect(model.prompts.filter((p) => p.includes('contained no program'))).toHaveLength(3);
    expect(solution.trace.filter((s) => s.kind === 'exec')).toHaveLength(0);
  });

  it('passes both graphs of a two-graph task to the program as G and G_prime', async () => {
    const sub =
      "Determine if a smaller graph is present as an exact match within a larger graph. In a directed graph, (i->j) means that node i and node j are connected with a directed edge from node i to node j. Given a graph G and a subgraph G', you need to output Yes or No, indicating whether subgraph G' is present within the directed graph G. Q: The nodes of graph G are numbered from 0 to 3, and the edges are: (0->1) (1->2) (2->3). The nodes of subgraph G' are numbered from a to b, and the edges are: (a->b). Is subgraph G' present within graph G as a direct substructure?";
    const { solution, model } = await solve(
      [REFINE, TEMPLATE, program(`${F}js\nanswer = G.order + ':' + G_prime.order;\n${F}`), PHRASE],
      { question: sub },
    );
    expect(solution.answer).toBe('4:2');
    const code = model.prompts.find((p) => p.includes('Write the final'))!;
    expect(code).toContain('`G` and `G_prime`');
    expect(code).toContain('G_prime:');
  });
});

const noSandboxedPython = sandboxedPythonMissing();
describe.skipIf(noSandboxedPython)(titleWithSkipReason('solveGrraf in Python', noSandboxedPython), () => {
  it('writes networkx code when asked for Python and runs it on G', async () => {
    const { solution, model } = await solve(
      [
        REFINE,
        {
          match: /generic Python code template/,
          text: `${F}python\nanswer = nx.shortest_path_length(G, s, t)\n${F}`,
        },
        program(`${F}python\nanswer = nx.shortest_path_length(G, 0, 4, weight='weight')\n${F}`),
        PHRASE,
      ],
      {},
      { language: 'python' },
    );
    expect(solution.error).toBeUndefined();
    expect(solution.answer).toBe(11);
    expect(solution.program?.language).toBe('python');
    expect(model.prompts.find((p) => p.includes('Write the final'))).toContain('`G` is a networkx graph');
  });
});

describe('solveGrraf in Cypher', () => {
  it('loads the graph into a temporary embedded store and runs the query there', async () => {
    const before = readdirSync(tmpdir()).filter((d) => d.startsWith('grraf-cypher-'));
    const { solution, model } = await solve(
      [
        REFINE,
        {
          match: /generic Cypher code template/,
          text: `${F}cypher\nMATCH (n) RETURN count(n) AS answer\n${F}`,
        },
        program(`${F}cypher\nMATCH (n) RETURN count(n) AS answer\n${F}`),
        PHRASE,
      ],
      {},
      { language: 'cypher' },
    );
    expect(solution.error).toBeUndefined();
    expect(solution.answer).toBe(5);
    expect(readdirSync(tmpdir()).filter((d) => d.startsWith('grraf-cypher-'))).toEqual(before);
    const code = model.prompts.find((p) => p.includes('Write the final'))!;
    expect(code).toContain('Cypher dialect (embedded');
    expect(code).toContain('one column named `answer`');
  });
});

describe('solveGrraf on bad input', () => {
  it('a question with no graph and no store: clear error, no tokens spent', async () => {
    const { solution, model } = await solve([], { question: 'Is there a cycle in my graph?' });
    expect(solution.error).toMatchObject({ code: 'not-found', step: 'input' });
    expect(solution.text).toMatch(/no graph given.*--graph FILE.*--store URI/);
    expect(model.prompts).toHaveLength(0);
    expect(solution.usage).toEqual({ inputTokens: 0, outputTokens: 0 });
    expect(solution.trace.at(-1)).toMatchObject({
      kind: 'note',
      name: 'input',
      error: { code: 'not-found' },
    });
  });

  it('an unparseable graph: the parser error with its location', async () => {
    const { solution } = await solve([], {
      question: 'Q: The nodes are numbered from 0 to 3, and the edges are: (0,1) (1,x). Is there a cycle?',
    });
    expect(solution.error?.step).toBe('input');
    expect(solution.error?.code).toMatch(/parse|validation/);
    expect(solution.text).toMatch(/<question>/);
  });

  it('a question naming a node that is not in the graph: the model is told, and answers', async () => {
    const { solution, model } = await solve(
      [REFINE, TEMPLATE, program(`${F}js\nanswer = 'unreachable';\n${F}`), PHRASE],
      { question: QUESTION.replace('to node 4.', 'to node 9.') },
    );
    expect(solution.outcome).toBe('answered');
    expect(model.prompts[0]).toContain('Node 9, named by the question, is not in the graph.');
    expect(solution.trace[0]).toMatchObject({
      kind: 'note',
      name: 'input',
      data: { hints: [expect.stringContaining('Node 9')] },
    });
  });

  it('passes the task hints to the refine step, and a question without hints gets none', async () => {
    const hinted = await solve([REFINE, TEMPLATE, program(`${F}js\nanswer = 11;\n${F}`), PHRASE], {
      hints: ['path weight means the sum of edge weights'],
    });
    expect(hinted.model.prompts[0]).toMatch(
      /Notes from the asker[^\n]*\n- path weight means the sum of edge weights/,
    );
    const plain = await solve([REFINE, TEMPLATE, program(`${F}js\nanswer = 11;\n${F}`), PHRASE]);
    expect(plain.model.prompts[0]).not.toContain('Notes from the asker');
  });

  it('a question asking whether a missing node exists is answered, not refused', async () => {
    const question =
      'Given an undirected graph,the edges are: [(0, 1), (1, 2)]. The task is: you need to Check if the node ' +
      'exists in the graph. The node in question is node=7.';
    const { solution, model } = await solve(
      [REFINE, TEMPLATE, program(`${F}js\nanswer = G.hasNode('7');\n${F}`), PHRASE],
      { question },
    );
    expect(solution.error).toBeUndefined();
    expect(solution.answer).toBe(false);
    expect(model.prompts.length).toBeGreaterThan(0);
  });

  it('a model failure mid-run: the trace shows the step where it stopped', async () => {
    const { solution } = await solve([REFINE]);
    expect(solution.error).toMatchObject({ code: 'model', step: 'template' });
    const failed = solution.trace.find((s): s is LlmStep => s.kind === 'llm' && s.error !== undefined);
    expect(failed?.name).toBe('template');
    // A run that throws still reports what it had established: P' and its assumption.
    expect(solution).toMatchObject({
      refined: 'What is the smallest total edge weight of a path from node 0 to node 4?',
      assumption: 'path weight is the sum of edge weights',
      details: { path: 'failed', cache: 'off', graphAccess: 'load' },
    });
    expect(solution.program).toBeUndefined();
    expect(solution.trace.at(-1)).toMatchObject({ kind: 'note', name: 'template', error: { code: 'model' } });
  });
});

describe('flat token cost', () => {
  it('sends prompts of the same length for a 10-node and a 10,000-node graph', async () => {
    const run = async (n: number) => {
      const script = [
        REFINE,
        TEMPLATE,
        program(`${F}js\nanswer = G.order;\n${F}`),
        { ...PHRASE, text: 'It has that many nodes.' },
      ];
      const { solution, model } = await solve(script, {
        question: 'How many nodes are there?',
        graph: pathGraph(n),
      });
      return { solution, prompts: model.prompts };
    };
    const small = await run(10);
    const large = await run(10_000);
    expect(large.solution.answer).toBe(10_000);
    expect(small.prompts).toHaveLength(4);
    expect(large.prompts).toHaveLength(small.prompts.length);
    small.prompts.forEach((p, i) => {
      const q = large.prompts[i]!;
      // Only the schema's counts (node and edge counts, each shown twice) and the answer may differ:
      // a few digits, about 6 tokens, never the graph.
      expect(Math.abs(q.length - p.length)).toBeLessThanOrEqual(24);
      expect(q.length).toBeLessThan(5000);
      expect(q.replace(/\d+/g, '#')).toBe(p.replace(/\d+/g, '#'));
    });
  });
});

describe('the paper pipeline with a program cache', () => {
  it("stores a parameterless question's program and reuses it; a program with the question's values is not stored", async () => {
    const cache = memoryProgramCache();
    const ask = (question: string, script: ScriptedResponse[], n: number) => {
      const model = scriptedModel(script);
      return solveGrraf(
        { question, graph: pathGraph(n) },
        { llm: createLlmContext({ model }), executor: () => js, programCache: cache },
        { pipeline: 'paper', phrase: false },
        defaultServices(),
      ).then((solution) => ({ solution, model }));
    };
    const count = [REFINE, TEMPLATE, program(`${F}js\nanswer = G.order;\n${F}`)];
    const first = await ask('How many nodes are there?', count, 5);
    expect([first.solution.answer, first.solution.details.cache]).toEqual([5, 'stored']);
    const second = await ask('How many nodes are there?', [], 8);
    expect([second.solution.answer, second.solution.details.path, second.model.prompts]).toEqual([
      8,
      'reused',
      [],
    ]);
    const literal = [REFINE, TEMPLATE, program(`${F}js\nanswer = shortestPathLength(G, '0', '4');\n${F}`)];
    const third = await ask(QUESTION, literal, 5);
    expect(third.solution.details.cache).toBe('not-stored');
  });
});
