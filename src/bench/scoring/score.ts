/**
 * Scores one answer against its truth, per answer type: yes/no, number within a tolerance,
 * topological order checked for validity, shortest path given as a length or as a path checked
 * for validity and optimality, sets order-insensitively, item sets with precision / recall / F1
 * and maze walks for validity (score-sets.ts). `graphwiz` switches to the official GraphWiz rules
 * for the truths GraphWiz has (the others are scored by type).
 */
import type { GraphData } from '../../graph/model.js';
import type { BenchTruth, Score, Truth } from '../types.js';
import { orderProblem } from './check-order.js';
import { checkedPathWeight } from './check-path.js';
import { scoreGraphwiz } from './graphwiz.js';
import { readNodeList, readNumber, readYesNo } from './read-answer.js';
import { scoreItemsAnswer, scoreMazePath } from './score-sets.js';

/** `typed`: our per-type scorers (default). `graphwiz`: the official GraphWiz rules. */
export type ScoringMode = 'typed' | 'graphwiz';

/** What a scorer needs. `graph` is required for orders and paths. */
export interface ScoreInput {
  answer: unknown;
  truth: BenchTruth;
  graph?: GraphData;
  /** Absolute tolerance for numbers; default 1e-6 (relative for large values). */
  tolerance?: number;
}

/** True when a and b agree within `tol` absolutely or relatively. */
export function closeEnough(a: number, b: number, tol = 1e-6): boolean {
  return Math.abs(a - b) <= Math.max(tol, tol * Math.abs(b));
}

/** Scores an answer against a truth of one kind a dataset adds (datasets/registry.ts). */
export type TruthScorer = (input: ScoreInput) => Score;

/** A dataset's scorers, by the truth kinds only its questions carry. */
export type TruthScorers = Readonly<Record<string, TruthScorer>>;

/** The scorers datasets registered, by truth kind. */
const datasetScorers = new Map<string, TruthScorer>();

/** Registers a dataset's scorers (resolve.ts does, when a spec names the dataset). */
export function registerTruthScorers(scorers: TruthScorers): void {
  for (const [kind, scorer] of Object.entries(scorers)) datasetScorers.set(kind, scorer);
}

/** The kinds a label states (types.ts Truth), which the typed scorers know. */
const LABEL_KINDS = new Set<string>(['yes-no', 'number', 'order', 'path-length', 'set']);

function isLabelTruth(t: BenchTruth): t is Truth {
  return LABEL_KINDS.has(t.kind);
}

/** Scores `input.answer` against `input.truth` in the chosen mode. */
export function scoreAnswer(input: ScoreInput, mode: ScoringMode = 'typed'): Score {
  const { truth } = input;
  if (truth.kind === 'items') return scoreItemsAnswer(input.answer, truth);
  if (truth.kind === 'maze-path') return scoreMazePath(input.answer, truth, input.graph);
  // A dataset's own kinds are scored by its rules (ComplexGraph: tolerances, tied rankings, any clique).
  const own = datasetScorers.get(truth.kind);
  if (own) return own(input);
  if (!isLabelTruth(truth)) return { correct: false, note: `no scorer for truths of kind "${truth.kind}"` };
  if (mode === 'graphwiz') return scoreGraphwiz(input.answer, truth, input.graph);
  if (input.answer === undefined || input.answer === null) return { correct: false, note: 'no answer' };
  return scoreTyped({ ...input, truth });
}

/** Scores a truth of a label's kind by its answer type. */
function scoreTyped(input: ScoreInput & { truth: Truth }): Score {
  const { truth } = input;
  switch (truth.kind) {
    case 'yes-no': {
      const v = readYesNo(input.answer);
      if (v === undefined) return { correct: false, note: 'not a yes/no answer' };
      return { correct: v === truth.value };
    }
    case 'number':
      return scoreNumber(input.answer, truth.value, input.tolerance);
    case 'order':
      return scoreOrder(input);
    case 'path-length':
      return looksLikePath(input.answer)
        ? scorePath(input)
        : scoreNumber(input.answer, truth.value, input.tolerance);
    case 'set': {
      const list = readNodeList(input.answer);
      if (!list) return { correct: false, note: 'not a list' };
      const want = new Set(truth.value.map(String));
      const got = new Set(list);
      const same = got.size === want.size && [...got].every((x) => want.has(x)) && got.size === list.length;
      return same ? { correct: true } : { correct: false, note: 'different set' };
    }
  }
}

function scoreNumber(answer: unknown, value: number, tolerance?: number): Score {
  const v = readNumber(answer);
  if (v === undefined) return { correct: false, note: 'not a number' };
  return closeEnough(v, value, tolerance) ? { correct: true } : { correct: false, note: `expected ${value}` };
}

function scoreOrder({ answer, graph }: Pick<ScoreInput, 'answer' | 'graph'>): Score {
  const list = readNodeList(answer);
  if (!list) return { correct: false, note: 'not a list of nodes' };
  if (!graph) return { correct: false, note: 'no graph to check the order against' };
  const problem = orderProblem(graph, list);
  return problem ? { correct: false, note: problem } : { correct: true };
}

/** A path is an array of two or more nodes, or text written as a list or with arrows. */
function looksLikePath(answer: unknown): boolean {
  if (Array.isArray(answer)) return readNodeList(answer)?.length !== 1;
  return typeof answer === 'string' && /->|\[/.test(answer);
}

function scorePath({ answer, truth, graph, tolerance }: ScoreInput): Score {
  if (truth.kind !== 'path-length') return { correct: false };
  const list = readNodeList(answer);
  if (!list) return { correct: false, note: 'not a path' };
  if (!graph) return { correct: false, note: 'no graph to check the path against' };
  const r = checkedPathWeight(graph, list, truth.source, truth.target);
  if ('problem' in r) return { correct: false, note: r.problem };
  if (!closeEnough(r.weight, truth.value, tolerance)) {
    return { correct: false, note: `valid path of weight ${r.weight}, optimum is ${truth.value}` };
  }
  return { correct: true };
}
