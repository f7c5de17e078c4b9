import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GraphData } from '../graph/model.js';
import { Neo4jStore } from '../graph/stores/neo4j/neo4j-store.js';
import { createLlmRuntime } from '../llm/llm-runtime.js';
import { describeNeo4j } from '../test-support/neo4j-tests.js';
import { testModel } from './test-support/fixtures.js';
import { connectInMemory, type InMemoryConnection } from './test-support/in-memory.js';
import { json, texts } from './test-support/scenarios.js';
import { NAVIGATION_TOOL_NAMES, navigationTools } from './tools/navigation-tools.js';

/** Stations on a line s0 – s1 – … – s9 (undirected), each with its zone. */
function line(): GraphData {
  const nodes = Array.from({ length: 10 }, (_, i) => ({
    id: `s${i}`,
    labels: ['Station'],
    properties: { zone: i < 5 ? 'A' : 'B' },
  }));
  const edges = nodes
    .slice(1)
    .map((n, i) => ({ source: `s${i}`, target: n.id, type: 'LINE', properties: {} }));
  return { directed: false, nodes, edges };
}

describeNeo4j('grraf mcp serving a Neo4j store', (server) => {
  let c: InMemoryConnection;
  let web: Server;
  let hits = 0;
  const env = { user: process.env.NEO4J_USER, password: process.env.NEO4J_PASSWORD };
  beforeAll(async () => {
    const store = await Neo4jStore.connect(server.uri, server);
    try {
      await store.load(line());
    } finally {
      await store.close();
    }
    web = createServer((_req, res) => {
      hits++;
      res.end('a\n1\n');
    });
    web.listen(0, '127.0.0.1');
    await once(web, 'listening');
    // `grraf mcp --store <uri>` reads the credentials from the environment.
    process.env.NEO4J_USER = server.user;
    process.env.NEO4J_PASSWORD = server.password;
    c = await connectInMemory({
      graph: { store: server.uri },
      loopTools: navigationTools,
      runtime: createLlmRuntime({ model: testModel(() => undefined) }),
      log: () => undefined,
    });
  });
  afterAll(async () => {
    await c?.close();
    await new Promise((resolve) => web?.close(resolve));
    if (env.user === undefined) delete process.env.NEO4J_USER;
    else process.env.NEO4J_USER = env.user;
    if (env.password === undefined) delete process.env.NEO4J_PASSWORD;
    else process.env.NEO4J_PASSWORD = env.password;
  });

  it('serves schema, cypher, ask and the navigation tools over the Neo4j store', async () => {
    const { tools } = await c.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(
      ['ask', 'cypher', 'schema', ...NAVIGATION_TOOL_NAMES].sort(),
    );
    expect(json(await c.call('schema'))).toMatchObject({ nodeCount: 10, edgeCount: 9, directed: false });
  });

  it('cypher reads, and refuses a write and a URL the server would fetch', async () => {
    const zones = await c.call('cypher', {
      query: 'MATCH (s:Station) RETURN s.zone AS zone, count(s) AS n ORDER BY zone',
    });
    expect(json(zones)).toMatchObject({
      rows: [
        { zone: 'A', n: 5 },
        { zone: 'B', n: 5 },
      ],
    });
    const write = await c.call('cypher', { query: "CREATE (:Station {id: 'x'})" });
    expect([write.isError, texts(write)[0]]).toEqual([true, expect.stringMatching(/^forbidden error: /)]);
    const port = (web.address() as AddressInfo).port;
    const fetchUrl = await c.call('cypher', {
      query: `LOAD CSV FROM 'http://127.0.0.1:${port}/' AS r RETURN r`,
    });
    expect([fetchUrl.isError, texts(fetchUrl)[0]]).toEqual([
      true,
      expect.stringMatching(/^forbidden error: .*LOAD CSV/),
    ]);
    expect(hits).toBe(0);
    expect(json(await c.call('cypher', { query: 'MATCH (n) RETURN count(n) AS c' }))).toMatchObject({
      rows: [{ c: 10 }],
    });
  });

  it('shows nodes and relationships in the one MCP shape, as over the embedded store', async () => {
    const hop = await c.call('cypher', { query: "MATCH (a:Station {id: 's0'})-[r]-(b) RETURN a, r, b" });
    expect((json(hop) as { rows: unknown[] }).rows).toEqual([
      {
        a: { id: 's0', labels: ['Station'], properties: { zone: 'A' } },
        r: { type: 'LINE', properties: {} },
        b: { id: 's1', labels: ['Station'], properties: { zone: 'A' } },
      },
    ]);
    const found = await c.call('get_node_by_property', {
      label: 'Station',
      property_name: 'id',
      property_value: 's9',
    });
    expect(json(found)).toEqual([{ id: 's9', labels: ['Station'], properties: { zone: 'B' } }]);
  });

  it("GraphWalk's navigation tools walk the Neo4j graph", async () => {
    const near = json(
      await c.call('get_all_nearest_neighbors', {
        label: 'Station',
        property_name: 'id',
        property_value: 's4',
      }),
    ) as { neighbor: { id: string; zone: string } }[];
    expect(near.map((r) => r.neighbor.id).sort()).toEqual(['s3', 's5']);
    const inB = json(
      await c.call('get_node_by_property', { label: 'Station', property_name: 'zone', property_value: 'B' }),
    ) as { id: string }[];
    expect(inB.map((r) => r.id).sort()).toEqual(['s5', 's6', 's7', 's8', 's9']);
    expect(
      json(
        await c.call('get_unique_property_values', {
          entity_name: 'Station',
          property_name: 'zone',
          entity_type: 'node',
        }),
      ),
    ).toEqual(expect.arrayContaining([{ values: 'A' }, { values: 'B' }]));
  });

  it('ask answers with a program over the graph read from Neo4j', async () => {
    const result = await c.call('ask', {
      question: 'How many stations are there?',
      method: 'zero-shot-code',
      options: { phrase: false },
    });
    expect(result.isError).toBeFalsy();
    expect(json(result)).toMatchObject({ outcome: 'answered', answer: 10 });
  });
});
