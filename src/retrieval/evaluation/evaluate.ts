/**
 * Runs one retriever over a list of queries and scores each against its task's gold. A query
 * whose retrieval fails is recorded with its error and a zero score, and the run goes on.
 * Queries may run concurrently (a model endpoint serves several at once); outcomes keep the
 * queries' order.
 */
import pLimit from 'p-limit';
import { throwIfCancelled } from '../../util/cancel.js';
import type { DocTree } from '../doc-tree.js';
import type { RetrievalContext, Retriever } from '../retriever.js';
import type { GoldItem } from './gold.js';
import { type QueryOutcome, scoreRetrieval } from './metrics.js';

/** A query to evaluate: its text and the gold of its task in this tree. */
export interface EvaluationQuery {
  id: string;
  task: string;
  text: string;
  gold: GoldItem[];
}

/** Options of {@link evaluateRetriever}. */
export interface EvaluationOptions {
  /** The retrieval context of one query (e.g. a fresh LlmContext whose question is the query id). */
  context?: (query: EvaluationQuery) => RetrievalContext;
  /** Called after each query, e.g. to print progress. */
  onOutcome?: (outcome: QueryOutcome) => void;
  signal?: AbortSignal;
  /** Queries retrieved at once (default 1). */
  concurrency?: number;
}

/** Evaluates `retriever` on `queries`; stops (throwing) only when the signal fires. */
export async function evaluateRetriever(
  retriever: Retriever,
  tree: DocTree,
  queries: readonly EvaluationQuery[],
  o: EvaluationOptions = {},
): Promise<QueryOutcome[]> {
  const limit = pLimit(o.concurrency ?? 1);
  return Promise.all(queries.map((query) => limit(() => evaluateOne(retriever, tree, query, o))));
}

async function evaluateOne(
  retriever: Retriever,
  tree: DocTree,
  query: EvaluationQuery,
  o: EvaluationOptions,
): Promise<QueryOutcome> {
  throwIfCancelled(o.signal, 'the evaluation');
  const ctx = { ...o.context?.(query), ...(o.signal ? { signal: o.signal } : {}) };
  let outcome: QueryOutcome;
  try {
    const result = await retriever.retrieve(query.text, tree, ctx);
    const retrievedIds = result.documents.map((d) => d.id);
    outcome = {
      query: query.id,
      task: query.task,
      score: scoreRetrieval(retrievedIds, query.gold),
      stats: result.stats,
      retrievedIds,
      notes: result.notes,
    };
  } catch (e) {
    if (o.signal?.aborted) throw e;
    outcome = {
      query: query.id,
      task: query.task,
      score: scoreRetrieval([], query.gold),
      stats: { llmCalls: 0, inputTokens: 0, outputTokens: 0, ms: 0 },
      retrievedIds: [],
      notes: [],
      error: e instanceof Error ? e.message : String(e),
    };
  }
  o.onOutcome?.(outcome);
  return outcome;
}
