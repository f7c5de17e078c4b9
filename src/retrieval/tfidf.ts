/// <reference path="./stopword.d.ts" />
// The reference brings the package's declaration to every program that compiles this file (the
// web page's tsconfig reaches it through the method registry's imports and includes only web/).
/**
 * The flat TF-IDF top-k baseline (no LLM), as GraphSkill's reference baseline computes it with
 * scikit-learn's TfidfVectorizer defaults: lowercase word tokens of two or more characters,
 * English stop words removed, raw term counts × smooth idf ln((1+n)/(1+df))+1, L2-normalized,
 * ranked by cosine similarity with the query. Documents are the leaves' full texts; leaves with
 * identical text count as one document (scraped documentation repeats pages).
 *
 * Hand-written (about forty lines): the npm TF-IDF packages are either unmaintained or pull in
 * unrelated dependencies (natural brings database clients), and the search engines (minisearch,
 * lunr) rank by BM25, not TF-IDF cosine. The stop-word list comes from the stopword package.
 */
import { eng } from 'stopword';
import { type DocLeaf, type DocTree, docLeaves } from './doc-tree.js';
import { type RetrievalContext, type RetrievalResult, RetrievalRun, type Retriever } from './retriever.js';

/** Options of {@link tfidfRetriever}. */
export interface TfIdfOptions {
  /** How many documents to return (default 3). */
  topK?: number;
  /** Words ignored in documents and queries (default: the stopword package's English list). */
  stopWords?: readonly string[];
}

/** Lowercase tokens of two or more letters, digits or underscores, stop words removed. */
export function tokenize(text: string, stopWords: ReadonlySet<string>): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}_]{2,}/gu) ?? []).filter((t) => !stopWords.has(t));
}

/** A TF-IDF index over a list of texts, with an inverted list per term. */
export class TfIdfIndex {
  private readonly postings = new Map<string, { doc: number[]; weight: number[] }>();
  private readonly idf = new Map<string, number>();
  readonly size: number;

  constructor(
    texts: readonly string[],
    private readonly stopWords: ReadonlySet<string>,
  ) {
    this.size = texts.length;
    const counts = texts.map((t) => termCounts(tokenize(t, stopWords)));
    const df = new Map<string, number>();
    for (const c of counts) for (const term of c.keys()) df.set(term, (df.get(term) ?? 0) + 1);
    for (const [term, n] of df) this.idf.set(term, Math.log((1 + texts.length) / (1 + n)) + 1);
    counts.forEach((c, doc) => {
      for (const [term, weight] of this.normalized(c)) {
        const list = this.postings.get(term) ?? { doc: [], weight: [] };
        list.doc.push(doc);
        list.weight.push(weight);
        this.postings.set(term, list);
      }
    });
  }

  /** Cosine similarity of the query with every text. */
  scores(query: string): Float64Array {
    const scores = new Float64Array(this.size);
    for (const [term, q] of this.normalized(termCounts(tokenize(query, this.stopWords)))) {
      const list = this.postings.get(term)!;
      for (let i = 0; i < list.doc.length; i++) scores[list.doc[i]!]! += q * list.weight[i]!;
    }
    return scores;
  }

  /** tf·idf weights of the known terms, scaled to unit length. */
  private normalized(counts: Map<string, number>): [string, number][] {
    const weights = [...counts]
      .filter(([term]) => this.idf.has(term))
      .map(([term, tf]): [string, number] => [term, tf * this.idf.get(term)!]);
    const norm = Math.sqrt(weights.reduce((sum, [, w]) => sum + w * w, 0));
    return norm === 0 ? [] : weights.map(([term, w]) => [term, w / norm]);
  }
}

function termCounts(tokens: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of tokens) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

/** The TF-IDF top-k retriever; the index of each tree is built on first use and kept. */
export function tfidfRetriever(options: TfIdfOptions = {}): Retriever {
  const topK = options.topK ?? 3;
  const stopWords = new Set(options.stopWords ?? eng);
  const indexes = new WeakMap<DocTree, { index: TfIdfIndex; documents: DocLeaf[] }>();
  const indexOf = (tree: DocTree) => {
    let entry = indexes.get(tree);
    if (!entry) {
      const firstByText = new Map<string, DocLeaf>();
      for (const leaf of docLeaves(tree)) if (!firstByText.has(leaf.text)) firstByText.set(leaf.text, leaf);
      const documents = [...firstByText.values()];
      entry = {
        index: new TfIdfIndex(
          documents.map((d) => d.text),
          stopWords,
        ),
        documents,
      };
      indexes.set(tree, entry);
    }
    return entry;
  };
  return {
    name: `tfidf-top${topK}`,
    retrieve: async (query: string, tree: DocTree, ctx?: RetrievalContext): Promise<RetrievalResult> => {
      const run = new RetrievalRun(ctx);
      run.throwIfAborted();
      const { index, documents } = indexOf(tree);
      const scores = index.scores(query);
      const ranked = documents
        .map((_, i) => i)
        .filter((i) => scores[i]! > 0)
        .sort((a, b) => scores[b]! - scores[a]! || a - b)
        .slice(0, topK);
      if (ranked.length === 0) run.notes.push('no document shares a word with the query');
      return run.finish(ranked.map((i) => documents[i]!));
    },
  };
}
