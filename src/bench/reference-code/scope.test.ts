import { describe, expect, it } from 'vitest';
import { isGrrafError } from '../../errors.js';
import { REFERENCE_MODEL_ID } from './reference-model-id.js';
import { checkReferenceDoubleRun } from './scope.js';

describe("the reference-code test double's scope", () => {
  it('lets the runs it answers through', () => {
    for (const run of [
      { method: 'grraf', dataset: 'graphinstruct:../data/dev+generated:seed=1,per-task=4' },
      { method: 'zero-shot-code', dataset: 'scaling', language: 'js' },
      { method: 'graphskill', dataset: 'gtools:dir' },
      { method: 'grraf', dataset: 'generated', language: 'cypher' },
    ]) {
      expect(() => checkReferenceDoubleRun(run), JSON.stringify(run)).not.toThrow();
    }
  });

  it('refuses the others, saying what it answers and what the run asked for', () => {
    for (const [run, asked] of [
      [{ method: 'graphwalk', dataset: 'graphwalk:main' }, 'method graphwalk and dataset graphwalk'],
      [{ method: 'grraf', dataset: 'complexgraph:S' }, 'dataset complexgraph'],
      [{ method: 'direct', dataset: 'generated' }, 'method direct'],
      [{ method: 'grraf', dataset: 'generated+maze:10' }, 'dataset maze'],
      [{ method: 'grraf', dataset: 'generated', language: 'python' }, 'language python'],
    ] as const) {
      const e = (() => {
        try {
          checkReferenceDoubleRun(run);
        } catch (x) {
          return x;
        }
      })();
      expect(isGrrafError(e, 'config'), JSON.stringify(run)).toBe(true);
      expect((e as Error).message).toMatch(/is a TEST DOUBLE, not a model: in `grraf bench` it answers only/);
      expect((e as Error).message).toMatch(new RegExp(`this run asks for ${asked}$`));
    }
  });
});

describe('the library refuses the double out of scope too', () => {
  it('runBenchSession throws before running a GraphWalk dataset with the double', async () => {
    const { runBenchSession } = await import('../run/bench-session.js');
    await expect(
      runBenchSession({
        method: 'graphwalk',
        dataset: 'graphwalk:main:graphs=1',
        model: REFERENCE_MODEL_ID,
        quiet: true,
      }),
    ).rejects.toMatchObject({ code: 'config' });
  });
});
