/**
 * Methods: each turns a Task (question + graph) into a Solution (answer, text, trace, usage).
 */
export { cleanReply, type ExtractedCode, ensureAnswer, extractCode, fencedBlocks } from './extract-code.js';
export * from './grraf/index.js';
export type { Method, MethodContext, Task } from './method.js';
export {
  type AnswerValue,
  describePath,
  type Solution,
  type SolutionError,
  type SolutionPath,
} from './solution.js';
