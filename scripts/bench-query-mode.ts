/**
 * `npm run bench:query-mode [-- --edges 1000000] [-- --questions 20] [-- --load-questions 2] [-- --no-load-mode]`:
 * what GRRAF's query mode (`--graph-access query`) costs on a large graph in Neo4j, beside load mode.
 *
 * A generated undirected weighted graph (default 1M edges, 100k nodes; `--edges 10000000` for 10M,
 * not run in the tests) is loaded into Neo4j — the server at NEO4J_URI (NEO4J_USER, NEO4J_PASSWORD)
 * when set, else a throwaway one started here (src/test-support/neo4j-server.ts). Then each mode
 * answers questions in a process of its own, so its memory is its alone (the graph this script
 * generated is not in it): "What is the clustering coefficient of node N?", asked of GRRAF with a
 * TEST DOUBLE of the model (scriptedModel, the AI SDK's mock) that writes a fixed program —
 * query mode: fetch N's neighbors and the edges among them with cypher(), compute with
 * `clustering()`; load mode: `clustering(G, …)` on the whole graph exported into the sandbox.
 * Every answer is checked against the clustering coefficient computed here from the generated data.
 *
 * Printed per mode: the host's resident memory (RSS) before the first question, after the last, and
 * its peak (sampled every 20 ms, the sandbox's isolates included: they live in the process), and
 * the time per question (no model time: the double answers at once). The figures go into
 * docs/benchmarks.md ("Query mode").
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createExecutor } from '../src/exec/index.js';
import type { GraphData } from '../src/graph/model.js';
import { Neo4jStore } from '../src/graph/stores/neo4j/neo4j-store.js';
import { createLlmContext } from '../src/llm/llm-runtime.js';
import { scriptedModel } from '../src/llm/test-support/index.js';
import { solveGrraf } from '../src/methods/grraf/grraf.js';
import { defaultServices } from '../src/methods/shared/default-services.js';
import { type Neo4jServer, startNeo4j } from '../src/test-support/neo4j-server.js';
import { mulberry32 as rng } from '../src/util/mulberry32.js';

const args = process.argv.slice(2);
const argOf = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);

type Mode = 'query' | 'load';

/** What a child process reports. */
interface ModeResult {
  mode: Mode;
  questions: number;
  correct: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  rssPeakMb: number;
  /** Seconds per question, in order (the first includes the sandbox's start). */
  seconds: number[];
  queriesPerQuestion: number;
}

const F = '```';
const QUESTION = 'What is the clustering coefficient of node {node}?';

/** The TEST DOUBLE's program in query mode: N's neighborhood by Cypher, the rest by the library. */
const QUERY_PROGRAM = `const s = params.node;
const around = await cypher('MATCH (a:Node {id: $s})-[]-(b) RETURN DISTINCT b.id AS b', { s });
const ids = around.map((r) => r.b);
const among = await cypher(
  'MATCH (x:Node)-[]->(y:Node) WHERE x.id IN $ids AND y.id IN $ids RETURN x.id AS x, y.id AS y',
  { ids },
);
const H = new UndirectedGraph();
H.mergeNode(String(s), { id: s });
for (const b of ids) H.mergeEdge(String(s), String(b));
for (const { x, y } of among) H.mergeEdge(String(x), String(y));
answer = clustering(H, String(s));`;

/** The TEST DOUBLE's program in load mode: the library on the whole graph. */
const LOAD_PROGRAM = 'answer = clustering(G, String(params.node));';

/** A TEST DOUBLE of the model (not an LLM): it writes `program` for every compile prompt. */
function scriptedQueryModeModel(program: string, questions: number) {
  const reply = {
    match: /Write a \w+ program that answers the question for any graph/,
    text: `QUESTION: ${QUESTION}\nANSWER FORMAT: a number\nASSUMPTION: none\n${F}js\n${program}\n${F}`,
    usage: { inputTokens: 0, outputTokens: 0 },
  };
  return scriptedModel(Array.from({ length: questions }, () => reply));
}

/** A simple undirected weighted graph with ids 0..n-1 and m distinct edges. */
function generate(n: number, m: number, seed = 20261128): GraphData {
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
  const nodes = Array.from({ length: n }, (_, id) => ({ id, labels: [], properties: {} }));
  return { directed: false, nodes, edges };
}

/** The clustering coefficient of each of `asked`, from the data (the answers' reference). */
function expectedClustering(data: GraphData, asked: number[]): Map<number, number> {
  const adjacency = new Map<number, Set<number>>();
  const wanted = new Set(asked);
  for (const e of data.edges) {
    const [a, b] = [Number(e.source), Number(e.target)];
    if (wanted.has(a)) adjacency.set(a, (adjacency.get(a) ?? new Set()).add(b));
    if (wanted.has(b)) adjacency.set(b, (adjacency.get(b) ?? new Set()).add(a));
  }
  const neighborSets = new Map<number, Set<number>>();
  const needed = new Set([...adjacency.values()].flatMap((s) => [...s]));
  for (const e of data.edges) {
    const [a, b] = [Number(e.source), Number(e.target)];
    if (needed.has(a)) neighborSets.set(a, (neighborSets.get(a) ?? new Set()).add(b));
    if (needed.has(b)) neighborSets.set(b, (neighborSets.get(b) ?? new Set()).add(a));
  }
  const out = new Map<number, number>();
  for (const s of asked) {
    const nb = [...(adjacency.get(s) ?? [])];
    let links = 0;
    for (let i = 0; i < nb.length; i++)
      for (let j = i + 1; j < nb.length; j++) if (neighborSets.get(nb[i]!)?.has(nb[j]!)) links++;
    out.set(s, nb.length < 2 ? 0 : (2 * links) / (nb.length * (nb.length - 1)));
  }
  return out;
}

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** Child: answers the questions in one mode and prints a ModeResult as its last line. */
async function child(mode: Mode, asked: number[], expected: number[]): Promise<void> {
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const store = await Neo4jStore.connect(process.env.NEO4J_URI!, {
    user: process.env.NEO4J_USER ?? 'neo4j',
    password: process.env.NEO4J_PASSWORD ?? '',
  });
  const js = createExecutor('js');
  const model = scriptedQueryModeModel(mode === 'query' ? QUERY_PROGRAM : LOAD_PROGRAM, asked.length);
  const seconds: number[] = [];
  let correct = 0;
  let queries = 0;
  try {
    for (const [i, node] of asked.entries()) {
      const started = performance.now();
      const solution = await solveGrraf(
        { question: QUESTION.replace('{node}', String(node)), store, params: { node } },
        { llm: createLlmContext({ model }), executor: () => js },
        { graphAccess: mode, phrase: false, fallback: false, maxRepairs: 0 },
        defaultServices(),
      );
      seconds.push((performance.now() - started) / 1000);
      if (solution.outcome !== 'answered') {
        console.error(`[${mode}] node ${node}: ${solution.error?.message}`);
      } else if (Math.abs(Number(solution.answer) - expected[i]!) < 1e-9) {
        correct++;
      } else console.error(`[${mode}] node ${node}: answered ${solution.answer}, expected ${expected[i]}`);
      // Each store query a program made is a 'query' step of its own (inside its exec step).
      queries += solution.trace.filter((s) => s.kind === 'query').length;
    }
  } finally {
    await js.close();
    await store.close();
    clearInterval(sampler);
  }
  const result: ModeResult = {
    mode,
    questions: asked.length,
    correct,
    rssBeforeMb: mb(rssBefore),
    rssAfterMb: mb(process.memoryUsage().rss),
    rssPeakMb: mb(Math.max(peak, process.memoryUsage().rss)),
    seconds,
    queriesPerQuestion: queries / asked.length,
  };
  console.log(JSON.stringify(result));
}

/** Runs one mode in a fresh process. */
function runChild(
  mode: Mode,
  asked: number[],
  expected: number[],
  env: NodeJS.ProcessEnv,
): Promise<ModeResult> {
  const script = fileURLToPath(import.meta.url);
  const childArgs = [
    '--no-node-snapshot',
    '--import',
    'tsx',
    script,
    '--child',
    mode,
    asked.join(','),
    expected.join(','),
  ];
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, childArgs, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    p.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    p.on('error', reject);
    p.on('close', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !last.startsWith('{'))
        reject(new Error(`the ${mode}-mode process ended with ${code}`));
      else resolve(JSON.parse(last) as ModeResult);
    });
  });
}

/** NEO4J_URI's server, or one started here (stopped at the end). */
async function neo4jServer(): Promise<{ env: NodeJS.ProcessEnv; started?: Neo4jServer }> {
  if (process.env.NEO4J_URI) return { env: process.env };
  // A page cache that holds the graph (the launcher's default is 128 MiB).
  process.env.NEO4J_LAUNCHER_PAGECACHE_MB ??= '2048';
  const started = await startNeo4j({ profile: 'server', log: (m) => console.error(`[neo4j] ${m}`) });
  if (typeof started === 'string') throw new Error(`cannot start Neo4j: ${started}`);
  const env = {
    ...process.env,
    NEO4J_URI: started.uri,
    NEO4J_USER: started.user,
    NEO4J_PASSWORD: started.password,
  };
  return { env, started };
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};

async function main(): Promise<void> {
  const edges = Number(argOf('--edges') ?? 1_000_000);
  const nodes = Number(argOf('--nodes') ?? Math.max(10, Math.round(edges / 10)));
  const questions = Number(argOf('--questions') ?? 20);
  const loadQuestions = args.includes('--no-load-mode') ? 0 : Number(argOf('--load-questions') ?? 2);
  const rand = rng(7);
  const asked = Array.from({ length: Math.max(questions, loadQuestions) }, () => Math.floor(rand() * nodes));
  let started = performance.now();
  let data: GraphData | undefined = generate(nodes, edges);
  const expected = expectedClustering(data, asked);
  console.error(
    `generated ${nodes} nodes, ${edges} edges in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const server = await neo4jServer();
  try {
    const store = await Neo4jStore.connect(server.env.NEO4J_URI!, {
      user: server.env.NEO4J_USER ?? 'neo4j',
      password: server.env.NEO4J_PASSWORD ?? '',
    });
    started = performance.now();
    await store.load(data);
    await store.close();
    const loadS = (performance.now() - started) / 1000;
    console.error(`loaded into Neo4j in ${loadS.toFixed(1)} s`);
    data = undefined;
    const results: ModeResult[] = [];
    const values = (n: number) => asked.slice(0, n).map((a) => expected.get(a)!);
    results.push(await runChild('query', asked.slice(0, questions), values(questions), server.env));
    if (loadQuestions > 0) {
      results.push(await runChild('load', asked.slice(0, loadQuestions), values(loadQuestions), server.env));
    }
    console.log(
      `\nQuery mode vs load mode, ${nodes.toLocaleString('en')} nodes / ${edges.toLocaleString('en')} edges in Neo4j (load ${loadS.toFixed(0)} s); model: TEST DOUBLE (scripted, no LLM)\n`,
    );
    console.log(
      '| mode | questions | correct | RSS before MB | RSS after MB | RSS peak MB | s / question median | p90 | first | Cypher queries / question |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const r of results) {
      const rest = r.seconds.length > 1 ? r.seconds.slice(1) : r.seconds;
      console.log(
        `| ${r.mode} | ${r.questions} | ${r.correct} | ${r.rssBeforeMb} | ${r.rssAfterMb} | ${r.rssPeakMb} | ${quantile(rest, 0.5).toFixed(2)} | ${quantile(rest, 0.9).toFixed(2)} | ${r.seconds[0]!.toFixed(2)} | ${r.queriesPerQuestion.toFixed(1)} |`,
      );
    }
  } finally {
    await server.started?.stop();
  }
}

if (args[0] === '--child') {
  const [, mode, asked, expected] = args;
  await child(mode as Mode, asked!.split(',').map(Number), expected!.split(',').map(Number));
  process.exit(0);
} else {
  await main();
}
