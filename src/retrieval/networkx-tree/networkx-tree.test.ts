import { describe, expect, it } from 'vitest';
import { GrrafError } from '../../errors.js';
import { networkxMissing } from '../../exec/test-support/networkx-missing.js';
import { countDocTree, docLeaves, findDocNode } from '../doc-tree.js';
import { type NetworkxTree, networkxTree } from './networkx-tree.js';

const missing = networkxMissing();
const suite = missing ? describe.skip : describe;

suite(`NetworkX introspection tree${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let tree: NetworkxTree;
  it('builds chapters from networkx.algorithms modules, sections from subpackage modules', async () => {
    tree = await networkxTree();
    expect(tree.title).toMatch(/^NetworkX \d+\.\d+/);
    expect(tree.skippedModules).toEqual([]);
    const counts = countDocTree(tree);
    expect(counts.chapters).toBeGreaterThan(50);
    expect(counts.leaves).toBeGreaterThan(400);
    expect(counts.maxDepth).toBe(3);
    const flow = findDocNode(tree, 'flow/maxflow/maximum_flow');
    expect(flow).toMatchObject({ kind: 'leaf', qualifiedName: 'networkx.maximum_flow' });
    expect(flow?.description).toBe('Find a maximum single-commodity flow.');
    expect(flow?.kind === 'leaf' && flow.text).toMatch(/^networkx\.maximum_flow\(flowG, _s, _t,/);
  });

  it('names each function by its shortest public path, so same-named functions stay apart', () => {
    expect(findDocNode(tree, 'cluster/clustering')).toMatchObject({ qualifiedName: 'networkx.clustering' });
    expect(findDocNode(tree, 'bipartite/cluster/clustering')).toMatchObject({
      qualifiedName: 'networkx.bipartite.clustering',
    });
    expect(findDocNode(tree, 'functions/common_neighbors')).toMatchObject({
      qualifiedName: 'networkx.common_neighbors',
    });
    expect(findDocNode(tree, 'Graph/add_edge')).toMatchObject({ qualifiedName: 'networkx.Graph.add_edge' });
  });

  it('gives every leaf a description and a docstring text', () => {
    for (const leaf of docLeaves(tree)) {
      expect(leaf.description.length, leaf.id).toBeGreaterThan(0);
      expect(leaf.text.startsWith(leaf.qualifiedName ?? '?'), leaf.id).toBe(true);
    }
  });
});

describe('NetworkX introspection without NetworkX', () => {
  it('says how to install it', async () => {
    const e = await networkxTree({ python: '/nonexistent/python3' }).catch((x) => x);
    expect(e).toBeInstanceOf(GrrafError);
    expect(e.code).toBe('config');
    expect(e.message).toMatch(/no Python interpreter with networkx found: run `npm run setup:python`/);
  });
});
