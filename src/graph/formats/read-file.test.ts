import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readGraphFile } from './read-file.js';

const EXAMPLES = fileURLToPath(new URL('../../../examples/', import.meta.url));

describe('readGraphFile on the bundled examples (auto-detected)', () => {
  it('reads the road network edge list: undirected, weighted, 20 junctions', async () => {
    const p = await readGraphFile(join(EXAMPLES, 'road-network/roads.edgelist'));
    expect(p.format).toBe('edgelist');
    expect(p.graph.directed).toBe(false);
    expect(p.graph.nodes.map((n) => n.id).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    );
    expect(p.graph.edges.every((e) => (e.weight ?? 0) > 0)).toBe(true);
  });

  it('reads the supply-chain directory as one CSV graph', async () => {
    const p = await readGraphFile(join(EXAMPLES, 'supply-chain'));
    expect(p.format).toBe('csv');
    expect(p.graph.directed).toBe(true);
    expect(p.graph.edges.every((e) => p.graph.nodes.some((n) => n.id === e.source))).toBe(true);
  });

  it('reads the GraphInstruct question with its parameters', async () => {
    const p = await readGraphFile(join(EXAMPLES, 'graphinstruct/shortest-path.txt'));
    expect(p.format).toBe('graphinstruct');
    expect(p.params).toEqual({ source: 0, target: 11 });
    expect(p.graph.nodes).toHaveLength(12);
    expect(p.question).toMatch(/Q: Give the weight of the shortest path from node 0 to node 11\.$/);
  });

  it('reads the node-link, GraphML and GTools examples', async () => {
    const nl = await readGraphFile(join(EXAMPLES, 'formats/collaboration.json'));
    expect([nl.format, nl.graph.name, nl.graph.nodes[0]?.labels]).toEqual([
      'node-link',
      'collaboration',
      ['Researcher'],
    ]);
    const ml = await readGraphFile(join(EXAMPLES, 'formats/metro.graphml'));
    expect([ml.format, ml.graph.directed]).toEqual(['graphml', true]);
    const gt = await readGraphFile(join(EXAMPLES, 'formats/flights.gtools'));
    expect([gt.format, gt.graph.directed, gt.params]).toEqual(['gtools', true, { source: 0, target: 5 }]);
  });

  it("gives 'not-found' for a missing path and an empty directory, and honors --format", async () => {
    await expect(readGraphFile(join(EXAMPLES, 'nope.edgelist'))).rejects.toMatchObject({ code: 'not-found' });
    const dir = mkdtempSync(join(tmpdir(), 'grraf-formats-'));
    await expect(readGraphFile(dir)).rejects.toMatchObject({ code: 'not-found' });
    const file = join(dir, 'g.txt');
    writeFileSync(file, '0 1\n1 2\n');
    expect((await readGraphFile(file, { format: 'edgelist' })).graph.nodes).toHaveLength(3);
    await expect(readGraphFile(file, { format: 'csv' })).rejects.toMatchObject({ code: 'parse' });
  });
});
