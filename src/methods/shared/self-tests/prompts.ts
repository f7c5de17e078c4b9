/** The self-test prompt templates (./prompts, see util/prompt-files.ts). */
import { promptFiles } from '../../../util/prompt-files.js';

export type SelfTestPromptName = 'tests' | 'debug';

/** The self-test templates. */
export const selfTestPrompts = promptFiles<SelfTestPromptName>(new URL('./prompts/', import.meta.url));
