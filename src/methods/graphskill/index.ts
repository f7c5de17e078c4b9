/** GraphSkill: hierarchical retrieval over documentation, then code validated on self-generated tests. */
export { type CodingOutcome, type CodingSettings, developProgram } from './coding-agent.js';
export type { GraphSkillDetails } from './details.js';
export { documentationTree, type Retrieval, type RetrievedDoc } from './documents.js';
export { createGraphSkillMethod, solveGraphSkill } from './graphskill.js';
export {
  DEFAULT_GRAPHSKILL_OPTIONS,
  type GraphSkillOptions,
  graphskillOptionsSchema,
  type RetrievalChoice,
  resolveGraphSkillOptions,
} from './options.js';
export { keepProgram, lookupProgram, type Reuse, type Validated } from './reuse.js';
