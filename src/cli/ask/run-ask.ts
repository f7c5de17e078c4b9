/**
 * `grraf ask` without the printing: builds the task from the question, a graph file or a store,
 * resolves the model (or an example's recording), and runs GRRAF.
 */
import { GrrafError } from '../../errors.js';
import type { ExecLanguage } from '../../exec/executor.js';
import { type FormatName, readGraphFile } from '../../graph/formats/index.js';
import type { GraphStore } from '../../graph/stores/graph-store.js';
import { openStore } from '../../graph/stores/index.js';
import type { CassetteMode, CassetteOptions, LlmRuntime } from '../../llm/index.js';
import {
  checkParams,
  defaultGrrafDeps,
  type GrrafOptions,
  readGraphInput,
  solveGrraf,
} from '../../methods/grraf/index.js';
import type { Task } from '../../methods/method.js';
import type { Solution } from '../../methods/solution.js';
import { type AskModel, askModel } from './ask-model.js';

/** Options of `grraf ask` (commander's camel-cased flags). */
export interface AskOptions {
  graph?: string;
  store?: string;
  format?: string;
  lang?: string;
  model?: string;
  baseUrl?: string;
  trace?: boolean;
  json?: boolean;
  /** False with --no-phrase. */
  phrase?: boolean;
  /** --time-limit in seconds. */
  timeLimit?: string;
  maxRepairs?: string;
  /** --cassette DIR: record (or replay) the model exchanges of this run there. */
  cassette?: string;
  /** --cassette-mode: record | replay | auto (default auto). */
  cassetteMode?: string;
}

/** What tests and embedders may inject. */
export interface AskEnvironment {
  /** A ready runtime (tests: a scripted model); skips model resolution. */
  runtime?: LlmRuntime;
  env?: Record<string, string | undefined>;
  cwd?: string;
  examplesDir?: string;
  /** Opens `--store URI` (default: openStore, which must find a graph there). */
  openStore?: (uri: string) => Promise<GraphStore>;
}

export interface AskResult {
  solution: Solution;
  replay?: AskModel['replay'];
}

const LANGUAGES: ExecLanguage[] = ['js', 'python', 'cypher'];

/** Runs one question end to end. Bad flags, files or configuration throw a GrrafError. */
export async function runAsk(
  question: string | undefined,
  options: AskOptions,
  env: AskEnvironment = {},
): Promise<AskResult> {
  const grrafOptions = methodOptions(options);
  const { task, close } = await buildTask(question, options, env);
  try {
    // Bad input (no graph, an unparseable graph, a missing node) is reported before a model is
    // even looked for: it is the user's first problem to fix.
    checkParams(readGraphInput(task, defaultGrrafDeps()));
    const model: AskModel = env.runtime
      ? { runtime: env.runtime }
      : await askModel({
          ...(options.model ? { model: options.model } : {}),
          ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
          ...(options.graph ? { graphFile: options.graph } : {}),
          ...(env.env ? { env: env.env } : {}),
          ...(env.cwd ? { cwd: env.cwd } : {}),
          ...(env.examplesDir ? { examplesDir: env.examplesDir } : {}),
          ...(options.cassette ? { cassette: cassetteOptions(options.cassette, options.cassetteMode) } : {}),
        });
    const llm = model.runtime.context({ question: task.question });
    const solution = await solveGrraf(task, { llm }, grrafOptions, defaultGrrafDeps());
    if (model.replay && solution.error?.code === 'replay-miss') throw notRecorded(model.replay);
    return { solution, ...(model.replay ? { replay: model.replay } : {}) };
  } finally {
    await close();
  }
}

/** The task from the flags: a graph file (whose question may be the question), a store, or the question alone. */
async function buildTask(
  question: string | undefined,
  options: AskOptions,
  env: AskEnvironment,
): Promise<{ task: Task; close: () => Promise<void> }> {
  const q = question?.trim() ? question : undefined;
  const none = async () => undefined;
  if (options.graph && options.store) {
    throw new GrrafError('validation', 'give either --graph FILE or --store URI, not both', {
      field: 'store',
    });
  }
  if (options.graph) {
    const parsed = await readGraphFile(options.graph, { format: options.format as FormatName | undefined });
    const text = q ?? parsed.question;
    if (!text)
      throw new GrrafError('validation', 'no question: write one after `grraf ask`', { field: 'question' });
    const task: Task = { question: text, graph: parsed.graph, origin: options.graph };
    if (parsed.graphPrime) task.graphPrime = parsed.graphPrime;
    // Parameters read from the file's own question only apply when that is the question asked.
    if (!q && parsed.params) task.params = parsed.params;
    return { task, close: none };
  }
  if (!q)
    throw new GrrafError('validation', 'no question: write one after `grraf ask`', { field: 'question' });
  if (options.store) {
    const open = env.openStore ?? ((uri: string) => openStore(uri, { existing: true }));
    const store = await open(options.store);
    return { task: { question: q, store, origin: options.store }, close: () => store.close() };
  }
  const task: Task = { question: q, origin: '<question>' };
  if (options.format) task.format = options.format as FormatName;
  return { task, close: none };
}

/**
 * Without a model a bundled example answers only the questions it was recorded with; any other
 * question is the plain "no model configured" error, plus why the example did not help.
 */
function notRecorded(replay: NonNullable<AskModel['replay']>): GrrafError {
  return new GrrafError(
    'config',
    `${replay.noModelMessage}\nThe bundled example "${replay.example}" replays only the questions it was ` +
      `recorded with (${replay.dir}); this question is not one of them.`,
  );
}

const CASSETTE_MODES: CassetteMode[] = ['record', 'replay', 'auto'];

/** `--cassette DIR --cassette-mode M`, validated. */
function cassetteOptions(dir: string, mode = 'auto'): CassetteOptions {
  if (!CASSETTE_MODES.includes(mode as CassetteMode)) {
    throw new GrrafError('validation', `unknown cassette mode "${mode}"; use ${CASSETTE_MODES.join(', ')}`, {
      field: 'cassette-mode',
    });
  }
  return { dir, mode: mode as CassetteMode };
}

/** GRRAF options from the flags, validated. */
function methodOptions(options: AskOptions): Partial<GrrafOptions> {
  const out: Partial<GrrafOptions> = {};
  if (options.lang !== undefined) {
    if (!LANGUAGES.includes(options.lang as ExecLanguage)) {
      throw new GrrafError('validation', `unknown language "${options.lang}"; use ${LANGUAGES.join(', ')}`, {
        field: 'lang',
      });
    }
    out.language = options.lang as ExecLanguage;
  }
  if (options.phrase === false) out.phrase = false;
  if (options.timeLimit !== undefined) out.timeLimitMs = positive(options.timeLimit, 'time-limit') * 1000;
  if (options.maxRepairs !== undefined)
    out.maxRepairs = Math.floor(positive(options.maxRepairs, 'max-repairs', true));
  return out;
}

function positive(value: string, field: string, zeroOk = false): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || (!zeroOk && n === 0)) {
    throw new GrrafError(
      'validation',
      `--${field} must be a ${zeroOk ? 'non-negative' : 'positive'} number, got "${value}"`,
      {
        field,
      },
    );
  }
  return n;
}
