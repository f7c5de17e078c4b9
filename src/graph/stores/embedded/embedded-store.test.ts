import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isGrrafError } from '../../../errors.js';
import type { GraphData } from '../../model.js';
import { directedLabeled, undirectedWeighted } from '../conformance/fixtures.js';
import { normalizeGraph } from '../conformance/normalize.js';
import { EmbeddedStore } from './embedded-store.js';

const root = mkdtempSync(join(tmpdir(), 'grraf-embedded-'));
let n = 0;
const newDir = () => join(root, `s${n++}`);
const csvFile = join(root, 'outside.csv');
writeFileSync(csvFile, 'a,b\n1,2\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** sha256 of every file under dir (names and bytes), to prove a store is byte-for-byte unchanged. */
function hashDir(dir: string): string {
  const h = createHash('sha256');
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else h.update(name).update(readFileSync(p));
    }
  };
  walk(dir);
  return h.digest('hex');
}

/** A chain 0→1→…→k with scores, for ordering and time-out tests. */
function scored(k: number): GraphData {
  return {
    directed: true,
    nodes: Array.from({ length: k }, (_, i) => ({ id: i, labels: [], properties: { score: (i * 7) % k } })),
    edges: Array.from({ length: k - 1 }, (_, i) => ({
      source: i,
      target: i + 1,
      properties: {},
      weight: 1 + (i % 3),
    })),
  };
}

describe('EmbeddedStore: read-only generated queries', () => {
  let dir: string;
  let store: EmbeddedStore;
  beforeAll(async () => {
    dir = newDir();
    store = await EmbeddedStore.open(dir);
    await store.load(directedLabeled());
  });
  afterAll(() => store.close());

  const writes = [
    "CREATE (n:Person {id: 'eve', name: 'Eve'})",
    "MERGE (n:Person {id: 'ann'})",
    'MATCH (n:Person) SET n.age = 1',
    "MATCH (n:Person {id: 'cid'}) DELETE n",
    'MATCH (n) DETACH DELETE n',
    'MATCH (n:Person) REMOVE n.age',
    "COPY Person FROM '/etc/hostname'",
    'DROP TABLE KNOWS',
    'CREATE NODE TABLE X(id INT64, PRIMARY KEY(id))',
    'ALTER TABLE Person ADD x INT64',
    'CALL clear_warnings()',
    "COPY (MATCH (n) RETURN n.id) TO '/tmp/grraf-should-not-exist.csv'",
    `LOAD FROM '${csvFile}' RETURN *`,
    'INSTALL algo',
    `EXPORT DATABASE '${join(root, 'exported')}'`,
    'USE other',
    "ATTACH '/tmp/x.lbug' AS other (dbtype lbug)",
    'BEGIN TRANSACTION',
    'CALL threads=1',
  ];
  it.each(writes)('refuses %s with forbidden and leaves the store unchanged', async (q) => {
    const before = hashDir(dir);
    const exported = normalizeGraph(await store.export());
    await expect(store.cypher(q)).rejects.toSatisfy((e) => isGrrafError(e, 'forbidden'));
    expect(hashDir(dir)).toBe(before);
    // Read back by another instance: this one keeps its export while its database stays open.
    const reader = await EmbeddedStore.openExisting(dir);
    try {
      expect(normalizeGraph(await reader.export())).toEqual(exported);
    } finally {
      await reader.close();
    }
    expect((await store.cypher('MATCH (n) RETURN count(n) AS c')).rows).toEqual([{ c: 6 }]);
  });

  it("checks a query text's plan once, whatever its parameters, and a refused one every time", async () => {
    type Execute = (q: string, ...rest: unknown[]) => Promise<unknown>;
    const handle = (store as unknown as { handle: { execute: Execute } }).handle;
    const execute = handle.execute.bind(handle);
    const explained: string[] = [];
    handle.execute = (q, ...rest) => {
      if (q.startsWith('EXPLAIN')) explained.push(q);
      return execute(q, ...rest);
    };
    try {
      const query = 'MATCH (n:Person) WHERE n.id = $id RETURN n.id AS id';
      expect((await store.cypher(query, { id: 'ann' })).rows).toEqual([{ id: 'ann' }]);
      expect((await store.cypher(query, { id: 'bob' })).rows).toEqual([{ id: 'bob' }]);
      expect(explained).toHaveLength(1);
      const copy = "COPY (MATCH (n) RETURN n.id) TO '/tmp/grraf-should-not-exist.csv'";
      for (let i = 0; i < 2; i++) {
        await expect(store.cypher(copy)).rejects.toSatisfy((e) => isGrrafError(e, 'forbidden'));
      }
      expect(explained).toHaveLength(3);
    } finally {
      handle.execute = execute;
    }
  });

  it('a syntax error is typed, carries the engine message, and the connection stays usable', async () => {
    const err = await store.cypher('MATC (n) RETURN n').catch((e: unknown) => e);
    expect(isGrrafError(err, 'syntax')).toBe(true);
    expect((err as Error).message).toMatch(/Parser exception/);
    expect((await store.cypher('MATCH (n:Person) RETURN count(*) AS c')).rows).toEqual([{ c: 3 }]);
    await expect(store.cypher('MATCH (n:Nope) RETURN n')).rejects.toSatisfy((e) => isGrrafError(e, 'syntax'));
    await expect(store.cypher('RETURN 1; RETURN 2')).rejects.toSatisfy((e) => isGrrafError(e, 'syntax'));
  });

  it('runs parameterised queries and returns plain values', async () => {
    const r = await store.cypher(
      'MATCH (a:Person)-[k:KNOWS]->(b) WHERE a.id = $id RETURN b, k.since AS since',
      {
        id: 'ann',
      },
    );
    expect(r.columns).toEqual(['b', 'since']);
    expect(r.rows).toEqual([
      {
        b: { _label: 'Person', id: 'bob', _labels: ['Person'], name: 'Bob', age: 27, active: true },
        since: 2010,
      },
    ]);
  });

  it('cuts results at maxRows inside the read loop and says so', async () => {
    const r = await store.cypher('UNWIND range(1, 100000) AS x RETURN x', {}, { maxRows: 5 });
    expect(r.rows.map((x) => x.x)).toEqual([1, 2, 3, 4, 5]);
    expect(r.truncated).toBe(true);
    const all = await store.cypher('UNWIND range(1, 3) AS x RETURN x', {}, { maxRows: 3 });
    expect(all.truncated).toBe(false);
  });

  it('counts the whole result while reading only maxRows rows of it', async () => {
    const r = await store.cypherWithTotal('UNWIND range(1, 1000) AS x RETURN x', {}, { maxRows: 4 });
    expect(r.rows.map((x) => x.x)).toEqual([1, 2, 3, 4]);
    expect(r.total).toBe(1000);
    expect(r.truncated).toBe(true);
    const none = await store.cypherWithTotal('MATCH (a:Person) WHERE a.id = $id RETURN a', { id: 'nobody' });
    expect(none).toMatchObject({ rows: [], total: 0, truncated: false });
    const guarded = await store.cypherWithTotal("COPY (RETURN 1) TO '/tmp/x.csv'").catch((e: unknown) => e);
    expect(isGrrafError(guarded, 'forbidden'), String(guarded)).toBe(true);
  });

  it('runs a counted read on one engine thread (a stable row order) and gives generated queries them all', async () => {
    // Distinct texts: the engine reads a setting when it prepares a statement, and keeps it.
    const counted = await store.cypherWithTotal("CALL current_setting('threads') RETURN threads AS counted");
    expect(counted.rows).toEqual([{ counted: '1' }]);
    const generated = await store.cypher("CALL current_setting('threads') RETURN threads AS generated");
    expect(generated.rows).toEqual([{ generated: String(availableParallelism()) }]);
  });

  it('a time-out interrupts the query and the connection stays usable', async () => {
    const start = Date.now();
    // Not factorisable (y depends on x), so the engine must really enumerate ~5e9 rows.
    const slow = 'UNWIND range(1, 100000) AS x UNWIND range(1, x) AS y RETURN sum(y % 7) AS s';
    const err = await store.cypher(slow, {}, { timeLimitMs: 200 }).catch((e: unknown) => e);
    expect(isGrrafError(err, 'timeout'), String(err)).toBe(true);
    expect((err as Error).message).toMatch(/Interrupted/);
    expect(Date.now() - start).toBeLessThan(10_000);
    expect((await store.cypher('RETURN 1 AS one')).rows).toEqual([{ one: 1 }]);
  });
});

describe('EmbeddedStore: persistence and bad directories', () => {
  afterEach(() => undefined);

  it('reopens a store with its directedness, id types and weights', async () => {
    const dir = newDir();
    const s = await EmbeddedStore.open(dir);
    await s.load(undirectedWeighted());
    await s.close();
    const again = await EmbeddedStore.openExisting(dir);
    const exported = await again.export();
    expect(exported.directed).toBe(false);
    expect(exported.nodes.map((x) => x.id)).toEqual([0, 1, 2, 3, 4, 5]);
    expect((await again.schema()).directed).toBe(false);
    // Undirected: the stored direction does not matter to a `-[]-` pattern.
    const r = await again.cypher('MATCH (a)-[e]-(b) WHERE a.id = 1 RETURN b.id AS b ORDER BY b.id');
    expect(r.rows.map((x) => x.b)).toEqual([0, 2, 3]);
    await again.close();
  });

  it('a second load replaces the graph, and the export kept of the first', async () => {
    const dir = newDir();
    const s = await EmbeddedStore.open(dir);
    await s.load(undirectedWeighted());
    const first = await s.export();
    expect(await s.export()).toBe(first);
    await s.load(directedLabeled());
    expect(normalizeGraph(await s.export())).toEqual(normalizeGraph(directedLabeled()));
    expect(readdirSync(dir).filter((f) => f.startsWith('.build'))).toEqual([]);
    await s.close();
  });

  it('a missing store gives a clear not-found error', async () => {
    await expect(EmbeddedStore.openExisting(join(root, 'never-made'))).rejects.toSatisfy(
      (e) => isGrrafError(e, 'not-found') && /holds no graph/.test((e as Error).message),
    );
  });

  it('a directory that is not a store is refused', async () => {
    const dir = newDir();
    await EmbeddedStore.open(dir).then((s) => s.close());
    rmSync(dir, { recursive: true, force: true });
    const other = mkdtempSync(join(root, 'other-'));
    writeFileSync(join(other, 'notes.txt'), 'hello');
    await expect(EmbeddedStore.open(other)).rejects.toSatisfy((e) => isGrrafError(e, 'validation'));
  });

  it('a corrupted database file gives a clear io error', async () => {
    const dir = newDir();
    const s = await EmbeddedStore.open(dir);
    await s.load(undirectedWeighted());
    await s.close();
    const metaPath = join(dir, 'data', 'grraf-meta.json');
    const meta = JSON.parse(readFileSync(metaPath, 'utf8'));
    meta.nodeTables.push({ table: 'Ghost', columns: [] });
    writeFileSync(metaPath, JSON.stringify(meta));
    await expect(EmbeddedStore.open(dir)).rejects.toSatisfy(
      (e) =>
        isGrrafError(e, 'io') && /tables missing from the database: NODE:Ghost/.test((e as Error).message),
    );
    writeFileSync(join(dir, 'data', 'graph.lbug'), Buffer.alloc(8192, 7));
    await expect(EmbeddedStore.open(dir)).rejects.toSatisfy(
      (e) => isGrrafError(e, 'io') && /cannot open embedded database/.test((e as Error).message),
    );
    writeFileSync(join(dir, 'data', 'grraf-meta.json'), '{not json');
    await expect(EmbeddedStore.open(dir)).rejects.toSatisfy((e) => isGrrafError(e, 'io'));
  });
});

describe('EmbeddedStore: engine behavior we rely on or work around', () => {
  let store: EmbeddedStore;
  beforeAll(async () => {
    store = await EmbeddedStore.open(newDir());
    await store.load(scored(10));
  });
  afterAll(() => store.close());

  it('REGRESSION (engine 0.19.1): WITH … ORDER BY … LIMIT then collect() ignores the order', async () => {
    // Top 3 by score, computed here from the fixture rather than copied from the engine.
    const top = scored(10)
      .nodes.slice()
      .sort((a, b) => Number(b.properties.score) - Number(a.properties.score))
      .slice(0, 3)
      .map((x) => x.id);
    const collected = await store.cypher(
      'MATCH (n) WITH n ORDER BY n.score DESC LIMIT 3 RETURN collect(n.id) AS ids',
    );
    // Documents the bug: scan order comes back. If this starts failing, the engine fixed it:
    // drop the workaround note from the dialect file.
    expect(collected.rows[0]!.ids).not.toEqual(top);
    // The workaround (dialect notes): return the ordered rows, or sort the collected list.
    const rows = await store.cypher('MATCH (n) RETURN n.id AS id ORDER BY n.score DESC LIMIT 3');
    expect(rows.rows.map((r) => r.id)).toEqual(top);
  });

  it('weighted shortest paths run in the engine (WSHORTEST)', async () => {
    const r = await store.cypher(
      'MATCH p = (a)-[e* WSHORTEST(weight)]->(b) WHERE a.id = 0 AND b.id = 4 RETURN cost(e) AS cost',
    );
    // Chain weights are 1, 2, 3, 1 on edges 0→1→2→3→4.
    expect(r.rows).toEqual([{ cost: 7 }]);
  });
});

describe('EmbeddedStore: every write path keeps values exactly', () => {
  /** k nodes and k edges whose values exercise CSV: quotes, commas, newlines, nulls, mixed numbers. */
  function tricky(k: number, withEmpty: boolean): GraphData {
    const nodes = Array.from({ length: k }, (_, i) => ({
      id: `n${i}`,
      labels: i % 3 === 0 ? ['A', 'B'] : ['A'],
      properties: {
        name: withEmpty && i === k - 1 ? '' : `name "${i}", with comma`,
        // A null property is no property (stores do not keep nulls), so it is left out here.
        ...(i % 7 === 0 ? { note: `line one\nline two ${i}` } : {}),
        size: i % 2 === 0 ? i : i + 0.5,
        // An integer beyond INT64 (a DOUBLE column then) must come back as given.
        big: i === 1 ? 1e20 : i,
        tags: i % 5 === 0 ? ['x', 'y'] : [],
      },
      ...(i % 4 === 0 ? { weight: i / 4 } : {}),
    }));
    const edges = Array.from({ length: k }, (_, i) => ({
      source: `n${i}`,
      target: `n${(i * 31 + 7) % k}`,
      type: i % 2 === 0 ? 'R' : 'S',
      properties: { label: i % 9 === 0 ? '' : `e${i}` },
      // R holds integral weights only (an INT64 column), S fractional ones (DOUBLE).
      weight: i % 2 === 0 ? i % 7 : 1.25,
    }));
    return { directed: true, multi: true, nodes, edges };
  }

  it.each([
    ['one CREATE per table (small)', 40, true],
    ['CSV files and COPY (large)', 2600, false],
    ['COPY from parameters when CSV cannot carry a value (large, empty strings)', 2600, true],
  ])(
    '%s',
    async (_, k, withEmpty) => {
      const data = tricky(k as number, withEmpty as boolean);
      const s = await EmbeddedStore.open(newDir());
      const progress: number[] = [];
      await s.load(data, { onProgress: ({ written, total }) => progress.push(written / total) });
      expect(normalizeGraph(await s.export())).toEqual(normalizeGraph(data));
      // Told as each table (or CREATE batch) is in, rising to all rows.
      expect(progress.length).toBeGreaterThan(1);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(progress.at(-1)).toBe(1);
      await s.close();
    },
    120_000,
  );
});
