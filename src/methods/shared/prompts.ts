/**
 * The prompt templates every code-writing method shares (./prompts, see util/prompt-files.ts):
 * the system prompt, the language rules, the feedback prompts, the phrasing prompt, and the
 * second call that extracts an answer into the asker's JSON format (answer-format.ts).
 */
import { promptFiles } from '../../util/prompt-files.js';

export type SharedPromptName =
  | 'system'
  | 'phrase'
  | 'phrase-system'
  | 'phrase-template'
  | 'repair-error'
  | 'repair-timeout'
  | 'no-code'
  | 'lang-js'
  | 'lang-python'
  | 'lang-cypher'
  | 'cypher-two-graphs'
  | 'extract';

/** The shared templates. */
export const sharedPrompts = promptFiles<SharedPromptName>(new URL('./prompts/', import.meta.url));
