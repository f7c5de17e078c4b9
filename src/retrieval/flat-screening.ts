/**
 * Flat LLM screening, the agentic baseline GraphSkill compares with: every leaf of the tree is
 * shown to the model (name and short description, in batches) and the model keeps the ones the
 * code needs. No hierarchy, so the cost grows with the size of the documentation.
 */
import { type DocLeaf, type DocTree, docLeaves } from './doc-tree.js';
import { DEFAULT_SELECTION_OPTIONS, type SelectionOptions, selectWithModel } from './llm-selection.js';
import {
  type RetrievalContext,
  type RetrievalResult,
  RetrievalRun,
  type Retriever,
  requireLlm,
} from './retriever.js';

/** Options of {@link flatScreeningRetriever}: how leaves are shown and batched. */
export type FlatScreeningOptions = Partial<SelectionOptions>;

/** The flat screening retriever. Its model calls are traced as `retrieval-screening`. */
export function flatScreeningRetriever(options: FlatScreeningOptions = {}): Retriever {
  const selection: SelectionOptions = { ...DEFAULT_SELECTION_OPTIONS, maxBatchItems: 100, ...options };
  return {
    name: 'flat-screening',
    retrieve: async (query: string, tree: DocTree, ctx?: RetrievalContext): Promise<RetrievalResult> => {
      const llm = requireLlm(ctx, 'flat-screening');
      const run = new RetrievalRun(ctx);
      const leaves = docLeaves(tree);
      const kept = await selectWithModel(llm, run, {
        query,
        candidates: leaves,
        template: 'select-documents',
        step: 'retrieval-screening',
        options: selection,
      });
      if (kept.length === 0)
        run.notes.push(`no document found: the model kept none of ${leaves.length} documents`);
      return run.finish(kept as DocLeaf[]);
    },
  };
}
