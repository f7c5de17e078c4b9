import { describe, expect, it } from 'vitest';
import { isGrrafError } from '../../errors.js';
import { loadGraphSkillTree } from '../graphskill-json.js';
import { GRAPHSKILL_TREE_FILE } from '../test-support/shared-data.js';
import { devQueries, parseDevQueries } from './dev-queries.js';
import { complexGraphGold, resolveGold } from './gold.js';

describe('development queries', () => {
  it('are distinct from the ComplexGraph tasks: no query is labeled with exactly one task’s gold', () => {
    const taskGold = [...complexGraphGold().values()].map((g) => JSON.stringify(g.networkx));
    for (const q of devQueries()) expect(taskGold, q.id).not.toContain(JSON.stringify(q.networkx));
  });

  it('say which field is wrong in a bad file', () => {
    const bad = { queries: [{ id: 'a', text: 'x', networkx: [] }] };
    try {
      parseDevQueries(bad, 'dev.json');
      expect.unreachable();
    } catch (e) {
      expect(isGrrafError(e, 'validation') && e.location).toMatchObject({
        file: 'dev.json',
        field: 'queries.0.networkx',
      });
    }
    const twice = {
      queries: [
        { id: 'a', text: 'x', networkx: ['f'] },
        { id: 'a', text: 'y', networkx: ['g'] },
      ],
    };
    expect(() => parseDevQueries(twice, 'dev.json')).toThrow(/'a' is used twice/);
  });

  it.runIf(!!GRAPHSKILL_TREE_FILE || process.env.CI === 'true')(
    "name only functions of GraphSkill's NetworkX tree (../shared/data)",
    async () => {
      const tree = await loadGraphSkillTree(GRAPHSKILL_TREE_FILE!);
      for (const q of devQueries())
        expect(() => resolveGold(q.networkx, tree, 'networkx'), q.id).not.toThrow();
    },
  );
});
