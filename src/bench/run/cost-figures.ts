/**
 * GRRAF's cost figures from a run directory's results and traces: tokens per question (median
 * and mean, in + out) for questions that compiled their own program and for questions a cached
 * program answered, the amortized tokens per question over the whole run, the execution-error
 * rate (the paper's Table 2), pipeline overhead, and for two-graph questions whether each answer
 * came from a program run (a real match) rather than a fallback guess. Token counts are the ones
 * the model reported (results.jsonl), or a recount of every prompt and reply in the traces with a
 * tokenizer the caller gives (the reference double's own counts are word counts).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Solution } from '../../methods/solution.js';
import { mean, median, overheadOf, share } from '../report/stats.js';
import type { BenchResult } from '../types.js';
import { readResults } from './results-file.js';
import { RUN_FILES, type RunMeta, readRunMeta } from './run-bench.js';

/** Counts a text's tokens (e.g. o200k_base). */
export type TokenCounter = (text: string) => number;

/** Tokens of a set of questions. */
export interface TokenFigures {
  questions: number;
  medianTotal: number;
  meanIn: number;
  meanOut: number;
}

/** A run's cost figures. */
export interface CostFigures {
  meta: RunMeta;
  questions: number;
  correct: number;
  /** Questions that paid for their own program (no cache, a miss, or a stale cached program). */
  compiled: TokenFigures;
  /** Questions a cached program answered. */
  reused: TokenFigures;
  /** Every token of the run over its question count. */
  amortized: number;
  /** Questions whose loop saw an execution error (not a time-out), over all questions. */
  execErrorRate: number;
  timeoutRate: number;
  /** Median wall time minus model time, questions on graphs of at most 100 nodes. */
  medianOverheadMs: number | undefined;
  /** Two-graph questions: how many were answered by a program that matched the pattern. */
  twoGraph: { questions: number; matched: number; declined: number; other: number };
  /** Where the token counts came from. */
  counted: 'reported' | 'recounted';
}

/** A run directory's questions, with each one's solution (from its trace) when there is one. */
interface RunQuestions {
  meta: RunMeta;
  results: BenchResult[];
  solutions: Map<string, Solution>;
}

async function readRun(dir: string): Promise<RunQuestions> {
  const meta = await readRunMeta(dir);
  const { results } = await readResults(join(dir, RUN_FILES.results));
  return { meta, results, solutions: await readSolutions(dir, results) };
}

/** Reads a run directory and computes its figures; `count` recounts tokens from the traces. */
export async function costFigures(dir: string, count?: TokenCounter): Promise<CostFigures> {
  return figuresOf(await readRun(dir), count);
}

/**
 * The figures of several runs taken as one (e.g. a GraphInstruct run and a GTools run making one
 * mix); the first run's meta stands for them. Question ids are prefixed by their run's position.
 */
export async function combinedCostFigures(dirs: string[], count?: TokenCounter): Promise<CostFigures> {
  const runs = await Promise.all(dirs.map(readRun));
  const results = runs.flatMap((r, i) => r.results.map((q) => ({ ...q, id: `${i}:${q.id}` })));
  const solutions = new Map(
    runs.flatMap((r, i) => [...r.solutions].map(([id, s]) => [`${i}:${id}`, s] as const)),
  );
  return figuresOf({ meta: runs[0]!.meta, results, solutions }, count);
}

function figuresOf({ meta, results, solutions }: RunQuestions, count?: TokenCounter): CostFigures {
  const tokens = (r: BenchResult) => {
    const s = solutions.get(r.id);
    if (!count || !s) return { in: r.tokensIn, out: r.tokensOut };
    return recount(s, count);
  };
  const reusedIds = new Set(results.filter((r) => r.details?.cache === 'hit').map((r) => r.id));
  const per = results.map((r) => ({ r, t: tokens(r) }));
  const total = per.reduce((a, p) => a + p.t.in + p.t.out, 0);
  const small = results.filter((r) => r.nodes <= 100).map(overheadOf);
  return {
    meta,
    questions: results.length,
    correct: results.filter((r) => r.correct).length,
    compiled: figures(per.filter((p) => !reusedIds.has(p.r.id)).map((p) => p.t)),
    reused: figures(per.filter((p) => reusedIds.has(p.r.id)).map((p) => p.t)),
    amortized: results.length > 0 ? total / results.length : 0,
    execErrorRate: share(results, (r) => r.loopExecError),
    timeoutRate: share(results, (r) => r.loopTimeout),
    medianOverheadMs: small.length > 0 ? median(small) : undefined,
    twoGraph: twoGraphOutcomes(results, solutions),
    counted: count ? 'recounted' : 'reported',
  };
}

async function readSolutions(dir: string, results: BenchResult[]): Promise<Map<string, Solution>> {
  const out = new Map<string, Solution>();
  const have = new Set(await readdir(join(dir, 'traces')).catch(() => [] as string[]));
  for (const r of results) {
    const file = r.trace.split('/').pop() ?? '';
    if (!have.has(file)) continue;
    const json = JSON.parse(await readFile(join(dir, r.trace), 'utf8')) as { solution: Solution | null };
    if (json.solution) out.set(r.id, json.solution);
  }
  return out;
}

/** Every LLM step's messages and reply, recounted. */
function recount(s: Solution, count: TokenCounter): { in: number; out: number } {
  let input = 0;
  let output = 0;
  for (const step of s.trace) {
    if (step.kind !== 'llm') continue;
    input += step.messages.reduce((a, m) => a + count(m.content), 0);
    output += count(step.response);
  }
  return { in: input, out: output };
}

function figures(ts: { in: number; out: number }[]): TokenFigures {
  const n = ts.length;
  if (n === 0) return { questions: 0, medianTotal: 0, meanIn: 0, meanOut: 0 };
  return {
    questions: n,
    medianTotal: median(ts.map((t) => t.in + t.out)),
    meanIn: mean(ts.map((t) => t.in)),
    meanOut: mean(ts.map((t) => t.out)),
  };
}

/**
 * Two-graph questions: `matched` when a program answered (its run saw both graphs, or in Cypher
 * matched G_prime's pattern with at least one relationship per G_prime edge), `declined` when the
 * model said the engine cannot compute it, `other` for fallbacks and failures.
 */
function twoGraphOutcomes(results: BenchResult[], solutions: Map<string, Solution>): CostFigures['twoGraph'] {
  const out = { questions: 0, matched: 0, declined: 0, other: 0 };
  for (const r of results) {
    const s = solutions.get(r.id);
    const primeEdges = s ? graphPrimeEdges(s) : undefined;
    if (primeEdges === undefined) continue;
    out.questions++;
    if (s!.error?.code === 'unsupported') out.declined++;
    else if (s!.outcome === 'answered' && s!.program && matchesPattern(s!.program, primeEdges)) out.matched++;
    else out.other++;
  }
  return out;
}

/** G_prime's edge count from the input note (`+ G_prime (3 nodes, 2 edges)`), if the task had one. */
function graphPrimeEdges(s: Solution): number | undefined {
  const note = s.trace.find((t) => t.kind === 'note' && t.name === 'input');
  const m = note?.kind === 'note' ? /G_prime \(\d+ nodes, (\d+) edges\)/.exec(note.text) : null;
  return m ? Number(m[1]) : undefined;
}

function matchesPattern(program: { language: string; code: string }, edges: number): boolean {
  if (program.language !== 'cypher') return /\bG_prime\b/.test(program.code);
  // Relationship patterns between node patterns: `)-[…]->(`, `)-->(`, `)<-[…]-(`, `)--(`.
  const relationships = program.code.match(/\)\s*<?-(?:\[[^\]]*\])?-?>?\s*\(/g)?.length ?? 0;
  return /\bMATCH\b/i.test(program.code) && relationships >= edges;
}

/** The efficiency targets (issue "Efficiency", parts 1–3). */
export const COST_TARGETS = { singleMedian: 600, amortized: 50, execErrorRate: 0.05, overheadMs: 50 };

const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
const n = (x: number) => x.toFixed(0);

/** The figures of one run as lines, with each target that applies to it and whether it is met. */
export function costReport(dir: string, f: CostFigures): string[] {
  const s = f.meta.settings;
  const cache = String(s.cache ?? 'off');
  const lines = [
    `== ${dir}`,
    `   ${f.meta.method} (${String(s.pipeline ?? 'lean')} pipeline, ${String(s.language ?? 'js')}, cache ${cache}, phrase ${String(s.phrase ?? true)}) · model ${f.meta.model} · ${f.meta.dataset} · run ${f.meta.startedAt.slice(0, 10)}`,
    `   tokens ${f.counted === 'recounted' ? 'recounted with o200k_base' : 'as reported by the model'}`,
    `   accuracy ${((100 * f.correct) / Math.max(1, f.questions)).toFixed(1)}% (${f.correct}/${f.questions})`,
    `   compiled questions: ${f.compiled.questions}, median ${n(f.compiled.medianTotal)} tokens (mean ${n(f.compiled.meanIn)} in / ${n(f.compiled.meanOut)} out)`,
    `   reused questions:   ${f.reused.questions}, median ${n(f.reused.medianTotal)} tokens (mean ${n(f.reused.meanIn)} in / ${n(f.reused.meanOut)} out)`,
    `   amortized: ${f.amortized.toFixed(1)} tokens per question over ${f.questions} questions`,
    `   execution errors ${(100 * f.execErrorRate).toFixed(1)}%, time-outs ${(100 * f.timeoutRate).toFixed(1)}% of questions`,
  ];
  if (f.medianOverheadMs !== undefined)
    lines.push(`   median pipeline overhead (graphs ≤ 100 nodes): ${f.medianOverheadMs.toFixed(1)} ms`);
  if (f.twoGraph.questions > 0) {
    const t = f.twoGraph;
    lines.push(
      `   two-graph questions: ${t.questions}, answered by a real match ${t.matched}, declined ${t.declined}, other ${t.other}`,
    );
  }
  lines.push(...targets(f, cache));
  return lines;
}

function targets(f: CostFigures, cache: string): string[] {
  const out: string[] = [];
  const language = String(f.meta.settings.language ?? 'js');
  // The token targets are the JavaScript pipeline's.
  if (language === 'js' && cache === 'off' && f.compiled.questions > 0)
    out.push(
      `   target single question ≤ ${COST_TARGETS.singleMedian}: ${n(f.compiled.medianTotal)} → ${met(f.compiled.medianTotal <= COST_TARGETS.singleMedian)}`,
    );
  if (language === 'js' && cache !== 'off')
    out.push(
      `   target amortized ≤ ${COST_TARGETS.amortized}: ${f.amortized.toFixed(1)} → ${met(f.amortized <= COST_TARGETS.amortized)}`,
    );
  if (language === 'cypher') {
    out.push(
      `   target execution errors ≤ 5%: ${(100 * f.execErrorRate).toFixed(1)}% → ${met(f.execErrorRate <= COST_TARGETS.execErrorRate)}`,
    );
    if (f.twoGraph.questions > 0) {
      const all = f.twoGraph.matched + f.twoGraph.declined === f.twoGraph.questions;
      out.push(`   target every two-graph answer from a real match: ${met(all)}`);
    }
    if (f.medianOverheadMs !== undefined)
      out.push(
        `   target overhead ≤ ${COST_TARGETS.overheadMs} ms: ${f.medianOverheadMs.toFixed(1)} ms → ${met(f.medianOverheadMs <= COST_TARGETS.overheadMs)}`,
      );
  }
  return out;
}
