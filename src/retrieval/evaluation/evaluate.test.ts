import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLlmContext } from '../../llm/llm-runtime.js';
import { scriptedModel } from '../../llm/test-support/index.js';
import { flatScreeningRetriever } from '../flat-screening.js';
import { loadGraphSkillTree } from '../graphskill-json.js';
import type { Retriever } from '../retriever.js';
import { COMPLEXGRAPH_DESCRIPTIONS, GRAPHSKILL_TREE_FILE } from '../test-support/shared-data.js';
import { smallTree } from '../test-support/small-tree.js';
import { tfidfRetriever } from '../tfidf.js';
import { loadComplexGraphQueries, taskOfStem } from './complexgraph-queries.js';
import { type EvaluationQuery, evaluateRetriever } from './evaluate.js';
import { complexGraphGold, resolveGold } from './gold.js';
import { summarize } from './metrics.js';

const tree = smallTree();
const query = (id: string, text: string, names: string[]): EvaluationQuery => ({
  id,
  task: id,
  text,
  gold: resolveGold(names, tree, 'networkx'),
});

describe('evaluateRetriever', () => {
  it('runs queries concurrently when asked, and keeps their order in the outcomes', async () => {
    let running = 0;
    let most = 0;
    const slowFirst: Retriever = {
      name: 'slow-first',
      retrieve: async (text) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, text.startsWith('first') ? 30 : 1));
        running -= 1;
        return { documents: [], stats: { llmCalls: 0, inputTokens: 0, outputTokens: 0, ms: 0 }, notes: [] };
      },
    };
    const queries = ['first', 'second', 'third'].map((t) => query(t, `${t} query`, ['clustering']));
    const finished: string[] = [];
    const outcomes = await evaluateRetriever(slowFirst, tree, queries, {
      concurrency: 2,
      onOutcome: (o) => finished.push(o.query),
    });
    expect(outcomes.map((o) => o.query)).toEqual(['first', 'second', 'third']);
    expect(finished[0]).toBe('second');
    expect(most).toBe(2);
  });

  it('scores each query against its gold and gives each its own context', async () => {
    const model = scriptedModel([
      { match: /maximum flow/, text: '[1]' },
      { match: /Eulerian/, text: 'this is not a selection at all, sorry about that' },
      { match: /clustering/, error: new Error('provider down') },
    ]);
    const runtimeQuestions: string[] = [];
    const outcomes = await evaluateRetriever(
      flatScreeningRetriever(),
      tree,
      [
        query('flow', 'Compute the maximum flow.', ['maximum_flow']),
        query('euler', 'Is there an Eulerian path?', ['has_eulerian_path']),
        query('cc', 'Local clustering of a node.', ['clustering']),
      ],
      {
        context: (q) => {
          runtimeQuestions.push(q.id);
          return { llm: createLlmContext({ model, question: q.id, limits: { maxRetries: 0 } }) };
        },
      },
    );
    expect(runtimeQuestions).toEqual(['flow', 'euler', 'cc']);
    expect(outcomes.map((o) => [o.query, o.score.f1])).toEqual([
      ['flow', 1],
      ['euler', 0],
      ['cc', 0],
    ]);
    expect(outcomes[1]!.notes[0]).toMatch(/no selection could be read/);
    expect(outcomes[2]!.error).toMatch(/provider down/);
    expect(summarize(outcomes)).toMatchObject({ queries: 3, failed: 1, f1: 1 / 3 });
  });

  it('stops as cancelled when the signal aborts between queries, scoring none after it', async () => {
    const controller = new AbortController();
    const seen: string[] = [];
    const run = evaluateRetriever(
      tfidfRetriever({ topK: 1 }),
      tree,
      [
        query('flow', 'Compute the maximum flow.', ['maximum_flow']),
        query('cc', 'Clustering.', ['clustering']),
      ],
      {
        signal: controller.signal,
        onOutcome: (o) => {
          seen.push(o.query);
          controller.abort();
        },
      },
    );
    await expect(run).rejects.toMatchObject({ code: 'cancelled', message: 'the evaluation was cancelled' });
    expect(seen).toEqual(['flow']);
  });
});

describe('ComplexGraph statements', () => {
  it('name the task and variant of a file', () => {
    expect(taskOfStem('maximum_flow_real_world_case2')).toEqual({
      task: 'maximum_flow',
      variant: 'real_world_case2',
    });
    expect(taskOfStem('scc_and_diameter_nested_no_term')).toEqual({
      task: 'scc_and_diameter_nested',
      variant: 'no_term',
    });
    expect(taskOfStem('is_connected')).toEqual({ task: 'is_connected', variant: 'plain' });
  });

  it('load every .txt below a folder with its id', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cg-'));
    mkdirSync(join(dir, 'directed/weighted'), { recursive: true });
    writeFileSync(join(dir, 'directed/weighted/maximum_flow_paraphrase.txt'), ' Send flow. \n');
    writeFileSync(join(dir, 'directed/weighted/test_cases.json'), '[]');
    expect(await loadComplexGraphQueries(dir)).toEqual([
      {
        id: 'directed/weighted/maximum_flow_paraphrase',
        task: 'maximum_flow',
        variant: 'paraphrase',
        text: 'Send flow.',
      },
    ]);
    await expect(loadComplexGraphQueries(join(dir, 'missing'))).rejects.toThrow(
      /cannot read the ComplexGraph/,
    );
  });
});

const real = COMPLEXGRAPH_DESCRIPTIONS && GRAPHSKILL_TREE_FILE ? describe : describe.skip;
real('TF-IDF on the real data (skipped when shared/data is absent)', () => {
  it('finds maximum_flow among the top 3 for the plain max-flow statements', async () => {
    const graphskill = await loadGraphSkillTree(GRAPHSKILL_TREE_FILE as string);
    const gold = complexGraphGold();
    const queries = (await loadComplexGraphQueries(COMPLEXGRAPH_DESCRIPTIONS as string))
      .filter((q) => q.task === 'maximum_flow' && q.variant === 'plain')
      .map((q) => ({ ...q, gold: resolveGold(gold.get(q.task)!.networkx, graphskill, 'networkx') }));
    expect(queries).toHaveLength(2);
    const outcomes = await evaluateRetriever(tfidfRetriever({ topK: 3 }), graphskill, queries);
    for (const o of outcomes) {
      expect(o.score.recall, o.query).toBe(1);
      expect(o.retrievedIds).toContain('Flows/Maximum Flow/maximum_flow');
    }
  });
});
