/**
 * Step 8 — turn the answer A into a sentence A₀ for the user. Only the graph-free question and the
 * answer go to the model; the assumption is appended deterministically so it is never lost.
 */

import { complete } from '../../llm/complete.js';
import type { LlmContext } from '../../llm/llm-runtime.js';
import { cleanReply } from '../extract-code.js';
import type { AnswerValue } from '../solution.js';
import { promptTemplate, renderPrompt } from './prompts.js';

/** Answers longer than this are summarized by their start in the phrasing prompt (flat cost). */
const MAX_ANSWER_CHARS = 1000;

/** Step 8: one sentence answering the question with the computed answer. */
export async function phraseAnswer(ctx: LlmContext, question: string, answer: AnswerValue): Promise<string> {
  let shown = formatAnswer(answer);
  if (shown.length > MAX_ANSWER_CHARS) shown = `${shown.slice(0, MAX_ANSWER_CHARS)}… (truncated)`;
  const { text } = await complete(ctx, {
    step: 'phrase',
    system: promptTemplate('system'),
    prompt: renderPrompt('phrase', { question, answer: shown }),
  });
  const sentence = cleanReply(text)
    .split(/\n\s*\n/)[0]
    ?.trim();
  return sentence ? sentence : formatAnswer(answer);
}

/** The answer printed plainly: strings as they are, everything else as JSON. */
export function formatAnswer(answer: AnswerValue | undefined): string {
  if (answer === undefined) return '';
  return typeof answer === 'string' ? answer : JSON.stringify(answer);
}

/** The user-facing text: the sentence, with the assumed definition when there was one. */
export function answerText(sentence: string, assumption: string | undefined): string {
  return assumption ? `${sentence}\n(Assumed: ${assumption})` : sentence;
}
