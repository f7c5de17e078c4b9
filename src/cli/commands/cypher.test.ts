import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GrrafError } from '../../errors.js';
import { spawnGrraf as grraf } from '../test-support/spawn-grraf.js';
import { formatTable, runCypher } from './cypher.js';
import { runLoad } from './load.js';
import { runSchema } from './schema.js';

const dir = mkdtempSync(join(tmpdir(), 'grraf-cypher-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const graphFile = join(dir, 'g.edgelist');
writeFileSync(graphFile, '# directed\n0 1 3\n1 2 5\n2 0 1\n');
const store = `embedded:${join(dir, 'store')}`;

describe('grraf load / schema / cypher with an embedded store', () => {
  beforeAll(async () => {
    const loaded = await runLoad(graphFile, { store });
    expect(loaded).toMatchObject({ store: 'embedded', graph: { nodes: 3, edges: 3, directed: true } });
  });

  it('schema reopens the persisted store without the file', async () => {
    const r = await runSchema(undefined, { store });
    expect(r.schema).toMatchObject({
      nodeCount: 3,
      edgeCount: 3,
      directed: true,
      weightRange: { min: 1, max: 5 },
    });
  });

  it('cypher prints a table, honors --max-rows, and refuses writes', async () => {
    const r = await runCypher('MATCH (a)-[e]->(b) RETURN a.id AS a, b.id AS b, e.weight AS w ORDER BY a.id', {
      store,
      maxRows: '2',
    });
    expect(r.rows).toEqual([
      { a: 0, b: 1, w: 3 },
      { a: 1, b: 2, w: 5 },
    ]);
    expect(formatTable(r)).toMatch(
      /^a +\| b +\| w\n.*\n0 +\| 1 +\| 3\n1 +\| 2 +\| 5\n\(2 rows, truncated by --max-rows/,
    );
    await expect(runCypher('CREATE (n:Node {id: 9})', { store })).rejects.toMatchObject({
      code: 'forbidden',
    });
    await expect(runCypher('RETURN 1', { store: 'memory' })).rejects.toBeInstanceOf(GrrafError);
    await expect(runCypher('RETURN 1', { store, maxRows: 'x' })).rejects.toMatchObject({
      code: 'validation',
    });
  });

  it('spawned: JSON output, and a write attempt exits 2 with one forbidden line', () => {
    const ok = grraf('cypher', '--store', store, '--json', 'MATCH (n) RETURN count(n) AS c');
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout).rows).toEqual([{ c: 3 }]);
    const bad = grraf('cypher', '--store', store, 'MATCH (n) DETACH DELETE n');
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^grraf: forbidden error: /)]);
  });
});
