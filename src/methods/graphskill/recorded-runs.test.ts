/**
 * Committed real-model GraphSkill evidence replays offline: bench runs (bench-runs/<date>-graphskill-*
 * with run directories holding run.json and results.jsonl beside their cassette) to the same answers,
 * paths, details and tokens; retrieval comparisons (a `retrieval.json` written by
 * `npm run bench:retrieval -- --out` beside its cassette) to the same documents per query. Each fails
 * when a prompt drifts from what the model saw: re-record then. Skipped, saying so in the test's
 * name, while nothing is committed.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runBenchSession } from '../../bench/run/bench-session.js';
import type { RunMeta } from '../../bench/run/run-bench.js';
import type { BenchResult } from '../../bench/types.js';
import { createLlmRuntime } from '../../llm/llm-runtime.js';
import { resolveModel } from '../../llm/resolve-model.js';
import {
  type DocTree,
  evaluateRetriever,
  flatScreeningRetriever,
  grrafLibraryTree,
  hierarchicalRetriever,
  loadComplexGraphQueries,
  type QueryOutcome,
  type Retriever,
  tfidfRetriever,
} from '../../retrieval/index.js';

const RUNS = fileURLToPath(new URL('../../../bench-runs/', import.meta.url));
const STATEMENTS = fileURLToPath(
  new URL('../../bench/datasets/complexgraph/statements/descriptions/', import.meta.url),
);
const tmp = mkdtempSync(join(tmpdir(), 'grraf-recorded-graphskill-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const evidence = existsSync(RUNS) ? readdirSync(RUNS).filter((d) => d.includes('-graphskill-')) : [];

/** Every committed run directory (one with run.json) and its cassette. */
const benchRuns = evidence.flatMap((d) => {
  const root = join(RUNS, d);
  return readdirSync(root)
    .filter((r) => existsSync(join(root, r, 'run.json')))
    .map((r) => ({ name: `${d}/${r}`, cassette: join(root, 'cassette'), run: join(root, r) }));
});

/** Every committed retrieval comparison and its cassette. */
const retrievalRuns = evidence
  .filter((d) => existsSync(join(RUNS, d, 'retrieval.json')))
  .map((d) => ({ name: d, cassette: join(RUNS, d, 'cassette'), file: join(RUNS, d, 'retrieval.json') }));

const readResults = (file: string): BenchResult[] =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as BenchResult);

describe('recorded real-model GraphSkill bench runs', () => {
  if (benchRuns.length === 0) {
    it.skip('replay offline: skipped because no bench-runs/<date>-graphskill-* run is committed yet', () => {});
  }
  it.each(benchRuns)(
    '$name replays offline to the same answers and tokens',
    async ({ name, cassette, run }) => {
      const meta = JSON.parse(readFileSync(join(run, 'run.json'), 'utf8')) as RunMeta;
      // The session adds cassette, tasks and cache to the settings; the rest are the method's options.
      const { cassette: _c, tasks, cache, ...options } = meta.settings;
      const session = await runBenchSession({
        method: meta.method,
        dataset: meta.dataset,
        ...(typeof tasks === 'string' ? { tasks: tasks.split(',') } : {}),
        ...(meta.limit === undefined ? {} : { limit: meta.limit }),
        model: meta.model,
        // Nothing listens here: every answer must come from the cassette.
        baseUrl: 'http://127.0.0.1:9/v1',
        cassette,
        cassetteMode: 'replay',
        ...(cache === 'off' ? { cache: false } : {}),
        options,
        quiet: true,
        env: {},
        out: join(tmp, name.replaceAll('/', '-')),
      });
      const seen = (r: BenchResult) => ({
        id: r.id,
        answer: r.answer,
        correct: r.correct,
        path: r.path,
        details: r.details,
        tokens: [r.tokensIn, r.tokensOut],
      });
      expect(session.results.map(seen)).toEqual(readResults(join(run, 'results.jsonl')).map(seen));
    },
  );
});

/** What `npm run bench:retrieval -- --out` writes. */
interface RetrievalFile {
  tree: string;
  model: string | null;
  results: { retriever: string; outcomes: QueryOutcome[] }[];
}

function retrieverNamed(name: string): Retriever {
  if (name === 'hierarchical') return hierarchicalRetriever();
  if (name === 'flat-screening') return flatScreeningRetriever();
  const topK = /^tfidf-top(\d+)$/.exec(name);
  if (topK) return tfidfRetriever({ topK: Number(topK[1]) });
  throw new Error(`unknown retriever ${name}`);
}

function treeTitled(title: string): DocTree {
  const tree = grrafLibraryTree();
  if (tree.title !== title) throw new Error(`this test replays comparisons on grraf's tree, not "${title}"`);
  return tree;
}

describe('recorded real-model retrieval comparisons', () => {
  if (retrievalRuns.length === 0) {
    it.skip('replay offline: skipped because no bench-runs/<date>-graphskill-*/retrieval.json is committed yet', () => {});
  }
  it.each(retrievalRuns)('$name replays offline to the same documents', async ({ cassette, file }) => {
    const recorded = JSON.parse(readFileSync(file, 'utf8')) as RetrievalFile;
    const tree = treeTitled(recorded.tree);
    const statements = new Map((await loadComplexGraphQueries(STATEMENTS)).map((q) => [q.id, q]));
    const resolved = recorded.model
      ? await resolveModel(recorded.model, { offline: true, env: {} })
      : undefined;
    const runtime = resolved
      ? createLlmRuntime({
          model: resolved.model,
          label: resolved.label,
          cassette: { dir: cassette, mode: 'replay' },
        })
      : undefined;
    for (const { retriever, outcomes } of recorded.results) {
      const queries = outcomes.map((o) => ({ ...statements.get(o.query)!, gold: [] }));
      const replayed = await evaluateRetriever(retrieverNamed(retriever), tree, queries, {
        ...(runtime
          ? { context: (q: { id: string }) => ({ llm: runtime.context({ question: q.id }) }) }
          : {}),
      });
      expect(replayed.map((o) => [o.query, o.retrievedIds])).toEqual(
        outcomes.map((o) => [o.query, o.retrievedIds]),
      );
    }
  });
});
