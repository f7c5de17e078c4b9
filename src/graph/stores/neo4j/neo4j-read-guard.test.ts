import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GrrafError, isGrrafError } from '../../../errors.js';
import { describeNeo4j } from '../../../test-support/neo4j-tests.js';
import { directedLabeled } from '../conformance/fixtures.js';
import { normalizeGraph } from '../conformance/normalize.js';
import { type PlanNode, refusedByPlan } from './neo4j-read-guard.js';
import { Neo4jStore } from './neo4j-store.js';

const plan = (operatorType: string, Details = '', children: PlanNode[] = []): PlanNode => ({
  operatorType: `${operatorType}@neo4j`,
  arguments: { Details },
  children,
});

describe('the Neo4j plan guard on plans', () => {
  it('refuses APOC procedures and functions that reach files, URLs or run Cypher, and allows pure ones', () => {
    const call = (details: string) => plan('ProduceResults', 'x', [plan('ProcedureCall', details)]);
    expect(refusedByPlan(call('apoc.load.json($autostring_0) :: (value :: MAP)'))).toBe(
      'the procedure apoc.load.json',
    );
    expect(refusedByPlan(call('apoc.export.csv.all($a, $b) :: (file :: STRING)'))).toMatch(
      /apoc.export.csv.all/,
    );
    expect(refusedByPlan(call('apoc.algo.dijkstra(a, b, $t, $w) :: (path :: PATH, weight :: FLOAT)'))).toBe(
      undefined,
    );
    const projected = (expr: string) => plan('ProduceResults', 'x', [plan('Projection', `${expr} AS x`)]);
    expect(refusedByPlan(projected('apoc.cypher.runFirstColumnSingle($q, {})'))).toBe(
      'the APOC function apoc.cypher.runFirstColumnSingle',
    );
    expect(refusedByPlan(projected('apoc.coll.sort(l)'))).toBe(undefined);
    expect(refusedByPlan(plan('ProduceResults', 'r', [plan('Apply', '', [plan('LoadCSV', 'r')])]))).toMatch(
      /LOAD CSV/,
    );
  });
});

describeNeo4j('the Neo4j store refuses what reaches outside the graph', (server) => {
  let store: Neo4jStore;
  let web: Server;
  let hits = 0;
  let url = '';
  beforeAll(async () => {
    store = await Neo4jStore.connect(server.uri, server);
    await store.load(directedLabeled());
    // A web server the Neo4j server could fetch from: any request it receives means a query got out.
    web = createServer((_req, res) => {
      hits++;
      res.end('a,b\n1,2\n');
    });
    web.listen(0, '127.0.0.1');
    await once(web, 'listening');
    url = `http://127.0.0.1:${(web.address() as AddressInfo).port}/x.csv`;
  });
  afterAll(async () => {
    await store.close();
    await new Promise((resolve) => web.close(resolve));
  });

  const refused = async (query: string) => {
    const err = await store.cypher(query).catch((e: unknown) => e);
    expect(isGrrafError(err, 'forbidden'), `${query}: ${String(err)}`).toBe(true);
    return err as GrrafError;
  };

  // Every write form the server must refuse in a READ session (the hostile corpus of the embedded
  // store's tests, in Neo4j's Cypher, plus its schema and administration writes).
  const writes = [
    "CREATE (n:Person {id: 'eve', name: 'Eve'})",
    "MERGE (n:Person {id: 'ann'})",
    'MATCH (n:Person) SET n.age = 1',
    'MATCH (n:Person) SET n:Admin',
    "MATCH (n:Person {id: 'cid'}) DELETE n",
    'MATCH (n) DETACH DELETE n',
    'MATCH (n:Person) REMOVE n.age',
    'MATCH (n:Person) REMOVE n:Person',
    "MATCH (a:Person {id: 'ann'}), (b:Person {id: 'cid'}) CREATE (a)-[:KNOWS]->(b)",
    'MATCH ()-[r:KNOWS]->() DELETE r',
    'FOREACH (x IN [1] | CREATE (:X))',
    'CALL { CREATE (:X) } IN TRANSACTIONS',
    'UNWIND [1, 2] AS x CALL { WITH x MERGE (:X {v: x}) } RETURN count(*) AS c',
    'CREATE INDEX grraf_hostile FOR (n:Person) ON (n.name)',
    'CREATE CONSTRAINT grraf_hostile FOR (n:Person) REQUIRE n.name IS UNIQUE',
    'DROP INDEX person_id IF EXISTS',
    "CALL db.createLabel('X')",
    "CALL db.createProperty('x')",
    "CALL db.createRelationshipType('X')",
    'CREATE DATABASE hostile',
    "CREATE USER mallory SET PASSWORD 'mallory-password'",
    "ALTER USER neo4j SET PASSWORD 'another-password'",
  ];
  it.each(writes)('refuses %s, and so does the server itself in a READ session', async (query) => {
    const before = normalizeGraph(await store.export());
    await refused(query);
    // The same text straight into a READ session, past grraf's plan check: the server refuses it.
    const err = await store.read(query).catch((e: unknown) => e);
    expect(isGrrafError(err, 'forbidden'), String(err)).toBe(true);
    expect((err as GrrafError).details.neo4jCode).toBe('Neo.ClientError.Statement.AccessMode');
    expect(normalizeGraph(await store.export())).toEqual(before);
  });

  it('left no index, constraint, user or database behind', async () => {
    const names = async (cmd: string) =>
      (await store.read(`${cmd} YIELD name RETURN name`)).map((r) => r.name);
    expect(await names('SHOW INDEXES')).not.toContain('grraf_hostile');
    expect(await names('SHOW CONSTRAINTS')).not.toContain('grraf_hostile');
    expect(await names('SHOW DATABASES')).not.toContain('hostile');
    expect((await store.read('SHOW USERS YIELD user RETURN user')).map((r) => r.user)).toEqual(['neo4j']);
  });

  it('refuses LOAD CSV by its plan before the server fetches anything', async () => {
    for (const query of [
      `LOAD CSV FROM '${url}' AS r RETURN r`,
      `LOAD CSV WITH HEADERS FROM '${url}' AS r RETURN r.a AS a`,
      `CALL { LOAD CSV FROM '${url}' AS r RETURN r } RETURN r`,
      `MATCH (p:Person) CALL { WITH p LOAD CSV FROM '${url}' AS r RETURN r } RETURN p.id, r`,
      "LOAD CSV FROM 'file:///etc/hostname' AS r RETURN r",
      `load   csv from '${url}' as r return r`,
      `WITH '${url}' AS u LOAD CSV FROM u AS r RETURN r`,
    ]) {
      const err = await refused(query);
      expect(err.details.refused).toMatch(/LOAD CSV/);
    }
    expect(hits).toBe(0);
  });

  it('refuses procedures outside the catalog reads, and commands, by the plan', async () => {
    for (const [query, what] of [
      ['CALL db.clearQueryCaches()', 'db.clearQueryCaches'],
      ['CALL dbms.listConfig() YIELD name RETURN name', 'dbms.listConfig'],
      ["CALL dbms.killConnection('bolt-1')", 'dbms.killConnection'],
      ['CALL dbms.listConnections()', 'dbms.listConnections'],
      ['CALL tx.setMetaData({a: 1})', 'tx.setMetaData'],
      ['SHOW TRANSACTIONS', 'ShowTransactions'],
      ["TERMINATE TRANSACTIONS 'neo4j-transaction-1'", 'TerminateTransactions'],
      ['SHOW SETTINGS', 'ShowSettings'],
      ['SHOW USERS', 'AdministrationCommand'],
    ] as const) {
      const err = await refused(query);
      expect(String(err.details.refused)).toContain(what);
    }
  });

  it('runs what stays inside the graph, including the catalog procedures', async () => {
    const labels = await store.cypher(
      "CALL db.labels() YIELD label WHERE NOT label STARTS WITH '_Grraf' RETURN label ORDER BY label",
    );
    expect(labels.rows.map((r) => r.label)).toEqual(['Company', 'Employee', 'Node', 'Person']);
    // grraf's record of the graph is no node: a model's MATCH (n) counts the graph's nodes only.
    expect((await store.cypher('MATCH (n) RETURN count(n) AS c')).rows).toEqual([{ c: 6 }]);
    const q = "MATCH (p:Person) WHERE p.name STARTS WITH 'load csv' RETURN count(p) AS c";
    expect((await store.cypher(q)).rows).toEqual([{ c: 0 }]);
  });
});
