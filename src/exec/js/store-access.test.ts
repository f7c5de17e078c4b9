/**
 * Scripted programs (no model) that reach the store with `await cypher()` / `await neighbors()`,
 * against the real Neo4j server, the embedded store, and the memory store (which has no Cypher).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GrrafError } from '../../errors.js';
import { EmbeddedStore } from '../../graph/stores/embedded/embedded-store.js';
import type { GraphStore } from '../../graph/stores/graph-store.js';
import { MemoryStore } from '../../graph/stores/memory/memory-store.js';
import { Neo4jStore } from '../../graph/stores/neo4j/neo4j-store.js';
import { describeNeo4j } from '../../test-support/neo4j-tests.js';
import { addExecStep } from '../../trace/steps.js';
import { Trace } from '../../trace/trace.js';
import type { ExecLimits } from '../executor.js';
import { pathGraph } from '../test-support/graphs.js';
import { JsExecutor } from './js-executor.js';

const ex = new JsExecutor({ limits: { timeLimitMs: 20_000, maxRows: 1000 } });
afterAll(() => ex.close());

/** Runs `code` in query mode: no G, only the store. */
const run = (store: GraphStore, code: string, limits: Partial<ExecLimits> = {}) =>
  ex.run(code, { graphs: {}, store, params: { source: 0, target: 3 } }, limits);

/** Grows a neighborhood of params.source hop by hop with Cypher, then computes with the library. */
const NEIGHBORHOOD_PROGRAM = `
const H = new UndirectedGraph();
let frontier = [params.source];
const seen = new Set(frontier);
for (let hop = 0; hop < 3 && frontier.length > 0; hop++) {
  const rows = await cypher(
    'MATCH (a)-[r]-(b) WHERE a.id IN $ids RETURN a.id AS s, b.id AS t, r.weight AS w',
    { ids: frontier },
  );
  const next = [];
  for (const { s, t, w } of rows) {
    H.mergeNode(String(s), { id: s });
    H.mergeNode(String(t), { id: t });
    H.mergeEdge(String(s), String(t), typeof w === 'number' ? { weight: w } : {});
    if (!seen.has(t)) { seen.add(t); next.push(t); }
  }
  frontier = next;
}
answer = shortestPathLength(H, String(params.source), String(params.target), { weight: 'weight' });
`;

function describeCypherPrograms(title: string, open: () => Promise<GraphStore>): void {
  describe(title, () => {
    let store: GraphStore;
    beforeAll(async () => {
      store = await open();
      await store.load(pathGraph());
    }, 120_000);
    afterAll(() => store?.close());

    it('fetches a neighborhood and computes on it with the library; the trace lists the queries', async () => {
      const r = await run(store, NEIGHBORHOOD_PROGRAM);
      expect(r).toMatchObject({ ok: true, answer: 4 });
      expect(r.queries?.length).toBe(3);
      expect(r.queries?.[0]).toMatchObject({ params: { ids: [0] }, rows: 1 });
      expect(r.queries?.[0]?.query).toContain('MATCH (a)-[r]-(b)');
      const trace = new Trace();
      const step = addExecStep(
        trace,
        { name: 'execute', language: 'js', code: 'code', startedAt: new Date() },
        r,
      );
      const queries = trace.steps.filter((s) => s.kind === 'query' && s.parent === step.index);
      expect(queries.map((q) => q.kind === 'query' && q.rows)).toEqual(r.queries?.map((q) => q.rows));
    });

    it('hands nodes over as { id, labels, properties } and walks with neighbors()', async () => {
      const r = await run(
        store,
        `const [row] = await cypher('MATCH (n) WHERE n.id = $id RETURN n', { id: 1 });
         const around = await neighbors(1);
         answer = { node: row.n, around: around.map((x) => x.node.id).sort() };`,
      );
      expect(r.ok).toBe(true);
      const a = r.answer as { node: Record<string, unknown>; around: number[] };
      expect(Object.keys(a.node).sort()).toEqual(['id', 'labels', 'properties']);
      expect(a.node.id).toBe(1);
      expect(a.around).toEqual([0, 2]);
      expect(r.queries?.[1]?.query).toBe('neighbors(1, {})');
    });

    it('gives the program the store error to catch or to fail with, and records it', async () => {
      const caught = await run(
        store,
        `try { await cypher('MATCH (n:NoSuchLabel RETURN n'); } catch (e) { answer = e.name + ': ' + e.message; }`,
      );
      expect(caught.ok).toBe(true);
      expect(String(caught.answer)).toMatch(/^CypherError: \S/);
      expect(caught.queries?.[0]?.error).toBeTruthy();
      // The trace says what kind of failure it was: the query's syntax.
      expect(caught.queries?.[0]?.errorKind).toBe('syntax');
      const uncaught = await run(store, `answer = await cypher('MATCH (n:NoSuchLabel RETURN n');`);
      expect(uncaught).toMatchObject({ ok: false, error: { kind: 'runtime' } });
      expect(uncaught.error?.message).toMatch(/^CypherError: /);
    });

    it('refuses a write query, and the graph is unchanged', async () => {
      const r = await run(store, `answer = await cypher("CREATE (n:Extra {id: 99}) RETURN n.id AS id");`);
      expect(r.ok).toBe(false);
      expect(r.error?.message).toMatch(/CypherError/);
      expect(r.queries?.[0]?.rows).toBe(0);
      expect(r.queries?.[0]?.errorKind).toBe('forbidden');
      const count = await store.cypher!('MATCH (n) RETURN count(n) AS n');
      expect(count.rows[0]?.n).toBe(5);
    });

    it('refuses a result past the row cap instead of cutting it', async () => {
      const r = await run(store, `answer = (await cypher('MATCH (n) RETURN n.id AS id')).length;`, {
        maxRows: 2,
      });
      expect(r.ok).toBe(false);
      expect(r.error?.message).toMatch(/more than 2 rows \(the row cap\)/);
      // A page of the cap's size fits; its size comes as a parameter, as a program pages.
      const fits = await run(
        store,
        `answer = (await cypher('MATCH (n) RETURN n.id AS id LIMIT $k', { k: 2 })).length;`,
        {
          maxRows: 2,
        },
      );
      expect(fits).toMatchObject({ ok: true, answer: 2 });
    });

    it('gives a query the run’s remaining time, and a query that uses it up ends the run', async () => {
      const started = performance.now();
      const r = await run(
        store,
        `await cypher('UNWIND range(1, 100000) AS a UNWIND range(1, 100000) AS b WITH a * b AS x WHERE x % 7 = 3 RETURN count(*) AS n');
         answer = 1;`,
        { timeLimitMs: 1500 },
      );
      expect(r).toMatchObject({ ok: false, error: { kind: 'timeout' } });
      expect(performance.now() - started).toBeLessThan(8000);
    });

    it('ends a run whose query returns more than the sandbox may hold, with the memory kind', async () => {
      const big = await run(
        store,
        `answer = (await cypher('UNWIND range(1, 5) AS i RETURN i, $s AS s', { s: 'x'.repeat(1e6) })).length;`,
        { memoryMb: 16 },
      );
      expect(big).toMatchObject({ ok: false, error: { kind: 'memory' } });
      expect(big.error?.message).toMatch(/the query returned too much/);
      expect(big.queries?.[0]?.errorKind).toBe('memory');
      // Each result fits; together they outgrow the isolate's heap, which holds every copied row.
      const piled = await run(
        store,
        `const kept = [];
         for (let i = 0; i < 40; i++) kept.push(await cypher('UNWIND range(1, 3) AS i RETURN i, $s AS s', { s: 'y'.repeat(1e6) + i }));
         answer = kept.length;`,
        { memoryMb: 32 },
      );
      expect(piled).toMatchObject({ ok: false, error: { kind: 'memory' } });
      expect(piled.error?.message).toMatch(/queries returned [\d.]+ MB of rows/);
    });
  });
}

const embeddedDir = mkdtempSync(join(tmpdir(), 'grraf-js-query-'));
afterAll(() => rmSync(embeddedDir, { recursive: true, force: true }));
describeCypherPrograms('programs with cypher() on the embedded store', () =>
  EmbeddedStore.open(join(embeddedDir, 'store')),
);

describeNeo4j('programs with cypher() on Neo4j', (server) => {
  describeCypherPrograms('on the server', () => Neo4jStore.connect(server.uri, server));
});

describe('programs on the memory store', () => {
  it('have no cypher (calling it says so) but can walk with neighbors()', async () => {
    const store = new MemoryStore();
    await store.load(pathGraph());
    const r = await run(
      store,
      `let error = '';
       try { await cypher('MATCH (n) RETURN n'); } catch (e) { error = e.message; }
       answer = { error, around: (await neighbors(2)).length };`,
    );
    expect(r.ok).toBe(true);
    expect(r.answer).toEqual({
      error: 'cypher() is not available: the memory store cannot run Cypher queries',
      around: 2,
    });
  });

  it('hear of an unknown node from neighbors() as an error they can catch', async () => {
    const store = new MemoryStore();
    await store.load(pathGraph());
    const r = await run(store, `try { await neighbors(99); } catch (e) { answer = e.message; }`);
    expect(r.ok).toBe(true);
    expect(r.answer).toMatch(/no node with id 99/);
  });

  it('end the question when the store fails for good (a fatal error is thrown, not handed to the program)', async () => {
    const store = Object.assign(new MemoryStore(), {
      cypher: async () => {
        throw new GrrafError('io', 'cannot reach the server');
      },
    });
    const running = run(store, `try { await cypher('RETURN 1'); } catch { } answer = 1;`);
    await expect(running).rejects.toMatchObject({ code: 'io', message: 'cannot reach the server' });
  });

  it('run parallel calls one at a time, each with its own rows', async () => {
    let inFlight = 0;
    let most = 0;
    const store = Object.assign(new MemoryStore(), {
      cypher: async (_q: string, p?: Record<string, unknown>) => {
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight--;
        return { columns: ['x'], rows: [{ x: p?.x }], truncated: false, ms: 5 };
      },
    });
    const r = await run(
      store,
      `const all = await Promise.all([1, 2, 3].map((x) => cypher('RETURN $x AS x', { x })));
       answer = all.map((rows) => rows[0].x);`,
    );
    expect(r).toMatchObject({ ok: true, answer: [1, 2, 3] });
    expect(r.queries?.map((q) => q.params)).toEqual([{ x: 1 }, { x: 2 }, { x: 3 }]);
    expect(most).toBe(1);
  });

  it('have no store at all when the run gives none', async () => {
    const r = await ex.run(`answer = await neighbors(1);`, { graphs: {} });
    expect(r).toMatchObject({ ok: false, error: { kind: 'runtime' } });
    expect(r.error?.message).toContain('this run has no store');
  });
});
