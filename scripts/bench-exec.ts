/**
 * `npm run bench:exec`: executor overhead and algorithm speed.
 *
 * 1. Per-execution overhead, cold (a new executor's first run) and warm (median of later runs),
 *    for the JavaScript, Python and Cypher (embedded store) executors, on a 10-node graph.
 * 2. Dijkstra (single-source distances), maximum flow and connected components on seeded random
 *    directed weighted graphs of 10k nodes / 100k edges and 100k / 1M, in the JS sandbox (the
 *    algorithm library) and in NetworkX, timed inside each program (graph building excluded and
 *    reported apart), printed with the JS/NX ratio. Answers are cross-checked.
 *
 * 3. The sandbox at scale (exec developer's section): getting a 1M-edge G into the JavaScript
 *    sandbox, first and repeated runs in one executor at the default limits (1 GB), with CPU time
 *    and host memory; and GRRAF's pipeline overhead per question at ~1M edges with the
 *    reference-code TEST DOUBLE (scaling set at 500k nodes), against the targets (≤ 3 s per
 *    question; no memory failure on repeated runs).
 *
 * Usage: npm run bench:exec [-- --sizes 10000x100000,100000x1000000] [-- --nx-timeout 600]
 *        [-- --sections overhead,scale,pipeline,algorithms] [-- --scale 100000x1000000]
 *        [-- --pipeline-nodes 500000] [-- --pipeline-questions 3]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { mulberry32 } from '../src/bench/datasets/generate/random.js';
import { REFERENCE_MODEL_ID, runBenchSession } from '../src/bench/index.js';
import { CypherExecutor } from '../src/exec/cypher/cypher-executor.js';
import type { ExecResult, Executor } from '../src/exec/executor.js';
import { JsExecutor } from '../src/exec/js/js-executor.js';
import { findPython } from '../src/exec/python/interpreter.js';
import { PythonExecutor } from '../src/exec/python/python-executor.js';
import { sandboxStatus } from '../src/exec/python/sandbox.js';
import type { GraphData } from '../src/graph/model.js';
import { EmbeddedStore } from '../src/graph/stores/embedded/embedded-store.js';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000x100000,100000x1000000' },
    'nx-timeout': { type: 'string', default: '600' },
    'warm-runs': { type: 'string', default: '30' },
    sections: { type: 'string', default: 'overhead,scale,pipeline,algorithms' },
    scale: { type: 'string', default: '100000x1000000' },
    'pipeline-nodes': { type: 'string', default: '500000' },
    'pipeline-questions': { type: 'string', default: '3' },
  },
});

/** A seeded random directed graph: n nodes, m distinct edges (no self-loops), weights 1..10. */
function randomGraph(n: number, m: number, seed: number): GraphData {
  const rng = mulberry32(seed);
  const seen = new Set<number>();
  const edges: GraphData['edges'] = [];
  while (edges.length < m) {
    const u = Math.floor(rng() * n);
    const v = Math.floor(rng() * n);
    if (u === v || seen.has(u * n + v)) continue;
    seen.add(u * n + v);
    edges.push({ source: u, target: v, properties: {}, weight: 1 + Math.floor(rng() * 10) });
  }
  const nodes = Array.from({ length: n }, (_, id) => ({ id, labels: [], properties: {} }));
  return { directed: true, nodes, edges };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (ms: number | undefined): string =>
  ms === undefined ? '—' : ms < 10 ? ms.toFixed(2) : ms.toFixed(0);

function must(r: ExecResult, what: string): unknown {
  if (!r.ok) throw new Error(`${what}: ${r.error?.kind}: ${r.error?.message}`);
  return r.answer;
}

async function overhead(
  name: string,
  make: () => Executor,
  code: string,
  input: Parameters<Executor['run']>[1],
) {
  const warmRuns = Number(args['warm-runs']);
  const ex = make();
  const t0 = performance.now();
  must(await ex.run(code, input), `${name} cold`);
  const cold = performance.now() - t0;
  const warm: number[] = [];
  const runs = name === 'python' ? Math.min(10, warmRuns) : warmRuns;
  for (let i = 0; i < runs; i++) {
    // Python keeps one runner started ahead, JavaScript one sandbox (a fresh isolate per run);
    // give them the pause an LLM turn would give them.
    if (name === 'python') await new Promise((r) => setTimeout(r, 1000));
    if (name === 'js') await new Promise((r) => setTimeout(r, 100));
    const t = performance.now();
    must(await ex.run(code, input), `${name} warm`);
    warm.push(performance.now() - t);
  }
  await ex.close();
  console.log(
    `${name.padEnd(8)} cold ${fmt(cold).padStart(7)} ms   warm median ${fmt(median(warm)).padStart(6)} ms  (${runs} runs)`,
  );
}

async function overheads(): Promise<void> {
  console.log('\n## Per-execution overhead (10-node graph, trivial program)\n');
  const G = randomGraph(10, 20, 1);
  await overhead('js', () => new JsExecutor(), 'answer = G.order', { graphs: { G } });
  await backToBack(G);
  const sandbox = sandboxStatus();
  const py = findPython(undefined, sandbox.ok ? sandbox.bwrap : undefined);
  console.log(
    `(python: ${py.executable}, Python ${py.pythonVersion}, NetworkX ${py.networkxVersion}; ` +
      `${sandbox.ok ? `sandbox ${sandbox.bwrap}` : `NO sandbox: ${sandbox.reason}`})`,
  );
  await overhead('python', () => new PythonExecutor(), 'answer = G.number_of_nodes()', { graphs: { G } });
  const dir = mkdtempSync(join(tmpdir(), 'grraf-bench-exec-'));
  try {
    const store = await EmbeddedStore.open(join(dir, 'store'));
    await store.load(G);
    await overhead('cypher', () => new CypherExecutor(), 'MATCH (n) RETURN count(n) AS n', {
      graphs: {},
      store,
    });
    await store.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Task {
  name: string;
  js: (t: number) => string;
  py: (t: number) => string;
}

// Each program times only the algorithm; `check` is a number both sides must agree on.
const TASKS: Task[] = [
  {
    name: 'dijkstra',
    js: () =>
      'const t0 = Date.now(); const d = singleSourceShortestPathLength(G, "0");\n' +
      'let s = 0; for (const k in d) s += d[k];\nanswer = { ms: Date.now() - t0, check: s }',
    py: () =>
      'import time\nt0 = time.perf_counter()\nd = nx.single_source_dijkstra_path_length(G, 0)\n' +
      'answer = {"ms": (time.perf_counter() - t0) * 1000, "check": sum(d.values())}',
  },
  {
    name: 'max flow',
    js: (t) =>
      `const t0 = Date.now(); const v = maximumFlowValue(G, "0", "${t}");\nanswer = { ms: Date.now() - t0, check: v }`,
    py: (t) =>
      'import time\nt0 = time.perf_counter()\n' +
      `v = nx.maximum_flow_value(G, 0, ${t}, capacity="weight")\n` +
      'answer = {"ms": (time.perf_counter() - t0) * 1000, "check": v}',
  },
  {
    name: 'components',
    js: () =>
      'const t0 = Date.now(); const c = connectedComponents(G);\nanswer = { ms: Date.now() - t0, check: c.length }',
    py: () =>
      'import time\nt0 = time.perf_counter()\nc = nx.number_weakly_connected_components(G)\n' +
      'answer = {"ms": (time.perf_counter() - t0) * 1000, "check": c}',
  },
];

async function algorithms(n: number, m: number): Promise<void> {
  console.log(
    `\n## ${n.toLocaleString('en')} nodes / ${m.toLocaleString('en')} edges (directed, weights 1..10)\n`,
  );
  const G = randomGraph(n, m, n + m);
  const graphs = { G };
  const js = new JsExecutor({ limits: { memoryMb: 4096, timeMs: 600_000 } });
  const py = new PythonExecutor({ limits: { memoryMb: 16_384, timeMs: Number(args['nx-timeout']) * 1000 } });
  const jsBuild = await js.run('answer = G.size', { graphs });
  must(jsBuild, 'js build');
  // Again: the transfer form is cached per GraphData object; only the graphology build repeats.
  const jsAgain = await js.run('answer = G.size', { graphs });
  must(jsAgain, 'js build again');
  const pyBuild = await py.run('answer = G.number_of_edges()', { graphs });
  must(pyBuild, 'python build');
  console.log(
    `graph in: JS run ${fmt(jsBuild.durationMs)} ms (copy + build; again ${fmt(jsAgain.durationMs)} ms), ` +
      `Python run ${fmt(pyBuild.durationMs)} ms (start + JSON + build)`,
  );
  console.log('task        JS ms     NX ms   JS/NX   agree');
  for (const task of TASKS) {
    const j = must(await js.run(task.js(n - 1), { graphs }), `js ${task.name}`) as {
      ms: number;
      check: number;
    };
    const r = await py.run(task.py(n - 1), { graphs });
    const p = r.ok ? (r.answer as { ms: number; check: number }) : undefined;
    const nx = p
      ? fmt(p.ms)
      : r.error?.kind === 'timeout'
        ? `>${args['nx-timeout']}s`
        : `error: ${r.error?.message}`;
    const ratio = p ? (j.ms / Math.max(p.ms, 0.001)).toFixed(3) : '—';
    const agree = p ? (Math.abs(j.check - p.check) < 1e-6 ? 'yes' : `NO (${j.check} vs ${p.check})`) : '—';
    console.log(
      `${task.name.padEnd(10)} ${fmt(j.ms).padStart(7)} ${nx.padStart(9)} ${ratio.padStart(7)}   ${agree}`,
    );
  }
  await js.close();
  await py.close();
}

// ---- The sandbox at scale (exec developer's section; algorithms() above is NX comparison) ----

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const rssMb = (): number => Math.round(process.memoryUsage().rss / 1e6);

/** JS runs back to back, with no pause for the next sandbox to be prepared. */
async function backToBack(G: GraphData): Promise<void> {
  const ex = new JsExecutor();
  must(await ex.run('answer = G.order', { graphs: { G } }), 'js');
  const ms: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    must(await ex.run('answer = G.order', { graphs: { G } }), 'js back to back');
    ms.push(performance.now() - t);
  }
  await ex.close();
  console.log(
    `js back to back (no pause: each run waits for its fresh isolate) median ${fmt(median(ms))} ms (20 runs)`,
  );
}

/** G of n nodes / m edges into one executor at the default limits, first and again. */
async function sandboxAtScale(n: number, m: number): Promise<void> {
  console.log(
    `\n## The JavaScript sandbox at ${n.toLocaleString('en')} nodes / ${m.toLocaleString('en')} edges\n`,
  );
  console.log(
    `load average at start: ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')} (2 cores here)`,
  );
  const G = randomGraph(n, m, n + m);
  const ex = new JsExecutor();
  const programs = [
    ['graph in only', 'answer = G.size'],
    ...Array.from({ length: 4 }, () => [
      'Dijkstra from "0"',
      'const d = singleSourceShortestPathLength(G, "0"); let s = 0; for (const k in d) s += d[k]; answer = s',
    ]),
  ];
  let failures = 0;
  console.log('run  program              wall ms   CPU ms   host RSS MB   outcome');
  for (const [i, [name, code]] of programs.entries()) {
    const c = cpuMs();
    const t = performance.now();
    const r = await ex.run(code!, { graphs: { G } });
    const wall = performance.now() - t;
    if (!r.ok) failures++;
    const outcome = r.ok ? 'ok' : `${r.error.kind}: ${r.error.message.slice(0, 60)}`;
    console.log(
      `${String(i + 1).padEnd(4)} ${name!.padEnd(20)} ${fmt(wall).padStart(7)} ${fmt(cpuMs() - c).padStart(8)} ${String(rssMb()).padStart(13)}   ${outcome}`,
    );
  }
  await ex.close();
  console.log(
    `target: no memory failure on repeated runs → ${failures === 0 ? 'met' : `NOT met (${failures} failed)`}`,
  );
}

/** GRRAF's overhead per question on the scaling set at `nodes` (≈ 2 edges per node), TEST DOUBLE. */
async function pipelineAtScale(nodes: number, questions: number): Promise<void> {
  console.log(
    `\n## Pipeline overhead per question, scaling set at ${nodes.toLocaleString('en')} nodes (${REFERENCE_MODEL_ID}: TEST DOUBLE — not an LLM; measures the pipeline)\n`,
  );
  console.log(
    `load average at start: ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')} (2 cores here)`,
  );
  const out = mkdtempSync(join(tmpdir(), 'grraf-bench-pipeline-'));
  try {
    const session = await runBenchSession({
      method: 'grraf',
      dataset: `scaling:sizes=${nodes},per-size=${questions}`,
      model: REFERENCE_MODEL_ID,
      out,
      quiet: true,
    });
    const overheads: number[] = [];
    console.log('question                 edges       overhead ms   in the sandbox ms   correct');
    for (const r of session.results) {
      const trace = JSON.parse(readFileSync(join(out, r.trace), 'utf8')) as {
        solution?: { trace?: { kind: string; ms: number }[] };
      };
      const execMs = (trace.solution?.trace ?? [])
        .filter((s) => s.kind === 'exec')
        .reduce((a, s) => a + s.ms, 0);
      const overhead = r.ms - r.modelMs;
      overheads.push(overhead);
      console.log(
        `${r.id.padEnd(24)} ${r.edges.toLocaleString('en').padStart(9)} ${fmt(overhead).padStart(13)} ${fmt(execMs).padStart(19)}   ${r.correct}`,
      );
    }
    const med = median(overheads);
    console.log(
      `median overhead ${fmt(med)} ms; process CPU per question ${fmt(cpuPerQuestion)} ms (truth computation included)`,
    );
    console.log(`target: ≤ 3,000 ms per question at ~1M edges → ${med <= 3000 ? 'met' : 'NOT met'}`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const sections = new Set(String(args.sections).split(','));
console.log(`# bench:exec — ${new Date().toISOString()} — node ${process.version}`);
if (sections.has('overhead')) await overheads();
if (sections.has('scale')) {
  const [n, m] = String(args.scale).split('x').map(Number);
  await sandboxAtScale(n!, m!);
}
if (sections.has('pipeline'))
  await pipelineAtScale(Number(args['pipeline-nodes']), Number(args['pipeline-questions']));
if (sections.has('algorithms')) {
  for (const size of String(args.sizes).split(',').filter(Boolean)) {
    const [n, m] = size.split('x').map(Number);
    await algorithms(n!, m!);
  }
}
