import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GrrafError } from '../../errors.js';
import { REFERENCE_MODEL_ID } from '../reference-code/reference-model.js';
import { runBenchSession } from './bench-session.js';
import { combinedCostFigures, costFigures } from './cost-figures.js';

const quiet = { update() {}, finish() {} };

describe('costFigures', () => {
  it('says which run.json is missing when a directory is not a run', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'not-a-run-'));
    const error = await costFigures(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GrrafError);
    expect((error as GrrafError).code).toBe('not-found');
    expect((error as GrrafError).location.file).toBe(join(dir, 'run.json'));
  });

  it('splits compiled from reused questions and amortizes the run’s tokens (reference double)', async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'cost-')), 'run');
    const s = await runBenchSession({
      method: 'grraf',
      dataset: 'generated:seed=5',
      tasks: ['shortest', 'substructure'],
      limit: 3,
      model: REFERENCE_MODEL_ID,
      options: { phrase: false },
      out,
      progress: quiet,
    });
    const f = await costFigures(out);
    const paid = s.results.filter((r) => r.details?.cache === 'stored');
    expect([f.questions, f.compiled.questions, f.reused.questions]).toEqual([6, 2, 4]);
    expect(f.reused.medianTotal).toBe(0);
    const total = paid.reduce((a, r) => a + r.tokensIn + r.tokensOut, 0);
    expect(f.amortized).toBeCloseTo(total / 6, 6);
    expect(f.twoGraph).toEqual({ questions: 3, matched: 3, declined: 0, other: 0 });
    // A recount sees the same calls: more tokens per word-and-punctuation count never comes out zero.
    const recounted = await costFigures(out, (t) => t.length);
    expect(recounted.counted).toBe('recounted');
    expect(recounted.compiled.meanIn).toBeGreaterThan(f.compiled.meanIn);
    // Two runs taken as one mix: twice the questions, the same per-question figures.
    const both = await combinedCostFigures([out, out]);
    expect([both.questions, both.compiled.questions, both.amortized]).toEqual([12, 4, f.amortized]);
  });
});
