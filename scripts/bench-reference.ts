/**
 * `npm run bench:reference`: the reference-code test double through the full GRRAF pipeline on
 * the GraphInstruct dev set (900 questions), GRRAF's ten generated tasks (seed 1, 20 per task) and
 * the scaling set (shortest path, 100 … 10,000 nodes, 20 per size). Prints accuracy, label disagreements and the pipeline's own overhead
 * against the targets (≤ 50 ms median on graphs ≤ 100 nodes, ≤ 2 s at 10,000 nodes).
 *
 * TEST DOUBLE — not an LLM; measures the pipeline, not model accuracy.
 *
 * Also the GTools samples when present (informational: not part of the issue's targets).
 *
 * Environment: GRAPHINSTRUCT_DIR (default ../shared/data/graphinstruct-dev), GTOOLS_DIR, BENCH_OUT
 * (default bench-out/reference), BENCH_CONCURRENCY (default 1: overhead is measured per question).
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { REFERENCE_MODEL_ID, type RunSummary, runBenchSession } from '../src/bench/index.js';

const dev = process.env.GRAPHINSTRUCT_DIR ?? join(process.cwd(), '..', 'shared', 'data', 'graphinstruct-dev');
const gtools = process.env.GTOOLS_DIR ?? join(process.cwd(), '..', 'shared', 'data', 'gtools-dev');
const outRoot = process.env.BENCH_OUT ?? join('bench-out', 'reference');
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 1);

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

async function run(title: string, dataset: string, dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  const s = await runBenchSession({
    method: 'grraf',
    dataset,
    model: REFERENCE_MODEL_ID,
    out: dir,
    concurrency,
  });
  print(title, s.report.summary, dir);
}

if (existsSync(dev)) await run('GraphInstruct dev set', `graphinstruct:${dev}`, join(outRoot, 'dev'));
else console.log(`skipping the dev set: ${dev} not found (set GRAPHINSTRUCT_DIR)`);
for (const sample of ['WL_sample', 'EL_sample']) {
  if (existsSync(join(gtools, sample)))
    await run(`GTools ${sample}`, `gtools:${join(gtools, sample)}`, join(outRoot, sample));
}
await run('generated ten tasks', 'generated:seed=1,per-task=20', join(outRoot, 'generated'));
await run('scaling set', 'scaling', join(outRoot, 'scaling'));
