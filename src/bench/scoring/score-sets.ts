/**
 * Scorers of the truths no dataset label states: a set of items (precision, recall, F1, false
 * positives; scoring/items.ts) and a maze walk (valid or not: any path of moves between
 * neighboring cells from the start to the goal, as GraphWalk §3.2 scores it).
 */
import type { GraphData } from '../../graph/model.js';
import type { ItemsTruth, MazePathTruth, Score } from '../types.js';
import { checkedPathWeight } from './check-path.js';
import { NO_ITEMS_SCORE, readItems, scoreItemSet } from './items.js';
import { readNodeList } from './read-answer.js';

/** Scores an answer (rows, or their JSON text) against a set of items. */
export function scoreItemsAnswer(answer: unknown, truth: ItemsTruth): Score {
  if (answer === undefined || answer === null) return { ...NO_ITEMS_SCORE, note: 'no answer' };
  const read = readItems(truth.fields, answer);
  if ('problem' in read) return { ...NO_ITEMS_SCORE, note: read.problem };
  const score = scoreItemSet(read.items, truth);
  if (score.correct) return score;
  const note =
    truth.match === 'one'
      ? `${read.items.length} item(s) answered; one of ${truth.items.length} was asked`
      : `${score.falsePositives} false positive(s), ${Math.round(score.recall * truth.items.length)} of ${truth.items.length} found`;
  return { ...score, note };
}

/** Scores a maze path: valid when it walks from the start to the goal along edges of `graph`. */
export function scoreMazePath(answer: unknown, truth: MazePathTruth, graph: GraphData | undefined): Score {
  if (answer === undefined || answer === null) return { correct: false, note: 'no answer' };
  const path = readNodeList(answer);
  if (!path || path.length === 0) return { correct: false, note: 'not a path' };
  if (!graph) return { correct: false, note: 'no graph to check the path against' };
  const checked = checkedPathWeight(graph, path, truth.source, truth.target);
  if ('problem' in checked) return { correct: false, note: `invalid path: ${checked.problem}` };
  return { correct: true, note: `valid path of ${path.length - 1} steps (shortest ${truth.shortest})` };
}
