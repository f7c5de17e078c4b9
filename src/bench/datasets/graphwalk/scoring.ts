/**
 * GraphWalk's scores (paper Tables 2–4): per answer correct / precision / recall / F1 / false
 * positives, and their aggregates per template and overall (accuracy, mean P/R/F1, total FP).
 * Tool calls, turns and time belong to the method layer and are added there.
 *
 * Items are compared as canonical items (truth.ts); an answer's duplicate rows count once.
 * - all-of truths: correct when the answered set equals the truth; P = hits/answered,
 *   R = hits/truth; every answered item not in the truth is a false positive.
 * - one-of truths (Return ONLY ONE answer): correct when exactly one item is answered and it is
 *   in the truth; R = 1 when any answered item is in the truth (one is all that was asked).
 * - counts: the truth is the one item `[count]`, scored as an all-of truth.
 * An empty or unreadable answer scores 0 everywhere with no false positives.
 */
import { answerItems, type OutputFormat } from './output-format.js';
import { type AnswerItem, type GraphwalkTruth, truthItems } from './truth.js';

/** The score of one answer. */
export interface AnswerScore {
  correct: boolean;
  precision: number;
  recall: number;
  f1: number;
  falsePositives: number;
}

/** Scores answered items against the truth. */
export function scoreItems(answered: readonly AnswerItem[], truth: GraphwalkTruth): AnswerScore {
  const want = new Set(truthItems(truth));
  const got = new Set(answered);
  let hits = 0;
  for (const item of got) if (want.has(item)) hits++;
  const falsePositives = got.size - hits;
  const precision = got.size === 0 ? 0 : hits / got.size;
  const oneOf = truth.kind === 'items' && truth.match === 'one';
  const recall = oneOf ? (hits > 0 ? 1 : 0) : want.size === 0 ? 0 : hits / want.size;
  const correct = oneOf ? got.size === 1 && hits === 1 : hits === want.size && falsePositives === 0;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { correct, precision, recall, f1, falsePositives };
}

/** The score of an answer that could not be read (or was not given). */
export const UNANSWERED: AnswerScore = { correct: false, precision: 0, recall: 0, f1: 0, falsePositives: 0 };

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
