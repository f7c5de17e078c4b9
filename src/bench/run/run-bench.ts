/**
 * Runs a method over a dataset: questions in parallel up to `concurrency`, each result appended
 * to results.jsonl as it finishes, run settings in run.json. With `resume`, questions already in
 * results.jsonl are skipped, so a crashed run continues where it stopped.
 *
 * A run holds the directory's lock (`.grraf-bench.lock`, util/pid-lock.ts) from start to end:
 * two runs on one `--out` used to append the same questions twice (668 lines for 400
 * questions) and the report counted every line. A second run now fails at once, naming the
 * first; the lock of a run that died (kill -9, Ctrl-C's process.exit) is taken over.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pLimit from 'p-limit';
import { GrrafError } from '../../errors.js';
import type { LlmRuntime } from '../../llm/llm-runtime.js';
import { type Method, type MethodContext, methodContext } from '../../methods/method.js';
import { LookupOrder, type ProgramCache } from '../../methods/program-cache/program-cache.js';
import type { Trace } from '../../trace/trace.js';
import { PidLock } from '../../util/pid-lock.js';
import type { Dataset } from '../datasets/dataset.js';
import type { ScoringMode } from '../scoring/score.js';
import type { BenchQuestion, BenchResult } from '../types.js';
import type { ProgressSink } from './progress.js';
import { ResultsWriter, readResults } from './results-file.js';
import { runQuestion, type TruthSource } from './run-question.js';

/** File names inside a run directory. */
export const RUN_FILES = { meta: 'run.json', results: 'results.jsonl' } as const;

/** The lock a run holds on its directory, inside it. */
export const BENCH_LOCK_FILE = '.grraf-bench.lock';

/** Takes the run directory's lock; a live holder is an 'io' error naming it and the lock file. */
function lockRunDir(outDir: string): Promise<PidLock> {
  const path = join(outDir, BENCH_LOCK_FILE);
  return PidLock.acquire(
    path,
    (who, holder) =>
      new GrrafError(
        'io',
        `another bench run is using this output directory (${who}); wait for it to finish, use another --out, or delete ${path} if no run is using it`,
        { file: outDir, details: { lock: path, holder } },
      ),
  );
}

/** run.json: what was run, with what, when. The report reads it. */
export interface RunMeta {
  version: 1;
  method: string;
  model: string;
  dataset: string;
  datasetDescription: string;
  unreliableLabels: string[];
  truthSource: TruthSource;
  scoring: ScoringMode;
  concurrency: number;
  /** Questions per task (first N of each), when limited. */
  limit?: number;
  questions: number;
  /** Anything else worth showing (cassette, executor language, limits). */
  settings: Record<string, unknown>;
  startedAt: string;
  finishedAt?: string;
  /** Times the run was resumed. */
  resumes: number;
  /** What resuming found and repaired in results.jsonl (a torn last line left by a crash). */
  repairs?: string[];
}

/** Options of runBench. */
export interface BenchRunOptions {
  method: Method;
  dataset: Dataset;
  outDir: string;
  /** The run's model, wrapped in the LLM layer's middleware (usage, retries, cassette). */
  llm: LlmRuntime;
  executor?: MethodContext['executor'];
  /** Where questions' graphs go for Cypher programs (the session's --store); one question at a time. */
  cypherStore?: MethodContext['cypherStore'];
  concurrency?: number;
  limit?: number;
  resume?: boolean;
  truthSource?: TruthSource;
  scoring?: ScoringMode;
  settings?: Record<string, unknown>;
  /** Passed to Method.solve for every question. */
  methodOptions?: Record<string, unknown>;
  /** Shared by every question of the run (GRRAF reuses programs through it). */
  programCache?: ProgramCache;
  progress?: ProgressSink;
  signal?: AbortSignal;
}

/** The first `limit` questions of each task, in dataset order. */
export function limitPerTask(questions: BenchQuestion[], limit?: number): BenchQuestion[] {
  if (limit === undefined) return questions;
  const count = new Map<string, number>();
  return questions.filter((q) => {
    const n = count.get(q.task) ?? 0;
    count.set(q.task, n + 1);
    return n < limit;
  });
}

/** A run directory's run.json; without a readable one it is a 'not-found' error naming the file. */
export async function readRunMeta(dir: string): Promise<RunMeta> {
  const file = join(dir, RUN_FILES.meta);
  try {
    return JSON.parse(await readFile(file, 'utf8')) as RunMeta;
  } catch (e) {
    throw new GrrafError(
      'not-found',
      `not a bench run directory (no readable run.json): ${(e as Error).message}`,
      {
        file,
      },
    );
  }
}

/** The run.json of a run being resumed; undefined when there is none to read (a new run). */
function readMeta(outDir: string): Promise<RunMeta | undefined> {
  return readRunMeta(outDir).catch(() => undefined);
}

/** Refuses to mix runs: a resumed run must be the same method, dataset, truth and scoring. */
function checkResumable(old: RunMeta, now: RunMeta, outDir: string): void {
  for (const key of ['method', 'dataset', 'truthSource', 'scoring'] as const) {
    if (old[key] !== now[key]) {
      throw new GrrafError(
        'config',
        `cannot resume: this run directory was made with ${key} ${JSON.stringify(old[key])}, not ${JSON.stringify(now[key])}`,
        { file: join(outDir, RUN_FILES.meta), field: key },
      );
    }
  }
}

/** Runs the benchmark; returns run.json's content and every result (earlier ones included). */
export async function runBench(o: BenchRunOptions): Promise<{ meta: RunMeta; results: BenchResult[] }> {
  await mkdir(o.outDir, { recursive: true });
  const lock = await lockRunDir(o.outDir);
  try {
    return await runLocked(o);
  } finally {
    await lock.release();
  }
}

async function runLocked(o: BenchRunOptions): Promise<{ meta: RunMeta; results: BenchResult[] }> {
  const questions = limitPerTask(o.dataset.questions, o.limit);
  const resultsPath = join(o.outDir, RUN_FILES.results);
  const previous = await readResults(resultsPath);
  let meta: RunMeta = {
    version: 1,
    method: o.method.name,
    model: o.llm.label,
    dataset: o.dataset.name,
    datasetDescription: o.dataset.description,
    unreliableLabels: o.dataset.unreliableLabels ?? [],
    truthSource: o.truthSource ?? 'computed',
    scoring: o.scoring ?? 'typed',
    concurrency: o.concurrency ?? 1,
    ...(o.limit === undefined ? {} : { limit: o.limit }),
    questions: questions.length,
    settings: o.settings ?? {},
    startedAt: new Date().toISOString(),
    resumes: 0,
  };
  if (previous.results.length > 0 || previous.tornLines > 0) {
    if (!o.resume) {
      throw new GrrafError(
        'config',
        'this run directory already holds results: pass --resume to continue, or another --out',
        {
          file: resultsPath,
        },
      );
    }
    const old = await readMeta(o.outDir);
    if (old) {
      checkResumable(old, meta, o.outDir);
      meta = {
        ...meta,
        startedAt: old.startedAt,
        resumes: old.resumes + 1,
        ...(old.repairs ? { repairs: old.repairs } : {}),
      };
    }
    if (previous.duplicates > 0) {
      meta.repairs = [
        ...(meta.repairs ?? []),
        `resume ${meta.resumes}: results.jsonl answers ${previous.duplicates} question(s) more than once (two runs on this directory at a time); the first answer of each counts`,
      ];
    }
  }
  await writeFile(join(o.outDir, RUN_FILES.meta), `${JSON.stringify(meta, null, 2)}\n`);
  const results = await runAll(o, meta, questions, previous.results, resultsPath);
  // An interrupted run stays unfinished (the report says so) until --resume completes it.
  if (results.length === questions.length) meta.finishedAt = new Date().toISOString();
  await writeFile(join(o.outDir, RUN_FILES.meta), `${JSON.stringify(meta, null, 2)}\n`);
  return { meta, results };
}

async function runAll(
  o: BenchRunOptions,
  meta: RunMeta,
  questions: BenchQuestion[],
  previous: BenchResult[],
  resultsPath: string,
): Promise<BenchResult[]> {
  const wanted = new Set(questions.map((q) => q.id));
  const byId = new Map(previous.filter((r) => wanted.has(r.id)).map((r) => [r.id, r]));
  const todo = questions.filter((q) => !byId.has(q.id));
  const state = {
    done: byId.size,
    total: questions.length,
    correct: [...byId.values()].filter((r) => r.correct).length,
    resumed: byId.size,
    elapsedMs: 0,
  };
  const started = performance.now();
  const writer = await ResultsWriter.open(resultsPath);
  const repair = writer.repairedTail;
  if (repair) {
    // Said in run.json and the report, so a reader knows the run was repaired, not only resumed.
    meta.repairs = [
      ...(meta.repairs ?? []),
      repair.action === 'cut'
        ? `resume ${meta.resumes}: the torn last line ${repair.line} of results.jsonl was cut (${repair.bytes} bytes); its question ran again`
        : `resume ${meta.resumes}: the last record (line ${repair.line}) of results.jsonl only lacked its newline; it was kept`,
    ];
  }
  const limit = pLimit(Math.max(1, meta.concurrency));
  // Cache lookups take turns in dataset order: the first question of each shape compiles its
  // program at any concurrency, so a recorded run replays call for call.
  const order = new LookupOrder();
  const turns = new Map(todo.map((q) => [q.id, order.next()]));
  const context = (trace: Trace, id: string): MethodContext => {
    const turn = turns.get(id);
    // Not o.signal: stopping a run lets the questions in flight finish and be saved.
    return methodContext(o.llm.context({ trace, question: id }), {
      executor: o.executor,
      cypherStore: o.cypherStore,
      programCache: turn ? o.programCache?.inTurn(turn) : o.programCache,
    });
  };
  const run = {
    method: o.method,
    context,
    outDir: o.outDir,
    truthSource: meta.truthSource,
    scoring: meta.scoring,
    ...(o.methodOptions ? { methodOptions: o.methodOptions } : {}),
  };
  try {
    await Promise.all(
      todo.map((q) =>
        limit(async () => {
          if (o.signal?.aborted) return turns.get(q.id)?.done();
          const r = await runQuestion(q, run).finally(() => turns.get(q.id)?.done());
          await writer.append(r);
          byId.set(r.id, r);
          state.done++;
          if (r.correct) state.correct++;
          state.elapsedMs = performance.now() - started;
          o.progress?.update({ ...state, lastId: r.id });
        }),
      ),
    );
  } finally {
    await writer.close();
    o.progress?.finish({ ...state, elapsedMs: performance.now() - started });
  }
  return questions.flatMap((q) => byId.get(q.id) ?? []);
}
