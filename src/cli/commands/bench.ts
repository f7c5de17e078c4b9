/**
 * `grraf bench --method M --dataset D ...`: runs a method over a benchmark dataset, appends each
 * result to <out>/results.jsonl as it finishes, and writes report.md/.json/.html. A thin adapter
 * over bench/runBenchSession; `--report-only` rebuilds the report of an existing run directory.
 */

import { type Command, InvalidArgumentError } from 'commander';
import { DATASET_KINDS } from '../../bench/datasets/registry.js';
import { REFERENCE_MODEL_ID } from '../../bench/reference-code/reference-model-id.js';
import { GrrafError } from '../../errors.js';
import { EXEC_LANGUAGES, languagesInWords } from '../../exec/languages.js';
import { parseOptionPairs } from '../../methods/method-options.js';
import { methodNames } from '../../methods/registry.js';
import { exitBySignal } from '../exit-by-signal.js';
import { collect, timeLimitFlag } from '../flag-values.js';

/** Options of `grraf bench` as commander parses them. */
export interface BenchCommandOptions {
  method: string;
  dataset?: string;
  tasks?: string[];
  limit?: number;
  concurrency?: number;
  model?: string;
  baseUrl?: string;
  cassette?: string;
  cassetteMode?: 'record' | 'replay' | 'auto';
  out?: string;
  resume?: boolean;
  truth?: 'computed' | 'labels';
  scoring?: 'typed' | 'graphwiz';
  lang?: 'js' | 'python' | 'cypher';
  timeLimit?: number;
  maxRepairs?: number;
  phrase?: boolean;
  /** --validate none|tests (GRRAF). */
  validate?: 'none' | 'tests';
  /** --option key=value, repeatable: a method's own options. */
  option?: string[];
  /** --pipeline lean|paper (GRRAF's step sequence). */
  pipeline?: 'lean' | 'paper';
  /** --graph-access load|query|auto (GRRAF: load G, or query the store from the program). */
  graphAccess?: 'load' | 'query' | 'auto';
  /** False with --no-cache: every question compiles its own program. */
  cache?: boolean;
  cacheDir?: string;
  /** --store URI: the store each question's graph is loaded into for Cypher programs. */
  store?: string;
  quiet?: boolean;
  json?: boolean;
  reportOnly?: boolean;
}

const nonNegativeInt = (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('expected a non-negative integer');
  return n;
};
const oneOf = (values: string[]) => (v: string) => {
  if (!values.includes(v)) throw new InvalidArgumentError(`expected one of: ${values.join(', ')}`);
  return v;
};

/** Runs the command; returns the lines to print on stdout. */
export async function runBenchCommand(o: BenchCommandOptions): Promise<string[]> {
  if (o.reportOnly) {
    if (!o.out) throw new GrrafError('config', '--report-only needs --out <run directory>', { field: 'out' });
    const { benchReport } = await import('../../app/bench.js');
    const r = await benchReport(o.out);
    return [`report: ${r.markdown}`, `        ${r.html}`, `        ${r.json}`];
  }
  if (!o.dataset)
    throw new GrrafError('config', `--dataset is required: ${DATASET_KINDS.join(' | ')}`, {
      field: 'dataset',
    });
  // Ctrl-C: finish the questions in flight, save them, write the report; a second Ctrl-C quits at once.
  const stop = new AbortController();
  const onInterrupt = () => {
    stop.abort();
    process.stderr.write(
      '\ngrraf bench: stopping after the questions in flight; continue later with --resume\n',
    );
    // A second Ctrl-C ends at once, by the signal: process.exit() could crash in isolated-vm's teardown.
    process.once('SIGINT', () => exitBySignal('SIGINT'));
  };
  process.once('SIGINT', onInterrupt);
  const options: Record<string, unknown> = parseOptionPairs(o.option ?? []);
  if (o.lang) options.language = o.lang;
  if (o.timeLimit !== undefined) options.timeLimitMs = Math.round(o.timeLimit * 1000);
  if (o.maxRepairs !== undefined) options.maxRepairs = o.maxRepairs;
  if (o.phrase === false) options.phrase = false;
  if (o.validate) options.validate = o.validate;
  if (o.pipeline) options.pipeline = o.pipeline;
  if (o.graphAccess) options.graphAccess = o.graphAccess;
  const { runBenchmark } = await import('../../app/bench.js');
  const s = await runBenchmark({
    signal: stop.signal,
    method: o.method,
    dataset: o.dataset,
    ...(o.tasks ? { tasks: o.tasks } : {}),
    ...(o.limit === undefined ? {} : { limit: o.limit }),
    ...(o.concurrency === undefined ? {} : { concurrency: o.concurrency }),
    ...(o.model ? { model: o.model } : {}),
    ...(o.baseUrl ? { baseUrl: o.baseUrl } : {}),
    ...(o.cassette ? { cassette: o.cassette } : {}),
    ...(o.cassetteMode ? { cassetteMode: o.cassetteMode } : {}),
    ...(o.out ? { out: o.out } : {}),
    ...(o.resume ? { resume: true } : {}),
    ...(o.truth ? { truth: o.truth } : {}),
    ...(o.scoring ? { scoring: o.scoring } : {}),
    options,
    ...(o.cache === false ? { cache: false } : {}),
    ...(o.cacheDir ? { cacheDir: o.cacheDir } : {}),
    ...(o.store ? { store: o.store } : {}),
    ...(o.quiet || o.json ? { quiet: true } : {}),
  }).finally(() => process.removeListener('SIGINT', onInterrupt));
  const sum = s.report.summary;
  if (o.json)
    return [
      JSON.stringify({ outDir: s.outDir, report: s.report, interrupted: stop.signal.aborted }, null, 2),
    ];
  const lines = [
    ...(stop.signal.aborted ? [`interrupted: ${sum.questions} of ${sum.meta.questions} questions done`] : []),
    ...(sum.testDouble
      ? [`TEST DOUBLE (${sum.meta.model}) — not an LLM; measures the pipeline, not model accuracy`]
      : []),
    `accuracy ${(100 * sum.accuracy).toFixed(1)}% (${sum.correct}/${sum.questions})` +
      `, median overhead ${sum.latency.medianOverheadMs.toFixed(1)} ms, ${sum.disagreements.length} label disagreements`,
    ...sum.tasks.map(
      (t) =>
        `  ${t.task.padEnd(22)} ${(100 * t.accuracy).toFixed(1).padStart(5)}%  (${t.correct}/${t.questions})`,
    ),
    `results: ${s.outDir}/results.jsonl`,
    `report:  ${s.report.markdown}`,
    `         ${s.report.html}`,
  ];
  return lines;
}

/** Registers `grraf bench`. */
export function register(program: Command): void {
  program
    .command('bench')
    .description('run a method over a benchmark dataset and write results.jsonl and a report')
    .option('--method <name>', `method to run: ${methodNames().join(', ')}`, 'grraf')
    .option('-d, --dataset <spec>', `dataset: ${DATASET_KINDS.join(' | ')}`)
    .option('--tasks <list>', 'comma-separated tasks to run (default: all)', (v: string) =>
      v.split(',').map((t) => t.trim()),
    )
    .option('--limit <n>', 'only the first n questions of each task', nonNegativeInt)
    .option('-c, --concurrency <n>', 'questions in flight at once (default 1)', nonNegativeInt)
    .option(
      '-m, --model <provider:model-id>',
      `model, or ${REFERENCE_MODEL_ID} to test the pipeline without an LLM`,
    )
    .option('--base-url <url>', 'OpenAI-compatible server URL')
    .option('--cassette <dir>', 'record model exchanges to / replay them from this directory')
    .option(
      '--cassette-mode <mode>',
      'record | replay | auto (default auto)',
      oneOf(['record', 'replay', 'auto']),
    )
    .option('-o, --out <dir>', 'run directory (default bench-out/<method>-<dataset>-<time>)')
    .option('--resume', 'continue a run: skip the questions already in <out>/results.jsonl')
    .option('--truth <source>', 'score against: computed (default) | labels', oneOf(['computed', 'labels']))
    .option(
      '--scoring <mode>',
      'typed (default) | graphwiz (official GraphWiz rules)',
      oneOf(['typed', 'graphwiz']),
    )
    .option(
      '-l, --lang <language>',
      `program language: ${languagesInWords()} (default js)`,
      oneOf(EXEC_LANGUAGES),
    )
    .option('--time-limit <seconds>', 'time limit t per execution (default 300)', (v) => timeLimitFlag(v))
    .option('--max-repairs <n>', 'feedback rounds n (default 3)', nonNegativeInt)
    .option('--no-phrase', 'skip the answer-sentence step (one model call less per question)')
    .option(
      '--pipeline <name>',
      "GRRAF's steps: lean (default: one compile call) or paper (refine, template, code)",
      oneOf(['lean', 'paper']),
    )
    .option(
      '--graph-access <mode>',
      'GRRAF, JavaScript: load (G), query (the program reads the store with cypher()), auto (default)',
      oneOf(['load', 'query', 'auto']),
    )
    .option('--no-cache', "compile every question's program (the paper's per-question figures)")
    .option('--cache-dir <dir>', 'keep the program cache in DIR across runs (default: in memory, per run)')
    .option(
      '-s, --store <uri>',
      "load each question's graph into this store for Cypher programs (neo4j://host:port, embedded:<dir>); one question at a time",
    )
    .option(
      '--validate <mode>',
      'GRRAF: tests = programs must pass self-generated test cases (default none)',
      oneOf(['none', 'tests']),
    )
    .option('--option <key=value>', "a method's own option (repeatable)", collect)
    .option('-q, --quiet', 'no progress on stderr')
    .option('--json', 'print the run summary as JSON')
    .option('--report-only', 'only rebuild the report of the run in --out')
    .action(async (options: BenchCommandOptions) => {
      const lines = await runBenchCommand(options);
      for (const line of lines) console.log(line);
      // 130: interrupted (like a shell's Ctrl-C), so scripts do not mistake a partial run for a full one.
      if (lines[0]?.startsWith('interrupted:')) process.exitCode = 130;
    });
}
