/**
 * How ComplexGraph answers are compared with their truth, one rule per answer kind:
 * - yes/no: the answer's yes or no; integers: the same integer (6.0 is 6);
 * - real numbers: within 0.005, i.e. equal when rounded to two decimals — GraphSkill's own
 *   evaluation rounds floats to two decimals; weights have two decimals, so a method that reads
 *   them exactly lands well inside;
 * - shortest-path length: the length as a real number, or a path (checked on the graph);
 * - node sets (common neighbours): the same set; a clique: any clique of the maximum size;
 * - SCC diameters: the same integers in any order (the statement's order is an enumeration's);
 * - rankings (bridge hubs): the nodes in order, any order among equal scores, scores (when given)
 *   within 0.005; node groups (highest-clustered nodes): every node once, by distance from s;
 * - a node (flow-aware representative): that node.
 */
import type { GraphData, NodeId } from '../../../graph/model.js';
import { readNodeList, readNumber, readYesNo } from '../../scoring/read-answer.js';
import { type ScoreInput, scoreAnswer, type TruthScorers } from '../../scoring/score.js';
import type { Score } from '../../types.js';
import { readRanking } from './read-ranking.js';
import type { ComplexTruth } from './truth.js';

/** Largest difference at which two real answers count as equal. */
export const REAL_TOLERANCE = 0.005;

/** What the scorer needs; `graph` is required for cliques and paths. */
export interface ComplexScoreInput {
  answer: unknown;
  truth: ComplexTruth;
  graph?: GraphData;
}

const wrong = (note: string): Score => ({ correct: false, note });
const verdict = (ok: boolean, note: string): Score => (ok ? { correct: true } : wrong(note));

function scoreReal(answer: unknown, value: number): Score {
  const v = readNumber(answer);
  if (v === undefined) return wrong('not a number');
  return verdict(Math.abs(v - value) <= REAL_TOLERANCE, `expected ${value}`);
}

function scoreInteger(answer: unknown, value: number): Score {
  const v = readNumber(answer);
  if (v === undefined) return wrong('not a number');
  return verdict(Math.abs(v - value) < 1e-9, `expected ${value}`);
}

function scoreClique(answer: unknown, size: number, graph?: GraphData): Score {
  const list = readNodeList(answer);
  if (!list) return wrong('not a list of nodes');
  if (!graph) return wrong('no graph to check the clique against');
  if (new Set(list).size !== list.length) return wrong('a node is repeated');
  if (list.length !== size) return wrong(`a clique of ${list.length} nodes; the maximum has ${size}`);
  const edges = new Set(graph.edges.flatMap((e) => [`${e.source} ${e.target}`, `${e.target} ${e.source}`]));
  for (let i = 0; i < list.length; i++)
    for (let j = i + 1; j < list.length; j++)
      if (!edges.has(`${list[i]} ${list[j]}`)) return wrong(`${list[i]} and ${list[j]} are not adjacent`);
  return { correct: true };
}

function scoreMultiset(answer: unknown, value: number[]): Score {
  const list = readNodeList(answer)?.map(Number);
  if (!list || list.some((x) => !Number.isFinite(x))) return wrong('not a list of numbers');
  const got = [...list].sort((a, b) => a - b);
  return verdict(got.length === value.length && got.every((x, i) => x === value[i]), `expected ${value}`);
}

function scoreRanking(answer: unknown, truth: Extract<ComplexTruth, { kind: 'ranking' }>): Score {
  const got = readRanking(answer);
  if (!got) return wrong('not a ranking of nodes');
  if (got.length !== truth.value.length) return wrong(`${got.length} nodes; expected ${truth.value.length}`);
  if (new Set(got.map((g) => g.node)).size !== got.length) return wrong('a node is repeated');
  const scoreOf = new Map(
    truth.tiedWith.flatMap((group, i) => group.map((n) => [String(n), truth.value[i]!.score])),
  );
  for (const [i, g] of got.entries()) {
    if (!truth.tiedWith[i]!.map(String).includes(g.node))
      return wrong(`position ${i + 1}: ${g.node} is not ranked there`);
    if (g.score !== undefined && Math.abs(g.score - scoreOf.get(g.node)!) > REAL_TOLERANCE) {
      return wrong(`${g.node} scores ${scoreOf.get(g.node)}, not ${g.score}`);
    }
  }
  return { correct: true };
}

function scoreGroups(answer: unknown, value: NodeId[][]): Score {
  const list = readNodeList(answer);
  if (!list) return wrong('not a list of nodes');
  const groupOf = new Map(value.flatMap((g, i) => g.map((n) => [String(n), i])));
  if (list.length !== groupOf.size || new Set(list).size !== list.length)
    return wrong(`expected ${value.flat()}`);
  let last = 0;
  for (const n of list) {
    const i = groupOf.get(n);
    if (i === undefined) return wrong(`${n} is not among the answer's nodes`);
    if (i < last) return wrong('nodes are not in order of distance from s');
    last = i;
  }
  return { correct: true };
}

/** A path: a list of two or more nodes, or text with arrows or brackets (as the shared scorer reads it). */
function looksLikePath(answer: unknown): boolean {
  if (Array.isArray(answer)) return readNodeList(answer)?.length !== 1;
  return typeof answer === 'string' && /->|\[/.test(answer);
}

/** Scores `input.answer` against its truth. */
export function scoreComplexAnswer({ answer, truth, graph }: ComplexScoreInput): Score {
  if (answer === undefined || answer === null) return wrong('no answer');
  switch (truth.kind) {
    case 'yes-no': {
      const v = readYesNo(answer);
      return v === undefined
        ? wrong('not a yes/no answer')
        : verdict(v === truth.value, `expected ${truth.value}`);
    }
    case 'integer':
      return scoreInteger(answer, truth.value);
    case 'real':
      return scoreReal(answer, truth.value);
    case 'path-length':
      return looksLikePath(answer)
        ? scoreAnswer({ answer, truth, ...(graph ? { graph } : {}) })
        : scoreReal(answer, truth.value);
    case 'set':
      return scoreAnswer({ answer, truth });
    case 'clique':
      return scoreClique(answer, truth.size, graph);
    case 'integer-multiset':
      return scoreMultiset(answer, truth.value);
    case 'ranking':
      return scoreRanking(answer, truth);
    case 'node-groups':
      return scoreGroups(answer, truth.value);
    case 'node': {
      const list = typeof answer === 'number' ? [String(answer)] : readNodeList(answer);
      return verdict(list?.length === 1 && list[0] === String(truth.value), `expected ${truth.value}`);
    }
  }
}

/** The truth kinds only ComplexGraph's questions carry (the others are the shared scorer's). */
const COMPLEX_KINDS = ['integer', 'real', 'clique', 'integer-multiset', 'ranking', 'node-groups', 'node'];

/** ComplexGraph's scorers, registered with the bench's by its dataset entry (datasets/registry.ts). */
export const COMPLEX_SCORERS: TruthScorers = Object.fromEntries(
  COMPLEX_KINDS.map((kind) => [
    kind,
    ({ answer, truth, graph }: ScoreInput) =>
      scoreComplexAnswer({ answer, truth: truth as ComplexTruth, ...(graph ? { graph } : {}) }),
  ]),
);
