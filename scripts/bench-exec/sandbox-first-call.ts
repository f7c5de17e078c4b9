/**
 * A library call as a program meets it in the JavaScript sandbox: a fresh isolate per run (the
 * bundle from V8's code cache, the library's functions compiled on first call), G built there.
 * Times each program's run against a run that only reads G.order on the same graph, so the
 * difference is the call (its compiling and tiering up included). Run under V8 flags to see what
 * they change, e.g.
 *
 *   node --no-node-snapshot --always-sparkplug --import tsx scripts/bench-exec/sandbox-first-call.ts
 *
 * Prints the median of `--runs` runs per program, wall ms. The executor's sandboxes compile the
 * bundle from the warm code cache (warm-code-cache.ts); scripts/bench-exec/fixed-cost.ts compares
 * it with the compile-time one and times the run alone.
 */
import { parseArgs } from 'node:util';
import { benchGraphs, toGraphData } from '../../src/algorithms/test-support/bench-graphs.js';
import { median } from '../../src/bench/report/stats.js';
import { loadIsolatedVm } from '../../src/exec/js/isolated-vm.js';
import { JsExecutor } from '../../src/exec/js/js-executor.js';
import { warmSandboxCode } from '../../src/exec/js/sandbox-instance.js';

const { values: args } = parseArgs({
  options: {
    size: { type: 'string', default: '10000x100000' },
    runs: { type: 'string', default: '7' },
    /** Only the programs calling these functions (comma-separated names). */
    programs: { type: 'string' },
  },
});
const [n, m] = args.size.split('x').map(Number);
if (!n || !m) throw new Error(`sandbox-first-call: --size: expected NODESxEDGES, got "${args.size}"`);

const PROGRAMS: [string, string][] = [
  ['DAG', 'answer = topologicalSort(G).length'],
  ['D', 'answer = connectedComponents(G).length'],
  ['U', 'answer = averageClustering(G)'],
  ['U', 'answer = Object.keys(clustering(G)).length'],
  ['U', 'answer = minimumSpanningTree(G).weight'],
  ['U', 'answer = maxWeightTriangle(G)?.weight'],
  ['D', 'answer = maximumFlowValue(G, "0", "1")'],
  ['D', 'answer = maximumFlow(G, "0", "1").value'],
  [
    'D',
    'let s = 0; const d = singleSourceShortestPathLength(G, "0"); for (const k in d) s += d[k]; answer = s',
  ],
];
const only = args.programs?.split(',');
const programs = only ? PROGRAMS.filter(([, code]) => only.some((f) => code.includes(`${f}(`))) : PROGRAMS;

const graphs = benchGraphs(n, m, 1);
// Every timed sandbox compiles from the warm code cache, as a process's sandboxes do once it is made.
await warmSandboxCode(await loadIsolatedVm());
const ex = new JsExecutor();
try {
  for (const [name, code] of programs) {
    const G = toGraphData(graphs.find((g) => g.name === name)!);
    const time = async (program: string) => {
      const ms: number[] = [];
      for (let i = 0; i < Number(args.runs); i++) {
        const t = performance.now();
        const r = await ex.run(program, { graphs: { G } });
        if (!r.ok) throw new Error(`${program}: ${r.error.message}`);
        ms.push(performance.now() - t);
      }
      return median(ms);
    };
    const base = await time('answer = G.order');
    const call = await time(code);
    console.log(
      `${name.padEnd(4)} ${code.slice(0, 48).padEnd(50)} run ${call.toFixed(1)} ms, G.order run ${base.toFixed(1)} ms, call ≈ ${(call - base).toFixed(1)} ms`,
    );
  }
} finally {
  await ex.close();
}
