/**
 * The GRRAF method (Graph Reasoning via Retrieval Augmented Framework): every step exported so it
 * can be called alone; `grraf` is the Method over the default services.
 */
import { defaultGrrafDeps } from './default-deps.js';
import { createGrrafMethod } from './grraf.js';

export { API_DETAILED, type ApiEntry, apiIndex } from './api-index.js';
export { codeTemplate } from './code-template.js';
export { defaultGrrafDeps } from './default-deps.js';
export type { GrrafDeps } from './deps.js';
export {
  type DirectOutcome,
  directAnswer,
  directQuestion,
  estimateTokens,
  parseAnswerValue,
  parseDirectAnswer,
  serializeGraph,
} from './fallback.js';
export { checkParams, type GraphInput, readGraphInput } from './graph-input.js';
export { createGrrafMethod, solveGrraf } from './grraf.js';
export { languageRules, type RulesInput } from './language-rules.js';
export { DEFAULT_GRRAF_OPTIONS, type GrrafOptions, resolveGrrafOptions } from './options.js';
export { answerText, formatAnswer, phraseAnswer } from './phrase.js';
export {
  executeProgram,
  generateProgram,
  type LoopOutcome,
  normalizeAnswer,
  repairProgram,
  runProgramLoop,
} from './program-loop.js';
export { codePrompt, type ProgramBrief, type ProgramFailure, repairPrompt } from './program-prompts.js';
export { type PromptName, promptPlaceholders, promptTemplate, renderPrompt } from './prompts.js';
export { parseRefinement, type Refinement, refineQuestion } from './refine.js';
export { extractSchema, type SchemaStep } from './schema-step.js';

/** GRRAF over the default formats, stores and executors. */
export const grraf = createGrrafMethod(defaultGrrafDeps());
