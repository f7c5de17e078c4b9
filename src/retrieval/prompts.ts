/**
 * The retrievers' prompt templates: plain-text files in ./prompts (see util/prompt-files.ts).
 * `select-branches` asks which chapters, sections or functions may help (the hierarchical
 * layers); `select-documents` asks which functions the code needs (the global filter and flat
 * screening); `select-needed` is the compact hierarchical retriever's final call, which keeps one
 * main function per needed result. None names a library, a graph or a dataset.
 */
import { promptFiles } from '../util/prompt-files.js';

/** Names of the template files (without .txt). */
export type RetrievalPromptName = 'select-branches' | 'select-documents' | 'select-needed';

/** The retrieval prompt templates. */
export const retrievalPrompts = promptFiles<RetrievalPromptName>(new URL('./prompts/', import.meta.url));
