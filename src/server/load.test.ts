/**
 * The load test: 50 questions at once to a scripted model through the HTTP server on 127.0.0.1
 * (bounded: one burst, each question ends by itself). No errors, no lost or mixed-up results.
 * Latency percentiles are printed by `npm run bench:serve`, not asserted here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './server.js';
import { loadGraph, loadRuntime, runLoad } from './test-support/load.js';
import { testServer } from './test-support/scripted-server.js';

const N = 50;

describe('grraf serve under load', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await testServer(loadRuntime(N, (rng) => Math.floor(rng() * 20)));
  });
  afterAll(() => server.close());

  it(`answers ${N} concurrent questions with no error and each result its own`, async () => {
    const report = await runLoad(server.url, loadGraph(200, 600, 3), N);
    expect(report.wrong).toEqual([]);
    expect(report.answered).toBe(N);
    expect(report.latenciesMs).toHaveLength(N);
    expect(server.context.runs.active()).toBe(0);
    expect(server.context.executors.busy()).toBe(0);
  }, 120_000);
});
