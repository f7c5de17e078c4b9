/**
 * The figures of GraphWalk's tables, from results.jsonl alone: for questions scored as item sets,
 * accuracy, mean precision / recall / F1, summed false positives, tool calls, turns and time —
 * overall (Table 2), per template (Table 3) and per graph size (Table 4); for mazes, success,
 * tool calls and time (Table 1).
 */
import { GRAPHWALK_TEMPLATES } from '../datasets/graphwalk/templates.js';
import type { BenchResult } from '../types.js';
import { mean, share } from './stats.js';

/** One row of Tables 2–4. */
export interface SetScores {
  questions: number;
  correct: number;
  accuracy: number;
  /** Means over the questions (an unanswered one counts 0). */
  precision: number;
  recall: number;
  f1: number;
  /** Summed over the questions. */
  falsePositives: number;
  /** Tool calls in all, and per question. */
  toolCalls: number;
  meanToolCalls: number;
  meanTurns: number;
  /** Mean wall time per question, in seconds. */
  meanSeconds: number;
}

/** Tables 2–4. */
export interface SetSummary {
  overall: SetScores;
  /** Templates in the paper's order, then any other task. */
  byTemplate: (SetScores & { task: string; title: string })[];
  bySize: (SetScores & { nodes: number })[];
}

/** Table 1. */
export interface MazeSummary {
  questions: number;
  correct: number;
  accuracy: number;
  meanToolCalls: number;
  meanSeconds: number;
}

/** The figures of one group of results. */
export function setScores(rs: BenchResult[]): SetScores {
  const correct = rs.filter((r) => r.correct).length;
  const toolCalls = rs.reduce((a, r) => a + (r.toolCalls ?? 0), 0);
  return {
    questions: rs.length,
    correct,
    accuracy: share(rs, (r) => r.correct),
    precision: mean(rs.map((r) => r.precision ?? 0)),
    recall: mean(rs.map((r) => r.recall ?? 0)),
    f1: mean(rs.map((r) => r.f1 ?? 0)),
    falsePositives: rs.reduce((a, r) => a + (r.falsePositives ?? 0), 0),
    toolCalls,
    meanToolCalls: mean(rs.map((r) => r.toolCalls ?? 0)),
    meanTurns: mean(rs.map((r) => r.turns ?? 0)),
    meanSeconds: mean(rs.map((r) => r.ms / 1000)),
  };
}

/** Tables 2–4 over the results scored as item sets; undefined when there are none. */
export function setSummary(results: BenchResult[]): SetSummary | undefined {
  const sets = results.filter((r) => r.truth?.kind === 'items');
  if (sets.length === 0) return undefined;
  const rank = (task: string) => {
    const i = GRAPHWALK_TEMPLATES.findIndex((t) => t.name === task);
    return i < 0 ? GRAPHWALK_TEMPLATES.length : i;
  };
  const tasks = [...new Set(sets.map((r) => r.task))].sort((a, b) => rank(a) - rank(b));
  const sizes = [...new Set(sets.map((r) => r.nodes))].sort((a, b) => a - b);
  return {
    overall: setScores(sets),
    byTemplate: tasks.map((task) => ({
      task,
      title: GRAPHWALK_TEMPLATES.find((t) => t.name === task)?.title ?? task,
      ...setScores(sets.filter((r) => r.task === task)),
    })),
    bySize: sizes.map((nodes) => ({ nodes, ...setScores(sets.filter((r) => r.nodes === nodes)) })),
  };
}

/** Table 1 over the maze results; undefined when there are none. */
export function mazeSummary(results: BenchResult[]): MazeSummary | undefined {
  const mazes = results.filter((r) => r.truth?.kind === 'maze-path');
  if (mazes.length === 0) return undefined;
  const s = setScores(mazes);
  return {
    questions: s.questions,
    correct: s.correct,
    accuracy: s.accuracy,
    meanToolCalls: s.meanToolCalls,
    meanSeconds: s.meanSeconds,
  };
}
