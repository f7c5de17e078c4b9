/**
 * `npm run check:graphwalk-truth`: the two GraphWalk truth sources on thousands of instances, from
 * 100 to 10,000 nodes. Every graph is loaded into a fresh embedded store; each question's Cypher
 * (truth #1) must give exactly the in-memory evaluator's truth (truth #2). Prints agreement counts
 * per template and graph size, lists the first disagreements, and exits 1 when there is any.
 *
 * Usage: npm run check:graphwalk-truth [-- --seed 1] [-- --per-template 10] [-- --sizes 100,500]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  cypherTruth,
  GRAPHWALK_TEMPLATES,
  type GraphwalkParams,
  type GraphwalkQuestion,
  graphwalkGraphs,
  questionsOn,
} from '../src/bench/datasets/graphwalk/index.js';
import { EmbeddedStore } from '../src/graph/stores/embedded/index.js';

/** Graph sizes checked: the paper's presets, and 2,000 nodes between 500 and 10,000. */
const SIZES: { nodes: number; preset: string; params?: Partial<GraphwalkParams>; graphs: number }[] = [
  { nodes: 100, preset: 'main', graphs: 10 },
  { nodes: 150, preset: 'scale-150', graphs: 6 },
  { nodes: 200, preset: 'scale-200', graphs: 6 },
  { nodes: 500, preset: 'scale-500', graphs: 5 },
  { nodes: 2_000, preset: 'scale-500', params: { nodes: 2_000 }, graphs: 2 },
  { nodes: 10_000, preset: 'scale-10000', graphs: 2 },
];

interface Tally {
  agree: number;
  total: number;
}

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    'per-template': { type: 'string', default: '10' },
    sizes: { type: 'string' },
  },
});
const seed = Number(values.seed);
const perTemplate = Number(values['per-template']);
const only = values.sizes?.split(',').map(Number);
const sizes = SIZES.filter((s) => !only || only.includes(s.nodes));

const root = mkdtempSync(join(tmpdir(), 'grraf-graphwalk-check-'));
const tallies = new Map<string, Tally>();
const disagreements: string[] = [];
/** Small graphs offer few parameter choices for some templates: repeated instances are counted once here. */
const distinct = new Set<string>();
const started = performance.now();
try {
  for (const size of sizes) await checkSize(size);
} finally {
  rmSync(root, { recursive: true, force: true });
}
printTable();
if (disagreements.length > 0) {
  console.log(`\n${disagreements.length} disagreement(s); the first ones:`);
  for (const d of disagreements.slice(0, 10)) console.log(`  ${d}`);
  process.exitCode = 1;
}

async function checkSize(size: (typeof SIZES)[number]): Promise<void> {
  const options = {
    preset: size.preset,
    seed,
    graphs: size.graphs,
    ...(size.params ? { params: size.params } : {}),
  };
  for (const graph of graphwalkGraphs(options)) {
    const questions = questionsOn(graph, GRAPHWALK_TEMPLATES, perTemplate);
    const store = await EmbeddedStore.open(join(root, graph.graph.name ?? 'graph'));
    try {
      await store.load(graph.graph);
      for (const q of questions) await checkQuestion(store, q, size.nodes);
    } finally {
      await store.close();
      rmSync(join(root, graph.graph.name ?? 'graph'), { recursive: true, force: true });
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.error(
      `${graph.graph.name}: ${graph.graph.nodes.length} nodes, ${graph.graph.edges.length} edges (${seconds} s)`,
    );
  }
}

async function checkQuestion(store: EmbeddedStore, q: GraphwalkQuestion, nodes: number): Promise<void> {
  const key = `${q.template}\u0000${nodes}`;
  const tally = tallies.get(key) ?? { agree: 0, total: 0 };
  tallies.set(key, tally);
  tally.total++;
  distinct.add(`${q.graphName}\u0000${q.template}\u0000${JSON.stringify(q.params)}`);
  const truth = await cypherTruth(store, q).catch((e: unknown) => e as Error);
  if (!(truth instanceof Error) && JSON.stringify(truth) === JSON.stringify(q.truth)) {
    tally.agree++;
    return;
  }
  const why =
    truth instanceof Error ? `error ${truth.message}` : `cypher ${JSON.stringify(truth).slice(0, 120)}`;
  disagreements.push(`${q.id}: ${why}; evaluator ${JSON.stringify(q.truth).slice(0, 120)}\n    ${q.cypher}`);
}

function printTable(): void {
  const header = ['template', ...sizes.map((s) => `${s.nodes} nodes`), 'all'];
  const rows = GRAPHWALK_TEMPLATES.map((t) => {
    const cells = sizes.map((s) => tallies.get(`${t.name}\u0000${s.nodes}`) ?? { agree: 0, total: 0 });
    return [t.name, ...cells.map(cellText), cellText(sumOf(cells))];
  });
  const columns = sizes.map((s) =>
    sumOf(GRAPHWALK_TEMPLATES.map((t) => tallies.get(`${t.name}\u0000${s.nodes}`)!)),
  );
  rows.push(['all', ...columns.map(cellText), cellText(sumOf(columns))]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(
    `\nGraphWalk truth agreement (Cypher on the embedded store vs. in-memory evaluators), seed ${seed}`,
  );
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  const total = sumOf(columns);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `\n${total.agree} of ${total.total} instances agree exactly (${distinct.size} distinct; ${seconds} s).`,
  );
}

function sumOf(tallies: (Tally | undefined)[]): Tally {
  return tallies.reduce<Tally>(
    (acc, t) => ({ agree: acc.agree + (t?.agree ?? 0), total: acc.total + (t?.total ?? 0) }),
    { agree: 0, total: 0 },
  );
}

function cellText(t: Tally): string {
  return `${t.agree}/${t.total}`;
}
