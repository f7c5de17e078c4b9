/**
 * REGRESSION (large inputs abort Node): a 20,000,000-line edge list ran Node out of heap. The
 * full size takes minutes (`npm run bench:load -- --cases huge`); this keeps the same path
 * honest at a tenth of the size under a tenth of the heap: a 2,000,000-edge list is read from
 * disk (streamed), parsed and loaded into the memory store by a child Node limited to 400 MB of
 * heap. Before the fix the same load needed about 780 MB of heap and the child died.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const NODES = 1_000_000;
const dir = mkdtempSync(join(tmpdir(), 'grraf-large-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Edges u–(u+1) and u–(u+2) around a ring: 2 * NODES distinct undirected edges by construction. */
function writeRing(path: string): void {
  const lines: string[] = [];
  for (let step = 1; step <= 2; step++) {
    for (let u = 0; u < NODES; u++) lines.push(`${u} ${(u + step) % NODES}`);
  }
  writeFileSync(path, `${lines.join('\n')}\n`);
}

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

describe('large edge lists', () => {
  it('loads 2,000,000 edges into the memory store within a 400 MB heap', () => {
    const file = join(dir, 'ring.edgelist');
    writeRing(file);
    const script = `
      const { readGraphFile } = await import(${JSON.stringify(here('./read-file.ts'))});
      const { MemoryStore } = await import(${JSON.stringify(here('../stores/memory/memory-store.ts'))});
      const parsed = await readGraphFile(${JSON.stringify(file)}, { streamFromBytes: 1 });
      const store = new MemoryStore();
      const loaded = await store.load(parsed.graph);
      const schema = await store.schema();
      console.log(JSON.stringify({ nodes: loaded.nodes, edges: loaded.edges, schemaEdges: schema.edgeCount }));`;
    const child = spawnSync(
      process.execPath,
      ['--max-old-space-size=400', '--import', 'tsx', '--input-type=module', '-e', script],
      { encoding: 'utf8', maxBuffer: 1 << 20 },
    );
    expect(child.stderr).not.toMatch(/heap out of memory/);
    expect(child.status, child.stderr).toBe(0);
    const out = JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}');
    expect(out).toEqual({ nodes: NODES, edges: 2 * NODES, schemaEdges: 2 * NODES });
  }, 180_000);
});
