/**
 * GraphSkill's layer-wise agentic retrieval (Algorithm 1): starting from the chapters, the model
 * sees each layer's candidates (names and short descriptions, batched when a layer is large) and
 * keeps the relevant ones; only the children of kept nodes become the next layer's candidates, so
 * pruned branches are never shown again. Kept leaves are collected at whatever depth they sit.
 * Finally a global filter shows the model all collected leaves at once (with the start of their
 * text) and keeps the ones the code needs.
 *
 * Beyond Algorithm 1, a layer may open small sections in place (layer-budget.ts) while it stays
 * within one call's worth of entries, so a small branch does not cost a model call per level.
 *
 * The compact variant (`compact: true`) folds the global filter into the walk: once the next
 * layer holds functions only, they are shown together with the functions kept so far in one
 * strict call ("which should the code call?") instead of a lenient layer followed by the filter.
 * On a tree of chapters, sections and functions that is at most three calls a query.
 */
import { type DocLeaf, type DocNode, type DocTree, documentKey } from './doc-tree.js';
import { openWithinBudget } from './layer-budget.js';
import { DEFAULT_SELECTION_OPTIONS, type SelectionOptions, selectWithModel } from './llm-selection.js';
import {
  type RetrievalContext,
  type RetrievalResult,
  RetrievalRun,
  type Retriever,
  requireLlm,
} from './retriever.js';

/** Options of {@link hierarchicalRetriever}. */
export interface HierarchicalOptions extends Partial<SelectionOptions> {
  /** Run the final global filter over the collected leaves (default true). */
  globalFilter?: boolean;
  /** Characters of a leaf's text shown in the global filter (default 240). */
  filterExcerptChars?: number;
  /**
   * Most entries a layer shows when it opens small sections in place of their children (default:
   * maxBatchItems, one call's worth); 0 shows exactly one level per layer, as Algorithm 1 does.
   */
  layerBudget?: number;
  /**
   * Judge the last layer strictly, together with the functions kept before it, in place of a
   * separate global filter (default false: Algorithm 1's lenient layers, then the filter).
   */
  compact?: boolean;
  /** Most entries of the compact variant's final call (default 160). */
  finalBatchItems?: number;
  /** The compact final call shows each function's text excerpt when it has at most this many entries (default 40). */
  excerptUpTo?: number;
}

/**
 * The hierarchical retriever ('hierarchical-layered' in reports when `layerBudget` is 0,
 * 'hierarchical-compact' with `compact`). Model calls are traced as `retrieval-layer-<n>` and
 * `retrieval-global-filter` (the compact variant's final call is its last layer).
 */
export function hierarchicalRetriever(options: HierarchicalOptions = {}): Retriever {
  const {
    globalFilter = true,
    filterExcerptChars = 240,
    layerBudget,
    compact = false,
    finalBatchItems = 160,
    excerptUpTo = 40,
    ...rest
  } = options;
  const selection: SelectionOptions = { ...DEFAULT_SELECTION_OPTIONS, ...rest };
  const budget = layerBudget ?? selection.maxBatchItems;
  if (compact)
    return compactRetriever(selection, budget, {
      finalBatchItems,
      excerptUpTo,
      excerptChars: filterExcerptChars,
    });
  return {
    name: budget === 0 ? 'hierarchical-layered' : 'hierarchical',
    retrieve: async (query: string, tree: DocTree, ctx?: RetrievalContext): Promise<RetrievalResult> => {
      const llm = requireLlm(ctx, 'hierarchical');
      const run = new RetrievalRun(ctx);
      const collected: DocLeaf[] = [];
      let candidates: DocNode[] = openWithinBudget(tree.chapters, budget);
      for (let layer = 1; candidates.length > 0; layer++) {
        run.throwIfAborted();
        const step = `retrieval-layer-${layer}`;
        const kept = await selectWithModel(llm, run, {
          query,
          candidates,
          template: 'select-branches',
          step,
          options: selection,
        });
        if (kept.length === 0)
          run.notes.push(`layer ${layer}: the model kept none of ${candidates.length} candidates`);
        collected.push(...kept.filter((n): n is DocLeaf => n.kind === 'leaf'));
        candidates = openWithinBudget(
          kept.flatMap((n) => (n.kind === 'section' ? n.children : [])),
          budget,
        );
      }
      const documents = distinctDocuments(collected);
      if (documents.length === 0) {
        run.notes.push('no document found');
        return run.finish([]);
      }
      // A filter over one document the layer already kept could only repeat that judgement.
      if (!globalFilter || documents.length === 1) return run.finish(documents);
      run.throwIfAborted();
      const final = await selectWithModel(llm, run, {
        query,
        candidates: documents,
        template: 'select-documents',
        step: 'retrieval-global-filter',
        options: { ...selection, excerptChars: filterExcerptChars },
      });
      if (final.length === 0)
        run.notes.push(`global filter: the model kept none of ${documents.length} documents`);
      return run.finish(final as DocLeaf[]);
    },
  };
}

interface FinalCall {
  finalBatchItems: number;
  excerptUpTo: number;
  excerptChars: number;
}

/**
 * Lenient layers while the candidates hold chapters or sections; then one strict call over the
 * functions kept so far and the functions of the last layer (all of them, not a lenient pick).
 */
function compactRetriever(selection: SelectionOptions, budget: number, final: FinalCall): Retriever {
  return {
    name: 'hierarchical-compact',
    retrieve: async (query: string, tree: DocTree, ctx?: RetrievalContext): Promise<RetrievalResult> => {
      const llm = requireLlm(ctx, 'hierarchical-compact');
      const run = new RetrievalRun(ctx);
      const collected: DocLeaf[] = [];
      let candidates: DocNode[] = openWithinBudget(tree.chapters, budget);
      let layer = 1;
      for (; candidates.some((n) => n.kind === 'section'); layer++) {
        run.throwIfAborted();
        const kept = await selectWithModel(llm, run, {
          query,
          candidates,
          template: 'select-branches',
          step: `retrieval-layer-${layer}`,
          options: selection,
        });
        if (kept.length === 0)
          run.notes.push(`layer ${layer}: the model kept none of ${candidates.length} candidates`);
        collected.push(...kept.filter((n): n is DocLeaf => n.kind === 'leaf'));
        candidates = openWithinBudget(
          kept.flatMap((n) => (n.kind === 'section' ? n.children : [])),
          budget,
        );
      }
      const documents = distinctDocuments([...collected, ...(candidates as DocLeaf[])]);
      if (documents.length === 0) {
        run.notes.push('no document found');
        return run.finish([]);
      }
      // One function a layer already kept, with nothing new beside it: a strict call could only repeat that judgement.
      if (documents.length === 1 && candidates.length === 0) return run.finish(documents);
      run.throwIfAborted();
      const chosen = await selectWithModel(llm, run, {
        query,
        candidates: documents,
        template: 'select-needed',
        step: `retrieval-layer-${layer}`,
        options: {
          ...selection,
          maxBatchItems: final.finalBatchItems,
          maxBatchChars: selection.maxBatchChars * 2,
          excerptChars: documents.length <= final.excerptUpTo ? final.excerptChars : 0,
        },
      });
      if (chosen.length === 0)
        run.notes.push(`layer ${layer}: the model kept none of ${documents.length} functions`);
      return run.finish(chosen as DocLeaf[]);
    },
  };
}

/**
 * The leaves with repeated pages left out: documentation often files one page under several
 * sections (the same name and text), and the model should judge it, and the coder read it, once.
 */
function distinctDocuments(leaves: readonly DocLeaf[]): DocLeaf[] {
  const seen = new Set<string>();
  return leaves.filter((leaf) => {
    const key = documentKey(leaf);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
