/**
 * The GRRAF method (Graph Reasoning via Retrieval Augmented Framework): every step exported so it
 * can be called alone; `grraf` is the Method over the default services.
 */
import { defaultServices } from '../shared/default-services.js';
import { createGrrafMethod } from './grraf.js';

export { codePrompt } from './code-prompt.js';
export { codeTemplate } from './code-template.js';
export { compactSchemaText, isPlainSchema } from './compact-schema.js';
export { type Compiled, compileProgram, parseCompiled, parseInputs } from './compile.js';
export { type DirectOutcome, directAnswer } from './fallback.js';
export {
  type CacheState,
  createGrrafMethod,
  type GrrafDetails,
  solveGrraf,
} from './grraf.js';
export { LEAN_API_DETAILED, type LeanRulesInput, leanRules } from './lean-rules.js';
export {
  DEFAULT_GRRAF_OPTIONS,
  type GrrafOptions,
  type GrrafPipeline,
  grrafOptionsSchema,
  resolveGrrafOptions,
} from './options.js';
export { type GrrafPromptName, grrafPrompts } from './prompts.js';
export { parseRefinement, type Refinement, refineQuestion } from './refine.js';

/** GRRAF over the default formats, stores and executors. */
export const grraf = createGrrafMethod(defaultServices());
