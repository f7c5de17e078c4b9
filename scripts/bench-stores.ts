/**
 * `npm run bench:stores [-- --large] [-- --sizes 10000:100000,...]`: loads generated graphs into
 * every available store (memory, embedded; Neo4j when NEO4J_URI is set) and times load, reopen,
 * schema, a 1-hop query and a weighted shortest path. Prints one table; the figures go into
 * docs/benchmarks.md ("Stores"). Correctness lives in the tests; this only measures, but it does
 * check that every store finds the same shortest-path cost.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dijkstra } from 'graphology-shortest-path';
import type { GraphData } from '../src/graph/model.js';
import { EmbeddedStore } from '../src/graph/stores/embedded/embedded-store.js';
import type { GraphStore } from '../src/graph/stores/graph-store.js';
import { MemoryStore } from '../src/graph/stores/memory/index.js';
import { Neo4jStore } from '../src/graph/stores/neo4j/neo4j-store.js';
import { mulberry32 as rng } from '../src/util/mulberry32.js';

const args = process.argv.slice(2);
const sizesArg = args[args.indexOf('--sizes') + 1];
const sizes: [number, number][] =
  args.includes('--sizes') && sizesArg
    ? sizesArg.split(',').map((s) => s.split(':').map(Number) as [number, number])
    : [
        [10_000, 100_000],
        ...(args.includes('--large') ? ([[100_000, 1_000_000]] as [number, number][]) : []),
      ];
const QUERIES = 50;

/** A simple undirected weighted graph with integer ids 0..n-1 and m distinct edges. */
function generate(n: number, m: number): GraphData {
  const rand = rng(n * 31 + m);
  const seen = new Set<number>();
  const edges: GraphData['edges'] = [];
  while (edges.length < m) {
    const a = Math.floor(rand() * n);
    const b = Math.floor(rand() * n);
    if (a === b) continue;
    const key = a < b ? a * n + b : b * n + a;
    if (seen.has(key)) continue;
    seen.add(key);
    edges.push({ source: a, target: b, properties: {}, weight: 1 + Math.floor(rand() * 20) });
  }
  const nodes = Array.from({ length: n }, (_, id) => ({ id, labels: [], properties: {} }));
  return { directed: false, nodes, edges };
}

interface Row {
  store: string;
  size: string;
  loadMs: number;
  reopenMs?: number;
  schemaMs: number;
  hopMs: number;
  pathMs: number;
  costs: number[];
}

async function time<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const v = await fn();
  return [v, performance.now() - t];
}

async function shortestCost(store: GraphStore, s: number, t: number): Promise<number> {
  if (store instanceof MemoryStore) {
    const path = dijkstra.bidirectional(store.graph(), String(s), String(t), 'weight');
    if (!path) return Number.NaN;
    let cost = 0;
    for (let i = 1; i < path.length; i++) {
      cost += store.graph().getEdgeAttribute(path[i - 1]!, path[i]!, 'weight') ?? 1;
    }
    return cost;
  }
  const q = 'MATCH (a)-[e* WSHORTEST(weight)]-(b) WHERE a.id = $s AND b.id = $t RETURN cost(e) AS c';
  const cypher =
    store instanceof Neo4jStore
      ? 'MATCH (a {id: $s}), (b {id: $t}) CALL apoc.algo.dijkstra(a, b, "", "weight") YIELD weight RETURN weight AS c'
      : q;
  const r = await store.cypher!(cypher, { s, t }, { timeLimitMs: 60_000 });
  return Number(r.rows[0]?.c ?? Number.NaN);
}

async function bench(name: string, store: GraphStore, data: GraphData, reopen?: () => Promise<GraphStore>) {
  const [, loadMs] = await time(() => store.load(data));
  let s = store;
  let reopenMs: number | undefined;
  if (reopen) {
    await store.close();
    [s, reopenMs] = await time(reopen);
  }
  const [, schemaMs] = await time(() => s.schema());
  const rand = rng(7);
  const n = data.nodes.length;
  const [, hopTotal] = await time(async () => {
    for (let i = 0; i < QUERIES; i++) await s.neighbors(Math.floor(rand() * n));
  });
  const costs: number[] = [];
  const pairs = Array.from({ length: 5 }, () => [Math.floor(rand() * n), Math.floor(rand() * n)] as const);
  const [, pathTotal] = await time(async () => {
    for (const [a, b] of pairs) costs.push(await shortestCost(s, a, b));
  });
  await s.close();
  const row: Row = {
    store: name,
    size: `${n / 1000}k/${data.edges.length / 1000}k`,
    loadMs,
    schemaMs,
    hopMs: hopTotal / QUERIES,
    pathMs: pathTotal / pairs.length,
    costs,
  };
  if (reopenMs !== undefined) row.reopenMs = reopenMs;
  return row;
}

const rows: Row[] = [];
const tmp = mkdtempSync(join(tmpdir(), 'grraf-bench-stores-'));
try {
  for (const [n, m] of sizes) {
    const data = generate(n, m);
    rows.push(await bench('memory', new MemoryStore(), data));
    const dir = join(tmp, `emb-${n}`);
    rows.push(
      await bench('embedded', await EmbeddedStore.open(dir), data, () => EmbeddedStore.openExisting(dir)),
    );
    if (process.env.NEO4J_URI)
      rows.push(await bench('neo4j', await Neo4jStore.connect(process.env.NEO4J_URI), data));
    const [first, ...rest] = rows.slice(-(process.env.NEO4J_URI ? 3 : 2)).map((r) => JSON.stringify(r.costs));
    if (rest.some((c) => c !== first))
      console.error(`shortest-path costs differ between stores: ${first} vs ${rest}`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

const fmt = (x: number | undefined) => (x === undefined ? '–' : x >= 100 ? x.toFixed(0) : x.toFixed(1));
console.log(
  '| store | nodes/edges | load ms | reopen ms | schema ms | 1-hop ms (mean of 50) | weighted shortest path ms (mean of 5) |',
);
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.store} | ${r.size} | ${fmt(r.loadMs)} | ${fmt(r.reopenMs)} | ${fmt(r.schemaMs)} | ${fmt(r.hopMs)} | ${fmt(r.pathMs)} |`,
  );
}
console.log(`node ${process.version}, ${new Date().toISOString()}`);
