/**
 * GRRAF's own prompt templates (./prompts): the paper pipeline's refine, template, code and
 * fallback, and the lean pipeline's compile prompt with its rules blocks. The prompts every
 * code-writing method shares are in ../shared/prompts.
 */
import { promptFiles } from '../../util/prompt-files.js';

export type GrrafPromptName =
  | 'refine'
  | 'template'
  | 'code'
  | 'fallback'
  | 'lean'
  | 'lean-system'
  | 'lean-rules'
  | 'lean-js'
  | 'lean-js-query'
  | 'lean-python'
  | 'lean-evidence'
  | 'lean-js-query-prime'
  | 'lean-inputs'
  | 'lean-no-inputs';

/** GRRAF's templates. */
export const grrafPrompts = promptFiles<GrrafPromptName>(new URL('./prompts/', import.meta.url));
