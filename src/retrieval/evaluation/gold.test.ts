import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GrrafError } from '../../errors.js';
import { networkxMissing } from '../../exec/test-support/networkx-missing.js';
import type { DocTree } from '../doc-tree.js';
import { loadGraphSkillTree } from '../graphskill-json.js';
import { grrafLibraryTree } from '../library-tree/library-tree.js';
import { networkxTree } from '../networkx-tree/networkx-tree.js';
import { COMPLEXGRAPH_DESCRIPTIONS, GRAPHSKILL_TREE_FILE } from '../test-support/shared-data.js';
import { smallTree } from '../test-support/small-tree.js';
import { taskOfStem } from './complexgraph-queries.js';
import { complexGraphGold, parseGold, resolveGold } from './gold.js';

const gold = complexGraphGold();

/** Every gold item of every task resolved in `tree`, by task. */
function resolveAll(tree: DocTree, vocabulary: 'networkx' | 'grraf') {
  return new Map(
    [...gold].map(([task, labels]) => [task, resolveGold(labels[vocabulary], tree, vocabulary)]),
  );
}

describe('gold labels', () => {
  it('label 24 tasks in both vocabularies', () => {
    expect(gold.size).toBe(24);
    expect(gold.get('pair_tightness_score')).toEqual({
      networkx: ['shortest_path_length', 'common_neighbors', 'clustering'],
      grraf: ['shortestPathLength', 'commonNeighbors', 'clustering'],
    });
  });

  it('resolve in grraf’s tree by call name, alternatives merged into one item', () => {
    const resolved = resolveAll(grrafLibraryTree(), 'grraf');
    expect(resolved.get('maximum_flow')).toEqual([
      { name: 'maximumFlowValue|maximumFlow', ids: ['Flow/maximumFlowValue', 'Flow/maximumFlow'] },
    ]);
  });

  it('refuse a name the tree does not have, and malformed gold data', () => {
    expect(() => resolveGold(['no_such_function'], smallTree(), 'networkx')).toThrow(
      /gold function 'no_such_function' is not in the tree 'small'/,
    );
    const error = (() => {
      try {
        parseGold({ tasks: { a: { networkx: ['x'], grraf: [[]] } } }, 'gold.json');
      } catch (e) {
        return e as GrrafError;
      }
    })();
    expect(error).toBeInstanceOf(GrrafError);
    expect(error?.location).toEqual({ file: 'gold.json', field: 'tasks.a.grraf[0]' });
    expect(() => parseGold({ tasks: { a: { networkx: [] } } }, 'g.json')).toThrow(/tasks\.a\.networkx/);
  });
});

const statements = COMPLEXGRAPH_DESCRIPTIONS ? describe : describe.skip;
statements(
  'gold labels vs the ComplexGraph statements (skipped when shared/data/complexgraph-tasks is absent)',
  () => {
    it('cover exactly the tasks that have statements', () => {
      const files = (
        readdirSync(COMPLEXGRAPH_DESCRIPTIONS as string, { recursive: true }) as string[]
      ).filter((f) => f.endsWith('.txt'));
      const tasks = new Set(
        files.map(
          (f) =>
            taskOfStem(
              f
                .split('/')
                .at(-1)!
                .replace(/\.txt$/, ''),
            ).task,
        ),
      );
      expect([...tasks].sort()).toEqual([...gold.keys()].sort());
    });
  },
);

const graphskill = GRAPHSKILL_TREE_FILE ? describe : describe.skip;
graphskill('gold labels in GraphSkill’s tree (skipped when shared/data/networkx-doc-tree is absent)', () => {
  it('resolve every name, picking the main page over same-named ones and merging repeated pages', async () => {
    const tree = await loadGraphSkillTree(GRAPHSKILL_TREE_FILE as string);
    const resolved = resolveAll(tree, 'networkx');
    const ids = (task: string) => resolved.get(task)!.map((i) => i.ids);
    expect(ids('clustering')).toEqual([['Clustering/clustering']]);
    expect(ids('diameter')).toEqual([['Distance Measures/diameter']]);
    // the same page under two sections is one document; a near-copy (two characters differ) is not
    expect(ids('strongly_connected_components')).toEqual([
      [
        'Components/Connectivity/strongly_connected_components',
        'Components/Strong connectivity/strongly_connected_components',
      ],
    ]);
    expect(ids('max_clique')).toEqual([['Approximations and Heuristics/Clique/max_clique']]);
    for (const items of resolved.values()) expect(items.every((i) => i.ids.length > 0)).toBe(true);
  });
});

const nxMissing = networkxMissing();
const introspected = nxMissing ? describe.skip : describe;
introspected(
  `gold labels in the introspected NetworkX tree${nxMissing ? ` (skipped: ${nxMissing})` : ''}`,
  () => {
    it('resolve every name by its public call path', async () => {
      const resolved = resolveAll(await networkxTree(), 'networkx');
      expect(resolved.get('clustering')).toEqual([{ name: 'clustering', ids: ['cluster/clustering'] }]);
      expect(resolved.get('common_neighbors')?.[0]?.ids).toEqual(['functions/common_neighbors']);
      expect(resolved.get('max_clique')?.[0]?.ids).toEqual(['approximation/clique/max_clique']);
    });
  },
);
