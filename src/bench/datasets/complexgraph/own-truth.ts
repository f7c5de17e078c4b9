/**
 * ComplexGraph's truths as the bench's own-truth hook: each question carries its ComplexTruth as
 * JSON with one line for reports, and the dataset's scorer (scoring.ts), so the runner scores
 * cliques, rankings and node groups without knowing these kinds.
 */
import type { GraphData } from '../../../graph/model.js';
import type { DatasetTruth, OwnTruth, Score } from '../../types.js';
import { scoreComplexAnswer } from './scoring.js';
import type { ComplexTruth } from './truth.js';

/** The truth in one line, e.g. `yes`, `12.5`, `any clique of 4 nodes (e.g. [1,2,3,4])`. */
export function complexTruthText(t: ComplexTruth): string {
  switch (t.kind) {
    case 'yes-no':
      return t.value ? 'yes' : 'no';
    case 'integer':
    case 'real':
    case 'path-length':
      return String(t.value);
    case 'clique':
      return `any clique of ${t.size} nodes (e.g. ${JSON.stringify(t.example)})`;
    case 'ranking':
      return JSON.stringify(t.value.map((r) => [r.node, r.score]));
    default:
      return JSON.stringify(t.value);
  }
}

/** The one scorer of every ComplexGraph question. */
export function scoreOwnComplexTruth(answer: unknown, truth: DatasetTruth, graph?: GraphData): Score {
  return scoreComplexAnswer({ answer, truth: truth.value as ComplexTruth, ...(graph ? { graph } : {}) });
}

/** A ComplexGraph truth as a question's own truth. */
export function complexOwnTruth(truth: ComplexTruth): OwnTruth {
  return {
    truth: { kind: 'dataset', value: truth, text: complexTruthText(truth) },
    score: scoreOwnComplexTruth,
  };
}
