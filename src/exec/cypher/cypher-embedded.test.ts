/** The Cypher executor against the real embedded store: answers, refused writes, bad queries. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '../../graph/stores/embedded/embedded-store.js';
import { pathGraph } from '../test-support/graphs.js';
import { CypherExecutor } from './cypher-executor.js';

const dir = mkdtempSync(join(tmpdir(), 'grraf-cypher-exec-'));
let store: EmbeddedStore;
const ex = new CypherExecutor({ limits: { timeLimitMs: 10_000, maxRows: 100 } });

beforeAll(async () => {
  store = await EmbeddedStore.open(join(dir, 'store'));
  await store.load(pathGraph());
}, 60_000);

afterAll(async () => {
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('CypherExecutor on the embedded store', () => {
  it('answers a count with a single value and a listing with rows', async () => {
    const count = await ex.run('MATCH (n) RETURN count(n) AS n', { graphs: {}, store });
    expect(count).toMatchObject({ ok: true, answer: 5 });
    const rows = await ex.run('MATCH (a)-[]->(b) RETURN a.id AS src, b.id AS dst ORDER BY src, dst', {
      graphs: {},
      store,
    });
    expect(rows.answer).toEqual([
      { src: 0, dst: 1 },
      { src: 1, dst: 2 },
      { src: 2, dst: 3 },
    ]);
  });

  it('refuses writes as forbidden and bad syntax as syntax', async () => {
    const write = await ex.run('CREATE (n:Node {id: 99}) RETURN n', { graphs: {}, store });
    expect(write).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    const syntax = await ex.run('MATCH (n RETURN n', { graphs: {}, store });
    expect(syntax).toMatchObject({ ok: false, error: { kind: 'syntax' } });
    const after = await ex.run('MATCH (n) RETURN count(n) AS n', { graphs: {}, store });
    expect(after.answer).toBe(5);
  });
});
