/**
 * The report sections in the shapes of GraphWalk's Tables 1–4 (walk-summary.ts), and the
 * conventions a GraphWalk run passed as hints (or that it passed none, the paper's setting).
 */

import { passesConventions } from '../datasets/graphwalk/spec.js';
import { GRAPHWALK_TEMPLATES } from '../datasets/graphwalk/templates.js';
import { GRAPHWALK_HINTS } from '../datasets/hints.js';
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
      ...conventionLines(
        s.meta.dataset,
        sets.byTemplate.map((t) => t.task),
      ),
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

/**
 * What the method was told of a GraphWalk run's conventions: each template's hints, or that none
 * were passed; nothing for another dataset.
 */
export function conventionLines(dataset: string, tasks: readonly string[]): string[] {
  if (!dataset.startsWith('graphwalk:')) return [];
  if (!passesConventions(dataset)) {
    return ["No conventions were passed as hints (the paper's setting: `conventions=false`).", ''];
  }
  const rows = tasks.flatMap((task) =>
    (GRAPHWALK_HINTS[task] ?? []).map((hint) => [
      GRAPHWALK_TEMPLATES.find((t) => t.name === task)?.title ?? task,
      hint,
    ]),
  );
  if (rows.length === 0) return ['No template of this run has a convention to pass.', ''];
  return [
    '## Conventions passed as hints',
    '',
    "Each template's reading of terms its wording leaves open, from the paper's ground-truth Cypher " +
      '(its Table 6), given to the method as notes from the asker.',
    '',
    table(['template', 'hint'], rows),
    '',
  ];
}
