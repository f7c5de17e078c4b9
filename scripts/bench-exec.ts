/**
 * `npm run bench:exec`: executor overhead and algorithm speed.
 *
 * 1. Per-execution overhead, cold (a new executor's first run) and warm (median of later runs),
 *    for the JavaScript, Python and Cypher (embedded store) executors, on a 10-node graph.
 * 2. Every algorithm-library function against the NetworkX call that answers the same question
 *    (src/algorithms/test-support/library-tasks.ts) and, where igraph has one, the igraph call
 *    (test-support/igraph-tasks.ts), and likewise graph-tool's (test-support/graphtool-tasks.ts),
 *    on seeded graphs of each size (test-support/bench-graphs.ts).
 *    The library meets G as a program does: each cold call gets a fresh G built by the sandbox's
 *    own builder from the transfer form (exec/js/sandbox/graph-builder.ts; the build is not
 *    timed), so it pays whatever set-up its first call needs; warm is the same call again on that
 *    G. Per function: grraf ms cold and warm, NetworkX ms (NetworkX 3 from the project .venv),
 *    igraph ms (igraph from .venv-bench, scripts/python/bench-setup.mjs), graph-tool ms (graph-tool
 *    from the distribution's package under its /usr/bin/python3, one OpenMP thread; no column when
 *    it cannot be imported), graph building excluded on every side, the speed-ups peer ÷ grraf
 *    cold (≥ 1 = at least as fast) and whether the answers
 *    agree. The library runs in this process: the same code the sandbox bundles. Wall time by
 *    default (`--clock cpu`: the calling thread's, bounded by both clocks, see {@link timed}). A
 *    function called once that took under 5 ms is timed as the mean of 5 calls (each on a fresh
 *    G), on every side; a task whose calls take under 5 ms is timed in several rounds
 *    (`--rounds`, default 3) on every side, and the median round is reported. At 1,000 nodes the
 *    section also says which calls took over 1 ms: the fixed cost a call may have before its work.
 * 3. The sandbox at scale: getting a 1M-edge G into the JavaScript sandbox, first and repeated
 *    runs in one executor at the default limits (1 GB), with CPU time and host memory; and GRRAF's
 *    pipeline overhead per question at ~1M edges with the reference-code TEST DOUBLE (scaling set
 *    at 500k nodes), against the targets (≤ 3 s per question; no memory failure on repeated runs),
 *    with the CPU time of each question's solve (all threads), steadier than wall time on a
 *    shared machine.
 *
 * Usage: npm run bench:exec [-- --sizes 10000x100000,100000x1000000] [-- --nx-timeout 300]
 *        [-- --clock cpu|wall] [-- --sections overhead,scale,pipeline,library]
 *        [-- --scale 100000x1000000] [-- --pipeline-nodes 500000] [-- --pipeline-questions 3]
 *        [-- --functions shortestPath,hasPath] (library section: only these functions)
 *        [-- --rounds 3] (library section: rounds for tasks whose calls take under 5 ms)
 *        [-- --no-igraph] (library section: no igraph column)
 *        [-- --no-graph-tool] (library section: no graph-tool column)
 *        [-- --seed 0] (library section: another seed draws other graphs and arguments, to see
 *        how much a row owes to the ones drawn; 0 gives the graphs and arguments of every
 *        table in docs/benchmarks.md)
 */
import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { AnyGraph } from '../src/algorithms/common.js';
import {
  type BenchGraph,
  benchGraphs,
  sandboxGraph,
  toTransferForm,
  writeForNetworkx,
} from '../src/algorithms/test-support/bench-graphs.js';
import { GRAPHTOOL_SETUP, graphtoolCall } from '../src/algorithms/test-support/graphtool-tasks.js';
import { igraphCall } from '../src/algorithms/test-support/igraph-tasks.js';
import {
  DENSE_DIAMETER,
  type LibTask,
  libraryTasks,
  NOT_COMPARED,
  PY_HELPERS,
  PY_SETUP,
} from '../src/algorithms/test-support/library-tasks.js';
import { REFERENCE_MODEL_ID, runBenchSession } from '../src/bench/index.js';
import { median, overheadOf } from '../src/bench/report/stats.js';
import { CypherExecutor } from '../src/exec/cypher/cypher-executor.js';
import type { ExecResult, Executor } from '../src/exec/executor.js';
import type { TransferGraph } from '../src/exec/js/graph-transfer.js';
import { JsExecutor } from '../src/exec/js/js-executor.js';
import { findPython } from '../src/exec/python/interpreter.js';
import { PythonExecutor } from '../src/exec/python/python-executor.js';
import { sandboxStatus } from '../src/exec/python/sandbox.js';
import type { GraphData } from '../src/graph/model.js';
import { EmbeddedStore } from '../src/graph/stores/embedded/embedded-store.js';
import type { Method } from '../src/methods/method.js';
import { loadMethod } from '../src/methods/registry.js';
import { mulberry32 } from '../src/util/mulberry32.js';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100000x1000000' },
    'nx-timeout': { type: 'string', default: '300' },
    'warm-runs': { type: 'string', default: '30' },
    clock: { type: 'string', default: 'wall' },
    sections: { type: 'string', default: 'overhead,scale,pipeline,library' },
    scale: { type: 'string', default: '100000x1000000' },
    'pipeline-nodes': { type: 'string', default: '500000' },
    'pipeline-questions': { type: 'string', default: '3' },
    functions: { type: 'string', default: '' },
    rounds: { type: 'string', default: '3' },
    'no-igraph': { type: 'boolean', default: false },
    'no-graph-tool': { type: 'boolean', default: false },
    seed: { type: 'string', default: '0' },
    help: { type: 'boolean', default: false },
  },
});

if (args.help) {
  console.log(`npm run bench:exec -- [options]
  --sections LIST        overhead,scale,pipeline,library (default: all four)
  --sizes NxM,...        library section: graph sizes, nodes x edges (default 100000x1000000)
  --functions a,b        library section: only these library functions
  --rounds N             calls under 5 ms: median of N rounds (default 3)
  --nx-timeout S         seconds a NetworkX call may take before it is reported as > S (default 300)
  --no-igraph            leave igraph out
  --no-graph-tool        leave graph-tool out (used when /usr/bin/python3 or GRRAF_GRAPHTOOL_PYTHON imports it)
  --seed N               offset added to the library section's graph seeds (default 0: the documented tables')
  --clock wall|cpu       what the library section times (default wall)
  --warm-runs N          overhead section: warm runs per executor (default 30)
  --scale NxM            scale section: graph size (default 100000x1000000)
  --pipeline-nodes N     pipeline section: graph nodes (default 500000)
  --pipeline-questions N pipeline section: questions (default 3)`);
  process.exit(0);
}

/** `--seed`: an offset added to every seed of the library section (0: the documented tables'). */
const SEED_OFFSET = Number(args.seed);
if (!Number.isSafeInteger(SEED_OFFSET) || SEED_OFFSET < 0)
  throw new Error(`--seed: expected a whole number ≥ 0, got "${args.seed}"`);

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

// ── The algorithm library vs NetworkX ─────────────────────────────────────────────────────────

// NetworkX 3 from the project's .venv (`npm run setup:python`), as the Python executor runs it.
const NX_PYTHON = findPython().executable;
const PEER_SCRIPT = fileURLToPath(new URL('./python/bench-peer.py', import.meta.url));

/**
 * Milliseconds of the chosen clock spent in `f`, and its result. The 'cpu' clock is the calling
 * thread's CPU time, which Node 20 cannot read: both the process's CPU time and the wall time
 * bound it from above, so it takes the smaller. Process CPU time counts V8's helper threads (GC,
 * compilers) and can jump by a scheduler tick: right after a settle, a block of 0.02 ms wall read
 * 1.4-2.3 ms of CPU, more than a 0.03 ms call's whole cost. Wall time counts the time another
 * process held the core. The library runs on the calling thread only.
 */
function timed<T>(f: () => T): { ms: number; wallMs: number; value: T } {
  const c0 = process.cpuUsage();
  const w0 = performance.now();
  const value = f();
  const wallMs = performance.now() - w0;
  const c = process.cpuUsage(c0);
  const cpuMs = (c.user + c.system) / 1000;
  return { ms: args.clock === 'wall' ? wallMs : Math.min(cpuMs, wallMs), wallMs, value };
}

// A full GC before each task's timed calls, so garbage left by the previous task (a dropped
// million-edge index) is not collected on this task's clock. Not before every call: on a heap that
// holds a million-edge graph a full collection costs more than most calls, and with 1,000 argument
// tuples per task the bench ran for hours. (The Python side collects once per task too and, as
// timeit does, keeps its collector off while timing.)
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A full GC, then a pause until the process is idle: V8 sweeps the freed memory on helper threads
 * after the collection, and process CPU time counts those threads, so without the pause the sweep
 * of a dropped million-edge index was charged to the next sub-millisecond calls (hasPath read
 * 0.9 ms, then 7). A fixed 150 ms was not always enough: the pause's own timer could set off
 * optimizing compiles of Node's timer code (~7 ms on a compiler thread) and the tsx loader thread
 * collects its garbage when idle, so a single findCycle call read 5 ms of CPU in 1.7 ms of wall
 * time. So after the pause it waits, 10 ms at a time, until one wait costs under 0.2 ms of CPU.
 */
async function settle(): Promise<void> {
  collectGarbage();
  await sleep(150);
  for (let i = 0; i < 50; i++) {
    const before = process.cpuUsage();
    await sleep(10);
    const used = process.cpuUsage(before);
    if (used.user + used.system < 200) return;
  }
}

interface JsRun {
  cold: number;
  warm: number | undefined;
  checks: unknown[];
}

/**
 * Mean ms per argument tuple: cold, each call on a fresh G as a program meets it (built by the
 * sandbox's builder, then the build's garbage and the previous G collected and the process let
 * settle, none of it timed), and warm, the calls again on the last G (whatever the first call
 * memorized kept).
 */
async function timeJs(task: LibTask, t: TransferGraph, tuples: number[][]): Promise<JsRun> {
  const checks: unknown[] = [];
  let cold = 0;
  let G: AnyGraph | undefined;
  let prepared: unknown;
  for (const a of tuples) {
    G = sandboxGraph(t);
    prepared = task.prepare?.(G);
    // After the build: its garbage (and the previous G) is collected here, not on the call's clock.
    await settle();
    const fresh = G;
    const r = timed(() => task.js(fresh, a, prepared));
    cold += r.ms;
    checks.push((task.check as (r: unknown, G: AnyGraph) => unknown)(r.value, G));
  }
  if (cold > 20_000 || G === undefined) return { cold: cold / tuples.length, warm: undefined, checks };
  const last = G;
  let warm = 0;
  await settle();
  for (const a of tuples) {
    warm += timed(() => task.js(last, a, prepared)).ms;
  }
  return { cold: cold / tuples.length, warm: warm / tuples.length, checks };
}

/** Tasks whose calls take less than this are timed in ROUNDS rounds, on every side. */
const SHORT_MS = 5;
/** A single-call short task is timed over this many calls of it (each on a fresh G), on every side. */
const SHORT_REPEATS = 5;
const ROUNDS = Math.max(1, Number(args.rounds));

/** How a task is timed: the argument tuples of one round, and how many rounds. */
interface Timing {
  tuples: number[][];
  rounds: number;
}

/**
 * {@link timeJs} with the timing it ended with. A task whose calls took under SHORT_MS is timed
 * in ROUNDS rounds (a single call repeated SHORT_REPEATS times per round) and reports the
 * median round, cold and warm apart; the Python side then gets the same tuples and rounds.
 */
async function runJs(task: LibTask, t: TransferGraph, tuples: number[][]): Promise<JsRun & Timing> {
  const once = await timeJs(task, t, tuples);
  if (once.cold >= SHORT_MS) return { ...once, tuples, rounds: 1 };
  const single = tuples.length === 1;
  const timedTuples = single ? Array.from({ length: SHORT_REPEATS }, () => tuples[0]!) : tuples;
  // With several tuples the first timing was already a round of them; a single call is timed anew.
  const runs: JsRun[] = single ? [] : [once];
  while (runs.length < ROUNDS) runs.push(await timeJs(task, t, timedTuples));
  const warm = runs.map((r) => r.warm).filter((w): w is number => w !== undefined);
  return {
    cold: median(runs.map((r) => r.cold)),
    warm: warm.length === runs.length ? median(warm) : undefined,
    checks: runs[0]!.checks,
    tuples: timedTuples,
    rounds: ROUNDS,
  };
}

interface PeerRun {
  name: string;
  wall_ms?: number;
  cpu_ms?: number;
  checks?: unknown[];
  error?: string;
}

/** A Python peer: its interpreter, and the expression and check of a task (none: no column). */
interface Peer {
  name: 'networkx' | 'igraph' | 'graph-tool';
  python: string;
  call: (task: LibTask) => { expr: string; check: string; setup: string } | undefined;
  setup: string;
  /** Python run before each timed call, untimed: what makes the graph fresh, as a program meets it. */
  fresh: string;
}

const NETWORKX: Peer = {
  name: 'networkx',
  python: NX_PYTHON,
  call: (task) => ({ expr: task.py, check: task.pyCheck, setup: task.pySetup ?? '' }),
  setup: `${PY_HELPERS}\n${PY_SETUP}`,
  fresh: '',
};

/**
 * The igraph peer, from the bench's own venv (scripts/python/bench-setup.mjs makes it on first
 * use); undefined, with the reason printed, when it cannot be had or `--no-igraph`.
 */
function igraphPeer(): Peer | undefined {
  if (args['no-igraph']) return undefined;
  const setup = spawnSync(
    process.execPath,
    [fileURLToPath(new URL('./python/bench-setup.mjs', import.meta.url))],
    {
      encoding: 'utf8',
    },
  );
  if (setup.status !== 0) {
    console.log(`(no igraph column: ${setup.stderr.trim()})`);
    return undefined;
  }
  const lines = setup.stdout.trim().split('\n');
  console.log(`igraph: ${lines[0]?.replace(/^bench-setup: /, '')}`);
  return {
    name: 'igraph',
    python: lines.at(-1)!,
    call: (task) => {
      const c = igraphCall(task);
      return c && { expr: c.expr, check: c.check ?? task.pyCheck, setup: '' };
    },
    setup: '',
    // igraph caches properties it computed (acyclic, a DAG, simple…) in the graph: a second call
    // would read the first one's answer.
    fresh: "getattr(G, '__invalidate_cache')()",
  };
}

/**
 * The interpreter graph-tool is installed under: it is not on PyPI, and Debian's
 * `python3-graph-tool` installs into the system's /usr/bin/python3, not the pyenv python3 on PATH
 * nor the venvs. GRRAF_GRAPHTOOL_PYTHON names another (a conda environment's, say).
 */
const GRAPHTOOL_PYTHON = process.env.GRRAF_GRAPHTOOL_PYTHON ?? '/usr/bin/python3';

/**
 * The graph-tool peer; undefined, with one line saying why and how to get it, when its
 * interpreter cannot import graph_tool, or `--no-graph-tool`.
 */
function graphtoolPeer(): Peer | undefined {
  if (args['no-graph-tool']) return undefined;
  // Its drawing modules warn on import when cairo or matplotlib is missing; the bench draws nothing.
  const probe = spawnSync(
    GRAPHTOOL_PYTHON,
    ['-W', 'ignore::RuntimeWarning', '-c', 'import graph_tool; print(graph_tool.__version__)'],
    { encoding: 'utf8' },
  );
  if (probe.status !== 0) {
    const why = probe.error?.message ?? probe.stderr.trim().split('\n').pop();
    console.log(
      `(no graph-tool column: ${GRAPHTOOL_PYTHON} cannot import graph_tool (${why}); it is not on PyPI: on Debian/Ubuntu \`apt-get install python3-graph-tool\`, or set GRRAF_GRAPHTOOL_PYTHON to a Python that has it)`,
    );
    return undefined;
  }
  const version = probe.stdout.trim().split(' ')[0];
  console.log(`graph-tool ${version}: ${GRAPHTOOL_PYTHON}, OpenMP pinned to 1 thread (grraf runs on one)`);
  return {
    name: 'graph-tool',
    python: GRAPHTOOL_PYTHON,
    call: (task) => {
      const c = graphtoolCall(task);
      return c && { expr: c.expr, check: c.check ?? task.pyCheck, setup: c.setup ?? '' };
    },
    setup: GRAPHTOOL_SETUP,
    // graph-tool keeps nothing it computed in the graph: each call returns new property maps.
    fresh: '',
  };
}

/** Seconds a peer gets past its own time limit before the bench kills it. */
const PEER_KILL_GRACE_S = 30;

/**
 * A Python peer holding one bench graph (scripts/python/bench-peer.py), answering one task at a
 * time: the bench times each task on grraf, NetworkX, igraph and graph-tool in turn, so a change in
 * the machine's load meets every side instead of one side's whole table.
 */
class PeerProcess {
  private readonly lines: AsyncIterator<string>;
  /** Killed past its time limit: the next task needs a new one (see {@link run}). */
  killed = false;

  private constructor(
    readonly peer: Peer,
    private readonly child: ChildProcessWithoutNullStreams,
  ) {
    this.lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  }

  /** Starts the peer on `g` (written to `file`) and waits until its graph is built. */
  static async start(peer: Peer, g: BenchGraph, file: string): Promise<PeerProcess> {
    const child = spawn(peer.python, [PEER_SCRIPT], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    const p = new PeerProcess(peer, child);
    child.stdin.write(
      `${JSON.stringify({ peer: peer.name, graph: writeForNetworkx(g, file), setup: peer.setup, fresh: peer.fresh })}\n`,
    );
    const ready = await p.lines.next();
    if (ready.done) throw new Error(`bench-peer.py (${peer.name}) failed: ${stderr}`);
    return p;
  }

  /** One task's timing, or undefined when the peer has no such call. */
  async run(task: LibTask, timing: Timing): Promise<PeerRun | undefined> {
    const call = this.peer.call(task);
    if (call === undefined) return undefined;
    const timeout = Number(args['nx-timeout']);
    this.child.stdin.write(
      `${JSON.stringify({ name: task.fn, expr: call.expr, check: call.check, args: timing.tuples, rounds: timing.rounds, timeout, setup: call.setup })}\n`,
    );
    // The peer's own SIGALRM cannot stop a call that stays in C++ (Python runs its handler only
    // between bytecodes; graph-tool's isomorphism at 100k nodes ran on for minutes past it), so
    // past the limit and a grace the peer is killed and the task counts as timed out.
    const limitMs = (timeout * timing.rounds + PEER_KILL_GRACE_S) * 1000;
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<'expired'>((resolve) => {
      timer = setTimeout(() => resolve('expired'), limitMs);
    });
    const line = await Promise.race([this.lines.next(), expired]);
    clearTimeout(timer);
    if (line === 'expired') {
      this.killed = true;
      this.child.kill('SIGKILL');
      return { name: task.fn, error: 'timeout' };
    }
    if (line.done) throw new Error(`bench-peer.py (${this.peer.name}) ended during ${task.fn}`);
    return JSON.parse(line.value) as PeerRun;
  }

  close(): void {
    this.child.stdin.end();
  }
}

/** Same check values (numbers within 1e-6 relative). */
function agreeWith(a: unknown[], b: unknown[] | undefined): boolean {
  if (b === undefined || a.length !== b.length) return false;
  return a.every((x, i) => {
    const y = b[i];
    if (typeof x === 'number' && typeof y === 'number')
      return Math.abs(x - y) <= 1e-6 * Math.max(1, Math.abs(y));
    return JSON.stringify(x) === JSON.stringify(y);
  });
}

const speed = (peer: number | undefined, js: number | undefined) =>
  peer === undefined || js === undefined
    ? '—'
    : `${(peer / Math.max(js, 0.001)).toFixed(peer / js >= 10 ? 0 : 2)}×`;

/** A peer's ms as printed, and its figure for the speed-up (a timeout counts as its limit). */
function peerCells(js: JsRun, run: PeerRun | undefined): { ms: string; speed: string; agree: string } {
  if (run === undefined) return { ms: '—', speed: '—', agree: '' };
  const ms = args.clock === 'wall' ? run.wall_ms : run.cpu_ms;
  if (run.error === 'timeout') {
    const limit = Number(args['nx-timeout']) * 1000;
    return { ms: `>${args['nx-timeout']} s`, speed: `>${speed(limit, js.cold)}`, agree: '' };
  }
  if (run.error) return { ms: `error: ${run.error}`, speed: '—', agree: '' };
  const agree = agreeWith(js.checks, run.checks)
    ? ''
    : `NO: ${JSON.stringify(js.checks.slice(0, 3))} vs ${JSON.stringify(run.checks?.slice(0, 3))}`;
  return { ms: fmt(ms), speed: speed(ms, js.cold), agree };
}

/**
 * A peer's columns in the library table: NetworkX and igraph always (igraph's '—' when it is left
 * out), graph-tool only when it can be run.
 */
interface Column {
  title: string;
  peer: Peer | undefined;
}

/** One table row: function, graph, grraf cold/warm, each peer's ms, speed-ups (cold), agreement. */
function row(task: LibTask, js: JsRun, columns: Column[], runs: (PeerRun | undefined)[]): string {
  const name = `${task.fn}${task.label ? ` (${task.label})` : ''}${task.composed ? ' †' : ''}`;
  const cells = runs.map((run) => peerCells(js, run));
  const disagree = cells.flatMap((c, i) => (c.agree ? [`${columns[i]!.title} ${c.agree}`] : []));
  const answered = runs.some((r) => r !== undefined && !r.error);
  const ok = !answered ? '—' : disagree.length ? disagree.join('; ') : 'yes';
  const ms = cells.map((c) => c.ms).join(' | ');
  const speeds = cells.map((c) => c.speed).join(' | ');
  return `| ${name} | ${task.graph} | ${fmt(js.cold)} | ${fmt(js.warm)} | ${ms} | ${speeds} | ${ok} |`;
}

/** A number from a name (FNV-1a). */
function seedOf(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * Runs every task on small graphs, cold and warm and with a few argument tuples each, so the
 * timed calls measure the algorithms, not V8 compiling them: process CPU time counts the
 * compiler's threads, and a single-call task that set off an optimizing compile read 2–10× its
 * time.
 */
function warmUp(tasks: LibTask[]): void {
  for (const g of benchGraphs(1_000, 10_000, 99)) {
    const t = toTransferForm(g);
    for (const task of tasks.filter((t) => t.graph === g.name)) {
      const tuples = task.args(g, mulberry32(1)).slice(0, 5);
      for (let round = 0; round < 6; round++) {
        // Fresh graphs (the seeded first-call paths) and kept ones (the index), as the timing meets them.
        const G = sandboxGraph(t);
        const prepared = task.prepare?.(G);
        for (const a of tuples) task.js(G, a, prepared);
      }
    }
  }
}

/** Calls at 1,000 nodes above this are a fixed cost (issue 30 §4's target: ≤ 1 ms before the work starts). */
const FIXED_COST_MS = 1;

async function library(n: number, m: number, columns: Column[]): Promise<void> {
  const graphs = benchGraphs(n, m, 1 + SEED_OFFSET);
  // --functions narrows the section to some functions (every variant of each), to time them alone.
  const only = new Set(String(args.functions).split(',').filter(Boolean));
  const every = libraryTasks();
  const unknown = [...only].filter((fn) => !every.some((t) => t.fn === fn));
  if (unknown.length > 0) throw new Error(`--functions: no library task for ${unknown.join(', ')}`);
  const all = every.filter((t) => only.size === 0 || only.has(t.fn));
  const tasks = all.filter((t) => (t.maxNodes ?? n) >= n);
  warmUp(tasks);
  console.log(
    `\n## Library vs ${columns.map((c) => c.title).join(', ')}: ${n.toLocaleString('en')} nodes, ~${m.toLocaleString('en')} edges (${args.clock} ms per call, G fresh from the sandbox's builder per cold call; calls under ${SHORT_MS} ms: median of ${ROUNDS} rounds${SEED_OFFSET === 0 ? '' : `; seed ${SEED_OFFSET}`})\n`,
  );
  console.log(`load average at start: ${loadText()} (2 cores here)`);
  for (const g of graphs) console.log(`- ${g.name}: ${g.about}, ${g.src.length.toLocaleString('en')} edges`);
  const titles = columns.map((c) => c.title);
  console.log(
    `\n| function | graph | grraf cold | grraf warm | ${titles.join(' | ')} | ${titles.map((t) => `${t} ÷ grraf`).join(' | ')} | agree |`,
  );
  console.log(`|---|---|---:|---:|${'---:|'.repeat(2 * columns.length)}---|`);
  const dir = mkdtempSync(join(tmpdir(), 'grraf-bench-lib-'));
  const fixed: string[] = [];
  try {
    for (const g of graphs) {
      const mine = tasks.filter((t) => t.graph === g.name);
      if (mine.length === 0) continue;
      const t = toTransferForm(g);
      const peers = await Promise.all(
        columns.map((c) => c.peer && PeerProcess.start(c.peer, g, join(dir, `${g.name}-${c.peer.name}`))),
      );
      try {
        for (const task of mine) {
          // Seeded by function name, so variants of one function (weighted, unweighted…) get the same pairs.
          const tuples = task.args(g, mulberry32(n + seedOf(task.fn) + SEED_OFFSET));
          const js = await runJs(task, t, tuples);
          const runs: (PeerRun | undefined)[] = [];
          for (const [i, p] of peers.entries()) {
            runs.push(await p?.run(task, js));
            // A peer killed past its time limit is started anew for the graph's later tasks.
            if (p?.killed)
              peers[i] = await PeerProcess.start(p.peer, g, join(dir, `${g.name}-${p.peer.name}`));
          }
          console.log(row(task, js, columns, runs));
          if (js.cold > FIXED_COST_MS)
            fixed.push(`${task.fn}${task.label ? ` (${task.label})` : ''} on ${g.name}: ${fmt(js.cold)} ms`);
        }
      } finally {
        for (const p of peers) p?.close();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log('\n† NetworkX has no single function for this: the Python side composes one.');
  console.log(
    "(default: every weight read): grraf's default method reads every weight first and takes Bellman-Ford when one is negative; the Python side reads them too, then calls the same NetworkX function. NetworkX's plain call reads only the weights it explores: it is compared with method 'dijkstra', which does the same.",
  );
  console.log('igraph: — where igraph has no such function (src/algorithms/test-support/igraph-tasks.ts).');
  console.log(
    columns.some((c) => c.peer?.name === 'graph-tool')
      ? 'graph-tool: — where graph-tool has no such function or only another question (src/algorithms/test-support/graphtool-tasks.ts); one OpenMP thread. Some of its answers are derived from a function that answers a larger question in the same pass (connectivity from the component labels, a cycle from is_DAG, the eccentricity from the BFS distances, the heaviest triangle from the K3 matches, the average clustering from the local ones).'
      : 'graph-tool: no column (see the line above the table: its Python could not import graph_tool, or --no-graph-tool).',
  );
  for (const [fn, why] of Object.entries(NOT_COMPARED)) console.log(`Not compared: ${fn} — ${why}.`);
  if (tasks.length < all.length) console.log(`Left out at this size: ${DENSE_DIAMETER}.`);
  if (n <= 1_000) {
    console.log(
      `Fixed cost (a whole cold call at ${n.toLocaleString('en')} nodes, work included; target ≤ ${FIXED_COST_MS} ms): ${fixed.length === 0 ? 'met by every call' : `NOT met by ${fixed.join(', ')}`}`,
    );
  }
  console.log(`load average at the end: ${loadText()}`);
}

const loadText = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

// ── The sandbox at scale ──────────────────────────────────────────────────────────────────────

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
  const cpuStart = cpuMs();
  // CPU of GRRAF's solve alone, per question (all threads: the isolate's too), so the figure does
  // not count the bench's own work (generating the question, computing its truth) and, unlike wall
  // time, hardly moves with what else the shared machine runs.
  const grraf = await loadMethod('grraf');
  const solveCpu: number[] = [];
  const measured: Method = {
    ...grraf,
    solve: async (task, ctx, options) => {
      const c = cpuMs();
      const solution = await grraf.solve(task, ctx, options);
      solveCpu.push(cpuMs() - c);
      return solution;
    },
  };
  try {
    const session = await runBenchSession({
      method: 'grraf',
      methodObject: measured,
      dataset: `scaling:sizes=${nodes},per-size=${questions}`,
      model: REFERENCE_MODEL_ID,
      out,
      quiet: true,
      concurrency: 1,
    });
    const overheads: number[] = [];
    const cpus: number[] = [];
    console.log(
      'question                 edges       overhead ms   in the sandbox ms   solve CPU ms   correct',
    );
    for (const [i, r] of session.results.entries()) {
      const trace = JSON.parse(readFileSync(join(out, r.trace), 'utf8')) as {
        solution?: { trace?: { kind: string; ms: number }[] };
      };
      const execMs = (trace.solution?.trace ?? [])
        .filter((s) => s.kind === 'exec')
        .reduce((a, s) => a + s.ms, 0);
      const overhead = overheadOf(r);
      overheads.push(overhead);
      // One question at a time, in order: the i-th solve is the i-th result.
      const cpu = solveCpu[i];
      if (cpu !== undefined) cpus.push(cpu);
      console.log(
        `${r.id.padEnd(24)} ${r.edges.toLocaleString('en').padStart(9)} ${fmt(overhead).padStart(13)} ${fmt(execMs).padStart(19)} ${fmt(cpu).padStart(14)}   ${r.correct}`,
      );
    }
    const med = median(overheads);
    const cpuPerQuestion = (cpuMs() - cpuStart) / Math.max(1, session.results.length);
    console.log(
      `median overhead ${fmt(med)} ms; median solve CPU ${cpus.length ? fmt(median(cpus)) : '—'} ms; process CPU per question ${fmt(cpuPerQuestion)} ms (question generation and truth computation included)`,
    );
    console.log(`target: ≤ 3,000 ms per question at ~1M edges → ${med <= 3000 ? 'met' : 'NOT met'}`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

console.log(`# bench:exec — ${new Date().toISOString()} — node ${process.version}`);
const nxVersion = spawnSync(NX_PYTHON, ['-c', 'import networkx; print(networkx.__version__)'], {
  encoding: 'utf8',
});
console.log(`NetworkX ${nxVersion.stdout.trim()}: ${NX_PYTHON}; load average ${loadText()}`);
const sections = new Set(String(args.sections).split(','));
if (sections.has('overhead')) await overheads();
if (sections.has('scale')) {
  const [n, m] = String(args.scale).split('x').map(Number);
  await sandboxAtScale(n!, m!);
}
if (sections.has('pipeline'))
  await pipelineAtScale(Number(args['pipeline-nodes']), Number(args['pipeline-questions']));
if (sections.has('library')) {
  const graphtool = graphtoolPeer();
  const columns: Column[] = [
    { title: 'NetworkX', peer: NETWORKX },
    { title: 'igraph', peer: igraphPeer() },
    ...(graphtool ? [{ title: 'graph-tool', peer: graphtool }] : []),
  ];
  for (const size of String(args.sizes).split(',').filter(Boolean)) {
    const [n, m] = size.split('x').map(Number);
    await library(n!, m!, columns);
  }
}
console.log(
  `\nload average at the end: ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
