/**
 * `npm run bench:retrieval`: GraphSkill's retrieval comparison. Runs the retrievers (flat TF-IDF
 * top-k, hierarchical, flat LLM screening) over the ComplexGraph task statements on one
 * documentation tree and prints precision, recall, F1 against the gold labels
 * (src/retrieval/evaluation/README.md), with LLM calls, tokens and time per query.
 *
 *   npm run bench:retrieval                        # TF-IDF only (no model)
 *   npm run bench:retrieval -- --model openai:gpt-4o-mini --cassette bench-out/retrieval-cassette
 *   npm run bench:retrieval -- --tree grraf --variants plain --limit 10 --out bench-out/retrieval.json
 *   npm run bench:retrieval -- --tree grraf --variants plain --tasks maximum_flow,diameter
 *
 *   npm run bench:retrieval -- --queries dev --retrievers compact --model <spec>   # the development set
 *
 * Options: --queries complexgraph|dev (default complexgraph: the statements reported as held out;
 * dev: src/retrieval/evaluation/dev-queries.json, NetworkX trees only),
 * --tree graphskill|networkx|grraf (default graphskill when its file is there),
 * --tree-file <GraphSkill JSON>, --statements <descriptions dir> (default: the shared data's, else
 * the copy vendored with the ComplexGraph dataset), --tasks maximum_flow,diameter,…,
 * --variants plain,no_term,…,
 * --retrievers tfidf,hierarchical,layered (Algorithm 1's one level per layer),compact (the last layer
 * is the filter: at most three calls on a three-level tree),screening, --top-k 3, --limit N, --model <spec>,
 * --cassette <dir>, --cassette-mode record|replay|auto, --out <file.json>, --concurrency N (queries at once).
 * Without --model only TF-IDF runs (the LLM retrievers need a model); no model numbers are made up.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { CassetteMode } from '../src/llm/cassette/cassette.js';
import { createLlmRuntime, type LlmRuntime } from '../src/llm/llm-runtime.js';
import { resolveModel } from '../src/llm/resolve-model.js';
import {
  complexGraphGold,
  countDocTree,
  type DocTree,
  devQueries,
  type EvaluationQuery,
  evaluateRetriever,
  flatScreeningRetriever,
  type GoldVocabulary,
  grrafLibraryTree,
  hierarchicalRetriever,
  loadComplexGraphQueries,
  loadGraphSkillTree,
  networkxTree,
  type QueryOutcome,
  type Retriever,
  resolveGold,
  summarize,
  taskOfStem,
  tfidfRetriever,
} from '../src/retrieval/index.js';

/** The statements vendored with the ComplexGraph dataset (the same files as the shared data's). */
const VENDORED_STATEMENTS = fileURLToPath(
  new URL('../src/bench/datasets/complexgraph/statements/descriptions/', import.meta.url),
);

const shared = (relative: string) =>
  [join(process.cwd(), '../shared/data', relative), join('/work/shared/data', relative)].find(existsSync);

const { values: args } = parseArgs({
  options: {
    queries: { type: 'string', default: 'complexgraph' },
    concurrency: { type: 'string', default: '1' },
    tree: { type: 'string' },
    'tree-file': { type: 'string' },
    statements: { type: 'string' },
    tasks: { type: 'string' },
    variants: { type: 'string' },
    retrievers: { type: 'string' },
    'top-k': { type: 'string', default: '3' },
    limit: { type: 'string' },
    model: { type: 'string' },
    cassette: { type: 'string' },
    'cassette-mode': { type: 'string' },
    out: { type: 'string' },
  },
});

async function loadTree(): Promise<{ tree: DocTree; vocabulary: GoldVocabulary }> {
  const file = args['tree-file'] ?? shared('networkx-doc-tree/networkx_graph_functions_docs.json');
  const kind = args.tree ?? (file ? 'graphskill' : 'grraf');
  if (kind === 'graphskill') {
    if (!file) throw new Error('no GraphSkill tree file: pass --tree-file, or --tree networkx|grraf');
    return { tree: await loadGraphSkillTree(file), vocabulary: 'networkx' };
  }
  if (kind === 'networkx') return { tree: await networkxTree(), vocabulary: 'networkx' };
  if (kind === 'grraf') return { tree: grrafLibraryTree(), vocabulary: 'grraf' };
  throw new Error(`--tree ${kind}: expected graphskill, networkx or grraf`);
}

async function loadQueries(tree: DocTree, vocabulary: GoldVocabulary): Promise<EvaluationQuery[]> {
  if (args.queries === 'dev') return loadDevQueries(tree, vocabulary);
  if (args.queries !== 'complexgraph')
    throw new Error(`--queries ${args.queries}: expected complexgraph or dev`);
  const dir = args.statements ?? shared('complexgraph-tasks/descriptions') ?? VENDORED_STATEMENTS;
  const gold = complexGraphGold();
  const variants = args.variants?.split(',');
  const tasks = args.tasks?.split(',');
  const all = await loadComplexGraphQueries(dir);
  const unknown = tasks?.filter((t) => !all.some((q) => q.task === t)) ?? [];
  if (unknown.length > 0) throw new Error(`--tasks: no statements for ${unknown.join(', ')}`);
  const chosen = all.filter(
    (q) => (!variants || variants.includes(q.variant)) && (!tasks || tasks.includes(q.task)),
  );
  const limited = args.limit ? chosen.slice(0, Number(args.limit)) : chosen;
  return limited.map((q) => {
    const labels = gold.get(q.task);
    if (!labels) throw new Error(`no gold labels for task ${q.task} (${q.id})`);
    return { ...q, gold: resolveGold(labels[vocabulary], tree, vocabulary) };
  });
}

function loadDevQueries(tree: DocTree, vocabulary: GoldVocabulary): EvaluationQuery[] {
  if (vocabulary !== 'networkx')
    throw new Error('--queries dev: its gold is in NetworkX names; use a NetworkX tree');
  if (args.tasks || args.variants) throw new Error('--queries dev has no tasks or variants to choose');
  const all = devQueries().map((q) => ({
    id: q.id,
    task: q.id,
    text: q.text,
    gold: resolveGold(q.networkx, tree, vocabulary),
  }));
  return args.limit ? all.slice(0, Number(args.limit)) : all;
}

async function loadRuntime(): Promise<LlmRuntime | undefined> {
  if (!args.model) {
    if (args.cassette)
      throw new Error('--cassette needs --model (cassette recordings are keyed by model id)');
    return undefined;
  }
  const mode = (args['cassette-mode'] ?? 'auto') as CassetteMode;
  const resolved = await resolveModel(
    args.model,
    mode === 'replay' && args.cassette ? { offline: true } : {},
  );
  const cassette = args.cassette ? { dir: args.cassette, mode } : resolved.cassette;
  return createLlmRuntime({
    model: resolved.model,
    label: resolved.label,
    limits: resolved.limits,
    ...(cassette ? { cassette } : {}),
  });
}

function chooseRetrievers(runtime: LlmRuntime | undefined): Retriever[] {
  const topK = Number(args['top-k']);
  const names = args.retrievers?.split(',') ?? ['tfidf', 'hierarchical', 'screening'];
  const make: Record<string, () => Retriever> = {
    tfidf: () => tfidfRetriever({ topK }),
    hierarchical: () => hierarchicalRetriever(),
    // one level per layer, exactly as Algorithm 1 walks: what opening small sections saves
    layered: () => hierarchicalRetriever({ layerBudget: 0 }),
    // the last layer judged strictly in place of a separate filter: at most three calls on GraphSkill's tree
    compact: () => hierarchicalRetriever({ compact: true }),
    screening: () => flatScreeningRetriever(),
  };
  const unknown = names.filter((n) => !make[n]);
  if (unknown.length > 0) throw new Error(`--retrievers: unknown ${unknown.join(', ')}`);
  const llmNames = names.filter((n) => n !== 'tfidf');
  if (!runtime && llmNames.length > 0) {
    console.log(`No --model given: running TF-IDF only (${llmNames.join(' and ')} need a model).`);
    return names.includes('tfidf') ? [make.tfidf!()] : [];
  }
  return names.map((n) => make[n]!());
}

const pct = (x: number) => x.toFixed(3);

function printTable(results: { retriever: string; outcomes: QueryOutcome[] }[]): void {
  const head = ['retriever', 'P', 'R', 'F1', 'all-hit', 'docs', 'calls', 'tok-in', 'tok-out', 'ms', 'failed'];
  console.log(`\n${head.map((h, i) => (i === 0 ? h.padEnd(16) : h.padStart(8))).join('')}`);
  for (const { retriever, outcomes } of results) {
    const s = summarize(outcomes);
    const cells = [pct(s.precision), pct(s.recall), pct(s.f1), pct(s.allHitRate), s.retrieved.toFixed(1)];
    cells.push(s.llmCalls.toFixed(1), s.inputTokens.toFixed(0), s.outputTokens.toFixed(0), s.ms.toFixed(0));
    cells.push(String(s.failed));
    console.log(`${retriever.padEnd(16)}${cells.map((c) => c.padStart(8)).join('')}`);
  }
  console.log('(means per query; P/R/F1 macro-averaged as GraphSkill does)');
  for (const { retriever, outcomes } of results) {
    const variants = [...new Set(outcomes.map((o) => variantOf(o.query)))];
    const byVariant = variants.map((v) => {
      const f1 = summarize(outcomes.filter((o) => variantOf(o.query) === v)).f1;
      return `${v} ${pct(f1)}`;
    });
    console.log(`F1 by variant, ${retriever}: ${byVariant.join(', ')}`);
  }
}

function variantOf(queryId: string): string {
  if (queryId.startsWith('dev/')) return 'dev';
  return taskOfStem(queryId.split('/').at(-1)!).variant;
}

const { tree, vocabulary } = await loadTree();
const counts = countDocTree(tree);
const queries = await loadQueries(tree, vocabulary);
const runtime = await loadRuntime();
console.log(
  `tree: ${tree.title} — ${counts.chapters} chapters, ${counts.internal} internal nodes, ${counts.leaves} leaves`,
);
console.log(
  `queries: ${args.queries}, ${queries.length} statements of ${new Set(queries.map((q) => q.task)).size} tasks`,
);
console.log(`model: ${runtime ? runtime.label : 'none'}`);
const results: { retriever: string; outcomes: QueryOutcome[] }[] = [];
for (const retriever of chooseRetrievers(runtime)) {
  const outcomes = await evaluateRetriever(retriever, tree, queries, {
    concurrency: Number(args.concurrency),
    ...(runtime ? { context: (q: EvaluationQuery) => ({ llm: runtime.context({ question: q.id }) }) } : {}),
    onOutcome: (o) => {
      if (o.error) console.log(`  ${retriever.name} ${o.query}: failed: ${o.error}`);
    },
  });
  results.push({ retriever: retriever.name, outcomes });
}
printTable(results);
if (args.out) {
  await mkdir(dirname(args.out), { recursive: true });
  await writeFile(
    args.out,
    `${JSON.stringify({ tree: tree.title, queries: args.queries, model: runtime?.label ?? null, results }, null, 2)}\n`,
  );
  console.log(`outcomes written to ${args.out}`);
}
