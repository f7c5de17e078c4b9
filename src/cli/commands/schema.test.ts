import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatSchemaReport, runSchema } from './schema.js';

const dir = mkdtempSync(join(tmpdir(), 'grraf-schema-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('runSchema', () => {
  it('returns the stored graph schema and its text form', async () => {
    const r = await runSchema(file('w.edgelist', '0 1 3\n1 2 5\n2 2 1\n'));
    expect(r.schema).toMatchObject({
      directed: false,
      nodeCount: 3,
      edgeCount: 3,
      selfLoops: 1,
      weightRange: { min: 1, max: 5 },
    });
    const lines = formatSchemaReport(r).split('\n');
    expect(lines[0]).toBe(
      'Graph: undirected, weighted (edge property "weight", 1..5), 3 nodes, 3 edges, 1 self-loop.',
    );
    expect(lines).toHaveLength(4);
  });

  it('adds the schema of the second graph of a two-graph question', async () => {
    const q = file(
      'sub.txt',
      "Determine if G' is a subgraph of G. Q: The nodes of graph G are numbered from 0 to 3, and the edges are: " +
        "(0->1) (1->2) (2->3). The nodes of subgraph G' are numbered from a to c, and the edges are: (a->b) (b->c). " +
        "Is subgraph G' present within graph G as a direct substructure?",
    );
    const r = await runSchema(q, { format: 'graphinstruct' });
    expect(r.schema).toMatchObject({ nodeCount: 4, edgeCount: 3, directed: true, idType: 'integer' });
    expect(r.schemaPrime).toMatchObject({ nodeCount: 3, edgeCount: 2, idType: 'string' });
    expect(formatSchemaReport(r)).toContain(
      "Second graph G':\nGraph: directed, unweighted, 3 nodes, 2 edges.",
    );
  });

  it('fails with a located parse error on a malformed file', async () => {
    const bad = file('bad.edgelist', '0 1\n1 2 3 4\n');
    await expect(runSchema(bad, { format: 'edgelist' })).rejects.toMatchObject({
      location: { file: bad, line: 2 },
    });
  });
});
