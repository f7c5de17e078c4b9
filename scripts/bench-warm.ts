/**
 * `npm run bench:warm`: what a question costs on a big graph that is already loaded (issue 30 §1).
 *
 * In-process `ask()` (GRRAF, lean, answer sentence off) on a seeded random graph written as an
 * edge list (default 100,000 nodes, 1,000,000 edges), with a scripted TEST DOUBLE of the model
 * (scriptedModel: it answers at once, no LLM), whose program is a one-line degree lookup: the
 * program's own work is well under a millisecond, so a question's wall time is its overhead. The
 * first question is also timed with a shortest path whose evidence grraf checks (the prompt asks
 * for evidence: a path answer's check reads the graph's edges).
 *
 * - first question: a fresh graph cache and executor, the graph given as data parsed before the
 *   timer (as `grraf serve` and `grraf mcp` hold a graph), and, for reference, as a file parsed in
 *   the question;
 * - later questions, back to back, on one graph cache, executor pool and program cache (what a
 *   server, the MCP server, the bench or a library user keeps), `G` kept ready for the next
 *   program (JsExecutor keepGraphs), against the same with `G` built only when a run asks for it
 *   (keepGraphs off), and against questions paced by a pause (a user's or a model's turn);
 * - memory: the process's RSS and heap after 10 and after 100 questions;
 * - the peer all of these wait on: building `G` in a fresh sandbox from the kept transfer form.
 *
 * Every figure is printed beside its peers from the same run, with the load average (a shared
 * 2-core machine: quote ratios and medians, and the load).
 *
 *   node --no-node-snapshot --import tsx scripts/bench-warm.ts [--nodes 100000] [--edges 1000000]
 *        [--questions 100] [--paced 10] [--pause-ms 3000] [--seed 7]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ask } from '../src/app/ask.js';
import { GraphCache } from '../src/app/graph-cache.js';
import { median } from '../src/bench/report/stats.js';
import { ExecutorPool } from '../src/exec/executor-pool.js';
import { loadIsolatedVm } from '../src/exec/js/isolated-vm.js';
import { JsExecutor } from '../src/exec/js/js-executor.js';
import { createSandbox } from '../src/exec/js/sandbox-instance.js';
import { TransferCache } from '../src/exec/js/transfer-cache.js';
import { readGraphFile } from '../src/graph/formats/index.js';
import { createLlmRuntime } from '../src/llm/llm-runtime.js';
import { scriptedModel } from '../src/llm/test-support/index.js';
import { memoryProgramCache } from '../src/methods/program-cache/index.js';
import type { ProgramCache } from '../src/methods/program-cache/program-cache.js';
import { mulberry32 } from '../src/util/mulberry32.js';

const { values: args } = parseArgs({
  options: {
    nodes: { type: 'string', default: '100000' },
    edges: { type: 'string', default: '1000000' },
    questions: { type: 'string', default: '100' },
    paced: { type: 'string', default: '10' },
    'pause-ms': { type: 'string', default: '3000' },
    seed: { type: 'string', default: '7' },
  },
});
const n = Number(args.nodes);
const m = Number(args.edges);
const questions = Number(args.questions);
const paced = Number(args.paced);
const pauseMs = Number(args['pause-ms']);
const seed = Number(args.seed);

/** Targets of issue 30 §1. */
const LATER_TARGET_MS = 200;
const FIRST_TARGET_MS = 1000;

const dir = mkdtempSync(join(tmpdir(), 'grraf-bench-warm-'));
const file = join(dir, 'graph.txt');
{
  const rng = mulberry32(seed);
  const lines: string[] = new Array(m);
  for (let i = 0; i < m; i++) lines[i] = `${Math.floor(rng() * n)} ${Math.floor(rng() * n)}`;
  writeFileSync(file, `${lines.join('\n')}\n`);
}

const F = '```';

/** A question the TEST DOUBLE answers: its text for a node, and the program it replies with. */
interface Kind {
  text: (node: number, other: number) => string;
  template: string;
  format: string;
  program: string;
}
const DEGREE: Kind = {
  text: (node) => `What is the degree of node ${node}?`,
  template: 'What is the degree of node {source}?',
  format: 'a number',
  program: 'answer = degree(G, String(params.source));',
};
/** A path answer with its evidence, which grraf checks against the graph (evidence/). */
const PATH: Kind = {
  text: (node, other) => `How many edges are on a shortest path from node ${node} to node ${other}?`,
  template: 'How many edges are on a shortest path from node {source} to node {target}?',
  format: 'a number',
  program: [
    'const p = shortestPath(G, String(params.source), String(params.target));',
    'answer = p.length - 1;',
    'evidence = { path: originalIds(G, p) };',
  ].join('\n'),
};

/** The TEST DOUBLE: one compile reply (QUESTION with placeholders, INPUTS with this question's nodes). */
function testDoubleRuntime(kind: Kind, node: number, other: number) {
  return createLlmRuntime({
    model: scriptedModel([
      {
        match: /program that answers the question for any graph/,
        text: `QUESTION: ${kind.template}\nANSWER FORMAT: ${kind.format}\nASSUMPTION: none\nINPUTS: source=${node}; target=${other}\n${F}js\n${kind.program}\n${F}`,
      },
    ]),
  });
}

const load = () => loadavg()[0]!.toFixed(1);
const fmt = (ms: number) => (ms < 10 ? ms.toFixed(1) : ms.toFixed(0));
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

interface Setup {
  executor?: ExecutorPool['executor'];
  graphCache?: GraphCache;
  programCache?: ProgramCache;
}

/** One question; its wall time (ms) and answer. */
async function question(i: number, graph: Parameters<typeof ask>[0]['graph'], setup: Setup, kind = DEGREE) {
  const node = (i * 7919) % n;
  const other = (node + 1) % n;
  const t0 = performance.now();
  const { solution } = await ask({
    question: kind.text(node, other),
    graph,
    runtime: testDoubleRuntime(kind, node, other),
    options: { phrase: false },
    ...setup,
  });
  const ms = performance.now() - t0;
  if (solution.outcome !== 'answered' || typeof solution.answer !== 'number')
    throw new Error(`question ${i}: ${solution.outcome} ${solution.error?.message ?? ''}`);
  if (kind === PATH && solution.evidence?.verified.length !== 2)
    throw new Error(`question ${i}: its path evidence was not checked: ${JSON.stringify(solution.evidence)}`);
  return ms;
}

console.log(
  `# bench:warm — ${n.toLocaleString('en')} nodes, ${m.toLocaleString('en')} edges (edge list), in-process ask(), model: scripted TEST DOUBLE (no LLM); program: one degree lookup\n`,
);
console.log(
  `load average at start: ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}\n`,
);

// First questions: nothing kept.
const firstData: number[] = [];
const firstFile: number[] = [];
const firstPath: number[] = [];
for (let r = 0; r < 2; r++) {
  const { graph } = await readGraphFile(file, { format: 'edgelist' });
  const pool = new ExecutorPool({ jsIsolates: 1 });
  firstData.push(
    await question(r, { data: graph }, { executor: pool.executor, graphCache: new GraphCache() }),
  );
  await pool.close();
  const { graph: again } = await readGraphFile(file, { format: 'edgelist' });
  const pathPool = new ExecutorPool({ jsIsolates: 1 });
  firstPath.push(
    await question(r, { data: again }, { executor: pathPool.executor, graphCache: new GraphCache() }, PATH),
  );
  await pathPool.close();
  const pool2 = new ExecutorPool({ jsIsolates: 1 });
  firstFile.push(
    await question(
      r,
      { file, format: 'edgelist' },
      { executor: pool2.executor, graphCache: new GraphCache() },
    ),
  );
  await pool2.close();
}
const first = median(firstData);
console.log(
  `first question, graph given as data (parsed before): ${firstData.map(fmt).join(', ')} ms (load ${load()})`,
);
console.log(`first question, graph given as a file: ${firstFile.map(fmt).join(', ')} ms (load ${load()})`);
console.log(
  `first question, graph given as data, a shortest path with its evidence checked: ${firstPath.map(fmt).join(', ')} ms (load ${load()})\n`,
);

/** Questions back to back (or paced) on one kept setup; wall times, and memory after 10 and after all. */
async function later(count: number, keepGraphs: boolean, pause: number) {
  const pool = new ExecutorPool({ jsIsolates: 1, create: () => new JsExecutor({ keepGraphs }) });
  const setup: Setup = {
    executor: pool.executor,
    graphCache: new GraphCache(),
    programCache: memoryProgramCache(),
  };
  const graph = { file, format: 'edgelist' as const };
  const times: number[] = [];
  const memory: { after: number; rss: number; heap: number }[] = [];
  try {
    for (let i = 0; i < count; i++) {
      if (i > 0 && pause > 0) await new Promise((r) => setTimeout(r, pause));
      times.push(await question(i, graph, setup));
      if (i + 1 === 10 || i + 1 === count) {
        const { rss, heapUsed } = process.memoryUsage();
        memory.push({ after: i + 1, rss, heap: heapUsed });
      }
    }
  } finally {
    await pool.close();
  }
  return { times, later: times.slice(1), memory, cache: setup.graphCache!.stats() };
}

/** Building G in a fresh sandbox from the transfer form (made before the timer): what a run waits for. */
async function buildTimes(times: number): Promise<number[]> {
  const ivm = await loadIsolatedVm();
  const { graph } = await readGraphFile(file, { format: 'edgelist' });
  const copy = new TransferCache().of(ivm, graph);
  const out: number[] = [];
  for (let i = 0; i < times; i++) {
    const sandbox = await createSandbox(ivm, 1024);
    const t0 = performance.now();
    await sandbox.hooks.setGraph.apply(undefined, ['G', copy.copyInto()]);
    out.push(performance.now() - t0);
    sandbox.dispose();
  }
  return out;
}
const builds = await buildTimes(3);
const buildLoad = load();
console.log(`G built in a fresh sandbox (peer): ${builds.map(fmt).join(', ')} ms (load ${buildLoad})\n`);

const kept = await later(questions, true, 0);
const keptLoad = load();
const rebuilt = await later(Math.min(questions, 10), false, 0);
const rebuiltLoad = load();
const pacedRun = paced > 1 ? await later(paced, true, pauseMs) : undefined;
const pacedLoad = load();

const keptMedian = median(kept.later);
const rows: [string, number[], string][] = [
  ['back to back, G kept ready', kept.later, keptLoad],
  ['back to back, G built per run (peer)', rebuilt.later, rebuiltLoad],
  ...(pacedRun
    ? [[`paced ${pauseMs} ms apart, G kept ready`, pacedRun.later, pacedLoad] as [string, number[], string]]
    : []),
];
const build = median(builds);
console.log('| later questions | n | median ms | p90 ms | ÷ first question | ÷ G build | load |');
console.log('|---|---|---|---|---|---|---|');
for (const [name, xs, l] of rows) {
  const sorted = [...xs].sort((a, b) => a - b);
  const p90 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))]!;
  const ratios = `${(median(xs) / first).toFixed(2)} | ${(median(xs) / build).toFixed(2)}`;
  console.log(`| ${name} | ${xs.length} | ${fmt(median(xs))} | ${fmt(p90)} | ${ratios} | ${l} |`);
}
const [at10, atEnd] = kept.memory;
console.log(
  `\nmemory (back to back, G kept): after ${at10?.after} questions RSS ${mb(at10?.rss ?? 0)}, heap ${mb(at10?.heap ?? 0)}; after ${atEnd?.after}: RSS ${mb(atEnd?.rss ?? 0)}, heap ${mb(atEnd?.heap ?? 0)}; graph cache ${JSON.stringify(kept.cache)}`,
);
const bounded =
  at10 !== undefined && atEnd !== undefined && atEnd.rss <= at10.rss * 1.25 && atEnd.heap <= at10.heap * 1.25;
const pacedMedian = pacedRun ? median(pacedRun.later) : Number.NaN;
console.log('\n| target | measured | |');
console.log('|---|---|---|');
console.log(
  `| ≤ ${LATER_TARGET_MS} ms overhead, 2nd and later questions, back to back (median) | ${fmt(keptMedian)} ms | ${met(keptMedian <= LATER_TARGET_MS)} |`,
);
if (pacedRun)
  console.log(
    `| ≤ ${LATER_TARGET_MS} ms overhead, 2nd and later questions, ${pauseMs} ms apart (median) | ${fmt(pacedMedian)} ms | ${met(pacedMedian <= LATER_TARGET_MS)} |`,
  );
console.log(
  `| ≤ ${FIRST_TARGET_MS} ms, first question (graph as data, median) | ${fmt(first)} ms | ${met(first <= FIRST_TARGET_MS)} |`,
);
const firstPathMedian = median(firstPath);
console.log(
  `| ≤ ${FIRST_TARGET_MS} ms, first question with path evidence (graph as data, median) | ${fmt(firstPathMedian)} ms | ${met(firstPathMedian <= FIRST_TARGET_MS)} |`,
);
console.log(
  `| bounded memory: RSS and heap after ${atEnd?.after} questions within 25% of after 10 | RSS ${mb(at10?.rss ?? 0)} → ${mb(atEnd?.rss ?? 0)}, heap ${mb(at10?.heap ?? 0)} → ${mb(atEnd?.heap ?? 0)} | ${met(bounded)} |`,
);
console.log(
  `\nload average at end: ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
rmSync(dir, { recursive: true, force: true });
