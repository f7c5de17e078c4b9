import { describe, expect, it } from 'vitest';
import { GrrafError } from '../errors.js';
import { countDocTree, docLeaves, findDocNode } from './doc-tree.js';
import { loadGraphSkillTree, parseGraphSkillTree } from './graphskill-json.js';
import { GRAPHSKILL_TREE_FILE } from './test-support/shared-data.js';

function errorOf(text: string): GrrafError {
  try {
    parseGraphSkillTree(text, 'docs.json');
  } catch (e) {
    if (e instanceof GrrafError) return e;
    throw e;
  }
  throw new Error('expected a GrrafError');
}

const GOOD = JSON.stringify(
  {
    Flows: [
      'Flow algorithms.',
      { 'Maximum Flow': ['Max flow.', { maximum_flow: ['Find a flow.', 'maximum_flow(G, s, t) ...'] }] },
    ],
    Regular: [
      'Regular graphs.',
      { is_regular: ['Is it regular?', 'is_regular(G) ...'] },
      { k_factor: ['k-factor.', 'k_factor(G, k)'] },
    ],
  },
  null,
  2,
);

describe('GraphSkill tree JSON', () => {
  it('reads chapters, sections and leaves with descriptions and texts', () => {
    const tree = parseGraphSkillTree(GOOD, 'docs.json');
    expect(countDocTree(tree)).toEqual({ chapters: 2, internal: 3, leaves: 3, maxDepth: 3 });
    expect(findDocNode(tree, 'Flows/Maximum Flow/maximum_flow')).toMatchObject({
      description: 'Find a flow.',
      text: 'maximum_flow(G, s, t) ...',
    });
    // several child objects after the description are merged, in order
    expect(docLeaves(tree).map((l) => l.name)).toEqual(['maximum_flow', 'is_regular', 'k_factor']);
  });

  it('locates a malformed node: file, JSON path and line', () => {
    const text = JSON.stringify(
      { Flows: ['Flow algorithms.', { 'Maximum Flow': ['Max flow.', { maximum_flow: 42 }] }] },
      null,
      2,
    );
    const e = errorOf(text);
    expect(e.code).toBe('validation');
    expect(e.location.file).toBe('docs.json');
    expect(e.location.field).toBe('$["Flows"][1]["Maximum Flow"][1]["maximum_flow"]');
    const line = text.split('\n').findIndex((l) => l.includes('"maximum_flow": 42')) + 1;
    expect(line).toBeGreaterThan(0);
    expect(e.location.line).toBe(line);
    expect(e.message).toMatch(/^docs\.json:\d+:\d+ \(field \$\["Flows"\]/);
  });

  it('names a description that is not a string, and a child group that is not an object', () => {
    const badDescription = errorOf(JSON.stringify({ A: [1, { f: ['d', 't'] }] }));
    expect(badDescription.location.field).toBe('$["A"][0]');
    expect(badDescription.location.line).toBe(1);
    const badGroup = errorOf(JSON.stringify({ A: ['d', { f: ['d', 't'] }, 7] }));
    expect(badGroup.location.field).toBe('$["A"][2]');
    const tooShort = errorOf(JSON.stringify({ A: ['only a description'] }));
    expect(tooShort.location.field).toBe('$["A"]');
    expect(errorOf('[1, 2]').location.field).toBe('$');
  });

  it('reports a JSON syntax error with its line and column', () => {
    const e = errorOf('{\n  "A": ["d", {\n    "f": ["d", "t"],\n  }]\n}');
    expect(e.code).toBe('parse');
    expect(e.location).toMatchObject({ file: 'docs.json', line: 4, column: 3 });
  });

  it('says which file is missing', async () => {
    const e = await loadGraphSkillTree('/nonexistent/docs.json').catch((x) => x);
    expect(e).toBeInstanceOf(GrrafError);
    expect(e.code).toBe('not-found');
    expect(e.location.file).toBe('/nonexistent/docs.json');
  });
});

const real = GRAPHSKILL_TREE_FILE ? describe : describe.skip;

real('the real GraphSkill NetworkX tree (skipped when shared/data/networkx-doc-tree is absent)', () => {
  it('loads with the counts the data README states: 76 chapters, 203 internal nodes, 1,869 leaves', async () => {
    const tree = await loadGraphSkillTree(GRAPHSKILL_TREE_FILE as string);
    expect(countDocTree(tree)).toEqual({ chapters: 76, internal: 203, leaves: 1869, maxDepth: 3 });
    const flow = findDocNode(tree, 'Flows/Maximum Flow/maximum_flow');
    expect(flow?.kind === 'leaf' && flow.text.startsWith('maximum_flow (')).toBe(true);
  });
});
