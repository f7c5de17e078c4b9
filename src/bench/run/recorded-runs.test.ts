/**
 * Every committed real-model run must replay offline to the same answers, correctness, turns, tool
 * calls and tokens. A run directory holds run.json and results.jsonl beside the cassette it was
 * recorded into: `bench-runs/<name>/{cassette, <run>...}` or `bench-runs/<name>/<part>/{cassette,
 * <run>...}`. It fails when a prompt, a tool description, the schema text or a tool's result drifts
 * from what the model saw: re-record the run then. A run whose dataset lives in ../shared/data is
 * skipped (with the reason in its name) where that folder is absent.
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

/** The runs beside a cassette in `root`, named from `name`. */
function runsIn(root: string, name: string): { name: string; cassette: string; run: string }[] {
  if (!existsSync(join(root, 'cassette'))) return [];
  const runs = readdirSync(root).filter((r) => existsSync(join(root, r, 'run.json')));
  return runs.map((r) => ({ name: `${name}/${r}`, cassette: join(root, 'cassette'), run: join(root, r) }));
}

/** Every committed run: its name, its cassette, its run directory. */
function committedRuns(): { name: string; cassette: string; run: string }[] {
  const dirs = existsSync(RUNS) ? readdirSync(RUNS).filter((d) => !d.startsWith('.')) : [];
  return dirs.flatMap((d) => {
    const root = join(RUNS, d);
    const parts = readdirSync(root).filter((p) => existsSync(join(root, p, 'cassette')));
    return [...runsIn(root, d), ...parts.flatMap((p) => runsIn(join(root, p), `${d}/${p}`))];
  });
}

/** Datasets read from ../shared/data (relative to the repository), which CI may not have. */
const SHARED = fileURLToPath(new URL('../../../../shared/data/', import.meta.url));
const needsShared = (dataset: string) => dataset.includes('../shared/data');

const readResults = (file: string): BenchResult[] =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as BenchResult);

/**
 * The method options a run was made with (its settings, less what the session adds itself). A
 * GRRAF run whose settings do not name `evidence` was recorded before that option existed
 * (2026-11-28), when programs were not asked for evidence: it replays with the option off.
 */
function methodOptions(meta: RunMeta): Record<string, unknown> {
  const { cassette: _c, tasks: _t, cache: _k, ...options } = meta.settings;
  if (meta.method === 'grraf' && !('evidence' in options)) return { ...options, evidence: false };
  return options;
}

const runs = committedRuns();

describe('the recorded real-model runs', () => {
  if (runs.length === 0) {
    it.skip('replay offline: skipped because no run is committed under bench-runs/', () => {});
  }
  const withMeta = runs.map((r) => ({
    ...r,
    meta: JSON.parse(readFileSync(join(r.run, 'run.json'), 'utf8')) as RunMeta,
  }));
  const replayable = withMeta.filter((r) => existsSync(SHARED) || !needsShared(r.meta.dataset));
  for (const r of withMeta.filter((x) => !replayable.includes(x))) {
    it.skip(`${r.name} replays offline (skipped: its dataset needs ../shared/data, absent here)`, () => {});
  }
  it.each(replayable)(
    '$name replays offline to the same answers, turns and tokens',
    async ({ name, cassette, run, meta }) => {
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
        ...(meta.settings.cache === 'off' ? { cache: false } : {}),
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
    // A run replays every question through the real executors and stores: the Cypher run's
    // embedded-store queries take about 16 s on an idle 2-core machine, twice that under load.
    180_000,
  );
});
