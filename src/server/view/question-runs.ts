/**
 * Questions asked of a long-running front-end, as runs: each is checked before it starts (method,
 * options, graph, model), waits for a free slot, streams its steps to a listener as they end, can
 * be cancelled (its model call and program stop), and is kept for listing afterwards (the newest
 * ones). The HTTP server and the MCP server share this; neither prints anything.
 */
import pLimit from 'p-limit';
import { type AskEnvironment, type AskResult, ask } from '../../app/ask.js';
import { checkRemoteOptions } from '../../app/remote-options.js';
import { GrrafError, isGrrafError } from '../../errors.js';
import type { ExecutorPool } from '../../exec/executor-pool.js';
import type { LlmRuntime } from '../../llm/index.js';
import { noModelMessage } from '../../llm/index.js';
import { methodOptions } from '../../methods/method-options.js';
import { loadMethod } from '../../methods/registry.js';
import type { Solution } from '../../methods/solution.js';
import type { TraceStep } from '../../trace/trace.js';
import { type AnswerHighlight, answerHighlight } from './answer-highlight.js';
import type { GraphLibrary, LibraryGraph } from './graph-library.js';

/** A question about a library graph (or with the graph written inside it). */
export interface QuestionRequest {
  question?: string;
  /** A library graph id; absent when the question carries its graph (GraphInstruct style). */
  graphId?: string;
  /** A registered method (default 'grraf'). */
  method?: string;
  /** Method options: language, timeLimitMs, maxRepairs, phrase, and the method's own. */
  options?: Record<string, unknown>;
  hints?: string[];
}

/** Where a run is. */
export type RunStatus = 'queued' | 'running' | 'answered' | 'could-not-compute' | 'cancelled' | 'failed';

/** A run without its steps. */
export interface RunSummary {
  id: string;
  question: string;
  graphId?: string;
  method: string;
  status: RunStatus;
  /** The model's label, or what answers instead of one. */
  model: string;
  startedAt: string;
  ms?: number;
  /** Set when answers were replayed from a bundled example's recording. */
  replay?: AskResult['replay'];
}

/** A run with everything a page shows. */
export interface RunRecord extends RunSummary {
  steps: TraceStep[];
  /** The Solution without its trace (the steps are `steps`). */
  solution?: Omit<Solution, 'trace'>;
  highlight?: AnswerHighlight;
  /** Why a run failed before the method could describe it (bad input, no recording). */
  error?: Record<string, unknown>;
}

/** What a listener hears: each step as it ends, then the finished run. */
export type RunEvent = { type: 'step'; step: TraceStep } | { type: 'end'; run: RunRecord };

/** A started run. */
export interface StartedRun {
  run: RunRecord;
  done: Promise<RunRecord>;
  cancel(): void;
}

/** What the runs share. */
export interface QuestionRunsOptions {
  library: GraphLibrary;
  executors: ExecutorPool;
  /** The configured model; without one, only the bundled examples' recorded questions replay. */
  runtime?: LlmRuntime;
  environment?: AskEnvironment;
  /** Questions answered at once (default 8); more wait. */
  maxConcurrent?: number;
  /** Questions waiting at most (default 200); more are refused with a 'budget' error. */
  maxWaiting?: number;
  /** Finished runs kept for listing (default 200). */
  maxKept?: number;
}

const REPLAY_LABEL = 'recorded answers (no model configured)';

/** The runs of one front-end. */
export class QuestionRuns {
  private readonly runs = new Map<
    string,
    { record: RunRecord; controller: AbortController; done: Promise<RunRecord> }
  >();
  private readonly limit: ReturnType<typeof pLimit>;
  private count = 0;

  constructor(private readonly o: QuestionRunsOptions) {
    this.limit = pLimit(o.maxConcurrent ?? 8);
  }

  /** Checks the request, then starts it; bad requests throw a GrrafError before anything runs. */
  async start(request: QuestionRequest, listener?: (e: RunEvent) => void): Promise<StartedRun> {
    const graph = request.graphId === undefined ? undefined : this.o.library.get(request.graphId);
    const methodName = request.method ?? 'grraf';
    checkRemoteOptions(request.options);
    methodOptions(await loadMethod(methodName), request.options);
    const question = request.question?.trim() ? request.question : graph?.question;
    if (!question) throw new GrrafError('validation', 'no question: write one', { field: 'question' });
    if (!this.o.runtime) checkReplayable(graph, request);
    if (this.limit.pendingCount >= (this.o.maxWaiting ?? 200)) {
      throw new GrrafError(
        'budget',
        `${this.limit.pendingCount} questions are waiting already; try again later`,
      );
    }
    this.count += 1;
    const record: RunRecord = {
      id: `run-${this.count}`,
      question,
      ...(request.graphId === undefined ? {} : { graphId: request.graphId }),
      method: methodName,
      status: 'queued',
      model: this.o.runtime?.label ?? REPLAY_LABEL,
      startedAt: new Date().toISOString(),
      steps: [],
    };
    const controller = new AbortController();
    const done = this.limit(() => this.execute(record, request, controller.signal, listener));
    this.runs.set(record.id, { record, controller, done });
    this.forgetOld();
    return { run: record, done, cancel: () => controller.abort() };
  }

  /** Summaries of the kept runs, newest first. */
  list(): RunSummary[] {
    return [...this.runs.values()]
      .reverse()
      .map(({ record: { steps, solution, highlight, error, ...s } }) => s);
  }

  /** The run `id`; a 'not-found' error otherwise. */
  get(id: string): RunRecord {
    const r = this.runs.get(id);
    if (!r) throw new GrrafError('not-found', `no run "${id}"`, { field: 'run' });
    return r.record;
  }

  /** Cancels run `id` (a waiting run never starts; a running one stops within a second). */
  cancel(id: string): RunRecord {
    this.get(id);
    this.runs.get(id)!.controller.abort();
    return this.get(id);
  }

  /** Runs queued or running. */
  active(): number {
    return this.limit.activeCount + this.limit.pendingCount;
  }

  /** Cancels every run and waits for them to end. */
  async close(): Promise<void> {
    const all = [...this.runs.values()];
    for (const r of all) r.controller.abort();
    await Promise.allSettled(all.map((r) => r.done));
  }

  private async execute(
    record: RunRecord,
    request: QuestionRequest,
    signal: AbortSignal,
    listener: ((e: RunEvent) => void) | undefined,
  ): Promise<RunRecord> {
    const started = performance.now();
    try {
      if (signal.aborted) {
        record.status = 'cancelled';
        record.error = new GrrafError('cancelled', 'the question was cancelled before it started').toJSON();
        return record;
      }
      record.status = 'running';
      const result = await ask(this.askRequest(record, request, signal, listener), this.o.environment);
      const { trace, ...solution } = result.solution;
      record.steps = trace;
      record.solution = solution;
      if (result.replay) record.replay = result.replay;
      record.status = solution.error?.code === 'cancelled' ? 'cancelled' : solution.outcome;
      record.highlight = await this.highlight(record.graphId, result.solution);
    } catch (e) {
      record.status = isGrrafError(e, 'cancelled') ? 'cancelled' : 'failed';
      record.error = isGrrafError(e) ? e.toJSON() : { code: 'internal', message: (e as Error).message };
    } finally {
      record.ms = Math.round(performance.now() - started);
      listener?.({ type: 'end', run: record });
    }
    return record;
  }

  private askRequest(
    record: RunRecord,
    request: QuestionRequest,
    signal: AbortSignal,
    listener: ((e: RunEvent) => void) | undefined,
  ): Parameters<typeof ask>[0] {
    const source =
      request.graphId === undefined
        ? { question: record.question }
        : this.o.library.askSource(request.graphId, request.question);
    return {
      ...source,
      method: record.method,
      ...(request.options ? { options: request.options } : {}),
      ...(request.hints?.length ? { hints: request.hints } : {}),
      ...(this.o.runtime ? { runtime: this.o.runtime } : {}),
      executor: this.o.executors.executor,
      signal,
      onStep: (step) => {
        record.steps.push(step);
        listener?.({ type: 'step', step });
      },
    };
  }

  private async highlight(
    graphId: string | undefined,
    solution: Solution,
  ): Promise<AnswerHighlight | undefined> {
    const data = graphId === undefined ? undefined : await this.o.library.data(graphId);
    return data ? answerHighlight(solution, data) : undefined;
  }

  private forgetOld(): void {
    const max = this.o.maxKept ?? 200;
    for (const [id, r] of this.runs) {
      if (this.runs.size <= max) break;
      if (r.record.status !== 'queued' && r.record.status !== 'running') this.runs.delete(id);
    }
  }
}

/** Without a model, only a bundled example's recorded questions can be answered (from its recording). */
function checkReplayable(graph: LibraryGraph | undefined, request: QuestionRequest): void {
  const example = graph?.example;
  const hint = "Without a model only the bundled examples' recorded questions replay.";
  if (!example?.recorded) throw new GrrafError('config', `${noModelMessage()}\n${hint}`);
  const asked = request.question?.trim();
  const recorded = example.questions.some((q) =>
    'text' in q ? q.text.trim() === asked : !asked || asked === graph?.question?.trim(),
  );
  if (!recorded) {
    throw new GrrafError(
      'config',
      `${noModelMessage()}\n${hint} The example "${example.name}" has recorded answers for: ` +
        example.questions.map((q) => ('text' in q ? `"${q.text}"` : 'the question in its file')).join(', '),
    );
  }
}
