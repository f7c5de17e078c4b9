/** The report sections in the shapes of GraphWalk's Tables 1–4 (walk-summary.ts). */

import { table } from './markdown-table.js';
import type { RunSummary } from './summary.js';
import type { SetScores } from './walk-summary.js';

const pct = (x: number) => `${(100 * x).toFixed(2)}`;
const two = (x: number) => x.toFixed(2);
const one = (x: number) => x.toFixed(1);

const SCORE_HEAD = ['C', 'A (%)', 'P', 'R', 'F1', 'FP', 'TC', 'turns / q', 'time / q (s)'];

function scoreCells(s: SetScores): (string | number)[] {
  return [
    s.correct,
    pct(s.accuracy),
    two(s.precision),
    two(s.recall),
    two(s.f1),
    s.falsePositives,
    s.toolCalls,
    one(s.meanTurns),
    one(s.meanSeconds),
  ];
}

/** The GraphWalk sections, or none when the run has neither item-set nor maze questions. */
export function walkSections(s: RunSummary): string[] {
  const out: string[] = [];
  const method = `${s.meta.method} (${s.meta.model})`;
  if (s.sets) {
    const sets = s.sets;
    out.push(
      "## Set answers: the shape of GraphWalk's Table 2",
      '',
      'C = correct answers, A = accuracy, P / R / F1 = mean precision, recall and F1, FP = false positives (summed), ' +
        'TC = tool calls (total); an unanswered question counts 0.',
      '',
      table(
        ['method', 'questions', ...SCORE_HEAD],
        [[method, sets.overall.questions, ...scoreCells(sets.overall)]],
      ),
      '',
      "## Per template: the shape of GraphWalk's Table 3",
      '',
      table(
        ['template', 'questions', ...SCORE_HEAD],
        sets.byTemplate.map((t) => [t.title, t.questions, ...scoreCells(t)]),
      ),
      '',
      "## Per graph size: the shape of GraphWalk's Table 4",
      '',
      table(
        ['nodes', 'questions', ...SCORE_HEAD],
        sets.bySize.map((z) => [z.nodes, z.questions, ...scoreCells(z)]),
      ),
      '',
    );
  }
  if (s.maze) {
    out.push(
      "## Mazes: the shape of GraphWalk's Table 1",
      '',
      'A path is correct when every step moves to an open neighboring cell from the start to the goal (any length).',
      '',
      table(
        ['method', 'correct', 'accuracy (%)', 'avg time (s)', 'avg tool calls'],
        [
          [
            method,
            `${s.maze.correct}/${s.maze.questions}`,
            pct(s.maze.accuracy),
            one(s.maze.meanSeconds),
            one(s.maze.meanToolCalls),
          ],
        ],
      ),
      '',
    );
  }
  return out;
}
