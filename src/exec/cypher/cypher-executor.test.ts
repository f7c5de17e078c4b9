import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { GrrafError } from '../../errors.js';
import type { GraphStore, QueryLimits, QueryResult } from '../../graph/stores/graph-store.js';
import { CypherExecutor } from './cypher-executor.js';

/** A Cypher-capable store double: answers from a table, or throws what it is told to. */
function fakeStore(answer: (q: string, limits: QueryLimits) => QueryResult | Promise<QueryResult>) {
  const calls: QueryLimits[] = [];
  const store = {
    kind: 'fake',
    cypher: async (q: string, _p?: Record<string, unknown>, limits: QueryLimits = {}) => {
      calls.push(limits);
      return answer(q, limits);
    },
  } as unknown as GraphStore;
  return { store, calls };
}

const result = (columns: string[], rows: Record<string, unknown>[], truncated = false): QueryResult => ({
  columns,
  rows,
  truncated,
  ms: 1,
});

describe('CypherExecutor', () => {
  const ex = new CypherExecutor({ limits: { timeLimitMs: 2000, maxRows: 50 } });

  it('leaves no abort listener behind on the signal its runs share', async () => {
    const { store } = fakeStore(() => result(['x'], [{ x: 1 }]));
    const question = new AbortController();
    for (let i = 0; i < 12; i++) await ex.run('RETURN 1 AS x', { graphs: {}, store }, {}, question.signal);
    expect(getEventListeners(question.signal, 'abort')).toHaveLength(0);
  });

  it('returns a single value for one row with one column, else the rows', async () => {
    const { store } = fakeStore((q) =>
      q.includes('count') ? result(['n'], [{ n: 7 }]) : result(['a', 'b'], [{ a: 1, b: 2 }]),
    );
    expect(await ex.run('MATCH (n) RETURN count(n) AS n', { graphs: {}, store })).toMatchObject({
      ok: true,
      answer: 7,
    });
    expect((await ex.run('MATCH (a)-->(b) RETURN a, b', { graphs: {}, store })).answer).toEqual([
      { a: 1, b: 2 },
    ]);
  });

  it('passes the time limit and the row cap to the store and says when rows were cut', async () => {
    const { store, calls } = fakeStore(() => result(['x'], [{ x: 1 }, { x: 2 }], true));
    const r = await ex.run('MATCH (n) RETURN n.x AS x', { graphs: {}, store }, { maxRows: 2 });
    expect(calls[0]).toEqual({ timeLimitMs: 2000, maxRows: 2 });
    expect(r.output).toContain('truncated at 2 rows');
  });

  it.each([
    ['forbidden', 'forbidden'],
    ['syntax', 'syntax'],
    ['timeout', 'timeout'],
    ['runtime', 'runtime'],
  ] as const)('maps a store %s error to kind %s', async (code, kind) => {
    const { store } = fakeStore(() => {
      throw new GrrafError(code, 'nope', { line: 1, recoverable: true });
    });
    const r = await ex.run('CREATE (n)', { graphs: {}, store });
    expect(r).toMatchObject({ ok: false, error: { kind, line: 1 } });
  });

  it.each(['io', 'config', 'not-found'] as const)(
    'throws a fatal store %s error instead of handing it to the model',
    async (code) => {
      const { store } = fakeStore(() => {
        throw new GrrafError(code, 'the server is down');
      });
      await expect(ex.run('MATCH (n) RETURN n', { graphs: {}, store })).rejects.toMatchObject({ code });
    },
  );

  it('ends a cancelled query at once with the fatal cancelled error', async () => {
    const { store } = fakeStore(() => new Promise<QueryResult>(() => {}));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    await expect(
      ex.run('MATCH (n) RETURN n', { graphs: {}, store }, { timeLimitMs: 60_000 }, controller.signal),
    ).rejects.toMatchObject({ code: 'cancelled' });
  });

  it('times out a store that ignores its time limit', async () => {
    const { store } = fakeStore(() => new Promise<QueryResult>(() => {}));
    const r = await ex.run('MATCH (n) RETURN n', { graphs: {}, store }, { timeLimitMs: 10 });
    expect(r).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });

  it('refuses a store without Cypher', async () => {
    const store = { kind: 'memory' } as unknown as GraphStore;
    await expect(ex.run('MATCH (n) RETURN n', { graphs: {}, store })).rejects.toThrow(/Cypher-capable store/);
  });
});
