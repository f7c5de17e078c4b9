/**
 * Start-up figures (issues "core" and "efficiency"), each the median of fresh processes:
 * - `import('grraf')` inside a fresh Node process (target ≤ 150 ms);
 * - `grraf --version` as a whole process (target ≤ 200 ms);
 * - the README's quick-start question replayed from its recording (target ≤ 0.5 s warm).
 * Needs a build (`npm run build`). Usage: npm run bench:startup [-- --runs 15]
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { median } from '../src/bench/report/stats.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 11;

/** Wall time of a whole process, in ms. */
function wall(args: string[]): number {
  const started = performance.now();
  const r = spawnSync(process.execPath, args, {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, GRRAF_MODEL: '' },
  });
  const ms = performance.now() - started;
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed: ${r.stderr}`);
  return ms;
}

/** Time spent in `import('grraf')` as measured inside a fresh process, in ms. */
function importTime(): number {
  const code =
    "const t = performance.now(); await import('./dist/index.js'); console.log(performance.now() - t);";
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return Number(r.stdout.trim());
}

const QUESTION = 'What is the shortest distance from junction 0 to junction 19?';
const cases: { name: string; target: number; run: () => number }[] = [
  { name: "import('grraf')", target: 150, run: importTime },
  { name: 'grraf --version', target: 200, run: () => wall(['dist/cli/main.js', '--version']) },
  {
    name: 'quick start (replayed)',
    target: 500,
    run: () => wall(['dist/cli/main.js', 'ask', '--graph', 'examples/road-network/roads.edgelist', QUESTION]),
  },
  { name: 'bare node -e 0 (reference)', target: Number.NaN, run: () => wall(['-e', '0']) },
];

console.log(
  `# start-up, ${new Date().toISOString()}, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}, Node ${process.version}, ${RUNS} runs each`,
);
console.log('| case | median ms | min ms | target ms | median/target |');
console.log('|---|---:|---:|---:|---:|');
for (const c of cases) {
  c.run(); // warm the file cache
  const xs = Array.from({ length: RUNS }, () => c.run());
  const m = median(xs);
  const ratio = Number.isNaN(c.target) ? '–' : (m / c.target).toFixed(2);
  console.log(
    `| ${c.name} | ${m.toFixed(0)} | ${Math.min(...xs).toFixed(0)} | ${Number.isNaN(c.target) ? '–' : c.target} | ${ratio} |`,
  );
}
