/**
 * Step 5's prompt: the refined question P', the template C and the schema S, to the final program C'.
 */
import type { ProgramBrief } from '../shared/program-prompts.js';
import { fenced, LANGUAGE_NAMES } from '../shared/program-prompts.js';
import { grrafPrompts } from './prompts.js';
import type { Refinement } from './refine.js';

/** The code prompt for GRRAF's final program. */
export function codePrompt(
  brief: ProgramBrief,
  refinement: Refinement,
  template: string,
  schemaText: string,
): string {
  return grrafPrompts.render('code', {
    language: LANGUAGE_NAMES[brief.language],
    refined: refinement.refined,
    answer_format: refinement.answerFormat,
    assumption: refinement.assumption ?? 'none',
    schema: schemaText,
    template: fenced(template, brief.language),
    language_rules: brief.rules,
  });
}
