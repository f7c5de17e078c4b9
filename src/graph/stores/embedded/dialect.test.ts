import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGrrafError } from '../../../errors.js';
import { undirectedWeighted } from '../conformance/fixtures.js';
import { EMBEDDED_CYPHER_DIALECT } from './dialect.js';
import { EmbeddedStore } from './embedded-store.js';

// Each claim of the prompt notes, checked against the engine so an upgrade that changes the
// dialect fails here instead of misleading the model.
describe('embedded Cypher dialect notes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'grraf-dialect-'));
  let store: EmbeddedStore;
  beforeAll(async () => {
    store = await EmbeddedStore.open(dir);
    await store.load(undirectedWeighted());
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const rows = async (q: string) => (await store.cypher(q)).rows;
  const fails = async (q: string) =>
    expect(store.cypher(q)).rejects.toSatisfy((e) => isGrrafError(e, 'syntax', 'forbidden'));

  it('stays prompt-sized', () => {
    expect(EMBEDDED_CYPHER_DIALECT.length).toBeLessThan(1400);
  });

  it('what works', async () => {
    expect(await rows('MATCH (a)-[r]->(b) WHERE a.id = 3 RETURN label(r) AS t')).toEqual([{ t: 'EDGE' }]);
    expect(
      await rows('RETURN list_transform([1,2], x -> x * 2) AS a, list_filter([1,2], x -> x > 1) AS b'),
    ).toEqual([{ a: [2, 4], b: [2] }]);
    expect(await rows("RETURN CAST('3' AS INT64) AS a, CAST(1 AS DOUBLE) AS b, string(1) AS c")).toEqual([
      { a: 3, b: 1, c: '1' },
    ]);
    const hops = await rows(
      'MATCH (a)-[e* SHORTEST 1..30]-(b) WHERE a.id = 0 AND b.id = 4 RETURN length(e) AS h',
    );
    expect(hops).toEqual([{ h: 3 }]);
    // 0-2 (1) + 2-1 (2) + 1-3 (5.5) + 3-4 (3) beats 0-1 (4) + 1-3 + 3-4.
    const cost = await rows(
      'MATCH (a)-[e* WSHORTEST(weight)]-(b) WHERE a.id = 0 AND b.id = 4 RETURN cost(e) AS c',
    );
    expect(cost).toEqual([{ c: 11.5 }]);
    expect(await rows('MATCH (n) WHERE n.id = 1 RETURN COUNT { MATCH (n)-[]-() } AS d')).toEqual([{ d: 3 }]);
  });

  it('what does not', async () => {
    await fails('MATCH (a)-[r]->(b) RETURN type(r) AS t');
    await fails("RETURN toInteger('3') AS x");
    await fails('RETURN [x IN [1,2] | x * 2] AS x');
    await fails('RETURN reduce(s = 0, x IN [1,2] | s + x) AS x');
    await fails('MATCH p = shortestPath((a)-[*]-(b)) RETURN p');
    await fails('MATCH (a) CALL { WITH a RETURN 1 AS x } RETURN x');
    await fails('MATCH (n) RETURN n {.id} AS m');
    await fails('UNWIND [3, 1] AS x WITH x ORDER BY x RETURN x');
  });
});
