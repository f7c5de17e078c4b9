/**
 * The retrieval agent's part (GraphSkill §4.1): the documentation tree for the program's language,
 * the retriever the options choose, and the documents it finds — a `retrieval` step in the trace
 * (retriever, query, documents), the retriever's model calls as their own llm steps, and a note when
 * nothing was found (the program is then written without documentation). A malformed tree file
 * stops the question with the file's located error.
 */
import { basename } from 'node:path';
import type { LlmContext } from '../../llm/llm-runtime.js';
import {
  type DocLeaf,
  type DocTree,
  flatScreeningRetriever,
  grrafLibraryTree,
  hierarchicalRetriever,
  loadGraphSkillTree,
  networkxTree,
  type Retriever,
  retrievedLeaves,
  tfidfRetriever,
} from '../../retrieval/index.js';
import { addNote, addRetrievalStep } from '../../trace/steps.js';
import { untilAborted } from '../../util/cancel.js';
import type { GraphSkillOptions, RetrievalChoice } from './options.js';

declare module '../../trace/trace.js' {
  interface TraceNotes {
    /** Retrieval off, or what the retriever noted (no document found: with an error). */
    retrieval: undefined;
  }
}

/** A retrieved document as the method keeps it. */
export interface RetrievedDoc {
  id: string;
  name: string;
  /** How code calls it (`maximumFlowValue`, `networkx.maximum_flow`), else its name. */
  callName: string;
  text: string;
}

/** What a retrieval found and cost. */
export interface Retrieval {
  retriever: string;
  /** The tree, as details name it: 'grraf', 'networkx' or the JSON file's name. */
  tree: string;
  documents: RetrievedDoc[];
  llmCalls: number;
  inputTokens: number;
  outputTokens: number;
}

/** Characters of one document's text put in a prompt (NetworkX docstrings run long). */
export const MAX_DOCUMENT_CHARS = 3000;

const trees = new Map<string, Promise<DocTree>>();

/**
 * The tree named by the `tree` option, built or read once per process. The load is shared by
 * every question that waits for it, so it belongs to none of them: it runs to its end (the
 * introspection has its own time limit), and `signal` only stops this caller's wait.
 */
export function documentationTree(tree: string, signal?: AbortSignal): Promise<DocTree> {
  if (tree === 'grraf') return Promise.resolve(grrafLibraryTree());
  let loading = trees.get(tree);
  if (!loading) {
    loading = tree === 'networkx' ? networkxTree() : loadGraphSkillTree(tree);
    // A failed load is not kept: the next question tries again (and reports the same error).
    loading.catch(() => trees.delete(tree));
    trees.set(tree, loading);
  }
  return untilAborted(loading, signal);
}

/** The retrievers a method instance uses (TF-IDF keeps its index per tree). */
export function retrieversFor(
  o: Pick<GraphSkillOptions, 'topK'>,
): (choice: RetrievalChoice) => Retriever | undefined {
  const made = new Map<RetrievalChoice, Retriever>();
  const make: Record<Exclude<RetrievalChoice, 'none'>, () => Retriever> = {
    hierarchical: () => hierarchicalRetriever(),
    // Algorithm 1's one level per layer: more calls, smaller prompts
    layered: () => hierarchicalRetriever({ layerBudget: 0 }),
    // the last layer judged strictly in place of a separate filter: at most three calls on GraphSkill's tree
    compact: () => hierarchicalRetriever({ compact: true }),
    flat: () => flatScreeningRetriever(),
    tfidf: () => tfidfRetriever({ topK: o.topK }),
  };
  return (choice) => {
    if (choice === 'none') return undefined;
    let retriever = made.get(choice);
    if (!retriever) {
      retriever = make[choice]();
      made.set(choice, retriever);
    }
    return retriever;
  };
}

/** Runs the retriever on the question and records the step; no retriever means no documents. */
export async function retrieveDocuments(
  llm: LlmContext,
  retriever: Retriever | undefined,
  treeOption: string,
  query: string,
): Promise<Retrieval> {
  const treeName = treeOption === 'grraf' || treeOption === 'networkx' ? treeOption : basename(treeOption);
  if (!retriever) {
    addNote(llm.trace, 'retrieval', 'retrieval off: the program is written without documentation');
    return { retriever: 'none', tree: 'none', documents: [], llmCalls: 0, inputTokens: 0, outputTokens: 0 };
  }
  const tree = await documentationTree(treeOption, llm.signal);
  const startedAt = new Date();
  const result = await retriever.retrieve(query, tree, { llm });
  const leaves = retrievedLeaves(tree, result.documents);
  addRetrievalStep(
    llm.trace,
    { name: 'retrieval', retriever: retriever.name, query, startedAt, ms: result.stats.ms },
    leaves.map((l) => ({ id: l.id, name: callName(l) })),
  );
  if (result.notes.length > 0 || leaves.length === 0) {
    const text = [
      ...(leaves.length === 0 ? ['no document found: the program is written without documentation'] : []),
      ...result.notes,
    ].join('\n');
    addNote(
      llm.trace,
      'retrieval',
      text,
      leaves.length === 0 ? { error: { code: 'not-found', message: 'retrieval found no document' } } : {},
    );
  }
  return {
    retriever: retriever.name,
    tree: treeName,
    documents: leaves.map((l) => ({ id: l.id, name: l.name, callName: callName(l), text: l.text })),
    llmCalls: result.stats.llmCalls,
    inputTokens: result.stats.inputTokens,
    outputTokens: result.stats.outputTokens,
  };
}

function callName(leaf: DocLeaf): string {
  return leaf.qualifiedName ?? leaf.name;
}

/** The documents as a prompt block ('' for none), each text cut to MAX_DOCUMENT_CHARS. */
export function documentsBlock(documents: readonly RetrievedDoc[]): string {
  if (documents.length === 0) return '';
  return documents
    .map((d) => {
      const text = d.text.length <= MAX_DOCUMENT_CHARS ? d.text : `${d.text.slice(0, MAX_DOCUMENT_CHARS)}\n…`;
      return `### ${d.callName}\n${text.trim()}`;
    })
    .join('\n\n');
}
