/**
 * The official GraphWiz scoring, so figures compare with published tables: lowercase the output,
 * read the text after the last `###` (else the last yes/no or number in the whole output), and
 * accept a number within 0.01 of the truth. Orders are checked for validity (any valid order).
 */
import type { GraphData } from '../../graph/model.js';
import type { Score, Truth } from '../types.js';
import { orderProblem } from './check-order.js';
import { readNodeList } from './read-answer.js';

/** GraphWiz's numeric tolerance. */
export const GRAPHWIZ_TOLERANCE = 0.01;

const YES_NO = /\b(yes|no)\b/g;
const NUMBER = /-?\d+(?:\.\d+)?/g;

/** Renders a typed answer the way GraphWiz writes its final line, e.g. `### Yes`, `### 6`. */
export function graphwizText(answer: unknown): string {
  if (typeof answer === 'string') return answer;
  if (typeof answer === 'boolean') return `### ${answer ? 'Yes' : 'No'}`;
  return `### ${JSON.stringify(answer)}`;
}

/** The part of `text` GraphWiz reads, and whether it came after a `###` marker. */
function segment(text: string): { part: string; marked: boolean } {
  const lower = text.toLowerCase();
  const i = lower.lastIndexOf('###');
  return i >= 0 ? { part: lower.slice(i + 3), marked: true } : { part: lower, marked: false };
}

/** Scores a model's raw output text (or a typed answer rendered by graphwizText) the GraphWiz way. */
export function scoreGraphwiz(output: unknown, truth: Truth, graph?: GraphData): Score {
  const { part, marked } = segment(graphwizText(output));
  // After the marker GraphWiz takes the first match; without one, the last in the whole output.
  const pick = (all: RegExpMatchArray | null) => (all ? (marked ? all[0] : all.at(-1)) : undefined);
  switch (truth.kind) {
    case 'yes-no': {
      const word = pick(part.match(YES_NO));
      if (word === undefined) return { correct: false, note: 'no yes/no found' };
      return { correct: (word === 'yes') === truth.value, note: `read ${word}` };
    }
    case 'number':
    case 'path-length': {
      const num = pick(part.match(NUMBER));
      if (num === undefined) return { correct: false, note: 'no number found' };
      return { correct: Math.abs(Number(num) - truth.value) <= GRAPHWIZ_TOLERANCE, note: `read ${num}` };
    }
    case 'order': {
      const list = readNodeList(part);
      if (!list || !graph) return { correct: false, note: 'no order found' };
      const problem = orderProblem(graph, list);
      return problem ? { correct: false, note: problem } : { correct: true };
    }
    case 'set': {
      const list = readNodeList(part);
      const want = new Set(truth.value.map(String));
      const ok = !!list && list.length === want.size && list.every((x) => want.has(x));
      return { correct: ok };
    }
  }
}
