import { describe, expect, it } from 'vitest';
import { createDocTree, type DocNodeInput } from './doc-tree.js';
import { openWithinBudget } from './layer-budget.js';
import { smallTree } from './test-support/small-tree.js';

const names = (nodes: readonly { name: string }[]) => nodes.map((n) => n.name);

describe('openWithinBudget', () => {
  const tree = smallTree(); // Flows(2 sections), Clustering(2 leaves), Shortest Paths(1 section), Eulerian(1 leaf)

  it('opens only single-child sections (free) when the budget leaves no room', () => {
    expect(names(openWithinBudget(tree.chapters, 4))).toEqual([
      'Flows',
      'Clustering',
      'shortest_path_length', // Shortest Paths › generic › shortest_path_length: one child at each level
      'has_eulerian_path',
    ]);
    // a budget below the level's own size opens nothing
    expect(names(openWithinBudget(tree.chapters, 0))).toEqual([
      'Flows',
      'Clustering',
      'Shortest Paths',
      'Eulerian',
    ]);
  });

  it('opens the smallest sections first (ties in document order), in place', () => {
    // room for one more entry: Flows and Clustering both have two children; Flows comes first,
    // and its Min Cost section, with one child, then opens for free
    expect(names(openWithinBudget(tree.chapters, 5))).toEqual([
      'Maximum Flow',
      'min_cost_flow',
      'Clustering',
      'shortest_path_length',
      'has_eulerian_path',
    ]);
  });

  it('opens down to the leaves when the whole tree fits', () => {
    const all = openWithinBudget(tree.chapters, 100);
    expect(all.every((n) => n.kind === 'leaf')).toBe(true);
    expect(names(all)).toEqual([
      'maximum_flow',
      'minimum_cut',
      'min_cost_flow',
      'clustering',
      'average_clustering',
      'shortest_path_length',
      'has_eulerian_path',
    ]);
  });

  it('never opens a section whose children would overflow the budget, and loses no leaf', () => {
    const leaf = (name: string): DocNodeInput => ({ name, description: '', text: name });
    const wide = createDocTree('t', '', [
      { name: 'Big', description: '', children: ['a', 'b', 'c', 'd', 'e'].map(leaf) },
      { name: 'Small', description: '', children: [leaf('x'), leaf('y')] },
    ]);
    const opened = openWithinBudget(wide.chapters, 4);
    expect(names(opened)).toEqual(['Big', 'x', 'y']);
    const leavesUnder = (nodes: ReturnType<typeof openWithinBudget>): string[] =>
      nodes.flatMap((n) => (n.kind === 'leaf' ? [n.name] : leavesUnder(n.children)));
    expect(leavesUnder(opened).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'x', 'y']);
  });
});
