/**
 * Ask one question: build the task from the request, choose the method and the model, solve, and
 * return the Solution. No printing: the CLI, the HTTP server and the MCP server call this and
 * present the result their own way. The trace reaches `onStep` as each step ends; `signal` cancels
 * the question (its model call and its program stop, and it ends as "could not compute: cancelled").
 */
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { GrrafError, isGrrafError } from '../errors.js';
import type { CassetteOptions, LlmRuntime } from '../llm/index.js';
import { type MethodContext, methodContext } from '../methods/method.js';
import { methodOptions } from '../methods/method-options.js';
import { diskProgramCache } from '../methods/program-cache/index.js';
import type { ProgramCache } from '../methods/program-cache/program-cache.js';
import { loadMethod } from '../methods/registry.js';
import { defaultServices } from '../methods/shared/default-services.js';
import { readGraphInput } from '../methods/shared/graph-input.js';
import type { Solution } from '../methods/solution.js';
import { type StepListener, Trace } from '../trace/trace.js';
import type { GraphCache } from './graph-cache.js';
import { buildTask, type TaskRequest } from './graph-source.js';
import { type AskModel, askModel, EXAMPLES_DIR, isLanguageModel, languageModelRuntime } from './model.js';
import { type AskedWith, notRecorded } from './not-recorded.js';
import { shownExamplePaths } from './replay-paths.js';

/** Which model answers, when it is to be resolved: a spec with its options. */
export interface ModelRequest {
  /** `provider:model-id` (default: GRRAF_MODEL, grraf.config.json, an API key variable). */
  spec?: string;
  baseUrl?: string;
  /** Record the exchanges to, or replay them from, a cassette. */
  cassette?: CassetteOptions;
}

/** One question. */
export interface AskRequest extends TaskRequest {
  /** A registered method (default 'grraf'); a name users typed is checked here ('config' error). */
  method?: string;
  /** Method options (validated: common settings and the method's own). */
  options?: Record<string, unknown>;
  /**
   * The model: an AI SDK model (`openai('gpt-4o-mini')`), a spec (`'openai:gpt-4o-mini'`), or a
   * spec with a base URL and a cassette. Default: the configured model (GRRAF_MODEL, …).
   */
  model?: LanguageModelV3 | string | ModelRequest;
  /** A ready runtime (the server's, or a test's scripted model); skips model resolution. */
  runtime?: LlmRuntime;
  /** Executors shared across questions (default: the method makes and closes its own). */
  executor?: MethodContext['executor'];
  /** A program cache the caller owns, shared by its questions (GRRAF reuses programs through it). */
  programCache?: ProgramCache;
  /** Or: a program cache kept in this directory (created on first store), shared by every ask using it. */
  cacheDir?: string;
  /**
   * Graphs parsed for earlier questions (app/graph-cache.ts), shared by the caller's questions: a
   * graph file or text asked about again is not parsed again, nor converted for the sandbox.
   */
  graphCache?: GraphCache;
  signal?: AbortSignal;
  /** Receives each trace step the moment it ends. */
  onStep?: StepListener;
}

/** Where to look for configuration and bundled examples (tests point these elsewhere). */
export interface AskEnvironment {
  env?: Record<string, string | undefined>;
  cwd?: string;
  examplesDir?: string;
}

export interface AskResult {
  solution: Solution;
  /** Set when the answers were replayed from a bundled example's recording. */
  replay?: AskModel['replay'];
}

/** Answers one question. Bad input or configuration throws a GrrafError; method failures are in the Solution. */
export async function ask(request: AskRequest, environment: AskEnvironment = {}): Promise<AskResult> {
  const method = await loadMethod(request.method ?? 'grraf');
  const options = methodOptions(method, request.options);
  const cache = request.graphCache;
  const { task, close } = await buildTask(request, cache && ((source) => cache.parse(source)));
  try {
    const model = request.runtime ? { runtime: request.runtime } : await modelFor(request, task, environment);
    // A replay's steps and answer name the example's recording: show it where the package has it.
    const examplesDir = environment.examplesDir ?? EXAMPLES_DIR;
    const shown = <T>(value: T): T => (model.replay ? shownExamplePaths(value, examplesDir) : value);
    const onStep = request.onStep;
    const trace = new Trace(onStep && ((step) => onStep(shown(step))));
    const llm = model.runtime.context({
      trace,
      question: task.question,
      ...(request.signal ? { signal: request.signal } : {}),
    });
    const programCache =
      request.programCache ?? (request.cacheDir ? diskProgramCache(request.cacheDir) : undefined);
    const ctx = methodContext(llm, { executor: request.executor, programCache });
    const solution = shown(await method.solve(task, ctx, options));
    if (model.replay && solution.error?.code === 'replay-miss')
      throw notRecorded(model.replay, askedWith(request, method.name), examplesDir, solution.error.message);
    return { solution, ...(model.replay ? { replay: model.replay } : {}) };
  } finally {
    await close();
  }
}

/**
 * Resolves the model. When none is configured, bad input is the user's first problem to fix, so
 * the input is checked then (and only then: a good question's graph is parsed once, by the method).
 */
async function modelFor(
  request: AskRequest,
  task: Parameters<typeof readGraphInput>[0],
  environment: AskEnvironment,
): Promise<AskModel> {
  const choice = request.model;
  if (isLanguageModel(choice)) return { runtime: languageModelRuntime(choice) };
  const wanted: ModelRequest = typeof choice === 'string' ? { spec: choice } : checkedModelRequest(choice);
  try {
    return await askModel({
      ...(wanted.spec ? { model: wanted.spec } : {}),
      ...(wanted.baseUrl ? { baseUrl: wanted.baseUrl } : {}),
      ...(wanted.cassette ? { cassette: wanted.cassette } : {}),
      ...(request.graph && 'file' in request.graph ? { graphFile: request.graph.file } : {}),
      ...environment,
    });
  } catch (e) {
    if (isGrrafError(e, 'config')) readGraphInput(task, defaultServices());
    throw e;
  }
}

const MODEL_REQUEST_KEYS = new Set(['spec', 'baseUrl', 'cassette']);

/**
 * A ModelRequest as given, or a 'config' error for any other object: from JavaScript, a model of
 * another framework (a LangChain chat model, say) would otherwise pass for "no spec given" and the
 * configured model would answer unnoticed.
 */
function checkedModelRequest(choice: ModelRequest | undefined): ModelRequest {
  if (choice === undefined) return {};
  const isObject = typeof choice === 'object' && choice !== null;
  const unknown = isObject ? Object.keys(choice).filter((k) => !MODEL_REQUEST_KEYS.has(k)) : [];
  if (isObject && unknown.length === 0) return choice;
  const got = isObject ? `an object with ${unknown.join(', ')}` : String(choice);
  throw new GrrafError(
    'config',
    'model must be an AI SDK model (e.g. openai("gpt-4o-mini") from @ai-sdk/openai), a spec such as ' +
      `"openai:gpt-4o-mini", or { spec, baseUrl, cassette }; got ${got}`,
    { field: 'model' },
  );
}

/** How this question was asked, to tell a replay miss what differs from the recording. */
function askedWith(request: AskRequest, method: string): AskedWith {
  return {
    method,
    options: request.options ?? {},
    hints: request.hints ?? [],
    ...(request.question?.trim() ? { question: request.question } : {}),
  };
}
