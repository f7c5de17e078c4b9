/**
 * The steps every method shares: reading the graph input, the schema, the program loop with its
 * feedback prompts, answers and phrasing, the run frame, the trace helpers.
 */

export { addExecStep, addNote } from '../../trace/steps.js';
export { answerText, formatAnswer, normalizeAnswer, parseAnswerValue, parseDirectAnswer } from './answer.js';
export { API_DETAILED, type ApiEntry, type ApiIndexOptions, apiIndex, sameStem } from './api-index.js';
export { defaultServices } from './default-services.js';
export { cannotComputeReason, type ExtractedCode, ensureAnswer, extractCode } from './extract-code.js';
export { type GraphInput, missingNodes, noteInput, readGraphInput } from './graph-input.js';
export { estimateTokens, type GraphPrompt, questionWithGraph, serializeGraph } from './graph-text.js';
export { hintsBlock } from './hints.js';
export { languageRules, type RulesInput } from './language-rules.js';
export { MethodRun, type RunResult, solveWith } from './method-run.js';
export { answerSentence, phraseAnswer } from './phrase.js';
export { programGraphs } from './program-graphs.js';
export {
  continueProgramLoop,
  executeProgram,
  generateProgram,
  type LoopOutcome,
  type ProgramReply,
  type ProgramRunner,
  repairProgram,
  runProgramLoop,
} from './program-loop.js';
export {
  describeTimeLimit,
  type ExecutionFailure,
  fenced,
  LANGUAGE_NAMES,
  type ProgramBrief,
  type ProgramFailure,
  repairPrompt,
} from './program-prompts.js';
export { type SharedPromptName, sharedPrompts } from './prompts.js';
export { extractSchema, extractSchemaAhead, type SchemaAhead, type SchemaStep } from './schema-step.js';
export type { MethodServices } from './services.js';
export { temporaryEmbeddedStore } from './temporary-store.js';
