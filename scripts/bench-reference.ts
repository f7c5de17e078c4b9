/**
 * `npm run bench:reference`: the reference-code test double through the full GRRAF pipeline.
 *
 * TEST DOUBLE — not an LLM; measures the pipeline, not model accuracy.
 *
 * 1. Accuracy and overhead (lean pipeline, program cache on, as `grraf bench` runs by default): the
 *    GraphInstruct dev set (900 questions), the GTools samples when present, GRRAF's ten generated
 *    tasks (seed 1, 20 per task), and the scaling set (shortest path, 100 … 10,000 nodes, 20 per
 *    size, cache off so each question's tokens show the flat cost), against the overhead targets
 *    (≤ 50 ms median on graphs ≤ 100 nodes, ≤ 2 s at 10,000 nodes).
 * 2. GRRAF cost (issue "Efficiency"): tokens per single question (cache off; o200k_base recount of
 *    every prompt and reply) for the lean and the paper pipeline on the mix the lead measures with a
 *    real model (4 GraphInstruct dev questions per task, 4 generated in/out-degree, 2 GTools EL
 *    questions per task), and amortized tokens over a 400-question task with the cache on.
 * 3. Cypher mode on the generated tasks (graphs ≤ 100 nodes): pipeline overhead with the double
 *    answering at once and with a simulated 1 s model latency (the temporary store loads while the
 *    model writes), execution-error rate, and two-graph answers from a real match.
 *
 * The double's output tokens are its own replies (it repeats the whole question as P'), so output
 * figures are indicative; input tokens are exactly what a model would be sent.
 *
 * Environment: GRAPHINSTRUCT_DIR (default ../shared/data/graphinstruct-dev), GTOOLS_DIR, BENCH_OUT
 * (default bench-out/reference), BENCH_CONCURRENCY (default 1: overhead is measured per question).
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { REFERENCE_MODEL_ID, type RunSummary, runBenchSession } from '../src/bench/index.js';
import { referenceCodeModelWithLatency } from '../src/bench/reference-code/index.js';
import type { BenchSessionOptions } from '../src/bench/run/bench-session.js';
import { costFigures, costReport } from '../src/bench/run/cost-figures.js';

const dev = process.env.GRAPHINSTRUCT_DIR ?? join(process.cwd(), '..', 'shared', 'data', 'graphinstruct-dev');
const gtools = process.env.GTOOLS_DIR ?? join(process.cwd(), '..', 'shared', 'data', 'gtools-dev');
const outRoot = process.env.BENCH_OUT ?? join('bench-out', 'reference');
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 1);
const quiet = { update() {}, finish() {} };
const o200k = (text: string) => encode(text).length;
const GI_TASKS =
  'cycle,connectivity,bipartite,topology,shortest,triplet,flow,substructure,indegree,outdegree';

function print(title: string, s: RunSummary, dir: string): void {
  console.log(
    `\n== ${title} (${REFERENCE_MODEL_ID}: TEST DOUBLE — not an LLM; measures the pipeline, not model accuracy)`,
  );
  console.log(`accuracy ${(100 * s.accuracy).toFixed(1)}% (${s.correct}/${s.questions})`);
  for (const t of s.tasks) {
    console.log(
      `  ${t.task.padEnd(14)} ${(100 * t.accuracy).toFixed(1).padStart(5)}%  tokens ${t.meanTokensIn.toFixed(0)}/${t.meanTokensOut.toFixed(0)}  median overhead ${t.medianOverheadMs.toFixed(1)} ms`,
    );
  }
  for (const z of s.sizes) {
    console.log(
      `  n ≤ ${String(z.nodes).padEnd(6)} tokens in ${z.meanTokensIn.toFixed(0)}  median overhead ${z.medianOverheadMs.toFixed(1)} ms`,
    );
  }
  for (const t of s.overheadTargets) {
    const got =
      t.medianMs === undefined
        ? 'not measured'
        : `${t.medianMs.toFixed(1)} ms (${t.met ? 'met' : 'NOT met'})`;
    console.log(`  overhead target, ${t.label}: ≤ ${t.targetMs} ms → ${got}`);
  }
  console.log(
    `  label disagreements: ${s.disagreements.length} (${[...new Set(s.disagreements.map((d) => d.task))].join(', ') || 'none'})`,
  );
  console.log(
    `  wrong answers: ${s.wrong.length}${s.wrong.length ? `: ${s.wrong.map((w) => w.id).join(', ')}` : ''}`,
  );
  console.log(`  report: ${join(dir, 'report.md')}`);
}

/** Runs one session into `dir` (emptied first). */
async function session(dir: string, o: Omit<BenchSessionOptions, 'out' | 'method'>) {
  await rm(dir, { recursive: true, force: true });
  return runBenchSession({
    method: 'grraf',
    model: REFERENCE_MODEL_ID,
    concurrency,
    progress: quiet,
    ...o,
    out: dir,
  });
}

async function run(title: string, dataset: string, dir: string, extra: Partial<BenchSessionOptions> = {}) {
  const s = await session(dir, { dataset, ...extra });
  print(title, s.report.summary, dir);
}

/** Part 2: tokens per single question and amortized over a 400-question task. */
async function cost(): Promise<void> {
  console.log('\n== GRRAF cost (o200k_base recount of every prompt and reply; TEST DOUBLE replies)');
  const mixes: [string, string, Partial<BenchSessionOptions>][] = [];
  if (existsSync(dev))
    mixes.push([
      'graphinstruct',
      `graphinstruct:${dev}+generated:seed=1,per-task=4`,
      { tasks: GI_TASKS.split(','), limit: 4 },
    ]);
  if (existsSync(join(gtools, 'EL_sample')))
    mixes.push(['gtools', `gtools:${join(gtools, 'EL_sample')}`, { limit: 2 }]);
  for (const [name, dataset, extra] of mixes) {
    for (const pipeline of ['lean', 'paper']) {
      const dir = join(outRoot, `cost-${name}-${pipeline}`);
      await session(dir, { dataset, ...extra, cache: false, options: { phrase: false, pipeline } });
      console.log(costReport(dir, await costFigures(dir, o200k)).join('\n'));
    }
  }
  // Reuse: one task, 400 questions, cache on (the bench default), no phrasing (a per-question call).
  const dir = join(outRoot, 'cost-reuse-400');
  await session(dir, {
    dataset: 'generated:seed=1,per-task=400',
    tasks: ['shortest'],
    options: { phrase: false },
  });
  console.log(costReport(dir, await costFigures(dir, o200k)).join('\n'));
}

/** Part 3: Cypher mode, with the double answering at once and after a simulated 1 s. */
async function cypher(): Promise<void> {
  for (const [label, latency] of [
    ['model answers at once', 0],
    ['simulated 1 s model latency', 1000],
  ] as const) {
    const dir = join(outRoot, `cypher-${latency}`);
    console.log(`\n== Cypher mode, generated ten tasks (seed 1, 5 each), ${label}`);
    await session(dir, {
      dataset: 'generated:seed=1,per-task=5',
      cache: false,
      options: { phrase: false, language: 'cypher' },
      ...(latency > 0
        ? {
            modelObject: referenceCodeModelWithLatency(latency),
            model: `${REFERENCE_MODEL_ID} (+${latency} ms latency)`,
          }
        : {}),
    });
    console.log(costReport(dir, await costFigures(dir, o200k)).join('\n'));
  }
}

if (existsSync(dev)) await run('GraphInstruct dev set', `graphinstruct:${dev}`, join(outRoot, 'dev'));
else console.log(`skipping the dev set: ${dev} not found (set GRAPHINSTRUCT_DIR)`);
for (const sample of ['WL_sample', 'EL_sample']) {
  if (existsSync(join(gtools, sample)))
    await run(`GTools ${sample}`, `gtools:${join(gtools, sample)}`, join(outRoot, sample));
}
await run('generated ten tasks', 'generated:seed=1,per-task=20', join(outRoot, 'generated'));
await run(
  'scaling set (cache off: each question pays for its program)',
  'scaling',
  join(outRoot, 'scaling'),
  {
    cache: false,
  },
);
await cost();
await cypher();
