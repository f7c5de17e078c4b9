/**
 * A library call's fixed cost as a program meets it (issue 30 §4): each program runs in a fresh
 * sandbox (sandbox-instance.ts) with `G` built there by the sandbox's builder, and the time of the
 * run hook alone (the program's evaluation, no isolate or graph set-up) is taken from the host.
 * Per function and size:
 *
 * - call: run of `answer = f(G…)` − run of `answer = G.order` (the runtime's own first-run cost),
 *   once per code cache kind: `compiled` (the bundle's code cache made at compile time: every
 *   library function parsed and compiled on its first call) and `warm` (made after a warm-up run,
 *   warm-code-cache.ts). Kinds are interleaved run by run.
 * - set-up: the index the function builds before its algorithm starts (the seed → compact index,
 *   memorized; see ROWS), called through the library's internals in a sandbox whose bundle also
 *   exposes them (the same entry plus `__setup`), compiled from its compile-time code cache as
 *   the sandbox was before the warm cache — minus that sandbox's `G.order` run.
 *
 *   node --no-node-snapshot --import tsx scripts/bench-exec/fixed-cost.ts --sizes 1000x10000,10000x100000 --runs 9
 *
 * Prints a markdown table, ms: wall median (min–max) / the isolate's CPU median, each minus the
 * `G.order` run's median of the same kind of sandbox.
 */
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type IsolatedVm from 'isolated-vm';
import { benchGraphs, toTransferForm } from '../../src/algorithms/test-support/bench-graphs.js';
import { median } from '../../src/bench/report/stats.js';
import { loadIsolatedVm } from '../../src/exec/js/isolated-vm.js';
import { prepareProgram } from '../../src/exec/js/program.js';
import {
  type CodeCacheKind,
  createSandbox,
  type Sandbox,
  warmSandboxCode,
} from '../../src/exec/js/sandbox-instance.js';
import { warmUp } from '../../src/exec/js/warm-code-cache.js';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000x10000,10000x100000' },
    runs: { type: 'string', default: '7' },
    kinds: { type: 'string', default: 'compiled,warm' },
    functions: { type: 'string' },
    'no-setup': { type: 'boolean', default: false },
    /** Idle ms between building G and the run. */
    'settle-ms': { type: 'string', default: '30' },
  },
});

interface Row {
  fn: string;
  graph: string;
  call: string;
  /** The index the function builds before its own work starts. */
  setup: string;
}

const TOPOLOGY = 'answer = __setup.topologyOf(G).n';
const ROWS: Row[] = [
  { fn: 'topologicalSort', graph: 'DAG', call: 'answer = topologicalSort(G).length', setup: TOPOLOGY },
  { fn: 'connectedComponents', graph: 'D', call: 'answer = connectedComponents(G).length', setup: TOPOLOGY },
  {
    fn: 'maximumFlowValue',
    graph: 'D',
    call: 'answer = maximumFlowValue(G, "0", "1")',
    setup: 'answer = __setup.flowNetwork(G, "weight").network.n',
  },
  {
    fn: 'maximumFlow',
    graph: 'D',
    call: 'answer = maximumFlow(G, "0", "1").value',
    setup: 'answer = __setup.flowNetwork(G, "weight").network.n',
  },
  {
    fn: 'minimumSpanningTree',
    graph: 'U',
    call: 'answer = minimumSpanningTree(G).weight',
    setup: 'answer = __setup.edgeWeights(__setup.topologyOf(G), "weight").length',
  },
  { fn: 'clustering', graph: 'U', call: 'answer = Object.keys(clustering(G)).length', setup: TOPOLOGY },
  { fn: 'averageClustering', graph: 'U', call: 'answer = averageClustering(G)', setup: TOPOLOGY },
  {
    fn: 'singleSourceShortestPathLength',
    graph: 'D',
    call: 'answer = Object.keys(singleSourceShortestPathLength(G, "0")).length',
    setup: 'answer = __setup.indexGraph(G, "weight").n',
  },
  {
    fn: 'isIsomorphic',
    graph: 'U',
    call: 'answer = isIsomorphic(G, G)',
    setup: 'answer = __setup.sortedAdjacency(G).n',
  },
];
const BASE = 'answer = G.order';

const only = args.functions?.split(',');
const rows = only ? ROWS.filter((r) => only.includes(r.fn)) : ROWS;
const kinds = args.kinds.split(',') as CodeCacheKind[];
const runs = Number(args.runs);
const settleMs = Number(args['settle-ms']);
const load = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/.*load average: /, '');

const ivm = await loadIsolatedVm();

/** A sandbox's two hooks a measurement needs. */
interface Runner {
  isolate: IsolatedVm.Isolate;
  setGraph: IsolatedVm.Reference;
  run: IsolatedVm.Reference;
  dispose(): void;
}

async function realSandbox(kind: CodeCacheKind): Promise<Runner> {
  const s = await createSandbox(ivm, 512, { codeCache: kind });
  if (s.codeCache !== kind)
    throw new Error(`fixed-cost: a ${kind} sandbox compiled from ${s.codeCache ?? 'no'} cache`);
  return { isolate: s.isolate, setGraph: s.hooks.setGraph, run: s.hooks.run, dispose: s.dispose };
}

/** The sandbox bundle plus `__setup`: the library's index builders, for the set-up column. */
async function setupBundle(): Promise<string> {
  const esbuild = await import('esbuild');
  const root = fileURLToPath(new URL('../../src/', import.meta.url));
  const result = await esbuild.build({
    stdin: {
      contents: `import './exec/js/sandbox/entry.ts';
import { topologyOf, inboundOf, indexGraph, edgeWeights } from './algorithms/indexed.ts';
import { flowNetwork } from './algorithms/flow-residual.ts';
import { sortedAdjacency } from './algorithms/sorted-adjacency.ts';
globalThis.__setup = { topologyOf, inboundOf, indexGraph, edgeWeights, flowNetwork, sortedAdjacency };`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'neutral',
    target: 'es2022',
    mainFields: ['module', 'main'],
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

let setupSource: string | undefined;
const SETUP_FILENAME = 'grraf-sandbox-setup.js';
const setupCaches: Partial<Record<CodeCacheKind, IsolatedVm.ExternalCopy<ArrayBuffer>>> = {};

/**
 * A sandbox of the set-up bundle, compiled as createSandbox compiles the real one: from its
 * compile-time code cache, or from its warm one (the same warm-up, warm-code-cache.ts).
 */
async function setupSandbox(kind: CodeCacheKind): Promise<Runner & { hooks: Sandbox['hooks'] }> {
  setupSource ??= await setupBundle();
  if (kind === 'warm' && !setupCaches.warm) {
    const s = await setupSandbox('compiled');
    setupCaches.warm = await warmUp(ivm, s, { bundle: { source: setupSource, filename: SETUP_FILENAME } });
    s.dispose();
    if (!setupCaches.warm) throw new Error('fixed-cost: the warm-up of the set-up bundle failed');
  }
  const cache = setupCaches[kind];
  const isolate = new ivm.Isolate({ memoryLimit: 512 });
  const script = (await isolate.compileScript(setupSource, {
    filename: SETUP_FILENAME,
    ...(cache ? { cachedData: cache } : { produceCachedData: true }),
  })) as IsolatedVm.Script & IsolatedVm.CachedDataResult & { cachedDataRejected?: boolean };
  if (script.cachedDataRejected) throw new Error('fixed-cost: V8 rejected the set-up code cache');
  setupCaches.compiled ??= script.cachedData;
  const context = await isolate.createContext();
  await script.run(context);
  const ref = (await context.global.get('__grraf', { reference: true })) as IsolatedVm.Reference;
  const get = async (k: string) => (await ref.get(k, { reference: true })) as IsolatedVm.Reference;
  const hooks = {
    setOutputCap: await get('setOutputCap'),
    setGraph: await get('setGraph'),
    setStoreBridge: await get('setStoreBridge'),
    warmLibrary: await get('warmLibrary'),
    run: await get('run'),
    output: await get('output'),
  };
  return { isolate, setGraph: hooks.setGraph, run: hooks.run, hooks, dispose: () => isolate.dispose() };
}

/** Wall ms of the run hook for `code` in a fresh sandbox holding `graph` as G, and the isolate's CPU ms in it. */
async function timeRun(
  make: () => Promise<Runner>,
  graph: IsolatedVm.ExternalCopy,
  code: string,
): Promise<{ wall: number; cpu: number }> {
  const s = await make();
  try {
    await s.setGraph.apply(undefined, ['G', graph.copyInto()]);
    const p = await prepareProgram(s.isolate, code);
    // V8 compiles hot code of the build in the background (the builder's loops): let that end
    // before the run, as it has when the executor built G ahead, rather than compete with it.
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const cpu = s.isolate.cpuTime;
    const t = performance.now();
    const tagged = (await s.run.apply(undefined, [p.source, p.captureName, 1_000_000], {
      result: { promise: true, copy: true },
    })) as string;
    const wall = performance.now() - t;
    if (!tagged.startsWith('A')) throw new Error(`${code}: ${tagged.slice(0, 300)}`);
    return { wall, cpu: Number(s.isolate.cpuTime - cpu) / 1e6 };
  } finally {
    s.dispose();
  }
}

// Both caches are made once per process, by a first sandbox of each kind (the warm one's warm-up
// included): not part of any run below.
const warmStart = performance.now();
for (const kind of kinds) {
  // The warm cache is made beside the first sandboxes that ask for it: wait for it here.
  if (kind === 'warm') await warmSandboxCode(ivm);
  (await createSandbox(ivm, 64, { codeCache: kind })).dispose();
}
const warmUpMs = performance.now() - warmStart;

const creation: Record<string, number[]> = {};
const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
const loadBefore = load();
const lines: string[] = [];
for (const size of args.sizes.split(',')) {
  const [n, m] = size.split('x').map(Number);
  if (!n || !m) throw new Error(`fixed-cost: --sizes: expected NODESxEDGES, got "${size}"`);
  const graphs = benchGraphs(n, m, 1);
  const copies = new Map(
    rows.map((r) => [r.graph, new ivm.ExternalCopy(toTransferForm(graphs.find((g) => g.name === r.graph)!))]),
  );
  const times = new Map<string, number[]>();
  const add = (key: string, ms: { wall: number; cpu: number }) => {
    times.set(key, [...(times.get(key) ?? []), ms.wall]);
    times.set(`${key} cpu`, [...(times.get(`${key} cpu`) ?? []), ms.cpu]);
  };
  for (let run = 0; run < runs; run++) {
    for (const row of rows) {
      const G = copies.get(row.graph)!;
      for (const kind of kinds) {
        const make = async () => {
          const t = performance.now();
          const s = await realSandbox(kind);
          creation[kind] = [...(creation[kind] ?? []), performance.now() - t];
          return s;
        };
        add(`${row.graph} base ${kind}`, await timeRun(make, G, BASE));
        add(`${row.fn} call ${kind}`, await timeRun(make, G, row.call));
      }
      if (!args['no-setup']) {
        for (const kind of kinds) {
          const make = () => setupSandbox(kind);
          add(`${row.graph} base setup ${kind}`, await timeRun(make, G, BASE));
          add(`${row.fn} setup ${kind}`, await timeRun(make, G, row.setup));
        }
      }
    }
  }
  const stat = (key: string) => {
    const xs = times.get(key) ?? [];
    return { med: median(xs), min: Math.min(...xs), max: Math.max(...xs) };
  };
  // Wall: median (min–max) minus the base run's median; CPU: the isolate's thread alone (what a
  // loaded machine's waiting does not inflate; V8's background compiles are not in it).
  const diff = (key: string, base: string) => {
    const a = stat(key);
    const b = stat(base).med;
    const cpu = stat(`${key} cpu`).med - stat(`${base} cpu`).med;
    return `${(a.med - b).toFixed(2)} (${(a.min - b).toFixed(1)}–${(a.max - b).toFixed(1)}) / ${cpu.toFixed(2)}`;
  };
  for (const row of rows) {
    const cells = kinds.map((k) => diff(`${row.fn} call ${k}`, `${row.graph} base ${k}`));
    if (!args['no-setup'])
      cells.push(...kinds.map((k) => diff(`${row.fn} setup ${k}`, `${row.graph} base setup ${k}`)));
    lines.push(`| ${size} | ${row.fn} | ${row.graph} | ${cells.join(' | ')} |`);
  }
  for (const kind of kinds) {
    const b = stat(`${rows[0]!.graph} base ${kind}`);
    const c = stat(`${rows[0]!.graph} base ${kind} cpu`);
    lines.push(
      `| ${size} | (\`G.order\` run, ${kind} cache) | ${rows[0]!.graph} | ${b.med.toFixed(2)} / ${c.med.toFixed(2)} |`,
    );
  }
  for (const c of copies.values()) c.release();
}
const header = [
  ...kinds.map((k) => `call, ${k} cache`),
  ...(args['no-setup'] ? [] : kinds.map((k) => `set-up, ${k} cache`)),
];
console.log(
  `fixed cost ${stamp} UTC, load before ${loadBefore}, after ${load()}; ${runs} runs; first sandboxes (the caches made, warm-up included) ${warmUpMs.toFixed(0)} ms`,
);
console.log(`| size | function | graph | ${header.join(' | ')} |`);
console.log(`|---|---|---|${header.map(() => '---:').join('|')}|`);
for (const l of lines) console.log(l);
for (const [kind, xs] of Object.entries(creation)) {
  console.log(`sandbox creation, ${kind} cache: median ${median(xs).toFixed(1)} ms (${xs.length})`);
}
