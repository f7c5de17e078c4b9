/**
 * Methods: each turns a Task (question + graph) into a Solution (outcome, answer, text, details,
 * trace, usage). The registry is the only list of them.
 */
export type { CommonOptions, Method, MethodContext, Task } from './method.js';
export { loadMethod, type MethodEntry, methodEntries, methodNames } from './registry.js';
export * from './shared/index.js';
export {
  type AnswerValue,
  type DetailValue,
  describeOutcome,
  type MethodDetails,
  type Outcome,
  type Solution,
  type SolutionError,
  type SolutionErrorCode,
} from './solution.js';
