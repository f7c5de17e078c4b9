import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EXAMPLES_DIR } from '../app/model.js';
import { parseGraph } from '../graph/formats/index.js';
import { toGraphology } from '../graph/graphology.js';
import { Neo4jStore } from '../graph/stores/neo4j/neo4j-store.js';
import { createLlmRuntime } from '../llm/llm-runtime.js';
import { scriptedModel } from '../llm/test-support/index.js';
import { LEAN_COMPILE, leanCompile, PHRASE } from '../methods/grraf/test-support/scripted-replies.js';
import { describeNeo4j } from '../test-support/neo4j-tests.js';
import type { RunningServer } from './server.js';
import { testServer } from './test-support/scripted-server.js';

// biome-ignore lint/suspicious/noExplicitAny: tests read the API's JSON as it comes
const body = (r: Response): Promise<any> => r.json();
const post = (value: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});

const roads = parseGraph(readFileSync(`${EXAMPLES_DIR}road-network/roads.edgelist`, 'utf8'), {
  file: 'roads.edgelist',
}).graph;

describeNeo4j('grraf serve on a Neo4j store', (server) => {
  let served: RunningServer;
  const env = { user: process.env.NEO4J_USER, password: process.env.NEO4J_PASSWORD };
  beforeAll(async () => {
    const store = await Neo4jStore.connect(server.uri, server);
    try {
      await store.load(roads);
    } finally {
      await store.close();
    }
    // `grraf serve --store <uri>` reads the credentials from the environment.
    process.env.NEO4J_USER = server.user;
    process.env.NEO4J_PASSWORD = server.password;
    const model = scriptedModel([
      // The Cypher prompt carries the served store's own dialect notes: answer only when it does.
      leanCompile('MATCH (n:Node) WHERE NOT (n)--() RETURN count(n) AS answer', {
        language: 'cypher',
        match: (prompt) => LEAN_COMPILE.test(prompt) && prompt.includes('Cypher dialect (Neo4j 5)'),
        repeat: true,
      }),
      leanCompile("answer = G.degree('0');", { answerFormat: 'a number', repeat: true }),
      { match: PHRASE, text: 'Here it is.', repeat: true },
    ]);
    served = await testServer(createLlmRuntime({ model, limits: { maxRetries: 0 } }), {
      stores: [server.uri],
    });
  });
  afterAll(async () => {
    await served?.close();
    if (env.user === undefined) delete process.env.NEO4J_USER;
    else process.env.NEO4J_USER = env.user;
    if (env.password === undefined) delete process.env.NEO4J_PASSWORD;
    else process.env.NEO4J_PASSWORD = env.password;
  });
  const api = (path: string, init?: RequestInit) => fetch(`${served.url}/api${path}`, init);

  it('lists the Neo4j graph with its counts', async () => {
    const graphs = await body(await api('/graphs'));
    const neo4j = graphs.find((g: { id: string }) => g.id === 'store:1');
    expect(neo4j).toMatchObject({ origin: 'store', format: 'neo4j', name: server.uri });
    expect(neo4j.counts).toMatchObject({ nodes: roads.nodes.length, edges: roads.edges.length });
  });

  it('answers a question with a program over the graph read from Neo4j', async () => {
    const res = await api(
      '/ask',
      post({ question: 'What is the degree of junction 0?', graphId: 'store:1' }),
    );
    expect(res.status).toBe(200);
    const run = await body(res);
    expect(run).toMatchObject({ status: 'answered' });
    expect(run.solution.answer).toBe(toGraphology(roads).degree('0'));
  });

  it('answers in Cypher on the server itself, told its dialect', async () => {
    const res = await api(
      '/ask',
      post({ question: 'How many junctions have no road?', graphId: 'store:1', language: 'cypher' }),
    );
    expect(res.status).toBe(200);
    const run = await body(res);
    expect(run).toMatchObject({ status: 'answered' });
    const g = toGraphology(roads);
    expect(run.solution.answer).toBe(g.nodes().filter((n) => g.degree(n) === 0).length);
    const runs = run.steps.filter((s: { kind: string }) => s.kind === 'exec');
    expect(runs.map((s: { language: string; ok: boolean }) => [s.language, s.ok])).toEqual([
      ['cypher', true],
    ]);
  });
});
