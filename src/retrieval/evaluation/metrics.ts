/**
 * Retrieval metrics as GraphSkill computes them: per query, hits = gold items satisfied by a
 * retrieved leaf; precision = hits / retrieved, recall = hits / gold items, F1 their harmonic
 * mean; the summary averages the per-query values (macro) and the costs.
 */
import type { RetrievalStats } from '../retriever.js';
import type { GoldItem } from './gold.js';

/** Precision, recall and F1 of one query. */
export interface QueryScore {
  precision: number;
  recall: number;
  f1: number;
  /** Gold items satisfied. */
  hits: number;
  /** Distinct leaves retrieved. */
  retrieved: number;
  /** Gold items. */
  required: number;
}

/** Scores retrieved leaf ids against the gold items (nothing retrieved: precision 0). */
export function scoreRetrieval(retrievedIds: readonly string[], gold: readonly GoldItem[]): QueryScore {
  const retrieved = new Set(retrievedIds);
  const hits = gold.filter((item) => item.ids.some((id) => retrieved.has(id))).length;
  const precision = retrieved.size === 0 ? 0 : hits / retrieved.size;
  const recall = gold.length === 0 ? 1 : hits / gold.length;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, hits, retrieved: retrieved.size, required: gold.length };
}

/** One query's outcome. */
export interface QueryOutcome {
  /** e.g. 'undirected/weighted/maximum_flow_paraphrase'. */
  query: string;
  task: string;
  score: QueryScore;
  stats: RetrievalStats;
  retrievedIds: string[];
  notes: string[];
  /** Set when the retrieval failed (the score is then all zeros). */
  error?: string;
}

/** Averages over the queries of one retriever. */
export interface RetrievalSummary {
  queries: number;
  failed: number;
  precision: number;
  recall: number;
  f1: number;
  /** Share of queries whose every gold item was found. */
  allHitRate: number;
  /** Mean documents retrieved per query. */
  retrieved: number;
  /** Means per query. */
  llmCalls: number;
  inputTokens: number;
  outputTokens: number;
  ms: number;
}

/** Macro averages of the outcomes (all zero for none). */
export function summarize(outcomes: readonly QueryOutcome[]): RetrievalSummary {
  const n = outcomes.length;
  const mean = (f: (o: QueryOutcome) => number) => (n === 0 ? 0 : outcomes.reduce((s, o) => s + f(o), 0) / n);
  return {
    queries: n,
    failed: outcomes.filter((o) => o.error !== undefined).length,
    precision: mean((o) => o.score.precision),
    recall: mean((o) => o.score.recall),
    f1: mean((o) => o.score.f1),
    allHitRate: mean((o) => (o.score.hits === o.score.required ? 1 : 0)),
    retrieved: mean((o) => o.score.retrieved),
    llmCalls: mean((o) => o.stats.llmCalls),
    inputTokens: mean((o) => o.stats.inputTokens),
    outputTokens: mean((o) => o.stats.outputTokens),
    ms: mean((o) => o.stats.ms),
  };
}
