/**
 * The one LLM step both LLM retrievers repeat: show the model numbered entries (in batches when
 * there are many), ask which to keep, read its answer. Batches run concurrently (the runtime's
 * concurrency limit applies); no call starts once the signal has fired.
 */
import { complete } from '../llm/complete.js';
import type { LlmContext } from '../llm/llm-runtime.js';
import type { DocNode } from './doc-tree.js';
import { type RetrievalPromptName, retrievalPrompts } from './prompts.js';
import type { RetrievalRun } from './retriever.js';
import { parseSelection, type SelectionCandidate } from './selection-parse.js';
import { clip } from './text.js';

/** How entries are shown and batched. */
export interface SelectionOptions {
  /** Most entries per model call (default 80). */
  maxBatchItems: number;
  /** Most characters of entry lines per model call (default 20,000, about 5,000 tokens). */
  maxBatchChars: number;
  /** Characters of a description shown (default 160). */
  descriptionChars: number;
  /** Characters of a leaf's full text shown after its description; 0 shows none. */
  excerptChars: number;
}

/** Defaults of {@link SelectionOptions}. */
export const DEFAULT_SELECTION_OPTIONS: SelectionOptions = Object.freeze({
  maxBatchItems: 80,
  maxBatchChars: 20_000,
  descriptionChars: 160,
  excerptChars: 0,
});

/** One selection step. */
export interface SelectionRequest {
  query: string;
  candidates: readonly DocNode[];
  template: RetrievalPromptName;
  /** The trace step name of its model calls, e.g. 'retrieval-layer-2'. */
  step: string;
  options: SelectionOptions;
}

/** The candidates the model kept, in candidate order. Unreadable answers and unknown entries become notes. */
export async function selectWithModel(
  llm: LlmContext,
  run: RetrievalRun,
  request: SelectionRequest,
): Promise<DocNode[]> {
  const lines = request.candidates.map((node) => entryText(node, request.options));
  const batches = batchIndexes(lines, request.options);
  const kept = new Set<number>();
  await Promise.all(
    batches.map(async (batch, b) => {
      run.throwIfAborted();
      const candidates: SelectionCandidate[] = batch.map((index, i) =>
        candidateOf(request.candidates[index]!, i + 1),
      );
      const entries = batch.map((index, i) => `[${i + 1}] ${lines[index]}`).join('\n');
      const result = await complete(run.signal ? { ...llm, signal: run.signal } : llm, {
        step: request.step,
        prompt: retrievalPrompts.render(request.template, { query: request.query.trim(), entries }),
        temperature: 0,
      });
      run.count(result);
      const where = batches.length > 1 ? `${request.step} (batch ${b + 1}/${batches.length})` : request.step;
      const parsed = parseSelection(result.text, candidates);
      if (!parsed.understood)
        run.notes.push(`${where}: no selection could be read from "${clip(result.text, 120)}"`);
      if (parsed.unknown.length > 0)
        run.notes.push(`${where}: ignored unknown entries ${parsed.unknown.join(', ')}`);
      for (const key of parsed.keys) kept.add(batch[key - 1]!);
    }),
  );
  return [...kept].sort((a, b) => a - b).map((i) => request.candidates[i]!);
}

/** `Flows / Maximum Flow / maximum_flow: Find a maximum single-commodity flow.` */
function entryText(node: DocNode, o: SelectionOptions): string {
  const description = clip(node.description || (node.kind === 'leaf' ? node.text : ''), o.descriptionChars);
  const excerpt = node.kind === 'leaf' && o.excerptChars > 0 ? ` — ${clip(node.text, o.excerptChars)}` : '';
  return `${labelOf(node)}: ${description}${excerpt}`;
}

function labelOf(node: DocNode): string {
  return node.id
    .split('/')
    .map((part) => decodeURIComponent(part))
    .join(' / ');
}

function candidateOf(node: DocNode, key: number): SelectionCandidate {
  return {
    key,
    id: node.id,
    name: node.name,
    label: labelOf(node),
    ...(node.kind === 'leaf' && node.qualifiedName ? { qualifiedName: node.qualifiedName } : {}),
  };
}

/** Consecutive groups of line indexes within the item and character limits (an over-long line goes alone). */
function batchIndexes(
  lines: readonly string[],
  o: Pick<SelectionOptions, 'maxBatchItems' | 'maxBatchChars'>,
) {
  const batches: number[][] = [];
  let current: number[] = [];
  let chars = 0;
  lines.forEach((line, i) => {
    const size = line.length + 1;
    if (current.length > 0 && (current.length >= o.maxBatchItems || chars + size > o.maxBatchChars)) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(i);
    chars += size;
  });
  if (current.length > 0) batches.push(current);
  return batches;
}
