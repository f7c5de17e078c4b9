/**
 * GraphSkill's figures of a run, from the results' method details alone: per task and ComplexGraph
 * split, accuracy, how many questions compiled a program and how many reused one, the test cases
 * the chosen programs passed, the debugging rounds, and — where the task has gold labels
 * (src/retrieval/evaluation) — the precision, recall and F1 of the documents retrieved, with the
 * retrieval's model calls and tokens. Tests, rounds and retrieval are counted over compiled
 * questions: a reused program's figures are those of the question that built it.
 */
import { complexGraphGold, type GoldItem, scoreRetrieval } from '../../retrieval/index.js';
import type { BenchResult } from '../types.js';
import { mean, share } from './stats.js';

/** One row: a task in a split (or all of them). */
export interface GraphSkillRow {
  task: string;
  split: string;
  questions: number;
  correct: number;
  accuracy: number;
  compiled: number;
  reused: number;
  /** Sums over compiled questions. */
  testsPassed: number;
  testsTotal: number;
  /** Compiled questions whose program was checked by no test case. */
  untested: number;
  meanDebugRounds: number;
  /** Compiled questions scored against gold labels, and their means. */
  retrievalScored: number;
  precision: number;
  recall: number;
  f1: number;
  meanRetrievalCalls: number;
  meanRetrievalTokensIn: number;
  meanRetrievalTokensOut: number;
}

/** GraphSkill's part of a report. */
export interface GraphSkillSummary {
  /** The switches in effect, one line per distinct combination. */
  settings: string[];
  rows: GraphSkillRow[];
  total: GraphSkillRow;
}

type Details = Record<string, unknown>;

/** Results that carry GraphSkill's details (a question that failed before its program has none). */
const isGraphSkill = (r: BenchResult) =>
  r.details !== undefined && 'testsTotal' in r.details && 'reused' in r.details && 'retrieval' in r.details;

/** The summary, or undefined when no result came from GraphSkill. */
export function graphskillSummary(results: readonly BenchResult[]): GraphSkillSummary | undefined {
  const mine = results.filter(isGraphSkill);
  if (mine.length === 0) return undefined;
  const groups = new Map<string, BenchResult[]>();
  for (const r of mine) {
    const key = `${r.task}\n${splitOf(r.id)}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const rows = [...groups].map(([key, rs]) => {
    const [task, split] = key.split('\n') as [string, string];
    return row(task, split, rs);
  });
  return {
    settings: [...new Set(mine.map((r) => settingsLine(r.details as Details)))],
    rows,
    total: row('all', '', mine),
  };
}

/** ComplexGraph's split from a question id (`cgS-…`), else '—'. */
export function splitOf(id: string): string {
  return /^cg([SLC])-/.exec(id)?.[1] ?? '—';
}

function settingsLine(d: Details): string {
  const on = (x: unknown) => (x ? 'on' : 'off');
  const tree = d.tree === 'none' ? '' : ` over the ${String(d.tree)} tree`;
  return `retrieval ${String(d.retrieval)}${tree} · tests ${on(d.tests)} · debugging ${on(d.debug)}, k = ${String(d.maxDebugRounds)} · ${String(d.language)}`;
}

function row(task: string, split: string, rs: BenchResult[]): GraphSkillRow {
  const details = (r: BenchResult) => r.details as Details;
  const compiled = rs.filter((r) => !details(r).reused);
  const num = (r: BenchResult, key: string) => Number(details(r)[key] ?? 0);
  const meanOf = (xs: BenchResult[], f: (r: BenchResult) => number) => mean(xs.map(f));
  const scores = compiled.flatMap((r) => {
    const s = retrievalScore(r);
    return s ? [s] : [];
  });
  const correct = rs.filter((r) => r.correct).length;
  return {
    task,
    split,
    questions: rs.length,
    correct,
    accuracy: share(rs, (r) => r.correct),
    compiled: compiled.length,
    reused: rs.length - compiled.length,
    testsPassed: compiled.reduce((s, r) => s + num(r, 'testsPassed'), 0),
    testsTotal: compiled.reduce((s, r) => s + num(r, 'testsTotal'), 0),
    untested: compiled.filter((r) => num(r, 'testsTotal') === 0).length,
    meanDebugRounds: meanOf(compiled, (r) => num(r, 'debugRounds')),
    retrievalScored: scores.length,
    precision: mean(scores.map((s) => s.precision)),
    recall: mean(scores.map((s) => s.recall)),
    f1: mean(scores.map((s) => s.f1)),
    meanRetrievalCalls: meanOf(compiled, (r) => num(r, 'retrievalCalls')),
    meanRetrievalTokensIn: meanOf(compiled, (r) => num(r, 'retrievalTokensIn')),
    meanRetrievalTokensOut: meanOf(compiled, (r) => num(r, 'retrievalTokensOut')),
  };
}

let gold: ReturnType<typeof complexGraphGold> | undefined;

/**
 * Precision, recall and F1 of a question's documents against its task's gold, when the task has
 * gold and retrieval ran. A document counts for a gold function when its call name is the
 * function's name (`networkx.<name>` in NetworkX trees), as gold.ts resolves names in trees that
 * carry call names.
 */
function retrievalScore(r: BenchResult) {
  const d = r.details as Details;
  if (d.retrieval === 'none' || d.tree === 'none') return undefined;
  gold ??= complexGraphGold();
  const labels = gold.get(r.task.split('/')[0]!);
  if (!labels) return undefined;
  const vocabulary = d.tree === 'grraf' ? 'grraf' : 'networkx';
  const items: GoldItem[] = labels[vocabulary].map((name) => {
    const names = typeof name === 'string' ? [name] : name;
    return { name: names.join('|'), ids: names.flatMap((n) => [n, `networkx.${n}`]) };
  });
  const documents = String(d.documents ?? '')
    .split(', ')
    .filter((x) => x !== '');
  return scoreRetrieval(documents, items);
}
