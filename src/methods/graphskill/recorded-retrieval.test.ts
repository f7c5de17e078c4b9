/**
 * Committed real-model retrieval comparisons (bench-runs/<date>-graphskill-*: a `retrieval.json`
 * written by `npm run bench:retrieval -- --out` beside its cassette) replay offline to the same
 * documents per query. It fails when a retrieval prompt drifts from what the model saw: re-record
 * then. Skipped, saying so in its name, while none is committed. (Committed GraphSkill bench runs
 * replay in src/bench/run/recorded-runs.test.ts, with every other method's.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createLlmRuntime } from '../../llm/llm-runtime.js';
import { resolveModel } from '../../llm/resolve-model.js';
import {
  type DocTree,
  devQueries,
  evaluateRetriever,
  flatScreeningRetriever,
  grrafLibraryTree,
  hierarchicalRetriever,
  loadComplexGraphQueries,
  loadGraphSkillTree,
  type QueryOutcome,
  type Retriever,
  tfidfRetriever,
} from '../../retrieval/index.js';
import { GRAPHSKILL_TREE_FILE } from '../../retrieval/test-support/shared-data.js';

const RUNS = fileURLToPath(new URL('../../../bench-runs/', import.meta.url));
const STATEMENTS = fileURLToPath(
  new URL('../../bench/datasets/complexgraph/statements/descriptions/', import.meta.url),
);

const evidence = existsSync(RUNS) ? readdirSync(RUNS).filter((d) => d.includes('-graphskill-')) : [];

const GRRAF_TREE_TITLE = grrafLibraryTree().title;

/** Every committed retrieval comparison and its cassette, and whether its tree is at hand. */
const allRuns = evidence
  .filter((d) => existsSync(join(RUNS, d, 'retrieval.json')))
  .map((d) => {
    const file = join(RUNS, d, 'retrieval.json');
    const tree = (JSON.parse(readFileSync(file, 'utf8')) as { tree: string }).tree;
    // grraf's tree is built from the code; GraphSkill's NetworkX tree is shared data, not committed.
    return {
      name: d,
      cassette: join(RUNS, d, 'cassette'),
      file,
      replayable: tree === GRRAF_TREE_TITLE || !!GRAPHSKILL_TREE_FILE,
    };
  });
const retrievalRuns = allRuns.filter((r) => r.replayable);
const withoutTree = allRuns.filter((r) => !r.replayable);

/** What `npm run bench:retrieval -- --out` writes. */
interface RetrievalFile {
  tree: string;
  model: string | null;
  results: { retriever: string; outcomes: QueryOutcome[] }[];
}

function retrieverNamed(name: string): Retriever {
  if (name === 'hierarchical') return hierarchicalRetriever();
  if (name === 'hierarchical-layered') return hierarchicalRetriever({ layerBudget: 0 });
  if (name === 'hierarchical-compact') return hierarchicalRetriever({ compact: true });
  if (name === 'flat-screening') return flatScreeningRetriever();
  const topK = /^tfidf-top(\d+)$/.exec(name);
  if (topK) return tfidfRetriever({ topK: Number(topK[1]) });
  throw new Error(`unknown retriever ${name}`);
}

async function treeTitled(title: string): Promise<DocTree> {
  if (title === GRRAF_TREE_TITLE) return grrafLibraryTree();
  const tree = await loadGraphSkillTree(GRAPHSKILL_TREE_FILE!);
  if (tree.title !== title) throw new Error(`no tree titled "${title}": grraf's and GraphSkill's are known`);
  return tree;
}

describe('recorded real-model retrieval comparisons', () => {
  it.skip.each(withoutTree)(
    "$name: skipped because its tree, GraphSkill's NetworkX documentation (../shared/data), is absent",
    () => {},
  );
  if (retrievalRuns.length === 0) {
    it.skip('replay offline: skipped because no bench-runs/<date>-graphskill-*/retrieval.json is committed yet', () => {});
  }
  it.each(retrievalRuns)('$name replays offline to the same documents', async ({ cassette, file }) => {
    const recorded = JSON.parse(readFileSync(file, 'utf8')) as RetrievalFile;
    const tree = await treeTitled(recorded.tree);
    // ComplexGraph's statements by id, and the development queries ('dev/<id>')
    const statements = new Map<string, { id: string; task: string; text: string }>([
      ...(await loadComplexGraphQueries(STATEMENTS)).map((q) => [q.id, q] as const),
      ...devQueries().map((q) => [q.id, { id: q.id, task: q.id, text: q.text }] as const),
    ]);
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
      const queries = outcomes.map((o) => {
        const statement = statements.get(o.query);
        if (!statement) throw new Error(`${file}: no statement or development query '${o.query}'`);
        return { ...statement, gold: [] };
      });
      const replayed = await evaluateRetriever(retrieverNamed(retriever), tree, queries, {
        concurrency: 4,
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
