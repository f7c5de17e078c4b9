/**
 * Run by shape-anchor.test.ts with `node --allow-natives-syntax --no-concurrent-recompilation
 * --expose-gc --import tsx` (not a test itself): optimizes the three s→t searches, leaves each
 * search's per-call objects as garbage, runs a full collection and prints, as JSON, whether each
 * search runs optimized code before and after it.
 */
import { DirectedGraph } from 'graphology';
import { explore, LazyKeyReader } from '../explorer.js';
import { bidirectionalBfs, bidirectionalDijkstra, reaches } from '../point-to-point.js';

// Natives syntax is read when the source is parsed, so these are compiled here, not by tsx.
const prepare = new Function('f', '%PrepareFunctionForOptimization(f)') as (f: unknown) => void;
const optimizeNext = new Function('f', '%OptimizeFunctionOnNextCall(f)') as (f: unknown) => void;
const status = new Function('f', 'return %GetOptimizationStatus(f)') as (f: unknown) => number;
/** V8's OptimizationStatus bit for "runs optimized code" (runtime-test.cc; checked on Node 20). */
const OPTIMIZED = 1 << 4;
const collectGarbage = (globalThis as { gc?: () => void }).gc;
if (collectGarbage === undefined) throw new Error('optimization-probe: run with --expose-gc');

// A ring of 400 nodes with chords, so searches read a few dozen lists and meet midway.
const G = new DirectedGraph();
for (let i = 0; i < 400; i++) G.addNode(String(i));
for (let i = 0; i < 400; i++) {
  G.addEdge(String(i), String((i + 1) % 400), { weight: 1 + (i % 3) });
  G.mergeEdge(String(i), String((i * 7 + 3) % 400), { weight: 2 });
}

const searches = {
  bidirectionalBfs: {
    fn: bidirectionalBfs,
    run: (s: string, t: string) => bidirectionalBfs(new LazyKeyReader(G, 1e6), s, t),
  },
  reaches: {
    fn: reaches,
    run: (s: string, t: string) => reaches(new LazyKeyReader(G, 1e6), s, t),
  },
  bidirectionalDijkstra: {
    fn: bidirectionalDijkstra,
    run: (s: string, t: string) =>
      explore(G, (x) => bidirectionalDijkstra(x, x.id(s), x.id(t)), { name: 'weight' }),
  },
};

const report: Record<string, { before: boolean; after: boolean }> = {};
for (const [name, { fn, run }] of Object.entries(searches)) {
  prepare(fn);
  // Every pair twice before the optimized call, so it meets no branch its feedback lacks.
  for (let round = 0; round < 2; round++) for (let i = 0; i < 40; i++) run(String(i), String(399 - i));
  optimizeNext(fn);
  run('0', '399');
  const before = (status(fn) & OPTIMIZED) !== 0;
  collectGarbage();
  report[name] = { before, after: (status(fn) & OPTIMIZED) !== 0 };
}
process.stdout.write(JSON.stringify(report));
