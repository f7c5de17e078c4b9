import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listExamples } from '../../app/examples.js';
import { loadGraph } from '../../app/load.js';
import { GraphLibrary } from './graph-library.js';

const tmp = mkdtempSync(join(tmpdir(), 'grraf-library-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('GraphLibrary', () => {
  it('holds the bundled examples; an example is asked by its file, with the file question by default', async () => {
    const library = new GraphLibrary();
    for (const e of listExamples()) await library.addExample(e);
    expect(library.list().map((g) => g.id)).toEqual([
      'example:graphinstruct',
      'example:road-network',
      'example:supply-chain',
    ]);
    const roads = library.get('example:road-network');
    expect(roads).toMatchObject({ origin: 'example', format: 'edgelist', counts: { nodes: 20, edges: 33 } });
    expect(roads.example?.questions).toHaveLength(1);
    const source = library.askSource('example:graphinstruct');
    expect(source).toEqual({
      graph: { file: expect.stringMatching(/graphinstruct[/\\]shortest-path\.txt$/) },
    });
    expect(library.get('example:graphinstruct').question).toMatch(/shortest path from node 0 to node 11/);
    expect((await library.data('example:supply-chain'))?.nodes).toHaveLength(28);
  });

  it('parses an upload once and asks it as data, with its own question when none is given', () => {
    const library = new GraphLibrary();
    const g = library.addUpload({
      name: 'q.txt',
      text: 'Find the shortest path. Q: The nodes are numbered from 0 to 2, and the edges are: (0,1,3) (1,2,4). Give the weight of the shortest path from node 0 to node 2.',
    });
    expect(g).toMatchObject({
      id: 'upload:1',
      name: 'q.txt',
      format: 'graphinstruct',
      counts: { nodes: 3, edges: 2 },
    });
    const source = library.askSource(g.id);
    expect(source.question).toMatch(/from node 0 to node 2/);
    expect(source.graph && 'data' in source.graph && source.graph.data.edges).toHaveLength(2);
    // The question proper goes with the file's own question only.
    expect(source.graph).toMatchObject({
      ask: 'Give the weight of the shortest path from node 0 to node 2.',
    });
    const other = library.askSource(g.id, 'How many nodes?');
    expect(other.question).toBe('How many nodes?');
    expect(other.graph).not.toHaveProperty('ask');
  });

  it("gives the schema of a two-graph upload's second graph, and asks with it", () => {
    const library = new GraphLibrary();
    const g = library.addUpload({
      text: "Q: The nodes of graph G are numbered from 0 to 3, and the edges are: (0->1) (1->2). The nodes of subgraph G' are numbered from a to c, and the edges are: (a->b). Is subgraph G' present within graph G as a direct substructure?",
    });
    expect(library.schema(g.id).schemaPrime).toMatchObject({ nodeCount: 3, edgeCount: 1 });
    const source = library.askSource(g.id);
    expect(source.graph && 'prime' in source.graph && source.graph.prime?.edges).toHaveLength(1);
  });

  it("refuses malformed text with the parser's located error", () => {
    const library = new GraphLibrary();
    expect(() =>
      library.addUpload({ name: 'bad.edgelist', text: '0 1\n1 x 2 3 4\n', format: 'edgelist' }),
    ).toThrow(/^bad\.edgelist:2/);
    expect(library.list()).toEqual([]);
  });

  it('keeps the newest uploads only', () => {
    const library = new GraphLibrary({ maxUploads: 2 });
    for (let i = 0; i < 3; i++) library.addUpload({ text: `${i} ${i + 1}\n`, format: 'edgelist' });
    expect(library.list().map((g) => g.id)).toEqual(['upload:2', 'upload:3']);
    expect(() => library.get('upload:1')).toThrow(/no graph "upload:1" is loaded/);
    library.remove('upload:2');
    expect(library.list().map((g) => g.id)).toEqual(['upload:3']);
  });

  it('opens a persistent store, lists its schema, and asks it as the open store', async () => {
    const dir = join(tmp, 'supply');
    const examples = listExamples();
    await loadGraph({
      file: examples.find((e) => e.name === 'supply-chain')!.graphFile,
      store: `embedded:${dir}`,
    });
    const library = new GraphLibrary();
    try {
      const g = await library.addStore(`embedded:${dir}`);
      expect(g).toMatchObject({
        id: 'store:1',
        origin: 'store',
        format: 'embedded',
        counts: { nodes: 28, edges: 35 },
      });
      expect(library.schema(g.id).schema.nodeLabels.map((l) => l.label)).toContain('Supplier');
      expect((library.askSource(g.id, 'q').store as { kind: string }).kind).toBe('embedded');
      expect((await library.data(g.id))?.edges).toHaveLength(35);
      expect((await library.drawingData(g.id)).edges).toHaveLength(35);
      expect(() => library.remove(g.id)).toThrow(/only uploads can be removed/);
    } finally {
      await library.close();
    }
    const small = new GraphLibrary({ maxExportEdges: 10 });
    try {
      const g = await small.addStore(`embedded:${dir}`);
      expect(await small.data(g.id)).toBeUndefined();
      await expect(small.drawingData(g.id)).rejects.toThrow(/too large to export from its store for drawing/);
    } finally {
      await small.close();
    }
    await expect(new GraphLibrary().addStore('embedded:')).rejects.toThrow(/needs a directory/);
  });
});
