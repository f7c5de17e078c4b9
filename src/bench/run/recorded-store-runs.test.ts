/**
 * The committed runs recorded against a Neo4j server (`grraf bench --store neo4j://…`) replay
 * against the test run's own server: each question's graph is loaded into it and the recorded
 * queries run there, so a drift in the Neo4j dialect profile, the read guard or the loader shows.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, it } from 'vitest';
import { describeNeo4j } from '../../test-support/neo4j-tests.js';
import { committedRuns, expectReplaysAsRecorded, needsShared, SHARED } from './test-support/recorded-runs.js';

const tmp = mkdtempSync(join(tmpdir(), 'grraf-recorded-store-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const runs = committedRuns().filter((r) => r.meta.settings.store === 'neo4j');

describeNeo4j('the recorded real-model runs on Neo4j', (server) => {
  const saved = { user: process.env.NEO4J_USER, password: process.env.NEO4J_PASSWORD };
  // The store reads its credentials from the environment, as `grraf bench --store` does.
  beforeEach(() => {
    process.env.NEO4J_USER = server.user;
    process.env.NEO4J_PASSWORD = server.password;
  });
  afterEach(() => {
    for (const [k, v] of [
      ['NEO4J_USER', saved.user],
      ['NEO4J_PASSWORD', saved.password],
    ] as const) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });
  const replayable = runs.filter((r) => existsSync(SHARED) || !needsShared(r.meta.dataset));
  for (const r of runs.filter((x) => !replayable.includes(x))) {
    it.skip(`${r.name} replays (skipped: its dataset needs ../shared/data, absent here)`, () => {});
  }
  if (replayable.length === 0 && runs.length === 0) {
    it.skip('replay: skipped because no run recorded on Neo4j is committed under bench-runs/', () => {});
  }
  it.each(replayable)(
    '$name replays against the server to the same answers and tokens',
    (r) => expectReplaysAsRecorded(r, join(tmp, r.name.replaceAll('/', '-')), server.uri),
    // 40 questions, each loading its graph into the server and running its queries there.
    600_000,
  );
});
