/**
 * Step 3 — a generic code template C for the refined question, with no instance details
 * (no node ids, no data), which the final program then adapts.
 */
import type { ExecLanguage } from '../../exec/executor.js';
import { complete } from '../../llm/complete.js';
import type { LlmContext } from '../../llm/llm-runtime.js';
import { extractCode } from '../shared/extract-code.js';
import { LANGUAGE_NAMES } from '../shared/program-prompts.js';
import { sharedPrompts } from '../shared/prompts.js';
import { grrafPrompts } from './prompts.js';

/** Asks for C; a reply without a code block is kept as plain text (the template only guides step 5). */
export async function codeTemplate(
  ctx: LlmContext,
  refined: string,
  language: ExecLanguage,
): Promise<string> {
  const { text } = await complete(ctx, {
    step: 'template',
    system: sharedPrompts.template('system'),
    prompt: grrafPrompts.render('template', { language: LANGUAGE_NAMES[language], refined }),
  });
  // No `answer` normalization here: a template is a sketch, not a program to run.
  return extractCode(text, language, { normalize: false })?.code ?? text.trim();
}
