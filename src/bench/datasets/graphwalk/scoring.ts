/**
 * GraphWalk's scores (paper Tables 2–4): per answer correct / precision / recall / F1 / false
 * positives, and their aggregates per template and overall (accuracy, mean P/R/F1, total FP).
 * Tool calls, turns and time belong to the method layer and are added there.
 *
 * Items are compared as canonical items by the bench's set scorer (bench/scoring/items.ts): an
 * all-of truth must be answered exactly, a one-of truth (Return ONLY ONE answer) by one of its
 * items, and a count is the one item `[count]`, scored as an all-of truth.
 */
import { type ItemScore, NO_ITEMS_SCORE, scoreItemSet } from '../../scoring/items.js';
import { answerItems, type OutputFormat } from './output-format.js';
import { type AnswerItem, type GraphwalkTruth, truthItems } from './truth.js';

/** The score of one answer. */
export type AnswerScore = ItemScore;

/** Scores answered items against the truth (a count is the one item `[count]`). */
export function scoreItems(answered: readonly AnswerItem[], truth: GraphwalkTruth): AnswerScore {
  const match = truth.kind === 'items' ? truth.match : 'all';
  return scoreItemSet(answered, { match, items: truthItems(truth) });
}

/** The score of an answer that could not be read (or was not given). */
export const UNANSWERED: AnswerScore = NO_ITEMS_SCORE;

/** Reads a model's answer in the question's output format and scores it; `problem` says why it was unreadable. */
export function scoreGraphwalkAnswer(
  question: { output: OutputFormat; truth: GraphwalkTruth },
  answer: unknown,
): AnswerScore & { problem?: string } {
  if (answer === undefined || answer === null) return { ...UNANSWERED, problem: 'no answer' };
  const read = answerItems(question.output, answer);
  if ('problem' in read) return { ...UNANSWERED, problem: read.problem };
  return scoreItems(read.items, question.truth);
}

/** Aggregates of several answers. */
export interface ScoreSummary {
  total: number;
  correct: number;
  /** correct / total (0 for no answers). */
  accuracy: number;
  precision: number;
  recall: number;
  f1: number;
  falsePositives: number;
}

/** Mean precision, recall, F1 and accuracy, summed corrects and false positives. */
export function summarizeScores(scores: readonly AnswerScore[]): ScoreSummary {
  const total = scores.length;
  const sum = (f: (s: AnswerScore) => number) => scores.reduce((acc, s) => acc + f(s), 0);
  const mean = (f: (s: AnswerScore) => number) => (total === 0 ? 0 : sum(f) / total);
  const correct = sum((s) => (s.correct ? 1 : 0));
  return {
    total,
    correct,
    accuracy: total === 0 ? 0 : correct / total,
    precision: mean((s) => s.precision),
    recall: mean((s) => s.recall),
    f1: mean((s) => s.f1),
    falsePositives: sum((s) => s.falsePositives),
  };
}

/** Summaries per template (in first-seen order) and over all answers. */
export function summarizeByTemplate(results: readonly { template: string; score: AnswerScore }[]): {
  byTemplate: Map<string, ScoreSummary>;
  overall: ScoreSummary;
} {
  const groups = new Map<string, AnswerScore[]>();
  for (const r of results) {
    const list = groups.get(r.template);
    if (list) list.push(r.score);
    else groups.set(r.template, [r.score]);
  }
  const byTemplate = new Map([...groups].map(([t, scores]) => [t, summarizeScores(scores)]));
  return { byTemplate, overall: summarizeScores(results.map((r) => r.score)) };
}
