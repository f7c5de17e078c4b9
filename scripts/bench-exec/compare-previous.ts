/**
 * The library rows of `npm run bench:exec` against a previous version of the library, in one
 * process, interleaved: per round, each task's call on the previous checkout's code and on this
 * one (in alternating order), each on a fresh G built by its own version's sandbox builder, after
 * a full GC and a pause (none of that timed). Prints the median wall and process-CPU ms of each
 * side and previous ÷ current, and whether both gave the same check value. For timing a change to
 * the library while the shared machine's load moves: both sides meet the same load.
 *
 *   node --no-node-snapshot --import tsx scripts/bench-exec/compare-previous.ts \
 *     --previous /work/main --size 100000x1000000 --functions connectedComponents,isBipartite
 *
 * `--previous` is a checkout of grraf (its `src/` is imported as it is, through tsx).
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type * as BenchGraphs from '../../src/algorithms/test-support/bench-graphs.js';
import type * as LibraryTasks from '../../src/algorithms/test-support/library-tasks.js';
import { median } from '../../src/bench/report/stats.js';
import { mulberry32 } from '../../src/util/mulberry32.js';

const { values: args } = parseArgs({
  options: {
    previous: { type: 'string', default: '/work/main' },
    size: { type: 'string', default: '100000x1000000' },
    functions: { type: 'string', default: '' },
    rounds: { type: 'string', default: '5' },
  },
});

const [n, m] = args.size.split('x').map(Number);
if (!n || !m) throw new Error(`compare-previous: --size: expected NODESxEDGES, got "${args.size}"`);
const only = new Set(args.functions.split(',').filter(Boolean));
const rounds = Math.max(1, Number(args.rounds));

/** One version of the library: its bench graphs and task table. */
interface Version {
  name: string;
  graphs: typeof BenchGraphs;
  tasks: LibraryTasks.LibTask[];
}

async function version(name: string, root: string): Promise<Version> {
  const url = (path: string) => pathToFileURL(join(root, 'src/algorithms/test-support', path)).href;
  const graphs = (await import(url('bench-graphs.ts'))) as typeof BenchGraphs;
  const tasks = ((await import(url('library-tasks.ts'))) as typeof LibraryTasks).libraryTasks();
  return { name, graphs, tasks };
}

const here = join(import.meta.dirname, '..', '..');
const sides = [await version('previous', args.previous), await version('current', here)];

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const settle = async () => {
  collectGarbage();
  await new Promise((resolve) => setTimeout(resolve, 200));
};

const idOf = (t: LibraryTasks.LibTask) => `${t.fn}|${t.graph}|${t.label ?? ''}`;
const current = sides[1]!.tasks.filter((t) => only.size === 0 || only.has(t.fn) || only.has(idOf(t)));
if (current.length === 0) throw new Error(`compare-previous: no task for --functions ${args.functions}`);

const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(0));
console.log(
  `# compare-previous — ${new Date().toISOString()} — ${n}x${m}, ${rounds} rounds, previous: ${args.previous}`,
);
console.log(
  '| function | graph | previous wall | current wall | previous CPU | current CPU | previous ÷ current (wall) | agree |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---|');

for (const task of current) {
  const pair = sides.map((side) => {
    const t = side === sides[1] ? task : side.tasks.find((x) => idOf(x) === idOf(task));
    const g = side.graphs.benchGraphs(n, m, 1).find((b) => b.name === task.graph)!;
    const small = side.graphs.benchGraphs(1_000, 10_000, 99).find((b) => b.name === task.graph)!;
    return {
      side,
      task: t,
      g,
      tf: side.graphs.toTransferForm(g),
      small: side.graphs.toTransferForm(small),
      smallG: small,
    };
  });
  const wall: number[][] = [[], []];
  const cpu: number[][] = [[], []];
  const checks: unknown[] = [undefined, undefined];
  for (const [i, p] of pair.entries()) {
    if (p.task === undefined) continue;
    // Compiled on small graphs first, as the bench's warm-up does.
    const a = p.task.args(p.smallG, mulberry32(1))[0] ?? [];
    for (let k = 0; k < 6; k++) p.task.js(p.side.graphs.sandboxGraph(p.small), a);
    void i;
  }
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? [0, 1] : [1, 0];
    for (const i of order) {
      const p = pair[i]!;
      if (p.task === undefined) continue;
      const a = p.task.args(p.g, mulberry32(n + r))[0] ?? [];
      const G = p.side.graphs.sandboxGraph(p.tf);
      const prepared = p.task.prepare?.(G);
      await settle();
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const value = p.task.js(G, a, prepared);
      wall[i]!.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu[i]!.push((c.user + c.system) / 1000);
      if (r === 0)
        checks[i] = JSON.stringify((p.task.check as (r: unknown, G: unknown) => unknown)(value, G));
    }
  }
  const [pw, cw] = wall.map((w) => (w.length ? median(w) : Number.NaN));
  const [pc, cc] = cpu.map((w) => (w.length ? median(w) : Number.NaN));
  const agree =
    pair[0]!.task === undefined ? '—' : checks[0] === checks[1] ? 'yes' : `NO: ${checks[0]} vs ${checks[1]}`;
  console.log(
    `| ${task.fn}${task.label ? ` (${task.label})` : ''} | ${task.graph} | ${fmt(pw!)} | ${fmt(cw!)} | ${fmt(pc!)} | ${fmt(cc!)} | ${(pw! / cw!).toFixed(2)}× | ${agree} |`,
  );
}
