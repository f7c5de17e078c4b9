/**
 * `npm run bench:tools [-- --preset scale-10000] [-- --calls 50]`: times GraphWalk's graph tools
 * (src/tools/graph) on a generated GraphWalk graph in every available store (memory, embedded;
 * Neo4j when NEO4J_URI is set): each tool called with arguments drawn from the graph's own schema
 * and values, the way an agent calls them. Prints the median and p90 per tool and store, and
 * whether the embedded store meets the target (median ≤ 5 ms per call at 10,000 nodes). The
 * figures go into docs/benchmarks.md ("GraphWalk tools"). Correctness lives in the tests; this
 * only measures, but it does check that every store returns the same number of rows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { graphwalkGraphs } from '../src/bench/datasets/graphwalk/index.js';
import type { SyntheticGraph } from '../src/bench/datasets/graphwalk/synthetic-graph.js';
import { median, quantile } from '../src/bench/report/stats.js';
import { EmbeddedStore } from '../src/graph/stores/embedded/embedded-store.js';
import type { GraphStore } from '../src/graph/stores/graph-store.js';
import { MemoryStore } from '../src/graph/stores/memory/index.js';
import { Neo4jStore } from '../src/graph/stores/neo4j/neo4j-store.js';
import { type GraphTools, graphTools } from '../src/tools/graph/graph-tools.js';
import { mulberry32, type Rng } from '../src/util/mulberry32.js';

const { values } = parseArgs({
  options: { preset: { type: 'string', default: 'scale-10000' }, calls: { type: 'string', default: '50' } },
});
const PRESET = values.preset!;
const CALLS = Number(values.calls);
const TARGET_MS = 5;

/** One call an agent could make: a tool and its arguments. */
type Call = { tool: keyof GraphTools; args: Record<string, unknown> };

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;

/** `CALLS` calls of each tool, drawn from the graph (the same calls for every store). */
function drawCalls(g: SyntheticGraph): Map<string, Call[]> {
  const rng = mulberry32(11);
  const node = () => pick(rng, g.graph.nodes);
  const byKey = (): Call => {
    const n = node();
    return {
      tool: 'get_node_by_property',
      args: { label: n.labels[0], property_name: 'key', property_value: n.properties.key },
    };
  };
  const byValue = (): Call => {
    const c = pick(rng, g.schema.nodeClasses);
    const p = pick(rng, c.properties);
    return {
      tool: 'get_node_by_property',
      args: { label: c.label, property_name: p.name, property_value: pick(rng, p.values) },
    };
  };
  const neighbors = (): Call => {
    const n = node();
    return {
      tool: 'get_all_nearest_neighbors',
      args: { label: n.labels[0], property_name: 'key', property_value: n.properties.key },
    };
  };
  const nodeValues = (): Call => {
    const c = pick(rng, g.schema.nodeClasses);
    return {
      tool: 'get_unique_property_values',
      args: { property_name: pick(rng, c.properties).name, entity_name: c.label, entity_type: 'node' },
    };
  };
  const relValues = (): Call => {
    const r = pick(rng, g.schema.relationshipClasses);
    return {
      tool: 'get_unique_property_values',
      args: { property_name: pick(rng, r.properties).name, entity_name: r.type, entity_type: 'relationship' },
    };
  };
  const draw = (f: () => Call) => Array.from({ length: CALLS }, f);
  return new Map([
    ['get_node_by_property (by key)', draw(byKey)],
    ['get_node_by_property (by value)', draw(byValue)],
    ['get_all_nearest_neighbors', draw(neighbors)],
    ['get_unique_property_values (node)', draw(nodeValues)],
    ['get_unique_property_values (relationship)', draw(relValues)],
  ]);
}

/** How many rows a result says there were (a cut list: its "of N"; stores may show different rows of it). */
const size = (v: unknown): number => {
  if (Array.isArray(v)) return v.length;
  const total = / of (?:more than )?(\d+) /.exec((v as { truncated: string }).truncated)?.[1];
  return total === undefined ? Number.NaN : Number(total);
};

/** Times every call on `store`; returns per tool the median, p90 and the rows it returned. */
async function timeTools(store: GraphStore, calls: Map<string, Call[]>) {
  const tools = graphTools(store, await store.schema());
  const out = new Map<string, { median: number; p90: number; rows: number[] }>();
  for (const [name, list] of calls) {
    const times: number[] = [];
    const rows: number[] = [];
    // One warm-up call (the engine plans and caches on first use).
    // biome-ignore lint/suspicious/noExplicitAny: each tool has its own argument type
    const run = (c: Call) => (tools[c.tool] as any).execute(tools[c.tool].inputSchema.parse(c.args), {});
    await run(list[0]!);
    for (const c of list) {
      const t = performance.now();
      rows.push(size(await run(c)));
      times.push(performance.now() - t);
    }
    out.set(name, { median: median(times), p90: quantile(times, 0.9), rows });
  }
  return out;
}

const [g] = graphwalkGraphs({ preset: PRESET, graphs: 1, seed: 1 });
const calls = drawCalls(g!);
const tmp = mkdtempSync(join(tmpdir(), 'grraf-bench-tools-'));
const results = new Map<string, Awaited<ReturnType<typeof timeTools>>>();
try {
  const memory = new MemoryStore();
  await memory.load(g!.graph);
  results.set('memory', await timeTools(memory, calls));
  await memory.close();
  const embedded = await EmbeddedStore.open(join(tmp, 'store'));
  await embedded.load(g!.graph);
  results.set('embedded', await timeTools(embedded, calls));
  await embedded.close();
  if (process.env.NEO4J_URI) {
    const neo4j = await Neo4jStore.connect(process.env.NEO4J_URI);
    await neo4j.load(g!.graph);
    results.set('neo4j', await timeTools(neo4j, calls));
    await neo4j.close();
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

const stores = [...results.keys()];
const fmt = (x: number) => (x >= 100 ? x.toFixed(0) : x.toFixed(2));
console.log(
  `GraphWalk tools on ${PRESET} (${g!.graph.nodes.length} nodes, ${g!.graph.edges.length} edges), ${CALLS} calls per tool; ms median / p90`,
);
console.log(`| tool | ${stores.join(' | ')} | rows (median) |`);
console.log(`|---|${stores.map(() => '---|').join('')}---|`);
for (const name of calls.keys()) {
  const cells = stores.map((s) => {
    const r = results.get(s)!.get(name)!;
    return `${fmt(r.median)} / ${fmt(r.p90)}`;
  });
  console.log(
    `| ${name} | ${cells.join(' | ')} | ${quantile(results.get('memory')!.get(name)!.rows, 0.5)} |`,
  );
}
for (const name of calls.keys()) {
  const first = JSON.stringify(results.get('memory')!.get(name)!.rows);
  for (const s of stores.slice(1)) {
    if (JSON.stringify(results.get(s)!.get(name)!.rows) !== first)
      console.error(`${name}: ${s} returned other row counts than memory`);
  }
}
const worst = Math.max(...[...results.get('embedded')!.values()].map((r) => r.median));
console.log(
  `embedded: slowest tool median ${fmt(worst)} ms; target ≤ ${TARGET_MS} ms: ${worst <= TARGET_MS ? 'met' : 'NOT met'}`,
);
// The machine is shared: the load average says how much the figures carry of other jobs' work.
const load = loadavg()
  .map((x) => x.toFixed(2))
  .join(' ');
console.log(`node ${process.version}, ${new Date().toISOString()}, load average ${load}`);
