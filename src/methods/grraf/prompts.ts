/**
 * GRRAF's own prompt templates (./prompts): refine, template, code and fallback. The prompts
 * every code-writing method shares are in ../shared/prompts.
 */
import { promptFiles } from '../../util/prompt-files.js';

export type GrrafPromptName = 'refine' | 'template' | 'code' | 'fallback';

/** GRRAF's templates. */
export const grrafPrompts = promptFiles<GrrafPromptName>(new URL('./prompts/', import.meta.url));
