/**
 * The numbers of a run, computed from run.json and results.jsonl only — so a resumed run, a
 * replayed run and the original produce the same report from the same lines.
 */
import type { RunMeta } from '../run/run-bench.js';
import { GRRAF_TASKS } from '../tasks.js';
import { benchTruthText } from '../truth/truth-text.js';
import type { BenchResult } from '../types.js';
import type { GraphSkillSummary } from './graphskill-summary.js';
import { methodSummary } from './method-sections.js';
import { mean, median, overheadOf, quantile, share } from './stats.js';
import { type MazeSummary, mazeSummary, type SetSummary, setSummary } from './walk-summary.js';

/** Per-task figures. */
export interface TaskSummary {
  task: string;
  questions: number;
  correct: number;
  accuracy: number;
  meanTokensIn: number;
  meanTokensOut: number;
  medianMs: number;
  medianOverheadMs: number;
  /** Share of questions whose feedback loop ran because of an execution error / a time-out. */
  loopExecError: number;
  loopTimeout: number;
  paths: Record<string, number>;
  /** Questions with evidence, by `<kind> <status>` (e.g. "path checked": 4). */
  evidence: Record<string, number>;
}

/** Figures per graph size (each distinct node count of the scaling set, or size buckets). */
export interface SizeSummary {
  /** Upper bound of the bucket (nodes). */
  nodes: number;
  questions: number;
  accuracy: number;
  meanTokensIn: number;
  meanTokensOut: number;
  medianOverheadMs: number;
}

/** A label that disagrees with our computed truth. */
export interface Disagreement {
  id: string;
  task: string;
  label: string;
  computed: string;
}

/** An overhead target of the issue, with the measured median. */
export interface OverheadTarget {
  label: string;
  targetMs: number;
  medianMs?: number;
  questions: number;
  met?: boolean;
}

/** Everything a report shows. */
export interface RunSummary {
  meta: RunMeta;
  testDouble: boolean;
  questions: number;
  correct: number;
  accuracy: number;
  tasks: TaskSummary[];
  sizes: SizeSummary[];
  table2: { execError: number; timeout: number };
  latency: { medianMs: number; p90Ms: number; medianOverheadMs: number; medianModelMs: number };
  tokens: { meanIn: number; meanOut: number };
  overheadTargets: OverheadTarget[];
  disagreements: Disagreement[];
  /** Questions without a truth, and questions scored wrong, with why (first 200). */
  noTruth: { id: string; note: string }[];
  wrong: { id: string; task: string; answer: unknown; truth: string; note?: string; path: string }[];
  /** Points for the tokens-vs-size chart. */
  points: { nodes: number; tokensIn: number; tokensOut: number; overheadMs: number }[];
  /** GraphWalk's Tables 2–4, when questions were scored as item sets. */
  sets?: SetSummary;
  /** GraphWalk's Table 1, when the run had mazes. */
  maze?: MazeSummary;
  /** GraphSkill's figures, when the run is GraphSkill's (method-sections.ts). */
  graphskill?: GraphSkillSummary;
}

/** What every test double's model id contains (REFERENCE_MODEL_ID, GraphSkill's 'graphskill-test-double'). */
const TEST_DOUBLE_MARK = 'test-double';

function taskSummary(task: string, rs: BenchResult[]): TaskSummary {
  const paths: Record<string, number> = {};
  for (const r of rs) {
    const key = r.path.replace(/\(\d+\)$/, '');
    paths[key] = (paths[key] ?? 0) + 1;
  }
  const evidence: Record<string, number> = {};
  for (const r of rs) {
    if (!r.evidence) continue;
    const key = `${r.evidence.kind} ${r.evidence.status}`;
    evidence[key] = (evidence[key] ?? 0) + 1;
  }
  const correct = rs.filter((r) => r.correct).length;
  return {
    task,
    questions: rs.length,
    correct,
    accuracy: rs.length ? correct / rs.length : 0,
    meanTokensIn: mean(rs.map((r) => r.tokensIn)),
    meanTokensOut: mean(rs.map((r) => r.tokensOut)),
    medianMs: median(rs.map((r) => r.ms)),
    medianOverheadMs: median(rs.map(overheadOf)),
    loopExecError: share(rs, (r) => r.loopExecError),
    loopTimeout: share(rs, (r) => r.loopTimeout),
    paths,
    evidence,
  };
}

/** Size buckets: the distinct node counts when there are few (the scaling set), else decades. */
function sizeBuckets(results: BenchResult[]): SizeSummary[] {
  const distinct = [...new Set(results.map((r) => r.nodes))].sort((a, b) => a - b);
  const bounds = distinct.length <= 12 ? distinct : [10, 25, 50, 100, 1000, 10_000, Number.POSITIVE_INFINITY];
  const out: SizeSummary[] = [];
  let lo = Number.NEGATIVE_INFINITY;
  for (const hi of bounds) {
    const rs = results.filter((r) => r.nodes > lo && r.nodes <= hi);
    lo = hi;
    if (rs.length === 0) continue;
    out.push({
      nodes: Number.isFinite(hi) ? hi : Math.max(...rs.map((r) => r.nodes)),
      questions: rs.length,
      accuracy: share(rs, (r) => r.correct),
      meanTokensIn: mean(rs.map((r) => r.tokensIn)),
      meanTokensOut: mean(rs.map((r) => r.tokensOut)),
      medianOverheadMs: median(rs.map(overheadOf)),
    });
  }
  return out;
}

/** The overhead targets: ≤ 50 ms median on graphs ≤ 100 nodes, ≤ 2 s at 10,000 nodes. */
function overheadTargets(results: BenchResult[]): OverheadTarget[] {
  const target = (label: string, targetMs: number, rs: BenchResult[]): OverheadTarget => {
    if (rs.length === 0) return { label, targetMs, questions: 0 };
    const m = median(rs.map(overheadOf));
    return { label, targetMs, medianMs: m, questions: rs.length, met: m <= targetMs };
  };
  return [
    target(
      'graphs ≤ 100 nodes',
      50,
      results.filter((r) => r.nodes <= 100),
    ),
    target(
      'graphs of 10,000 nodes',
      2000,
      results.filter((r) => r.nodes >= 10_000 && r.nodes < 20_000),
    ),
  ];
}

/** Summarizes a run. */
export function summarize(meta: RunMeta, results: BenchResult[]): RunSummary {
  // GRRAF's tasks in the paper's order, then any others as they first appear.
  const rank = (t: string) => {
    const i = (GRRAF_TASKS as readonly string[]).indexOf(t);
    return i < 0 ? GRRAF_TASKS.length : i;
  };
  const names = [...new Set(results.map((r) => r.task))].sort((a, b) => rank(a) - rank(b));
  const tasks = names.map((t) =>
    taskSummary(
      t,
      results.filter((r) => r.task === t),
    ),
  );
  const correct = results.filter((r) => r.correct).length;
  const sets = setSummary(results);
  const maze = mazeSummary(results);
  return {
    ...(sets ? { sets } : {}),
    ...(maze ? { maze } : {}),
    ...methodSummary(meta.method, results),
    meta,
    testDouble: meta.model.includes(TEST_DOUBLE_MARK),
    questions: results.length,
    correct,
    accuracy: results.length ? correct / results.length : 0,
    tasks,
    sizes: sizeBuckets(results),
    table2: {
      execError: share(results, (r) => r.loopExecError),
      timeout: share(results, (r) => r.loopTimeout),
    },
    latency: {
      medianMs: median(results.map((r) => r.ms)),
      p90Ms: quantile(
        results.map((r) => r.ms),
        0.9,
      ),
      medianOverheadMs: median(results.map(overheadOf)),
      medianModelMs: median(results.map((r) => r.modelMs)),
    },
    tokens: { meanIn: mean(results.map((r) => r.tokensIn)), meanOut: mean(results.map((r) => r.tokensOut)) },
    overheadTargets: overheadTargets(results),
    disagreements: results
      .filter((r) => r.labelDisagrees)
      .map((r) => ({
        id: r.id,
        task: r.task,
        label: r.label ?? '',
        computed: r.computedTruth ?? (r.truth ? benchTruthText(r.truth) : '?'),
      })),
    noTruth: results.filter((r) => r.truth === null).map((r) => ({ id: r.id, note: r.note ?? '' })),
    wrong: results
      .filter((r) => !r.correct && r.truth !== null)
      .slice(0, 200)
      .map((r) => ({
        id: r.id,
        task: r.task,
        answer: r.answer,
        truth: benchTruthText(r.truth!),
        path: r.path,
        ...(r.note ? { note: r.note } : {}),
      })),
    points: results.map((r) => ({
      nodes: r.nodes,
      tokensIn: r.tokensIn,
      tokensOut: r.tokensOut,
      overheadMs: overheadOf(r),
    })),
  };
}
