import { afterAll, beforeAll, expect, it } from 'vitest';
import { isGrrafError } from '../../../errors.js';
import { describeNeo4j } from '../../../test-support/neo4j-tests.js';
import type { GraphData, GraphEdge } from '../../model.js';
import { directedLabeled, undirectedWeighted } from '../conformance/fixtures.js';
import { normalizeGraph } from '../conformance/normalize.js';
import { LOAD_BATCH, loadNeo4j, STAGING_LABEL, type StatementRunner } from './neo4j-load.js';
import { Neo4jStore } from './neo4j-store.js';

/** A ring of `n` nodes with chords: more nodes and edges than one load batch holds. */
function ring(n: number): GraphData {
  const nodes = Array.from({ length: n }, (_, id) => ({
    id,
    labels: ['Stop'],
    properties: { name: `s${id}` },
  }));
  const edges = nodes.flatMap(({ id }): GraphEdge[] => [
    { source: id, target: (id + 1) % n, type: 'NEXT', properties: {}, weight: 1 + (id % 5) },
    { source: id, target: (id * 7 + 3) % n, type: 'JUMP', properties: { k: id } },
  ]);
  return { directed: true, nodes, edges: edges.filter((e) => e.source !== e.target || e.type === 'NEXT') };
}

describeNeo4j('loading into Neo4j', (server) => {
  let store: Neo4jStore;
  beforeAll(async () => {
    store = await Neo4jStore.connect(server.uri, server);
  });
  afterAll(() => store.close());
  const count = async (query: string) => Number((await store.read(query))[0]?.c);

  it('loads a graph larger than one batch whole, in batches', async () => {
    const data = ring(Math.round(LOAD_BATCH * 1.5));
    const statements: string[] = [];
    const session = store.session(true);
    const runner: StatementRunner = {
      run: (query, params) => {
        statements.push(query);
        return session.run(query, params);
      },
    };
    try {
      expect(await loadNeo4j(runner, data)).toBe(data.edges.length);
    } finally {
      await session.close();
    }
    expect(statements.filter((s) => s.startsWith('UNWIND $rows AS r CREATE (n:')).length).toBe(2);
    expect(statements.filter((s) => s.includes('CREATE (a)-[e:`NEXT`]->(b)')).length).toBe(2);
    const fresh = await Neo4jStore.connect(server.uri, server);
    try {
      const schema = await fresh.schema();
      expect([schema.nodeCount, schema.edgeCount]).toEqual([data.nodes.length, data.edges.length]);
      expect(await count('MATCH (n:Stop) RETURN count(n) AS c')).toBe(data.nodes.length);
      expect(await count('MATCH ()-[r]->() RETURN count(r) AS c')).toBe(data.edges.length);
      expect(await count(`MATCH (n:${STAGING_LABEL}) RETURN count(n) AS c`)).toBe(0);
      expect((await fresh.neighbors(10, { direction: 'out', type: 'JUMP' }))[0]?.node.id).toBe(73);
    } finally {
      await fresh.close();
    }
  });

  it('keeps the previous graph whole when a load fails while staging, and leaves nothing staged', async () => {
    await store.load(directedLabeled());
    const before = normalizeGraph(await store.export());
    const session = store.session(true);
    let edgeBatches = 0;
    const failing: StatementRunner = {
      run: (query, params) => {
        if (query.includes('CREATE (a)-[e:') && ++edgeBatches === 2) {
          return Promise.reject(Object.assign(new Error('connection lost'), { code: 'ServiceUnavailable' }));
        }
        return session.run(query, params);
      },
    };
    try {
      await expect(loadNeo4j(failing, ring(LOAD_BATCH + 10))).rejects.toThrow('connection lost');
    } finally {
      await session.close();
    }
    expect(edgeBatches).toBe(2);
    expect(normalizeGraph(await store.export())).toEqual(before);
    expect(await count(`MATCH (n:${STAGING_LABEL}) RETURN count(n) AS c`)).toBe(0);
    expect(await count('MATCH (n) RETURN count(n) AS c')).toBe(6);
  });

  it("hides a killed load's staged nodes from grraf's reads, and the next load removes them", async () => {
    await store.load(undirectedWeighted());
    const before = normalizeGraph(await store.export());
    const session = store.session(true);
    try {
      // What a load killed while staging leaves: nodes under the staging label, and their edges.
      await session.run(
        `CREATE (a:${STAGING_LABEL}:Node {id: 0})-[:EDGE {weight: 9}]->(b:${STAGING_LABEL}:Node {id: 77})`,
      );
    } finally {
      await session.close();
    }
    expect(normalizeGraph(await store.export())).toEqual(before);
    expect(await store.nodesByProperty({ key: 'id', value: 0 })).toHaveLength(1);
    expect(await store.nodesByProperty({ key: 'id', value: 77 })).toEqual([]);
    expect(await store.distinctValues({ key: 'weight', type: 'EDGE' })).not.toContain(9);
    await store.load(directedLabeled());
    expect(normalizeGraph(await store.export())).toEqual(normalizeGraph(directedLabeled()));
    expect(await count(`MATCH (n:${STAGING_LABEL}) RETURN count(n) AS c`)).toBe(0);
  });

  it('refuses a database holding data grraf did not load, and an empty name Neo4j cannot store', async () => {
    const session = store.session(true);
    try {
      await store.load(directedLabeled());
      const bad = directedLabeled();
      bad.edges[0]!.type = '';
      const err = await store.load(bad).catch((e: unknown) => e);
      expect(isGrrafError(err, 'validation')).toBe(true);
      expect((err as Error).message).toMatch(/edges\[0\]\.type/);
      await session.run('MATCH (n) DETACH DELETE n');
      for (const r of (
        await session.run("SHOW INDEXES YIELD name WHERE name STARTS WITH 'grraf-meta' RETURN name")
      ).records) {
        await session.run(`DROP INDEX \`${String(r.get('name')).replaceAll('`', '``')}\``);
      }
      await session.run("CREATE (:Customer {id: 'theirs'})");
      const foreign = await store.load(undirectedWeighted()).catch((e: unknown) => e);
      expect(isGrrafError(foreign, 'config')).toBe(true);
      expect(await count("MATCH (n:Customer {id: 'theirs'}) RETURN count(n) AS c")).toBe(1);
    } finally {
      await session.run('MATCH (n) DETACH DELETE n');
      await session.close();
    }
  });
});
