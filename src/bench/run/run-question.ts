/**
 * Runs one benchmark question: decides the truth (computed or label), hands the task to the
 * method, scores the answer, writes the trace file and returns the result line.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CheckedEvidence } from '../../evidence/evidence.js';
import type { Method, MethodContext, Task } from '../../methods/method.js';
import type { Solution } from '../../methods/solution.js';
import { Trace } from '../../trace/trace.js';
import { type ScoringMode, scoreAnswer } from '../scoring/score.js';
import { computeTruth } from '../truth/ground-truth.js';
import { labelAgrees } from '../truth/label-check.js';
import { benchTruthText } from '../truth/truth-text.js';
import type { BenchQuestion, BenchResult, BenchTruth, Score } from '../types.js';
import { solutionStats } from './solution-stats.js';

/** Which truth scores the answers. */
export type TruthSource = 'computed' | 'labels';

/** Everything one question needs besides the question. */
export interface QuestionRun {
  method: Method;
  /** Builds the method context for one question (fresh trace; shared model and executors). */
  context: (trace: Trace, question: string) => MethodContext;
  outDir: string;
  truthSource: TruthSource;
  scoring: ScoringMode;
  /** Passed to Method.solve (e.g. GRRAF's language, time limit, feedback rounds). */
  methodOptions?: Record<string, unknown>;
}

/** The task a method is given for `q`. */
export function taskOf(q: BenchQuestion): Task {
  const extras = {
    ...(q.hints ? { hints: q.hints } : {}),
    ...(q.graphText ? { graphText: q.graphText } : {}),
    ...(q.answerFormat ? { answerFormat: q.answerFormat } : {}),
  };
  if (q.graphInQuestion)
    return { question: q.question, format: q.format ?? 'graphinstruct', origin: q.origin, ...extras };
  const task: Task = { question: q.question, origin: q.origin, ...extras };
  if (q.graph) task.graph = q.graph;
  if (q.graphPrime) task.graphPrime = q.graphPrime;
  if (q.params) task.params = q.params;
  return task;
}

/** Chooses the truth to score against; says why when there is none. */
function chooseTruth(
  q: BenchQuestion,
  source: TruthSource,
): { truth?: BenchTruth; computed?: BenchTruth; error?: string } {
  const outcome = computeTruth(q);
  const computed = 'truth' in outcome ? outcome.truth : undefined;
  if (source === 'labels')
    return q.label ? { truth: q.label, computed } : { computed, error: 'the question has no label' };
  return computed
    ? { truth: computed, computed }
    : { error: `cannot compute the truth: ${'error' in outcome ? outcome.error : ''}` };
}

/** Solves and scores `q`; method failures become wrong answers with the error kept. */
export async function runQuestion(q: BenchQuestion, run: QuestionRun): Promise<BenchResult> {
  const chosen = chooseTruth(q, run.truthSource);
  const trace = new Trace();
  const started = performance.now();
  let solution: Solution | undefined;
  let thrown: { code: string; message: string } | undefined;
  try {
    solution = await run.method.solve(taskOf(q), run.context(trace, q.id), run.methodOptions);
  } catch (e) {
    // Methods should not throw, but a bench of 900 questions must survive one that does.
    thrown = {
      code: (e as { code?: string }).code ?? 'error',
      message: e instanceof Error ? e.message : String(e),
    };
  }
  const ms = performance.now() - started;
  const traceFile = join('traces', `${q.id}.json`);
  await mkdir(join(run.outDir, 'traces'), { recursive: true });
  await writeFile(
    join(run.outDir, traceFile),
    JSON.stringify(
      { id: q.id, task: q.task, origin: q.origin, solution: solution ?? null, error: thrown ?? null },
      null,
      1,
    ),
  );
  const answer = solution?.answer ?? (run.scoring === 'graphwiz' ? solution?.text : undefined);
  const score = chosen.truth
    ? scoreAnswer({ answer, truth: chosen.truth, graph: q.graph }, run.scoring)
    : { correct: false, note: chosen.error };
  const stats = solution
    ? solutionStats(solution)
    : {
        path: 'error',
        loopExecError: false,
        loopTimeout: false,
        modelMs: 0,
        waitMs: 0,
        llmCalls: 0,
        turns: 0,
        toolCalls: 0,
      };
  const result: BenchResult = {
    id: q.id,
    task: q.task,
    nodes: q.graph?.nodes.length ?? 0,
    edges: q.graph?.edges.length ?? 0,
    answer: solution?.answer ?? null,
    truth: chosen.truth ?? null,
    scoredAgainst: run.truthSource,
    ...(solution ? { outcome: solution.outcome } : {}),
    correct: score.correct,
    ...setScores(score),
    tokensIn: solution?.usage.inputTokens ?? 0,
    tokensOut: solution?.usage.outputTokens ?? 0,
    ms: Math.round(ms * 10) / 10,
    modelMs: Math.round(stats.modelMs * 10) / 10,
    ...(stats.waitMs > 0 ? { waitMs: stats.waitMs } : {}),
    trace: traceFile,
    path: stats.path,
    loopExecError: stats.loopExecError,
    loopTimeout: stats.loopTimeout,
    llmCalls: stats.llmCalls,
    turns: stats.turns,
    toolCalls: stats.toolCalls,
    ...(solution ? { details: solution.details } : {}),
    ...(solution?.evidence ? { evidence: evidenceOf(solution.evidence) } : {}),
  };
  if (score.note && !score.correct) result.note = score.note;
  if (q.label && q.labelText !== undefined) {
    result.label = q.labelText;
    if (chosen.computed) result.labelDisagrees = !labelAgrees(q.label, chosen.computed, q.graph);
    else result.note = result.note ?? chosen.error;
  }
  if (chosen.computed && run.truthSource === 'labels') result.computedTruth = benchTruthText(chosen.computed);
  const err: { code: string; message: string; step?: string } | undefined = thrown ?? solution?.error;
  if (err) result.error = { code: err.code, message: err.message, ...(err.step ? { step: err.step } : {}) };
  return result;
}

/** The set-answer scores a scorer gave, when it gave them. */
function setScores(score: Score): Pick<BenchResult, 'precision' | 'recall' | 'f1' | 'falsePositives'> {
  const { precision, recall, f1, falsePositives } = score;
  return {
    ...(precision === undefined ? {} : { precision }),
    ...(recall === undefined ? {} : { recall }),
    ...(f1 === undefined ? {} : { f1 }),
    ...(falsePositives === undefined ? {} : { falsePositives }),
  };
}

/** The evidence's shape and how its check went, for results.jsonl. */
function evidenceOf(e: CheckedEvidence): NonNullable<BenchResult['evidence']> {
  const status = e.failed ? 'failed' : e.unchecked ? 'unchecked' : 'checked';
  return { kind: e.kind, status };
}
