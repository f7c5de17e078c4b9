/**
 * `grraf cypher`'s errors on the embedded store, in the user's terms: unknown labels, types and
 * properties name the valid ones; a further label says how to match it; a parse error quotes the
 * query as written (not the `EXPLAIN` the read-only check runs).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGrrafError } from '../errors.js';
import { cypherQuery } from './cypher.js';
import { loadGraph } from './load.js';
import { EXAMPLES_DIR } from './model.js';

const dir = mkdtempSync(join(tmpdir(), 'grraf-cypher-errors-'));
const store = `embedded:${join(dir, 'store')}`;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The error a query ends with. */
async function failure(query: string): Promise<Error & { code?: string }> {
  const e = await cypherQuery({ store, query }).then(
    () => undefined,
    (x: unknown) => x,
  );
  expect(isGrrafError(e), `${query}: ${String(e)}`).toBe(true);
  return e as Error & { code?: string };
}

describe('cypher errors on the embedded store (the supply-chain example)', () => {
  beforeAll(async () => {
    // Plants, warehouses, stores and suppliers; plants and warehouses are also "Facility".
    await loadGraph({ file: join(EXAMPLES_DIR, 'supply-chain'), store });
  }, 60_000);

  it('an unknown label lists the labels, and how to match the further ones', async () => {
    const e = await failure('MATCH (n:Factory) RETURN n');
    expect(e.code).toBe('not-found');
    expect(e.message).toBe(
      'unknown node label "Factory"; the node labels are: Plant, Store, Supplier, Warehouse; ' +
        "further labels, matched with WHERE '<label>' IN n._labels: Facility",
    );
  });

  it('a further label says how to match it, and that way works', async () => {
    const e = await failure('MATCH (n:Facility) RETURN count(n) AS c');
    expect(e.message).toMatch(
      /"Facility" is no node's first label.*write MATCH \(n\) WHERE 'Facility' IN n\._labels/,
    );
    const r = await cypherQuery({
      store,
      query: "MATCH (n) WHERE 'Facility' IN n._labels RETURN count(n) AS c",
    });
    expect(r.rows).toEqual([{ c: 10 }]);
  });

  it('a relationship type used as a label, and a label used as a type, say which is which', async () => {
    expect((await failure('MATCH (n:SHIPS_TO) RETURN n')).message).toMatch(
      /^unknown node label "SHIPS_TO" \("SHIPS_TO" is a relationship type\); the node labels are: Plant,/,
    );
    expect((await failure('MATCH (a)-[r:Store]->(b) RETURN r')).message).toBe(
      'unknown relationship type "Store" ("Store" is a node label); the relationship types are: SHIPS_TO, SUPPLIES',
    );
    expect((await failure('MATCH (a)-[:SUPPLIES|SHIPPED]->(b) RETURN a')).message).toMatch(
      /^unknown relationship type "SHIPPED"; the relationship types are: SHIPS_TO, SUPPLIES$/,
    );
  });

  it("an unknown property lists the properties of the variable's label, or of the graph", async () => {
    expect((await failure('MATCH (s:Store) RETURN s.size')).message).toBe(
      'unknown property "size" of s; the properties of "Store" nodes are: id, city, name',
    );
    expect((await failure('MATCH (n) RETURN n.size')).message).toMatch(
      /^unknown property "size" of n; the graph's properties are: .*capacity.*name/,
    );
  });

  it('a parse error quotes the query as written, with the caret and offset on it', async () => {
    const e = await failure('MATCH (n:Store RETURN n');
    expect(e.code).toBe('syntax');
    expect(e.message).not.toContain('EXPLAIN');
    expect(e.message).toContain('(line: 1, offset: 15)\n"MATCH (n:Store RETURN n"\n                ^^^^^^');
    // The caret stands under the offset: one column for the opening quote.
    const [, quoted, caret] = e.message.split('\n');
    expect(quoted!.slice(1 + 15)).toMatch(/^RETURN/);
    expect(caret!.indexOf('^')).toBe(1 + 15);
  });
});
