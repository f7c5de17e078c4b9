/**
 * GRRAF's prompt templates: plain-text files in ./prompts (see util/prompt-files.ts).
 */
import { promptFiles } from '../../util/prompt-files.js';

/** Names of the template files (without .txt). */
export type PromptName =
  | 'system'
  | 'refine'
  | 'template'
  | 'code'
  | 'repair-error'
  | 'repair-timeout'
  | 'no-code'
  | 'fallback'
  | 'phrase'
  | 'lang-js'
  | 'lang-python'
  | 'lang-cypher';

const prompts = promptFiles<PromptName>(new URL('./prompts/', import.meta.url));

/** The raw text of a prompt template. */
export const promptTemplate = prompts.template;
/** Fills every `{{name}}` of a template; throws when a placeholder has no value. */
export const renderPrompt = prompts.render;
/** The placeholders a template uses, in order of first appearance. */
export const promptPlaceholders = prompts.placeholders;
