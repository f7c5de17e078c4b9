/**
 * `npm run bench:serve`: latency of grraf's HTTP server under concurrent questions. A scripted
 * model (a TEST DOUBLE: it answers at once with a known program, never an LLM) answers; the
 * numbers measure the server, the method pipeline and the JavaScript sandbox, not a model. Rounds
 * of N questions at once (default 50; half JSON, half server-sent events) go to 127.0.0.1; every
 * result is checked (no error, no lost or mixed-up answer). Prints latency percentiles per round.
 *
 *   npm run bench:serve -- --questions 50 --rounds 3 --isolates 2
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { median, quantile } from '../src/bench/report/stats.js';
import { startServer } from '../src/server/server.js';
import { loadGraph, loadRuntime, runLoad } from '../src/server/test-support/load.js';

const { values } = parseArgs({
  options: {
    questions: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '3' },
    isolates: { type: 'string', default: '2' },
    concurrency: { type: 'string', default: '8' },
  },
});
const n = Number(values.questions);
const rounds = Number(values.rounds);

console.log(
  `bench:serve — ${n} concurrent questions × ${rounds} rounds; server concurrency ${values.concurrency}, ` +
    `${values.isolates} JS isolates; ${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}, Node ${process.version}`,
);
console.log(
  'model: a scripted TEST DOUBLE (answers at once) — these figures measure the server and pipeline, not an LLM',
);
console.log('| round | answered | wrong | p50 ms | p90 ms | p99 ms | max ms | wall ms | questions/s |');
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
const server = await startServer({
  port: 0,
  runtime: loadRuntime(n),
  jsIsolates: Number(values.isolates),
  limits: { maxConcurrent: Number(values.concurrency) },
  environment: { env: {} },
});
let failed = 0;
try {
  const graph = loadGraph(200, 600, 3);
  for (let round = 1; round <= rounds; round++) {
    const r = await runLoad(server.url, graph, n);
    failed += r.wrong.length;
    const l = r.latenciesMs;
    const f = (x: number) => Math.round(x).toLocaleString('en-US');
    console.log(
      `| ${round} | ${r.answered} | ${r.wrong.length} | ${f(median(l))} | ${f(quantile(l, 0.9))} | ` +
        `${f(quantile(l, 0.99))} | ${f(Math.max(...l))} | ${f(r.wallMs)} | ${(n / (r.wallMs / 1000)).toFixed(1)} |`,
    );
    for (const w of r.wrong.slice(0, 5)) console.log(`  wrong: ${w.slice(0, 200)}`);
  }
} finally {
  await server.close();
}
process.exitCode = failed ? 1 : 0;
