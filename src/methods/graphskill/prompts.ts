/**
 * GraphSkill's own prompt templates (./prompts): the code prompt and its language rules. The test
 * and debugging prompts are the shared self-test ones (../shared/self-tests/prompts).
 */
import { promptFiles } from '../../util/prompt-files.js';

export type GraphSkillPromptName = 'code' | 'lang-js' | 'lang-python';

/** GraphSkill's templates. */
export const graphskillPrompts = promptFiles<GraphSkillPromptName>(new URL('./prompts/', import.meta.url));
