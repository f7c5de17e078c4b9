import { fileURLToPath } from 'node:url';
import { MultiGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import * as lib from '../../algorithms/index.js';
import { countDocTree, docLeaves, findDocNode } from '../doc-tree.js';
import { extractLibraryDocs } from './extract-library-docs.js';
import { GRAPHOLOGY_SECTIONS } from './graphology-api.js';
import committed from './library-docs.json' with { type: 'json' };
import { GRAPHOLOGY_CHAPTER, grrafLibraryTree } from './library-tree.js';

const INDEX_FILE = fileURLToPath(new URL('../../algorithms/index.ts', import.meta.url));
const callable = lib.ALGORITHM_INDEX.map((e) => e.name);

describe('grraf library tree', () => {
  const tree = grrafLibraryTree();

  it('has a leaf for every function generated code may call, and nothing else, under the library chapters', () => {
    const leaves = docLeaves(tree).filter((l) => !l.id.startsWith(GRAPHOLOGY_CHAPTER));
    expect(leaves.map((l) => l.name).sort()).toEqual([...callable].sort());
    // ... and those are exactly the library's exported functions (but the prompt helper).
    const exported = Object.entries(lib)
      .filter(([name, v]) => typeof v === 'function' && name !== 'renderAlgorithmIndex')
      .map(([name]) => name);
    expect(leaves.map((l) => l.name).sort()).toEqual(exported.sort());
  });

  it('puts each function under its concept file, with signature, doc and example', () => {
    const flow = findDocNode(tree, 'Flow/maximumFlowValue');
    expect(flow?.kind).toBe('leaf');
    if (flow?.kind !== 'leaf') return;
    expect(flow.qualifiedName).toBe('maximumFlowValue');
    expect(flow.text).toMatch(
      /^maximumFlowValue\(G: AnyGraph, source: unknown, target: unknown, o\?: FlowOptions\): number/,
    );
    expect(flow.text).toContain('FlowOptions.capacity?: string');
    expect(flow.text).toContain("Example: maximumFlowValue(G, '0', '5')");
    expect(findDocNode(tree, 'Shortest path/shortestPathLength')?.kind).toBe('leaf');
    expect(findDocNode(tree, 'Flow')?.description).toMatch(/^Maximum flow by Dinic's algorithm/);
  });

  it('matches the library doc comments (run `npm run build:doc-tree` when this fails)', async () => {
    const fresh = await extractLibraryDocs(INDEX_FILE, (name) => callable.includes(name));
    expect(fresh).toEqual(committed);
  });

  it('lists graphology members that exist on a Graph, each once', () => {
    const graph = new MultiGraph();
    const names = GRAPHOLOGY_SECTIONS.flatMap((s) => s.members.map((m) => m.name));
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name in graph, `G.${name}`).toBe(true);
    const section = findDocNode(tree, `${GRAPHOLOGY_CHAPTER}/Neighbors/outNeighbors`);
    expect(section).toMatchObject({ kind: 'leaf', qualifiedName: 'G.outNeighbors', depth: 3 });
  });

  it('counts one chapter per concept file plus graphology', () => {
    const counts = countDocTree(tree);
    expect(counts.chapters).toBe(committed.chapters.length + 1);
    expect(counts.leaves).toBe(
      callable.length + GRAPHOLOGY_SECTIONS.reduce((n, s) => n + s.members.length, 0),
    );
  });
});
