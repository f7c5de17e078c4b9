/**
 * One `grraf bench` invocation as a library call: resolves the method, dataset and model
 * (or the reference-code test double), wraps the model for the run (usage, retries, cassette
 * record/replay), shares executors across questions, runs, and writes the report.
 */
import { join } from 'node:path';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { z } from 'zod';
import { GrrafError } from '../../errors.js';
import type { ExecLanguage, Executor } from '../../exec/executor.js';
import { createExecutor } from '../../exec/index.js';
import type { GraphStore } from '../../graph/stores/graph-store.js';
import { openStore } from '../../graph/stores/open-store.js';
import { type CassetteMode, type CassetteOptions, createLlmRuntime, resolveModel } from '../../llm/index.js';
import type { Method } from '../../methods/method.js';
import { methodOptions } from '../../methods/method-options.js';
import { diskProgramCache, memoryProgramCache } from '../../methods/program-cache/index.js';
import type { ProgramCache } from '../../methods/program-cache/program-cache.js';
import { loadMethod } from '../../methods/registry.js';
import { resolveDataset } from '../datasets/resolve.js';
import { REFERENCE_MODEL_ID, referenceCodeModel } from '../reference-code/reference-model.js';
import { checkReferenceDoubleRun } from '../reference-code/scope.js';
import { type ReportFiles, writeReport } from '../report/write-report.js';
import type { ScoringMode } from '../scoring/score.js';
import type { BenchResult } from '../types.js';
import { type ProgressSink, progressSink } from './progress.js';
import { type RunMeta, runBench } from './run-bench.js';
import type { TruthSource } from './run-question.js';

/** Options of a bench session (the CLI flags). */
export interface BenchSessionOptions {
  method: string;
  dataset: string;
  tasks?: string[];
  /** First N questions of each task. */
  limit?: number;
  concurrency?: number;
  /** `provider:model-id`, or `reference-code-test-double`. */
  model?: string;
  baseUrl?: string;
  /** Cassette directory: record to it / replay from it. */
  cassette?: string;
  cassetteMode?: CassetteMode;
  /** Run directory (default bench-out/<method>-<dataset kind>-<time>). */
  out?: string;
  resume?: boolean;
  truth?: TruthSource;
  scoring?: ScoringMode;
  /** Method options (common settings such as language, timeLimitMs, maxRepairs, phrase, and the method's own). */
  options?: Record<string, unknown>;
  /**
   * Reuse programs across the run's questions (GRRAF: a program validated on one question answers
   * every later question of the same shape). Default true; false reproduces per-question figures.
   */
  cache?: boolean;
  /** Keep the program cache in this directory (it then outlives the run); default in memory. */
  cacheDir?: string;
  /**
   * A store URI (`neo4j://…`, `embedded:<dir>`): each question's graph is loaded into it (replacing
   * the one before) and Cypher programs run there, one question at a time. Default: a temporary
   * embedded store per question.
   */
  store?: string;
  quiet?: boolean;
  env?: Record<string, string | undefined>;
  cwd?: string;
  /** Tests: a model or method object instead of resolving names. */
  modelObject?: LanguageModelV3;
  methodObject?: Method;
  progress?: ProgressSink;
  /** Stops starting new questions (in-flight ones finish and are saved); the report is still written. */
  signal?: AbortSignal;
}

/** What a session produced. */
export interface BenchSession {
  outDir: string;
  meta: RunMeta;
  results: BenchResult[];
  report: ReportFiles;
}

/** A default run directory name. */
function defaultOut(o: BenchSessionOptions): string {
  const kind = o.dataset.split(':')[0];
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  return join('bench-out', `${o.method}-${kind}-${stamp}`);
}

async function sessionModel(o: BenchSessionOptions) {
  const cassette: CassetteOptions | undefined = o.cassette
    ? { dir: o.cassette, mode: o.cassetteMode ?? 'auto' }
    : undefined;
  if (o.modelObject || o.model === REFERENCE_MODEL_ID) {
    const model = o.modelObject ?? referenceCodeModel();
    // A model object (tests) reports under --model when given, so its runs and replays match.
    const label = o.modelObject ? (o.model ?? `${model.provider}:${model.modelId}`) : REFERENCE_MODEL_ID;
    return { model, label, limits: {}, cassette };
  }
  const resolved = await resolveModel(o.model, {
    ...(o.baseUrl ? { baseURL: o.baseUrl } : {}),
    ...(o.env ? { env: o.env } : {}),
    ...(o.cwd ? { cwd: o.cwd } : {}),
    // Replaying never calls the model: no key, server or weights needed.
    ...(o.cassetteMode === 'replay' ? { offline: true } : {}),
  });
  return {
    model: resolved.model,
    label: resolved.label,
    limits: resolved.limits,
    cassette: cassette ?? resolved.cassette,
  };
}

/** The run's program cache: in memory by default, in --cache-dir when given, none with cache off. */
function sessionCache(o: BenchSessionOptions): ProgramCache | undefined {
  if (o.cache === false) {
    if (o.cacheDir) {
      throw new GrrafError('config', '--cache-dir needs the program cache on (drop --no-cache)', {
        field: 'cache-dir',
      });
    }
    return undefined;
  }
  return o.cacheDir ? diskProgramCache(o.cacheDir) : memoryProgramCache();
}

/** Runs a bench session and writes its report. */
/**
 * Defaults that change what the model is asked, written into run.json even when not given, so a
 * recording says how it was made after a later version changes the default (GRRAF's `evidence`).
 */
function promptDefaults(method: Method, options: Record<string, unknown>): Record<string, unknown> {
  const declared = method.options instanceof z.ZodObject ? Object.keys(method.options.shape) : [];
  const defaults: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(method.promptDefaults ?? {}))
    if (options[name] === undefined) defaults[name] = value;
  if (declared.includes('evidence') && options.evidence === undefined) defaults.evidence = true;
  if (declared.includes('reading') && options.reading === undefined) defaults.reading = true;
  return defaults;
}

export async function runBenchSession(o: BenchSessionOptions): Promise<BenchSession> {
  if (o.cassetteMode && !o.cassette) {
    throw new GrrafError('config', '--cassette-mode needs --cassette <dir>', { field: 'cassette' });
  }
  if (o.model === REFERENCE_MODEL_ID && !o.modelObject) {
    // The test double answers only some prompts: refuse a run it would score 0 on, in the library too.
    const language = typeof o.options?.language === 'string' ? o.options.language : undefined;
    checkReferenceDoubleRun({ method: o.method, dataset: o.dataset, ...(language ? { language } : {}) });
  }
  const method = o.methodObject ?? (await loadMethod(o.method));
  const dataset = await resolveDataset(o.dataset, { ...(o.tasks ? { tasks: o.tasks } : {}) });
  if (o.truth === 'labels' && !dataset.questions.some((q) => q.label)) {
    throw new GrrafError(
      'config',
      `--truth labels: ${dataset.name} has no labels (generated sets have only computed truth)`,
      {
        field: 'truth',
      },
    );
  }
  const m = await sessionModel(o);
  const concurrency = o.concurrency ?? 1;
  const llm = createLlmRuntime({
    model: m.model,
    label: m.label,
    limits: { ...m.limits, concurrency: Math.max(concurrency, m.limits.concurrency ?? 1) },
    ...(m.cassette ? { cassette: m.cassette } : {}),
  });
  const executors = new Map<ExecLanguage, Executor>();
  const executor = (language: ExecLanguage) => {
    const ex = executors.get(language) ?? createExecutor(language);
    executors.set(language, ex);
    return ex;
  };
  const options = methodOptions(method, o.options);
  const outDir = o.out ?? defaultOut(o);
  const programCache = sessionCache(o);
  if (o.store && concurrency > 1) {
    throw new GrrafError('config', '--store holds one graph at a time: run with --concurrency 1', {
      field: 'store',
    });
  }
  const shared = o.store ? await openStore(o.store) : undefined;
  try {
    const { meta, results } = await runBench({
      method,
      dataset,
      outDir,
      llm,
      executor,
      concurrency,
      ...(o.limit === undefined ? {} : { limit: o.limit }),
      ...(o.resume ? { resume: true } : {}),
      truthSource: o.truth ?? 'computed',
      scoring: o.scoring ?? 'typed',
      methodOptions: options,
      ...(programCache ? { programCache } : {}),
      ...(shared ? { cypherStore: async () => borrowed(shared) } : {}),
      settings: {
        ...promptDefaults(method, options),
        ...options,
        ...(shared ? { store: shared.kind } : {}),
        cache: programCache ? programCache.storage.description : 'off',
        ...(m.cassette ? { cassette: `${m.cassette.mode} ${m.cassette.dir}` } : {}),
        ...(o.tasks ? { tasks: o.tasks.join(',') } : {}),
      },
      progress: o.progress ?? progressSink(process.stderr, o.quiet),
      ...(o.signal ? { signal: o.signal } : {}),
    });
    const report = await writeReport(outDir);
    return { outDir, meta, results, report };
  } finally {
    for (const ex of executors.values()) await ex.close().catch(() => undefined);
    await shared?.close();
  }
}

/** `store` for one question: everything but `close`, which the session does once at its end. */
function borrowed(store: GraphStore): GraphStore {
  return new Proxy(store, {
    get(target, key) {
      if (key === 'close') return async () => {};
      const value: unknown = Reflect.get(target, key, target);
      // Bound to the store itself: its private fields are not reachable through the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
