import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGraph } from './load.js';
import { openServedStore, servedCypher } from './served-store.js';

const dir = mkdtempSync(join(tmpdir(), 'grraf-served-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A directed path 0 → 1 → … → 11 with weights i + 1.
const edges = Array.from({ length: 11 }, (_, i) => [i, i + 1, i + 1] as const);
const file = join(dir, 'path.edgelist');
writeFileSync(file, `# directed\n${edges.map((e) => e.join(' ')).join('\n')}\n`);
const nodes = new Set([...edges.map(([s]) => s), ...edges.map(([, t]) => t)]).size;

describe('served stores', () => {
  const uri = `embedded:${join(dir, 'store')}`;
  beforeAll(async () => {
    await loadGraph({ file, store: uri });
  });

  it('a graph file is loaded into a memory store that serves its schema but no Cypher', async () => {
    const store = await openServedStore({ file });
    try {
      expect(store.kind).toBe('memory');
      expect(await store.schema()).toMatchObject({
        nodeCount: nodes,
        edgeCount: edges.length,
        directed: true,
      });
      await expect(servedCypher(store, 'RETURN 1')).rejects.toMatchObject({
        code: 'unsupported',
        location: { field: 'store' },
      });
    } finally {
      await store.close();
    }
  });

  it('a persistent store stays open across queries, caps rows, and refuses writes', async () => {
    const store = await openServedStore({ store: uri });
    try {
      const heavy = await servedCypher(store, 'MATCH ()-[e]->() WHERE e.weight > $w RETURN count(e) AS c', {
        w: 5,
      });
      expect(heavy.rows).toEqual([{ c: edges.filter(([, , w]) => w > 5).length }]);
      const capped = await servedCypher(store, 'MATCH (n) RETURN n.id AS id', {}, { maxRows: 3 });
      expect([capped.rows.length, capped.truncated]).toEqual([3, true]);
      await expect(servedCypher(store, 'MATCH (n) DETACH DELETE n')).rejects.toMatchObject({
        code: 'forbidden',
      });
      expect((await store.schema()).nodeCount).toBe(nodes);
    } finally {
      await store.close();
    }
  });

  it('bad sources are located errors', async () => {
    await expect(openServedStore({ store: 'nosuch:x' })).rejects.toMatchObject({
      code: 'config',
      location: { field: 'store' },
    });
    await expect(openServedStore({ store: 'memory' })).rejects.toMatchObject({ code: 'config' });
    const broken = join(dir, 'broken.edgelist');
    writeFileSync(broken, '0 1\n1 2 heavy\n');
    await expect(openServedStore({ file: broken })).rejects.toMatchObject({
      location: { file: broken, line: 2 },
    });
  });
});
