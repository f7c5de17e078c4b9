import neo4j from 'neo4j-driver';
import { describe, expect, it } from 'vitest';
import { isGrrafError } from '../../../errors.js';
import { describeNeo4j } from '../../../test-support/neo4j-tests.js';
import { describeStoreConformance } from '../conformance/conformance-suite.js';
import { directedLabeled } from '../conformance/fixtures.js';
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

  describe('read-only queries', () => {
    it('refuses writes in READ sessions and keeps the graph', async () => {
      const store = await connect();
      try {
        await store.load(directedLabeled());
        for (const q of [
          "CREATE (n:X {id: 'x'})",
          'MATCH (n) DETACH DELETE n',
          'MATCH (n:Person) SET n.age = 1',
        ]) {
          await expect(store.cypher(q)).rejects.toSatisfy((e) => isGrrafError(e, 'forbidden'));
        }
        expect((await store.schema()).nodeCount).toBe(6);
        const r = await store.cypher('UNWIND range(1, 1000) AS x RETURN x', {}, { maxRows: 5 });
        expect([r.rows.length, r.truncated]).toEqual([5, true]);
      } finally {
        await store.close();
      }
    });
  });
});
