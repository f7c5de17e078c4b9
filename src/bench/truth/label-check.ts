/**
 * Compares a dataset's label with our computed truth. A label agrees when it would score as a
 * correct answer against the truth (so any valid topological order agrees). Disagreements are
 * listed in the report: neither side is trusted silently.
 */
import type { GraphData } from '../../graph/model.js';
import { scoreAnswer } from '../scoring/score.js';
import type { BenchTruth, Truth } from '../types.js';

/** The answer value a label stands for. */
export function truthValue(t: Truth): unknown {
  switch (t.kind) {
    case 'yes-no':
    case 'number':
    case 'path-length':
      return t.value;
    case 'order':
      return t.example;
    case 'set':
      return t.value;
  }
}

/** True when `label` agrees with `truth` on `graph`. */
export function labelAgrees(label: Truth, truth: BenchTruth, graph?: GraphData): boolean {
  return scoreAnswer({ answer: truthValue(label), truth, graph }).correct;
}
