/**
 * One library row of `npm run bench:exec` as a program meets it, for a profiler: G built fresh by
 * the sandbox's builder per call (not timed), then the task's call, `--repeat` times. Run under
 * `node --cpu-prof` to see where a row's time goes:
 *
 *   node --no-node-snapshot --cpu-prof --cpu-prof-dir /tmp/prof --import tsx \
 *     scripts/bench-exec/profile-row.ts --fn connectedComponents --graph D --size 100000x1000000
 *
 * Prints each call's wall and process CPU ms, so a change can be timed here too (the bench proper compares it
 * with the peers).
 */
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { benchGraphs, sandboxGraph, toTransferForm } from '../../src/algorithms/test-support/bench-graphs.js';
import { libraryTasks } from '../../src/algorithms/test-support/library-tasks.js';
import { mulberry32 } from '../../src/util/mulberry32.js';

const { values: args } = parseArgs({
  options: {
    fn: { type: 'string' },
    graph: { type: 'string' },
    label: { type: 'string', default: '' },
    size: { type: 'string', default: '100000x1000000' },
    repeat: { type: 'string', default: '5' },
    warm: { type: 'boolean', default: false },
  },
});

if (!args.fn || !args.graph) throw new Error('profile-row: --fn and --graph are required');
const [n, m] = args.size.split('x').map(Number);
if (!n || !m) throw new Error(`profile-row: --size: expected NODESxEDGES, got "${args.size}"`);
const task = libraryTasks().find(
  (t) => t.fn === args.fn && t.graph === args.graph && (t.label ?? '') === args.label,
);
if (task === undefined) throw new Error(`profile-row: no task ${args.fn} on ${args.graph} "${args.label}"`);
const g = benchGraphs(n, m, 1).find((b) => b.name === args.graph);
if (g === undefined) throw new Error(`profile-row: no bench graph ${args.graph}`);
const t = toTransferForm(g);
const tuple = task.args(g, mulberry32(1))[0] ?? [];

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

// Compile the row's code first on a small graph, as the bench's warm-up does.
const small = benchGraphs(1_000, 10_000, 99).find((b) => b.name === args.graph)!;
const smallT = toTransferForm(small);
for (let i = 0; i < 6; i++) task.js(sandboxGraph(smallT), task.args(small, mulberry32(1))[0] ?? []);

const times: string[] = [];
for (let i = 0; i < Number(args.repeat); i++) {
  const G = sandboxGraph(t);
  const prepared = task.prepare?.(G);
  if (args.warm) task.js(G, tuple, prepared);
  // As the bench settles: a full GC, then a pause while V8 sweeps on its helper threads.
  collectGarbage();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  task.js(G, tuple, prepared);
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  times.push(`${wall.toFixed(1)}/${((c.user + c.system) / 1000).toFixed(1)}`);
}
console.log(
  `${task.fn} on ${g.name} ${args.size}${args.warm ? ' (warm)' : ''}, ms wall/CPU per call: ${times.join(' ')}`,
);
