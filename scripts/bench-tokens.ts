/**
 * `npm run bench:tokens -- <run dir>...`: GRRAF's cost figures from bench run directories (a live
 * run, or a replay of a committed cassette with `--cassette-mode replay --out DIR`), against the
 * efficiency targets: median tokens (in + out) per single question ≤ 600 (a run with --no-cache:
 * every question compiles its own program), amortized tokens per question ≤ 50 (a run with the
 * program cache on), execution-error rate ≤ 5% and every two-graph answer from a real match (Cypher
 * runs), pipeline overhead ≤ 50 ms per question on graphs of ≤ 100 nodes.
 *
 * Token counts are those the model reported (the llm-bridge counts with GPT-4o's tokenizer,
 * o200k_base); `--recount` recounts every prompt and reply in the traces with o200k_base
 * (gpt-tokenizer), which is what to use for the reference-code test double's runs (its own counts
 * are word counts). A recount leaves out the few tokens of chat formatting per message.
 */
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { type CostFigures, costFigures } from '../src/bench/run/cost-figures.js';

const TARGETS = { singleMedian: 600, amortized: 50, execErrorRate: 0.05, overheadMs: 50 };

const args = process.argv.slice(2);
const recount = args.includes('--recount');
const dirs = args.filter((a) => !a.startsWith('--'));
if (dirs.length === 0) {
  console.error('usage: npm run bench:tokens -- [--recount] <run dir>...');
  process.exit(2);
}

const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
const n = (x: number) => x.toFixed(0);

/** The figures of one run, as lines. */
export function report(dir: string, f: CostFigures): string[] {
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
  if (cache === 'off' && f.compiled.questions > 0)
    out.push(
      `   target single question ≤ ${TARGETS.singleMedian}: ${n(f.compiled.medianTotal)} → ${met(f.compiled.medianTotal <= TARGETS.singleMedian)}`,
    );
  if (cache !== 'off')
    out.push(
      `   target amortized ≤ ${TARGETS.amortized}: ${f.amortized.toFixed(1)} → ${met(f.amortized <= TARGETS.amortized)}`,
    );
  if (f.meta.settings.language === 'cypher') {
    out.push(
      `   target execution errors ≤ 5%: ${(100 * f.execErrorRate).toFixed(1)}% → ${met(f.execErrorRate <= TARGETS.execErrorRate)}`,
    );
    if (f.twoGraph.questions > 0) {
      const all = f.twoGraph.matched + f.twoGraph.declined === f.twoGraph.questions;
      out.push(`   target every two-graph answer from a real match: ${met(all)}`);
    }
    if (f.medianOverheadMs !== undefined)
      out.push(
        `   target overhead ≤ ${TARGETS.overheadMs} ms: ${f.medianOverheadMs.toFixed(1)} ms → ${met(f.medianOverheadMs <= TARGETS.overheadMs)}`,
      );
  }
  return out;
}

const count = recount ? (text: string) => encode(text).length : undefined;
for (const dir of dirs) console.log(report(dir, await costFigures(dir, count)).join('\n'));
