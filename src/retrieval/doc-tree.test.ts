import { describe, expect, it } from 'vitest';
import { isGrrafError } from '../errors.js';
import {
  countDocTree,
  createDocTree,
  type DocNodeInput,
  docLeaves,
  docNodeId,
  docNodePath,
  equivalentLeaves,
  findDocNode,
  walkDocTree,
} from './doc-tree.js';

const leaf = (name: string, text = `${name} text`): DocNodeInput => ({
  name,
  description: `${name} in short`,
  text,
});

const chapters: DocNodeInput[] = [
  {
    name: 'Flows',
    description: 'flow algorithms',
    children: [
      {
        name: 'Maximum Flow',
        description: 'max flow',
        children: [leaf('maximum_flow'), leaf('minimum_cut')],
      },
    ],
  },
  {
    name: 'Eulerian',
    description: 'euler',
    children: [leaf('has_eulerian_path'), leaf('maximum_flow', 'other')],
  },
  { name: 'a/b%c', description: 'odd name', children: [leaf('x/y')] },
];

describe('documentation tree', () => {
  const tree = createDocTree('test', 'a test tree', chapters);

  it('gives every node its path of names as id, and its depth', () => {
    const flow = findDocNode(tree, 'Flows/Maximum Flow/maximum_flow');
    expect(flow).toMatchObject({ kind: 'leaf', name: 'maximum_flow', depth: 3, text: 'maximum_flow text' });
    expect(findDocNode(tree, 'Eulerian/has_eulerian_path')?.depth).toBe(2);
    expect(findDocNode(tree, 'Flows')).toMatchObject({ kind: 'section', depth: 1 });
  });

  it('escapes / and % inside names so ids stay unambiguous, and reverses it', () => {
    const id = docNodeId(['a/b%c', 'x/y']);
    expect(id).toBe('a%2Fb%25c/x%2Fy');
    expect(findDocNode(tree, id)?.name).toBe('x/y');
    expect(docNodePath(tree, id)).toEqual(['a/b%c', 'x/y']);
    expect(docNodePath(tree, 'nope')).toBeUndefined();
  });

  it('counts chapters, internal nodes, leaves and depth', () => {
    expect(countDocTree(tree)).toEqual({ chapters: 3, internal: 4, leaves: 5, maxDepth: 3 });
  });

  it('walks in document order and can skip a subtree', () => {
    const seen: string[] = [];
    walkDocTree(tree, (n) => {
      seen.push(n.name);
      return n.name !== 'Maximum Flow';
    });
    expect(seen).toEqual([
      'Flows',
      'Maximum Flow',
      'Eulerian',
      'has_eulerian_path',
      'maximum_flow',
      'a/b%c',
      'x/y',
    ]);
    expect(docLeaves(tree).map((l) => l.id)).toEqual([
      'Flows/Maximum Flow/maximum_flow',
      'Flows/Maximum Flow/minimum_cut',
      'Eulerian/has_eulerian_path',
      'Eulerian/maximum_flow',
      'a%2Fb%25c/x%2Fy',
    ]);
  });

  it('finds leaves holding the same document (same name and text) only', () => {
    const twice = createDocTree('t', '', [
      { name: 'A', description: '', children: [leaf('f', 'same')] },
      { name: 'B', description: '', children: [leaf('f', 'same'), leaf('g', 'same')] },
    ]);
    expect(equivalentLeaves(twice, 'A/f').map((l) => l.id)).toEqual(['A/f', 'B/f']);
    expect(equivalentLeaves(tree, 'Eulerian/maximum_flow').map((l) => l.id)).toEqual([
      'Eulerian/maximum_flow',
    ]);
    expect(equivalentLeaves(tree, 'Flows')).toEqual([]);
  });

  it('refuses two siblings with the same name, naming where', () => {
    const error = (() => {
      try {
        createDocTree('t', '', [{ name: 'A', description: '', children: [leaf('f'), leaf('f')] }]);
      } catch (e) {
        return e;
      }
    })();
    expect(isGrrafError(error, 'validation')).toBe(true);
    expect((error as Error).message).toContain("two nodes named 'f' under 'A'");
  });
});
