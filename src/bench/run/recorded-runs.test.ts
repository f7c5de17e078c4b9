/**
 * Every committed real-model run must replay offline to the same answers, correctness, turns, tool
 * calls and tokens (test-support/recorded-runs.ts). It fails when a prompt, a tool description, the
 * schema text or a tool's result drifts from what the model saw: re-record the run then. A run whose
 * dataset lives in ../shared/data is skipped (with the reason in its name) where that folder is
 * absent. Runs recorded against a store server (`--store`) replay in recorded-store-runs.test.ts.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { committedRuns, expectReplaysAsRecorded, needsShared, SHARED } from './test-support/recorded-runs.js';

const tmp = mkdtempSync(join(tmpdir(), 'grraf-recorded-walk-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const runs = committedRuns().filter((r) => r.meta.settings.store === undefined);

describe('the recorded real-model runs', () => {
  if (runs.length === 0) {
    it.skip('replay offline: skipped because no run is committed under bench-runs/', () => {});
  }
  const replayable = runs.filter((r) => existsSync(SHARED) || !needsShared(r.meta.dataset));
  for (const r of runs.filter((x) => !replayable.includes(x))) {
    it.skip(`${r.name} replays offline (skipped: its dataset needs ../shared/data, absent here)`, () => {});
  }
  it.each(replayable)(
    '$name replays offline to the same answers, turns and tokens',
    (r) => expectReplaysAsRecorded(r, join(tmp, r.name.replaceAll('/', '-'))),
    // A run replays every question through the real executors and stores: the Cypher run's
    // embedded-store queries take about 16 s on an idle 2-core machine, twice that under load.
    180_000,
  );
});
