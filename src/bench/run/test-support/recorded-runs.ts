/**
 * Test support: the committed real-model runs under bench-runs/ and how one is replayed. A run
 * directory holds run.json and results.jsonl beside the cassette it was recorded into:
 * `bench-runs/<name>/{cassette, <run>...}` or `bench-runs/<name>/<part>/{cassette, <run>...}`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { BenchResult } from '../../types.js';
import { runBenchSession } from '../bench-session.js';
import type { RunMeta } from '../run-bench.js';

const RUNS = fileURLToPath(new URL('../../../../bench-runs/', import.meta.url));

/** Datasets read from ../shared/data (relative to the repository), which CI may not have. */
export const SHARED = fileURLToPath(new URL('../../../../../shared/data/', import.meta.url));
export const needsShared = (dataset: string) => dataset.includes('../shared/data');

/** One committed run. */
export interface CommittedRun {
  name: string;
  cassette: string;
  run: string;
  meta: RunMeta;
}

/** The runs beside a cassette in `root`, named from `name`. */
function runsIn(root: string, name: string): Omit<CommittedRun, 'meta'>[] {
  if (!existsSync(join(root, 'cassette'))) return [];
  const runs = readdirSync(root).filter((r) => existsSync(join(root, r, 'run.json')));
  return runs.map((r) => ({ name: `${name}/${r}`, cassette: join(root, 'cassette'), run: join(root, r) }));
}

/** Every committed run, with its run.json. */
export function committedRuns(): CommittedRun[] {
  const dirs = existsSync(RUNS) ? readdirSync(RUNS).filter((d) => !d.startsWith('.')) : [];
  return dirs
    .flatMap((d) => {
      const root = join(RUNS, d);
      const parts = readdirSync(root).filter((p) => existsSync(join(root, p, 'cassette')));
      return [...runsIn(root, d), ...parts.flatMap((p) => runsIn(join(root, p), `${d}/${p}`))];
    })
    .map((r) => ({ ...r, meta: JSON.parse(readFileSync(join(r.run, 'run.json'), 'utf8')) as RunMeta }));
}

const readResults = (file: string): BenchResult[] =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as BenchResult);

/**
 * The method options a run was made with (its settings, less what the session adds itself). A
 * GRRAF run whose settings do not name `evidence` was recorded before that option existed
 * (2026-11-28), when programs were not asked for evidence: it replays with the option off. So does
 * a GraphWalk run whose settings do not name `reading` (the walker was not asked how it read the
 * question before 2026-11-28).
 */
function methodOptions(meta: RunMeta): Record<string, unknown> {
  const { cassette: _c, tasks: _t, cache: _k, store: _s, ...options } = meta.settings;
  if (meta.method === 'grraf' && !('evidence' in options)) return { ...options, evidence: false };
  const walker = meta.method === 'graphwalk' || meta.method === 'graphwalk-hybrid';
  if (walker && !('reading' in options)) return { ...options, reading: false };
  return options;
}

/**
 * The dataset a run was made on. A `graphwalk:` run whose dataset does not name `conventions` was
 * recorded before that option existed (2026-11-28), when no conventions were passed as hints.
 */
function replayedDataset(meta: RunMeta): string {
  const { dataset } = meta;
  if (!dataset.startsWith('graphwalk:') || /[:,]conventions=/.test(dataset)) return dataset;
  const options = dataset.split(':').slice(1).at(-1) ?? '';
  return `${dataset}${options.includes('=') ? ',' : ':'}conventions=false`;
}

/**
 * Replays `r` from its cassette (nothing listens at the model's address) and expects the same
 * answers, correctness, turns, tool calls and tokens; `store` is the store URI a run recorded with
 * `--store` replays against.
 */
export async function expectReplaysAsRecorded(r: CommittedRun, out: string, store?: string): Promise<void> {
  const { meta } = r;
  const recorded = readResults(join(r.run, 'results.jsonl'));
  const tasks = typeof meta.settings.tasks === 'string' ? meta.settings.tasks.split(',') : undefined;
  const session = await runBenchSession({
    method: meta.method,
    dataset: replayedDataset(meta),
    ...(tasks ? { tasks } : {}),
    ...(meta.limit === undefined ? {} : { limit: meta.limit }),
    model: meta.model,
    baseUrl: 'http://127.0.0.1:9/v1',
    cassette: r.cassette,
    cassetteMode: 'replay',
    options: methodOptions(meta),
    ...(meta.settings.cache === 'off' ? { cache: false } : {}),
    ...(store ? { store } : {}),
    quiet: true,
    env: {},
    out,
  });
  const byId = new Map(session.results.map((x) => [x.id, x]));
  expect(session.results).toHaveLength(recorded.length);
  for (const x of recorded) {
    const seen = (y: BenchResult | undefined) => ({
      id: y?.id,
      answer: y?.answer,
      correct: y?.correct,
      turns: y?.turns,
      toolCalls: y?.toolCalls,
      tokens: [y?.tokensIn, y?.tokensOut],
    });
    expect(seen(byId.get(x.id))).toEqual(seen(x));
  }
}
