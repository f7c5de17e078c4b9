import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGrrafError } from '../errors.js';
import { loadIsolatedVm } from '../exec/js/isolated-vm.js';
import { TransferCache } from '../exec/js/transfer-cache.js';
import { hasTransferForm } from '../exec/js/transfer-forms.js';
import { GraphCache } from './graph-cache.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'grraf-graph-cache-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** An edge list file of `edges` edges on a path; returns its path. */
async function edgeList(name: string, edges: number): Promise<string> {
  const file = join(dir, name);
  const lines = Array.from({ length: edges }, (_, i) => `${i} ${i + 1}`);
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
}

describe('GraphCache', () => {
  it('parses a file once while it is unchanged, and again once it changes', async () => {
    const cache = new GraphCache();
    const file = await edgeList('a.txt', 10);
    const first = await cache.parse({ file, format: 'edgelist' });
    expect(await cache.parse({ file, format: 'edgelist' })).toBe(first);
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1 });
    await writeFile(file, '0 1\n');
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    const changed = await cache.parse({ file, format: 'edgelist' });
    expect(changed).not.toBe(first);
    expect(changed.graph.nodes).toHaveLength(2);
  });

  it('keys text by its content, format and name', async () => {
    const cache = new GraphCache();
    const a = await cache.parse({ text: '0 1\n1 2\n', format: 'edgelist' });
    expect(await cache.parse({ text: '0 1\n1 2\n', format: 'edgelist' })).toBe(a);
    expect(await cache.parse({ text: '0 1\n1 3\n', format: 'edgelist' })).not.toBe(a);
    expect(await cache.parse({ text: '0 1\n1 2\n', format: 'edgelist', name: 'other' })).not.toBe(a);
  });

  it('shares one parse between questions that arrive together', async () => {
    const cache = new GraphCache();
    const file = await edgeList('together.txt', 100);
    const [a, b] = await Promise.all([cache.parse({ file }), cache.parse({ file })]);
    expect(a).toBe(b);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1 });
  });

  it('keeps nothing of a parse that failed, and reports the parser error', async () => {
    const cache = new GraphCache();
    const error = await cache.parse({ file: join(dir, 'missing.txt') }).catch((e: unknown) => e);
    expect(isGrrafError(error)).toBe(true);
    expect(cache.stats().entries).toBe(0);
  });

  it('evicts the least recently used graph past its byte bound, and frees its transfer form', async () => {
    const ivm = await loadIsolatedVm();
    const [a, b, c] = await Promise.all([
      edgeList('la.txt', 1000),
      edgeList('lb.txt', 1000),
      edgeList('lc.txt', 1000),
    ]);
    const probe = new GraphCache();
    await probe.parse({ file: a });
    const oneGraph = probe.stats().bytes;
    expect(oneGraph).toBeGreaterThan(0);
    // Room for two such graphs, not three.
    const cache = new GraphCache({ maxBytes: 2.5 * oneGraph });
    const pa = await cache.parse({ file: a });
    new TransferCache().of(ivm, pa.graph);
    expect(hasTransferForm(pa.graph)).toBe(true);
    const pb = await cache.parse({ file: b });
    await cache.parse({ file: a }); // a is now the most recently used
    await cache.parse({ file: c }); // so b goes
    expect(cache.stats()).toMatchObject({ entries: 2, evictions: 1 });
    expect(await cache.parse({ file: a })).toBe(pa);
    expect(await cache.parse({ file: b })).not.toBe(pb);
    // b's return evicted c; c's return evicts a, the least recently used: its transfer form goes too.
    await cache.parse({ file: c });
    await new Promise((r) => setTimeout(r, 0));
    expect(hasTransferForm(pa.graph)).toBe(false);
    expect(cache.stats().bytes).toBeLessThanOrEqual(2.5 * oneGraph);
  });

  it('answers a graph larger than the whole bound without keeping it', async () => {
    const cache = new GraphCache({ maxBytes: 1000 });
    const file = await edgeList('big.txt', 1000);
    const p = await cache.parse({ file });
    expect(p.graph.nodes).toHaveLength(1001);
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('rejects a bound that is not a number of bytes', () => {
    expect(() => new GraphCache({ maxBytes: Number.NaN })).toThrow(/maxBytes/);
    expect(() => new GraphCache({ maxBytes: -1 })).toThrow(/maxBytes/);
  });
});
