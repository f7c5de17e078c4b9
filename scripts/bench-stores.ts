/**
 * `npm run bench:stores [-- --large] [-- --sizes 10000:100000,...] [-- --questions 100] [-- --no-neo4j]`:
 * loads generated graphs into every store (memory, embedded, Neo4j) and times load, reopen, schema,
 * navigation calls (median and 90th percentile of single calls) and a weighted shortest path.
 * Neo4j is the server at NEO4J_URI (NEO4J_USER, NEO4J_PASSWORD) when set; otherwise the script
 * starts a throwaway one (src/test-support/neo4j-server.ts: Java 17 and Maven) and stops it at the
 * end; when none can be had it says why and measures the others. Neo4j's weighted shortest path
 * needs APOC (`apoc.algo.dijkstra`); without it the column shows – . Then the Cypher pipeline on small graphs: per question a fresh temporary
 * embedded store, load (10–100 nodes), schema, one generated-style query, close — what GRRAF's
 * Cypher path costs besides the model. Prints tables; the figures go into docs/benchmarks.md
 * ("Stores"). Correctness lives in the tests; this only measures, but it does check that every
 * store finds the same shortest-path costs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { dijkstra } from 'graphology-shortest-path';
import { median, quantile } from '../src/bench/report/stats.js';
import { toGraphology } from '../src/graph/graphology.js';
import type { GraphData } from '../src/graph/model.js';
import { EmbeddedStore } from '../src/graph/stores/embedded/embedded-store.js';
import type { GraphStore } from '../src/graph/stores/graph-store.js';
import { MemoryStore } from '../src/graph/stores/memory/index.js';
import { Neo4jStore } from '../src/graph/stores/neo4j/neo4j-store.js';
import { type Neo4jServer, startNeo4j } from '../src/test-support/neo4j-server.js';
import { mulberry32 as rng } from '../src/util/mulberry32.js';

const args = process.argv.slice(2);
const argOf = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const sizesArg = argOf('--sizes');
const sizes: [number, number][] = sizesArg
  ? sizesArg.split(',').map((s) => s.split(':').map(Number) as [number, number])
  : [[10_000, 100_000], ...(args.includes('--large') ? ([[100_000, 1_000_000]] as [number, number][]) : [])];
const CALLS = 200;
const QUESTIONS = Number(argOf('--questions') ?? 100);

/** A simple undirected weighted graph with integer ids 0..n-1 and m distinct edges. */
function generate(n: number, m: number, seed = n * 31 + m): GraphData {
  const rand = rng(seed);
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
  const nodes = Array.from({ length: n }, (_, id) => ({ id, labels: [], properties: { name: `n${id}` } }));
  return { directed: false, nodes, edges };
}

async function time<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const v = await fn();
  return [v, performance.now() - t];
}

/** Median and 90th percentile of `xs`. */
function quantiles(xs: number[]): { median: number; p90: number } {
  return { median: median(xs), p90: quantile(xs, 0.9) };
}

async function shortestCost(
  store: GraphStore,
  g: ReturnType<typeof toGraphology> | undefined,
  s: number,
  t: number,
): Promise<number> {
  if (g) {
    const path = dijkstra.bidirectional(g, String(s), String(t), 'weight');
    if (!path) return Number.NaN;
    let cost = 0;
    for (let i = 1; i < path.length; i++) cost += g.getEdgeAttribute(path[i - 1]!, path[i]!, 'weight') ?? 1;
    return cost;
  }
  if (store instanceof Neo4jStore && !store.server.apoc) return Number.NaN;
  const cypher =
    store instanceof Neo4jStore
      ? 'MATCH (a:Node {id: $s}), (b:Node {id: $t}) CALL apoc.algo.dijkstra(a, b, "", "weight") YIELD weight RETURN weight AS c'
      : 'MATCH (a)-[e* WSHORTEST(weight)]-(b) WHERE a.id = $s AND b.id = $t RETURN cost(e) AS c';
  const r = await store.cypher!(cypher, { s, t }, { timeLimitMs: 60_000 });
  return Number(r.rows[0]?.c ?? Number.NaN);
}

interface Row {
  store: string;
  size: string;
  loadMs: number;
  reopenMs?: number;
  schemaMs: number;
  hop: { median: number; p90: number };
  byProperty: { median: number; p90: number };
  pathMs?: number;
  costs: number[];
}

/** Single-call latencies of `call` on CALLS random nodes. */
async function latencies(n: number, seed: number, call: (id: number) => Promise<unknown>): Promise<number[]> {
  const rand = rng(seed);
  const out: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const id = Math.floor(rand() * n);
    out.push((await time(() => call(id)))[1]);
  }
  return out;
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
  const n = data.nodes.length;
  const hop = quantiles(await latencies(n, 7, (id) => s.neighbors(id)));
  const byProperty = quantiles(
    await latencies(n, 8, (id) => s.nodesByProperty({ key: 'name', value: `n${id}`, limit: 1 })),
  );
  const rand = rng(9);
  const costs: number[] = [];
  const pairs = Array.from({ length: 5 }, () => [Math.floor(rand() * n), Math.floor(rand() * n)] as const);
  // The memory store's paths run on graphology, built before the clock starts, as the Cypher
  // stores hold their data before theirs.
  const g = s instanceof MemoryStore ? toGraphology(data) : undefined;
  const [, pathTotal] = await time(async () => {
    for (const [a, b] of pairs) costs.push(await shortestCost(s, g, a, b));
  });
  const pathMs = costs.some(Number.isNaN) ? undefined : pathTotal / pairs.length;
  await s.close();
  const row: Row = {
    store: name,
    size: `${n / 1000}k/${data.edges.length / 1000}k`,
    loadMs,
    schemaMs,
    hop,
    byProperty,
    costs,
  };
  if (pathMs !== undefined) row.pathMs = pathMs;
  if (reopenMs !== undefined) row.reopenMs = reopenMs;
  return row;
}

/**
 * GRRAF's Cypher path without the model, per question: a fresh temporary embedded store, load of
 * a 10–100-node graph, schema, one query of the kind the model writes, close.
 */
async function cypherPipeline(tmp: string): Promise<{ first: number; rest: number[] }> {
  const rand = rng(11);
  const times: number[] = [];
  for (let q = 0; q < QUESTIONS; q++) {
    const n = 10 + Math.floor(rand() * 91);
    const data = generate(n, Math.min(2 * n, (n * (n - 1)) / 2), q + 1);
    const [, ms] = await time(async () => {
      const store = await EmbeddedStore.open(join(tmp, `q${q}`));
      await store.load(data);
      await store.schema();
      await store.cypher('MATCH (a)-[e]-(b) WHERE a.id = $id RETURN count(b) AS degree', { id: 0 });
      await store.close();
    });
    times.push(ms);
  }
  return { first: times[0]!, rest: times.slice(1) };
}

/** The Neo4j server to measure: NEO4J_URI's, or one started here (stopped at the end); a reason when none. */
async function neo4jServer(): Promise<
  { uri: string; user?: string; password?: string; started?: Neo4jServer } | string
> {
  if (args.includes('--no-neo4j')) return '--no-neo4j';
  if (process.env.NEO4J_URI) return { uri: process.env.NEO4J_URI };
  // A page cache that holds the largest graph measured (the launcher's default is 128 MiB).
  process.env.NEO4J_LAUNCHER_PAGECACHE_MB ??= '1024';
  const started = await startNeo4j({ profile: 'server', log: (m) => console.error(`[neo4j] ${m}`) });
  return typeof started === 'string' ? started : { ...started, started };
}

const fmt = (x: number | undefined) => (x === undefined ? '–' : x >= 100 ? x.toFixed(0) : x.toFixed(1));
const rows: Row[] = [];
const tmp = mkdtempSync(join(tmpdir(), 'grraf-bench-stores-'));
let pipeline: { first: number; rest: number[] } | undefined;
const neo4j = await neo4jServer();
if (typeof neo4j === 'string') console.error(`Neo4j not measured: ${neo4j}`);
try {
  for (const [n, m] of sizes) {
    const data = generate(n, m);
    rows.push(await bench('memory', new MemoryStore(), data));
    const dir = join(tmp, `emb-${n}`);
    rows.push(
      await bench('embedded', await EmbeddedStore.open(dir), data, () => EmbeddedStore.openExisting(dir)),
    );
    if (typeof neo4j !== 'string') {
      const options = neo4j.user === undefined ? {} : { user: neo4j.user, password: neo4j.password ?? '' };
      const connect = () => Neo4jStore.connect(neo4j.uri, options);
      rows.push(await bench('neo4j', await connect(), data, connect));
    }
    const measured = rows.slice(-(typeof neo4j === 'string' ? 2 : 3)).filter((r) => r.pathMs !== undefined);
    const [first, ...rest] = measured.map((r) => JSON.stringify(r.costs));
    if (rest.some((c) => c !== first))
      console.error(`shortest-path costs differ between stores: ${first} vs ${rest}`);
  }
  if (QUESTIONS > 0) pipeline = await cypherPipeline(tmp);
} finally {
  rmSync(tmp, { recursive: true, force: true });
  if (typeof neo4j !== 'string') await neo4j.started?.stop();
}

console.log(
  `| store | nodes/edges | load ms | reopen ms | schema ms | neighbors() ms median / p90 (${CALLS} calls) | nodesByProperty() ms median / p90 | weighted shortest path ms (mean of 5) |`,
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.store} | ${r.size} | ${fmt(r.loadMs)} | ${fmt(r.reopenMs)} | ${fmt(r.schemaMs)} | ${fmt(r.hop.median)} / ${fmt(r.hop.p90)} | ${fmt(r.byProperty.median)} / ${fmt(r.byProperty.p90)} | ${fmt(r.pathMs)} |`,
  );
}
if (pipeline) {
  const q = quantiles(pipeline.rest);
  console.log(
    `\nCypher pipeline per question (temporary embedded store, 10–100 nodes: open, load, schema, query, close), ${QUESTIONS} questions:` +
      ` first ${fmt(pipeline.first)} ms (starts the engine process), then median ${fmt(q.median)} ms, p90 ${fmt(q.p90)} ms`,
  );
}
console.log(
  `node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, ${new Date().toISOString()}`,
);
