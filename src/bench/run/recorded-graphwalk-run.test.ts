/**
 * Committed real-model GraphWalk runs (bench-runs/<date>-graphwalk-*: one or more run directories,
 * each with run.json and results.jsonl, beside the cassette they were recorded into) must replay
 * offline to the same answers, correctness, turns, tool calls and tokens. It fails when a prompt,
 * a tool description, the schema table or a tool's result drifts from what the model saw: re-record
 * the run then. Skipped (with the reason in its name) while no such run is committed.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { BenchResult } from '../types.js';
import { runBenchSession } from './bench-session.js';
import type { RunMeta } from './run-bench.js';

const RUNS = fileURLToPath(new URL('../../../bench-runs/', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'grraf-recorded-walk-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Every committed GraphWalk run: its directory, its cassette, its run directory. */
function committedRuns(): { name: string; cassette: string; run: string }[] {
  const dirs = existsSync(RUNS) ? readdirSync(RUNS).filter((d) => d.includes('-graphwalk-')) : [];
  return dirs.flatMap((d) => {
    const root = join(RUNS, d);
    const runs = readdirSync(root).filter((r) => existsSync(join(root, r, 'run.json')));
    return runs.map((r) => ({ name: `${d}/${r}`, cassette: join(root, 'cassette'), run: join(root, r) }));
  });
}

const readResults = (file: string): BenchResult[] =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as BenchResult);

/** The method options a run was made with (its settings, less what the session adds itself). */
function methodOptions(meta: RunMeta): Record<string, unknown> {
  const { cassette: _c, tasks: _t, ...options } = meta.settings;
  return options;
}

const runs = committedRuns();

describe('the recorded real-model GraphWalk runs', () => {
  if (runs.length === 0) {
    it.skip('replay offline: skipped because no bench-runs/<date>-graphwalk-* run is committed yet', () => {});
  }
  it.each(runs)(
    '$name replays offline to the same answers, turns and tokens',
    async ({ name, cassette, run }) => {
      const meta = JSON.parse(readFileSync(join(run, 'run.json'), 'utf8')) as RunMeta;
      const recorded = readResults(join(run, 'results.jsonl'));
      const tasks = typeof meta.settings.tasks === 'string' ? meta.settings.tasks.split(',') : undefined;
      const session = await runBenchSession({
        method: meta.method,
        dataset: meta.dataset,
        ...(tasks ? { tasks } : {}),
        ...(meta.limit === undefined ? {} : { limit: meta.limit }),
        model: meta.model,
        // Nothing listens here: every answer must come from the cassette.
        baseUrl: 'http://127.0.0.1:9/v1',
        cassette,
        cassetteMode: 'replay',
        options: methodOptions(meta),
        quiet: true,
        env: {},
        out: join(tmp, name.replaceAll('/', '-')),
      });
      const byId = new Map(session.results.map((r) => [r.id, r]));
      expect(session.results).toHaveLength(recorded.length);
      for (const r of recorded) {
        const replayed = byId.get(r.id);
        const seen = (x: BenchResult | undefined) => ({
          id: x?.id,
          answer: x?.answer,
          correct: x?.correct,
          turns: x?.turns,
          toolCalls: x?.toolCalls,
          tokens: [x?.tokensIn, x?.tokensOut],
        });
        expect(seen(replayed)).toEqual(seen(r));
      }
    },
  );
});
