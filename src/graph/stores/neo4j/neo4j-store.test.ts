import neo4j from 'neo4j-driver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GrrafError, isGrrafError } from '../../../errors.js';
import { describeNeo4j } from '../../../test-support/neo4j-tests.js';
import { describeStoreConformance } from '../conformance/conformance-suite.js';
import { directedLabeled } from '../conformance/fixtures.js';
import { normalizeGraph } from '../conformance/normalize.js';
import { classifyNeo4jError } from './neo4j-errors.js';
import { Neo4jStore } from './neo4j-store.js';
import { plainNeo4j, toParam } from './neo4j-values.js';

describe('Neo4j store without a server', () => {
  it('maps server error codes to typed errors carrying the message', () => {
    const err = (code: string, message: string) => Object.assign(new Error(message), { code });
    const cases: [string, string, string][] = [
      ['Neo.ClientError.Statement.AccessMode', 'Writing in read access mode not allowed', 'forbidden'],
      ['Neo.ClientError.Statement.SyntaxError', "Invalid input 'MATC'", 'syntax'],
      ['Neo.ClientError.Transaction.TransactionTimedOutClientConfiguration', 'timed out', 'timeout'],
      ['Neo.ClientError.Procedure.ProcedureNotFound', 'There is no procedure apoc.x', 'syntax'],
      ['ServiceUnavailable', 'connection refused', 'io'],
      ['Neo.ClientError.Security.Unauthorized', 'The client is unauthorized', 'config'],
      ['ECONNRESET', 'socket hang up', 'io'],
    ];
    for (const [code, message, kind] of cases) {
      const g = classifyNeo4jError(err(code, message), 'MATCH (n) RETURN n');
      expect([g.code, g.message.includes(message)]).toEqual([kind, true]);
    }
  });

  it('marks statement errors recoverable and credential or connection failures fatal', () => {
    const err = (code: string) => Object.assign(new Error('x'), { code });
    const recoverable = (code: string) => classifyNeo4jError(err(code), 'RETURN 1').recoverable;
    expect(recoverable('Neo.ClientError.Statement.SyntaxError')).toBe(true);
    expect(recoverable('Neo.ClientError.Security.Unauthorized')).toBe(false);
    expect(recoverable('ServiceUnavailable')).toBe(false);
  });

  it('sends integers as Neo4j integers and mixed lists as JSON text', () => {
    expect(neo4j.isInt(toParam(3))).toBe(true);
    expect(toParam(2.5)).toBe(2.5);
    expect(toParam([1, 'a'])).toBe('[1,"a"]');
    expect(plainNeo4j(neo4j.int(7))).toBe(7);
  });

  it('an unreachable server is a clear io error', async () => {
    const err = await Neo4jStore.connect('bolt://127.0.0.1:1').catch((e: unknown) => e);
    expect(isGrrafError(err, 'io')).toBe(true);
    expect((err as Error).message).toMatch(/cannot connect to Neo4j at bolt:\/\/127.0.0.1:1/);
  });
});

describeNeo4j('Neo4j store on a server', (server) => {
  const connect = () => Neo4jStore.connect(server.uri, server);
  describeStoreConformance('neo4j', connect);

  describe('errors say what happened', () => {
    it('refused credentials are a configuration error naming the user, not a connection failure', async () => {
      const err = await Neo4jStore.connect(server.uri, {
        user: server.user,
        password: 'not-the-password',
      }).catch((e: unknown) => e);
      expect(isGrrafError(err, 'config')).toBe(true);
      expect((err as Error).message).toContain(`authentication failed for user ${server.user}`);
      expect((err as GrrafError).recoverable).toBe(false);
    });

    it('a syntax error keeps its position and the server message', async () => {
      const store = await connect();
      try {
        const err = await store.cypher('MATCH (n)\nWHERE n.id = 1\nRETUR n').catch((e: unknown) => e);
        expect(isGrrafError(err, 'syntax')).toBe(true);
        expect((err as GrrafError).location).toEqual({ line: 3, column: 1 });
        expect((err as GrrafError).message).toMatch(/^line 3:1: Invalid input 'RETUR'/);
        expect((err as GrrafError).recoverable).toBe(true);
      } finally {
        await store.close();
      }
    });
  });

  describe('limits', () => {
    let store: Neo4jStore;
    beforeAll(async () => {
      store = await connect();
      await store.load(directedLabeled());
    });
    afterAll(() => store.close());

    it('stops a long query at its time limit on the server', async () => {
      const started = performance.now();
      const err = await store
        .cypher(
          'UNWIND range(1, 1000000000) AS x WITH x WHERE x % 7 = 0 RETURN count(*) AS c',
          {},
          {
            timeLimitMs: 400,
          },
        )
        .catch((e: unknown) => e);
      expect(isGrrafError(err, 'timeout')).toBe(true);
      expect((err as GrrafError).details.neo4jCode).toMatch(/TransactionTimedOut/);
      expect(performance.now() - started).toBeLessThan(5000);
      const active = await store.read('SHOW TRANSACTIONS YIELD currentQuery RETURN currentQuery');
      expect(active.map((r) => String(r.currentQuery)).filter((q) => q.includes('1000000000'))).toEqual([]);
    });

    it('caps rows without reading the rest of a huge result', async () => {
      const started = performance.now();
      const r = await store.cypher('UNWIND range(1, 1000000000) AS x RETURN x', {}, { maxRows: 5 });
      expect([r.rows.length, r.truncated, r.rows[4]]).toEqual([5, true, { x: 5 }]);
      expect(performance.now() - started).toBeLessThan(5000);
      const all = await store.cypher('UNWIND range(1, 7) AS x RETURN x', {}, { maxRows: 7 });
      expect([all.rows.length, all.truncated]).toEqual([7, false]);
    });

    it('counts a result past the cap on the server and returns its first rows', async () => {
      const query = 'UNWIND range(1, 250000) AS x RETURN x ORDER BY x DESC';
      const r = await store.cypherWithTotal(query, {}, { maxRows: 3 });
      expect([r.rows, r.total, r.truncated]).toEqual([
        [{ x: 250000 }, { x: 249999 }, { x: 249998 }],
        250000,
        true,
      ]);
      const small = await store.cypherWithTotal(
        'MATCH (p:Person) RETURN p.id AS id ORDER BY id',
        {},
        { maxRows: 10 },
      );
      expect([small.rows.map((x) => x.id), small.total]).toEqual([['ann', 'bob', 'cid'], 3]);
    });

    it('an aborted query ends at once with the fatal error cancelled, and the server stops it', async () => {
      const controller = new AbortController();
      const started = performance.now();
      setTimeout(() => controller.abort(), 200);
      const err = await store
        .cypher(
          'UNWIND range(1, 1000000000) AS x WITH x WHERE x % 3 = 0 RETURN count(*) AS c',
          {},
          {},
          controller.signal,
        )
        .catch((e: unknown) => e);
      expect(isGrrafError(err, 'cancelled')).toBe(true);
      expect((err as GrrafError).recoverable).toBe(false);
      expect(performance.now() - started).toBeLessThan(1500);
      const active = await store.read('SHOW TRANSACTIONS YIELD currentQuery RETURN currentQuery');
      expect(active.map((r) => String(r.currentQuery)).filter((q) => q.includes('x % 3'))).toEqual([]);
    });
  });

  describe('dialect profile', () => {
    it('says what the server is and that APOC is absent (asked, not assumed)', async () => {
      const store = await connect();
      try {
        expect(store.server).toMatchObject({ apoc: false, version: expect.stringMatching(/^5\.26\./) });
        expect(store.cypherDialect.features).toMatchObject({ apoc: false, callSubqueries: true });
        expect(store.cypherDialect.promptNotes).toContain('No APOC');
      } finally {
        await store.close();
      }
    });
  });

  describe('a graph exported back', () => {
    it('is read once while nothing commits, and anew after any commit, from grraf or anyone', async () => {
      const store = await connect();
      const other = neo4j.driver(server.uri, neo4j.auth.basic(server.user, server.password));
      const write = async (query: string) => {
        const session = other.session({ defaultAccessMode: neo4j.session.WRITE });
        try {
          await session.run(query);
        } finally {
          await session.close();
        }
      };
      try {
        await store.load(directedLabeled());
        const first = await store.export();
        await store.cypher('MATCH (n) RETURN count(n) AS c');
        expect(await store.export()).toBe(first);
        // A write that matches nothing commits nothing: the export is still the graph.
        await write("MATCH (n:NoSuchLabelHere) SET n.seen = 'yes'");
        expect(await store.export()).toBe(first);
        await write("MATCH (n:Person {id: 'ann'}) SET n.seen = 'yes'");
        const second = await store.export();
        expect(second).not.toBe(first);
        expect(second.nodes.find((n) => n.id === 'ann')?.properties).toMatchObject({ seen: 'yes' });
        expect(await store.export()).toBe(second);
        await store.load({ directed: false, nodes: [{ id: 1, labels: [], properties: {} }], edges: [] });
        expect(normalizeGraph(await store.export())).toMatchObject({ directed: false, nodes: [{ id: 1 }] });
      } finally {
        await other.close();
        await store.close();
      }
    });

    it('keeps ids whose edges name them by another type (3 and "3" are one node)', async () => {
      const store = await connect();
      try {
        const data = {
          directed: true,
          nodes: [
            { id: '3', labels: [], properties: {} },
            { id: 4, labels: [], properties: {} },
          ],
          edges: [{ source: 3, target: '4', properties: {} }],
        };
        expect((await store.load(data)).edges).toBe(1);
        const exported = normalizeGraph(await store.export());
        expect(exported.edges).toHaveLength(1);
        expect(await store.neighbors('3')).toHaveLength(1);
      } finally {
        await store.close();
      }
    });

    it('leaves no label of the previous graph in the catalog a model can list (db.labels())', async () => {
      const store = await connect();
      try {
        const node = (id: number, label: string) => ({ id, labels: [label], properties: {} });
        await store.load({ directed: true, nodes: [node(1, 'Hub'), node(2, 'Spoke')], edges: [] });
        await store.load({ directed: true, nodes: [node(1, 'Plant')], edges: [] });
        const listed = await store.cypher(
          "CALL db.labels() YIELD label WHERE NOT label STARTS WITH '_Grraf' RETURN label ORDER BY label",
        );
        expect(listed.rows.map((r) => r.label)).toEqual(['Plant']);
      } finally {
        await store.close();
      }
    });
  });
});
