/**
 * The one interface every retriever implements: `retrieve(query, tree, ctx)` returns the leaf
 * documents it picked and what it cost. LLM retrievers make every model call through complete()
 * (so each lands in the trace under its step name) and pass ctx.signal to it.
 */
import { GrrafError } from '../errors.js';
import type { CompleteResult } from '../llm/complete.js';
import type { LlmContext } from '../llm/llm-runtime.js';
import { throwIfCancelled } from '../util/cancel.js';
import type { DocLeaf, DocTree } from './doc-tree.js';

/** What a retrieval may use. */
export interface RetrievalContext {
  /** The model and trace; required by the LLM retrievers, unused by TF-IDF. */
  llm?: LlmContext;
  /**
   * Stops the retrieval: no model call starts after it fires, and calls in flight are aborted.
   * The LlmContext's own signal (the question's) stops it too.
   */
  signal?: AbortSignal;
}

/** A retrieved leaf. */
export interface RetrievedDocument {
  id: string;
  name: string;
}

/** What a retrieval cost. */
export interface RetrievalStats {
  llmCalls: number;
  inputTokens: number;
  outputTokens: number;
  /** Wall time of the whole retrieval. */
  ms: number;
}

/** The documents found (in tree order unless the retriever ranks them) and notes on anything odd. */
export interface RetrievalResult {
  documents: RetrievedDocument[];
  stats: RetrievalStats;
  /** e.g. 'layer 2: the model kept none of 14 candidates', 'ignored unknown entries: #42'. */
  notes: string[];
}

/** A retrieval method. */
export interface Retriever {
  /** Short name for reports, e.g. 'hierarchical', 'tfidf-top3', 'flat-screening'. */
  readonly name: string;
  /** Finds the leaves of `tree` relevant to `query`. Finding nothing is an empty result with a note. */
  retrieve(query: string, tree: DocTree, ctx?: RetrievalContext): Promise<RetrievalResult>;
}

/** Running totals of one retrieval: model calls, tokens, notes, elapsed time. */
export class RetrievalRun {
  readonly notes: string[] = [];
  private readonly started = performance.now();
  private llmCalls = 0;
  private inputTokens = 0;
  private outputTokens = 0;

  /** The retrieval's signal and the question's, as one. */
  readonly signal: AbortSignal | undefined;

  constructor(ctx: RetrievalContext | undefined) {
    const signals = [ctx?.signal, ctx?.llm?.signal].filter((s): s is AbortSignal => s !== undefined);
    this.signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
  }

  /** Adds one complete() result to the totals. */
  count(result: CompleteResult): void {
    this.llmCalls += 1;
    this.inputTokens += result.usage.inputTokens;
    this.outputTokens += result.usage.outputTokens;
  }

  /** Throws the 'cancelled' error when the signal has fired. */
  throwIfAborted(): void {
    throwIfCancelled(this.signal, 'the retrieval');
  }

  /** The result: leaves as documents, the totals and the notes. */
  finish(leaves: readonly DocLeaf[]): RetrievalResult {
    return {
      documents: leaves.map((l) => ({ id: l.id, name: l.name })),
      stats: {
        llmCalls: this.llmCalls,
        inputTokens: this.inputTokens,
        outputTokens: this.outputTokens,
        ms: Math.round(performance.now() - this.started),
      },
      notes: this.notes,
    };
  }
}

/** The context's LlmContext; GrrafError('config') naming the retriever when there is none. */
export function requireLlm(ctx: RetrievalContext | undefined, retriever: string): LlmContext {
  if (!ctx?.llm) throw new GrrafError('config', `the ${retriever} retriever needs a model (ctx.llm)`);
  return ctx.llm;
}

/** The leaves of retrieved documents, e.g. to put their texts in a coding prompt (unknown ids are skipped). */
export function retrievedLeaves(tree: DocTree, documents: readonly RetrievedDocument[]): DocLeaf[] {
  return documents.flatMap((d) => {
    const node = tree.byId.get(d.id);
    return node?.kind === 'leaf' ? [node] : [];
  });
}
