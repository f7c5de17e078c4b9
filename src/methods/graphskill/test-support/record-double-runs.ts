/**
 * Records the GraphSkill test double's bench runs into fixtures/double-runs/: one cassette for all
 * of them, and each run's run.json, results.jsonl and report.md (traces are left out: they are
 * large and the replay rebuilds them); and one `grraf ask` into fixtures/double-ask/. Re-run after
 * a prompt changes (the replay tests then fail):
 *
 *   node --no-node-snapshot --import tsx src/methods/graphskill/test-support/record-double-runs.ts
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { runBenchSession } from '../../../bench/run/bench-session.js';
import { askFromFlags } from '../../../cli/commands/ask.js';
import { createLlmRuntime } from '../../../llm/llm-runtime.js';
import { grrafLibraryTree } from '../../../retrieval/index.js';
import { COMMON_OPTIONS, DOUBLE_ASK, DOUBLE_MODEL, DOUBLE_RUNS, DOUBLE_RUNS_DIR } from './double-runs.js';
import { graphskillDouble } from './graphskill-double.js';

await rm(DOUBLE_RUNS_DIR, { recursive: true, force: true });
for (const run of DOUBLE_RUNS) {
  const out = join(DOUBLE_RUNS_DIR, run.name);
  const session = await runBenchSession({
    method: 'graphskill',
    dataset: run.dataset,
    tasks: run.tasks,
    modelObject: graphskillDouble(grrafLibraryTree()),
    model: DOUBLE_MODEL,
    // Relative, so run.json does not carry this machine's paths.
    cassette: relative(process.cwd(), join(DOUBLE_RUNS_DIR, 'cassette')),
    cassetteMode: 'record',
    options: { ...COMMON_OPTIONS, ...run.options },
    out: relative(process.cwd(), out),
    quiet: true,
  });
  await rm(join(out, 'traces'), { recursive: true, force: true });
  await rm(join(out, 'report.html'), { force: true });
  await rm(join(out, 'report.json'), { force: true });
  const s = session.report.summary;
  console.log(`${run.name}: ${s.correct}/${s.questions} correct`);
}

await rm(DOUBLE_ASK.dir, { recursive: true, force: true });
await mkdir(DOUBLE_ASK.dir, { recursive: true });
await writeFile(DOUBLE_ASK.graphFile, '# undirected\n0 1\n1 2\n2 0\n3 4\n5 6\n6 7\n');
const runtime = createLlmRuntime({
  model: graphskillDouble(grrafLibraryTree()),
  label: DOUBLE_MODEL,
  cassette: { dir: join(DOUBLE_ASK.dir, 'cassette'), mode: 'record' },
});
const asked = await askFromFlags(
  DOUBLE_ASK.question,
  { graph: DOUBLE_ASK.graphFile, method: 'graphskill' },
  { runtime },
);
console.log(`ask: ${asked.solution.text}`);
