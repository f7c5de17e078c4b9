/**
 * The GraphSkill test double's recorded bench runs (fixtures/double-runs/) replay offline — no model,
 * nothing listening at the base URL — to the same answers, paths, details and token counts, and
 * show the ablations' effects. It fails when a prompt, the dataset's generator or the method's
 * control flow drifts from the recording: re-record with test-support/record-double-runs.ts.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBenchSession } from '../../bench/run/bench-session.js';
import type { BenchResult } from '../../bench/types.js';
import { COMMON_OPTIONS, DOUBLE_MODEL, DOUBLE_RUNS, DOUBLE_RUNS_DIR } from './test-support/double-runs.js';

const tmp = mkdtempSync(join(tmpdir(), 'graphskill-double-runs-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const recorded = (name: string): BenchResult[] =>
  readFileSync(join(DOUBLE_RUNS_DIR, name, 'results.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as BenchResult);

const comparable = (r: BenchResult) => ({
  id: r.id,
  answer: r.answer,
  correct: r.correct,
  path: r.path,
  tokens: [r.tokensIn, r.tokensOut],
  llmCalls: r.llmCalls,
  details: r.details,
});

const replayed = new Map<string, { results: BenchResult[]; markdown: string }>();

describe('GraphSkill on ComplexGraph with the test double, replayed from its cassette', () => {
  for (const run of DOUBLE_RUNS) {
    it(`${run.name}: ${run.dataset} (${run.tasks.join(', ')})`, async () => {
      const session = await runBenchSession({
        method: 'graphskill',
        dataset: run.dataset,
        tasks: run.tasks,
        model: DOUBLE_MODEL,
        baseUrl: 'http://127.0.0.1:9/v1',
        cassette: join(DOUBLE_RUNS_DIR, 'cassette'),
        cassetteMode: 'replay',
        options: { ...COMMON_OPTIONS, ...run.options },
        quiet: true,
        env: {},
        out: join(tmp, run.name),
      });
      expect(session.results.map(comparable)).toEqual(recorded(run.name).map(comparable));
      const markdown = readFileSync(session.report.markdown, 'utf8');
      expect(markdown).toContain('TEST DOUBLE');
      expect(markdown).toContain('## GraphSkill');
      replayed.set(run.name, { results: session.results, markdown });
    });
  }

  it('show each ablation where it acts', () => {
    const results = (name: string) => replayed.get(name)?.results ?? [];
    // Reused answers carry no retrieval or test figures of their own: look at the compiled ones.
    const details = (name: string) =>
      results(name)
        .map((r) => r.details ?? {})
        .filter((d) => !d.reused);
    expect(details('S-full').every((d) => (d.documentCount as number) > 0)).toBe(true);
    expect(details('S-no-retrieval').every((d) => d.documentCount === 0 && d.retrievalCalls === 0)).toBe(
      true,
    );
    expect(
      details('S-no-hierarchy')
        .filter((d) => !d.reused)
        .every((d) => d.retrievalCalls === 0),
    ).toBe(true);
    expect(details('S-no-tests').every((d) => d.testsTotal === 0)).toBe(true);
    expect(details('S-no-debugging').every((d) => d.testsTotal === 0 && d.debugRounds === 0)).toBe(true);
    // The double's first effective-diameter program throws on disconnected graphs: the tests catch
    // it (full), execution errors on the graph catch it (no tests), nothing does without debugging.
    const correct = (name: string) => results(name).filter((r) => r.correct).length;
    expect(correct('C-full')).toBe(results('C-full').length);
    expect(correct('C-no-tests')).toBe(results('C-no-tests').length);
    expect(correct('C-no-debugging')).toBeLessThan(results('C-no-debugging').length);
    expect(results('S-full').filter((r) => r.details?.reused).length).toBeGreaterThan(0);
    // L's graphs have 5,000 or 10,000 nodes (a grid rounds down to a square: 4,900).
    expect(results('L-full').every((r) => r.nodes >= 4900 && r.correct)).toBe(true);
  });
});
