/**
 * The library's JIT warm-up in a spare sandbox (src/exec/js/jit-warm-up.ts), measured:
 *
 * 1. A program's first library call on G in a cold sandbox against one warmed up first (the spare's
 *    order: the warm-up, then G built, then the program), interleaved (cold and warmed alternate,
 *    which goes first alternating per round), each in a fresh isolate; medians of `--runs`.
 *    Also the warm-up itself (wall and the isolate's CPU ms) and G's build after it and without.
 * 2. `--wait`: how long a run arriving while the spare warms up waits (take, then a program reading G.order)
 *    (SpareSandbox.take right after fillWith has handed the build over, and `--arrive` ms later),
 *    with the warm-up and without.
 *
 *   node --no-node-snapshot --import tsx scripts/bench-exec/jit-warm-up.ts --sizes 10000x100000,100000x1000000
 *
 * Wall ms; prints `uptime`'s load before and after (2 shared cores: compare only figures of one run).
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import type IsolatedVm from 'isolated-vm';
import { benchGraphs, toGraphData, toTransferForm } from '../../src/algorithms/test-support/bench-graphs.js';
import { median } from '../../src/bench/report/stats.js';
import { loadIsolatedVm } from '../../src/exec/js/isolated-vm.js';
import { warmLibraryIn } from '../../src/exec/js/jit-warm-up.js';
import { prepareProgram } from '../../src/exec/js/program.js';
import { createSandbox, warmSandboxCode } from '../../src/exec/js/sandbox-instance.js';
import { SpareSandbox } from '../../src/exec/js/spare-sandbox.js';
import { TransferCache } from '../../src/exec/js/transfer-cache.js';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000x100000' },
    runs: { type: 'string', default: '5' },
    /** Only the programs calling these functions (comma-separated names). */
    programs: { type: 'string' },
    /** The warm-up's graphs (NODESxEDGES) and rounds, to compare with the executor's. */
    'warm-size': { type: 'string', default: '1000x10000' },
    'warm-rounds': { type: 'string', default: '3' },
    /** Time the wait of a run that arrives during the warm-up (section 2) instead of first calls. */
    wait: { type: 'boolean', default: false },
    /** Section 2: ms after the hand-over at which the second run arrives. */
    arrive: { type: 'string', default: '50' },
    memory: { type: 'string', default: '2048' },
    /** `build-first`: G built, then the warm-up (the other order, to compare); default the spare's. */
    order: { type: 'string', default: 'warm-up-first' },
    /** ms between G's build and the program (V8 finishes background compiles of the build). */
    settle: { type: 'string', default: '50' },
  },
});

const size = (s: string): [number, number] => {
  const [n, m] = s.split('x').map(Number);
  if (!n || !m) throw new Error(`jit-warm-up: expected NODESxEDGES, got "${s}"`);
  return [n, m];
};
const [warmNodes, warmEdges] = size(args['warm-size']);
const warmRounds = Number(args['warm-rounds']);
const runs = Number(args.runs);
const memoryMb = Number(args.memory);
const settleMs = Number(args.settle);

const PROGRAMS: [string, string][] = [
  ['D', 'answer = Object.keys(singleSourceShortestPathLength(G, "0")).length'],
  ['D', 'answer = Object.keys(singleSourceShortestPathLength(G, "0", { weight: null })).length'],
  ['D', 'answer = connectedComponents(G).length'],
  ['D', 'answer = stronglyConnectedComponents(G).length'],
  ['DAG', 'answer = topologicalSort(G).length'],
  ['U', 'answer = Object.keys(clustering(G)).length'],
  ['U', 'answer = averageClustering(G)'],
  ['D', 'answer = averageClustering(G)'],
  ['U', 'answer = minimumSpanningTree(G).weight'],
  ['U', 'answer = maxWeightTriangle(G)?.weight'],
  ['B', 'answer = isBipartite(G)'],
  ['D', 'answer = maximumFlowValue(G, "0", "1")'],
  ['D', 'answer = maximumFlow(G, "0", "1").value'],
  ['D', 'answer = shortestPath(G, "0", "1")?.length'],
];
const only = args.programs?.split(',');
const programs = only ? PROGRAMS.filter(([, code]) => only.some((f) => code.includes(`${f}(`))) : PROGRAMS;

const ivm = await loadIsolatedVm();
await warmSandboxCode(ivm);
const load = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Timing {
  call: number;
  build: number;
  warmWall?: number;
  warmCpu?: number;
}

/** One program in a fresh sandbox: optionally the warm-up, then G built (or the other order), then the program. */
async function firstCall(G: IsolatedVm.ExternalCopy, code: string, warm: boolean): Promise<Timing> {
  const s = await createSandbox(ivm, memoryMb);
  try {
    const t: Partial<Timing> = {};
    const build = async () => {
      const b = performance.now();
      await s.hooks.setGraph.apply(undefined, ['G', G.copyInto()]);
      t.build = performance.now() - b;
    };
    if (args.order === 'build-first') await build();
    if (warm) {
      const cpu = s.isolate.cpuTime;
      const w = performance.now();
      const ran = await warmLibraryIn(ivm, s, { nodes: warmNodes, edges: warmEdges, rounds: warmRounds });
      t.warmWall = performance.now() - w;
      t.warmCpu = Number(s.isolate.cpuTime - cpu) / 1e6;
      if (!ran) throw new Error('jit-warm-up: the warm-up did not run to the end');
    }
    if (args.order !== 'build-first') await build();
    const p = await prepareProgram(s.isolate, code);
    await pause(settleMs);
    const c = performance.now();
    const out: unknown = await s.hooks.run.apply(undefined, [p.source, p.captureName, 1_000_000], {
      result: { promise: true, copy: true },
    });
    t.call = performance.now() - c;
    if (typeof out !== 'string' || !out.startsWith('A'))
      throw new Error(`${code}: ${String(out).slice(0, 300)}`);
    return t as Timing;
  } finally {
    s.dispose();
  }
}

const fmt = (v: number[]) => median(v).toFixed(1);

async function firstCalls(n: number, m: number): Promise<void> {
  const graphs = benchGraphs(n, m, 1);
  const copies = new Map(graphs.map((g) => [g.name, new ivm.ExternalCopy(toTransferForm(g))]));
  const rows: string[] = [];
  const warmWall: number[] = [];
  const warmCpu: number[] = [];
  const builds = { cold: [] as number[], warmed: [] as number[] };
  for (const [name, code] of programs) {
    const cold: number[] = [];
    const warmed: number[] = [];
    for (let r = 0; r < runs; r++) {
      for (const warm of r % 2 === 0 ? [false, true] : [true, false]) {
        const t = await firstCall(copies.get(name)!, code, warm);
        (warm ? warmed : cold).push(t.call);
        (warm ? builds.warmed : builds.cold).push(t.build);
        if (t.warmWall !== undefined) warmWall.push(t.warmWall);
        if (t.warmCpu !== undefined) warmCpu.push(t.warmCpu);
      }
    }
    const program = code.replace(/^answer = /, '').replace(/^Object\.keys\((.*)\)\.length$/, '$1');
    rows.push(
      `| ${n.toLocaleString('en-US')} / ${m.toLocaleString('en-US')} | ${name} | \`${program}\` | ${fmt(cold)} | ${fmt(warmed)} | ${(median(cold) / median(warmed)).toFixed(2)}× |`,
    );
  }
  console.log('| nodes / edges | G | first call | cold sandbox ms | warmed spare ms | gain |');
  console.log('|---|---|---|---:|---:|---:|');
  for (const row of rows) console.log(row);
  console.log(
    `\nwarm-up (${warmNodes}x${warmEdges}, ${warmRounds} rounds): wall ${fmt(warmWall)} ms, isolate CPU ${fmt(warmCpu)} ms; ` +
      `G's build: cold ${fmt(builds.cold)} ms, after the warm-up ${fmt(builds.warmed)} ms (medians of ${warmWall.length})\n`,
  );
  for (const c of copies.values()) c.release();
}

/** ms from take() to a `G.order` program's end, for a run arriving `arriveMs` after fillWith handed the build over. */
async function waits(n: number, m: number): Promise<void> {
  const G = toGraphData(benchGraphs(n, m, 1).find((g) => g.name === 'D')!);
  const transfers = new TransferCache();
  transfers.of(ivm, G);
  const spares = {
    without: new SpareSandbox(transfers, { jitWarmUp: false }),
    with: new SpareSandbox(transfers, {
      jitWarmUp: {
        minEdges: 0,
        run: (i, s, signal) =>
          warmLibraryIn(i, s, { nodes: warmNodes, edges: warmEdges, rounds: warmRounds, signal }),
      },
    }),
  };
  const arrivals = [0, Number(args.arrive)];
  const ms: Record<string, number[]> = {};
  for (let r = 0; r < runs; r++) {
    for (const kind of r % 2 === 0 ? (['without', 'with'] as const) : (['with', 'without'] as const)) {
      for (const arrive of arrivals) {
        const spare = spares[kind];
        // A blank spare first, as after a run: fillWith builds into it.
        spare.fill(ivm, memoryMb);
        await pause(200);
        await spare.fillWith(ivm, memoryMb, { G });
        if (arrive > 0) await pause(arrive);
        const t = performance.now();
        const { sandbox, graphsIn } = await spare.take(ivm, memoryMb, { G });
        // A program reading G.order: its run is queued behind whatever the spare's thread still
        // runs (the warm-up's call under way), so this is what a run waits before its program ends.
        const p = await prepareProgram(sandbox.isolate, 'answer = G.order');
        await sandbox.hooks.run.apply(undefined, [p.source, p.captureName, 1_000_000], {
          result: { promise: true, copy: true },
        });
        const wait = performance.now() - t;
        sandbox.dispose();
        if (!graphsIn) throw new Error('jit-warm-up: the spare did not hold G');
        const key = `${kind} warm-up, run ${arrive} ms after the hand-over`;
        ms[key] = [...(ms[key] ?? []), wait];
      }
    }
  }
  console.log(`| nodes / edges | run arrives | spare | waits ms (median of ${runs}) |`);
  console.log('|---|---|---|---:|');
  for (const [k, v] of Object.entries(ms)) {
    const [kind, rest] = k.split(' warm-up, run ');
    console.log(
      `| ${n.toLocaleString('en-US')} / ${m.toLocaleString('en-US')} | ${rest} | ${kind} warm-up | ${fmt(v)} |`,
    );
  }
  console.log();
  await spares.without.close();
  await spares.with.close();
}

console.log(`load before: ${load()}\n`);
for (const s of args.sizes.split(',')) {
  const [n, m] = size(s);
  if (args.wait) await waits(n, m);
  else await firstCalls(n, m);
}
console.log(`load after: ${load()}`);
