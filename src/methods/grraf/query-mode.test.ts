/**
 * GRRAF in query mode (`graphAccess`), with the AI SDK's mock model (scriptedModel) writing a
 * scripted program: the prompt says query mode, the program reads the store with `cypher()`, the
 * trace lists its queries, and the Solution says which mode ran. Against the embedded store, and
 * the real Neo4j server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askRequest } from '../../cli/commands/ask.js';
import { createExecutor } from '../../exec/index.js';
import type { GraphData } from '../../graph/model.js';
import { EmbeddedStore } from '../../graph/stores/embedded/embedded-store.js';
import type { GraphStore } from '../../graph/stores/graph-store.js';
import { MemoryStore } from '../../graph/stores/memory/memory-store.js';
import { Neo4jStore } from '../../graph/stores/neo4j/neo4j-store.js';
import { createLlmContext } from '../../llm/llm-runtime.js';
import { type ScriptedResponse, scriptedModel } from '../../llm/test-support/index.js';
import { describeNeo4j } from '../../test-support/neo4j-tests.js';
import type { ExecStep, QueryStep } from '../../trace/trace.js';
import { methodOptions } from '../method-options.js';
import { defaultServices } from '../shared/default-services.js';
import { AUTO_QUERY_ABOVE_EDGES, chooseGraphAccess } from './graph-access.js';
import { createGrrafMethod, solveGrraf } from './grraf.js';
import type { GrrafOptions } from './options.js';

const js = createExecutor('js');
afterAll(() => js.close());

const F = '```';
const QUESTION = 'What is the maximum flow from node 0 to node 2?';

/** The flow graph of lean.test.ts: the maximum flow from 0 to 2 is 7. */
function flowGraph(): GraphData {
  const edge = (source: number, target: number, weight: number) => ({
    source,
    target,
    weight,
    properties: {},
  });
  return {
    directed: true,
    nodes: [0, 1, 2, 3].map((id) => ({ id, labels: [], properties: {} })),
    edges: [edge(0, 1, 3), edge(1, 3, 2), edge(0, 2, 4), edge(2, 3, 1), edge(1, 2, 5)],
  };
}

/** What a model writes in query mode: fetch the edges it needs, compute with the library. */
const QUERY_PROGRAM = `const rows = await cypher('MATCH (a)-[r]->(b) RETURN a.id AS s, b.id AS t, r.weight AS w');
const H = new Graph({ type: 'directed' });
for (const { s, t, w } of rows) {
  H.mergeNode(String(s), { id: s });
  H.mergeNode(String(t), { id: t });
  H.mergeEdge(String(s), String(t), { weight: w });
}
answer = maximumFlowValue(H, String(params.source), String(params.target), { capacity: 'weight' });`;

const compile = (code: string): ScriptedResponse => ({
  match: /Write a \w+ program that answers the question for any graph/,
  text: `QUESTION: What is the maximum flow value from node {source} to node {target}?\nANSWER FORMAT: a number\nASSUMPTION: none\n${F}js\n${code}\n${F}`,
  usage: { inputTokens: 300, outputTokens: 60 },
});

async function solve(store: GraphStore, options: Partial<GrrafOptions>) {
  const model = scriptedModel([compile(QUERY_PROGRAM)]);
  const solution = await solveGrraf(
    { question: QUESTION, store, params: { source: 0, target: 2 } },
    { llm: createLlmContext({ model }), executor: () => js },
    { phrase: false, fallback: false, ...options },
    defaultServices(),
  );
  return { solution, model };
}

function describeQueryMode(title: string, open: () => Promise<GraphStore>): void {
  describe(title, () => {
    let store: GraphStore;
    beforeAll(async () => {
      store = await open();
      await store.load(flowGraph());
    }, 120_000);
    afterAll(() => store?.close());

    it('tells the model it has cypher(), runs its program on the store, and says query mode', async () => {
      const { solution, model } = await solve(store, { graphAccess: 'query' });
      expect(solution.answer).toBe(7);
      expect(solution.details).toMatchObject({ path: 'first-try', graphAccess: 'query' });
      const prompt = model.prompts[0]!;
      expect(prompt).toContain('await cypher(query, params)');
      expect(prompt).toContain('No `G`');
      expect(prompt).toContain(defaultServices().cypherNotes(store).trim());
      expect(prompt).toMatch(/at most 10,000 rows/);
      expect(prompt).not.toContain('is a graphology graph, loaded');
      // Each store query is a step inside the program run that made it.
      const exec = solution.trace.find((s): s is ExecStep => s.kind === 'exec')!;
      const queries = solution.trace.filter((s): s is QueryStep => s.kind === 'query');
      expect(queries).toEqual([
        expect.objectContaining({
          parent: exec.index,
          query: expect.stringContaining('MATCH (a)-[r]->(b)'),
          rows: 5,
        }),
      ]);
      expect(solution.trace.indexOf(queries[0]!)).toBe(solution.trace.indexOf(exec) + 1);
    });

    it('loads G as before under auto on a graph below the limit', async () => {
      const { solution, model } = await solve(store, { graphAccess: 'auto' });
      expect(solution.details).toMatchObject({ graphAccess: 'load' });
      expect(model.prompts[0]).not.toContain('await cypher(query, params)');
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'grraf-query-mode-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
describeQueryMode('GRRAF in query mode on the embedded store', () => EmbeddedStore.open(join(dir, 'store')));

describeNeo4j('GRRAF in query mode on Neo4j', (server) => {
  describeQueryMode('on the server', () => Neo4jStore.connect(server.uri, server));
});

describe('query mode over a graph in hand (a file, a question with its graph)', () => {
  it('loads the graph into a Cypher store (the temporary embedded one, or the bench --store) for the program to query', async () => {
    const model = scriptedModel([compile(QUERY_PROGRAM)]);
    const solution = await solveGrraf(
      { question: QUESTION, graph: flowGraph(), params: { source: 0, target: 2 } },
      { llm: createLlmContext({ model }), executor: () => js },
      { phrase: false, fallback: false, graphAccess: 'query' },
      defaultServices(),
    );
    expect(solution).toMatchObject({ answer: 7, details: { graphAccess: 'query' } });
    expect(model.prompts[0]).toContain('await cypher(query, params)');
  });
});

describe('query mode with a second graph', () => {
  it('gives the program G_prime whole (the store holds G only) and says so in the prompt', async () => {
    const pattern: GraphData = {
      directed: true,
      nodes: ['a', 'b'].map((id) => ({ id, labels: [], properties: {} })),
      edges: [{ source: 'a', target: 'b', properties: {} }],
    };
    const program =
      "const rows = await cypher('MATCH (n) RETURN count(n) AS n');\nanswer = [rows[0].n, G_prime.order, typeof G];";
    const model = scriptedModel([compile(program)]);
    const solution = await solveGrraf(
      { question: QUESTION, graph: flowGraph(), graphPrime: pattern },
      { llm: createLlmContext({ model }), executor: () => js },
      { phrase: false, fallback: false, evidence: false, graphAccess: 'query' },
      defaultServices(),
    );
    expect(solution.answer).toEqual([4, 2, 'undefined']);
    expect(model.prompts[0]).toContain('`G_prime` (the second graph) is not in the store');
  });
});

describe('choosing the graph access', () => {
  const cypherStore = {
    kind: 'embedded',
    cypher: async () => ({ columns: [], rows: [], truncated: false, ms: 0 }),
  };
  const base = { language: 'js' as const, pipeline: 'lean' as const, store: cypherStore };

  it('auto queries only above the edge limit, in JavaScript, on a store that runs Cypher', () => {
    const large = AUTO_QUERY_ABOVE_EDGES + 1;
    expect(chooseGraphAccess({ ...base, option: 'auto', edgeCount: large })).toBe('query');
    expect(chooseGraphAccess({ ...base, option: 'auto', edgeCount: AUTO_QUERY_ABOVE_EDGES })).toBe('load');
    expect(chooseGraphAccess({ ...base, option: 'auto', edgeCount: large, language: 'python' })).toBe('load');
    expect(chooseGraphAccess({ ...base, option: 'auto', edgeCount: large, store: { kind: 'memory' } })).toBe(
      'load',
    );
    expect(chooseGraphAccess({ ...base, option: 'load', edgeCount: large })).toBe('load');
    expect(chooseGraphAccess({ ...base, option: 'load', edgeCount: 1, language: 'cypher' })).toBe('query');
  });

  it('refuses query mode for Python, saying why, before reading the graph', async () => {
    const model = scriptedModel([]);
    const solution = await solveGrraf(
      { question: QUESTION, store: new MemoryStore() },
      { llm: createLlmContext({ model }) },
      { language: 'python', graphAccess: 'query' },
      defaultServices(),
    );
    expect(solution.outcome).not.toBe('answered');
    expect(solution.error).toMatchObject({ code: 'unsupported' });
    expect(solution.error?.message).toMatch(/Python programs run in a separate process/);
    expect(model.prompts).toHaveLength(0);
  });

  it('refuses query mode on a store that cannot run Cypher', async () => {
    const store = new MemoryStore();
    await store.load(flowGraph());
    const { solution, model } = await solve(store, { graphAccess: 'query' });
    expect(solution.error).toMatchObject({ code: 'unsupported' });
    expect(solution.error?.message).toMatch(/the memory store does not/);
    expect(model.prompts).toHaveLength(0);
  });

  it('is an option of every front-end: the --graph-access flag, and validated method options', () => {
    expect(askRequest('q', { graphAccess: 'query' }).options).toMatchObject({ graphAccess: 'query' });
    const grraf = createGrrafMethod(defaultServices());
    expect(methodOptions(grraf, { graphAccess: 'auto' })).toEqual({ graphAccess: 'auto' });
    expect(() => methodOptions(grraf, { graphAccess: 'stream' })).toThrow(/graphAccess/);
  });
});
