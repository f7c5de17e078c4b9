/**
 * Phrasing (GRRAF's step 8, shared): turn the answer A into a sentence A₀ for the user. Only the
 * graph-free question and the answer go to the model.
 */
import { complete } from '../../llm/complete.js';
import type { LlmContext } from '../../llm/llm-runtime.js';
import { cleanReply } from '../../llm/reply-text.js';
import type { AnswerValue } from '../solution.js';
import { formatAnswer } from './answer.js';
import { sharedPrompts } from './prompts.js';

/** Answers longer than this are summarized by their start in the phrasing prompt (flat cost). */
const MAX_ANSWER_CHARS = 1000;

/** One short sentence that answers the question with the computed answer. */
export async function phraseAnswer(ctx: LlmContext, question: string, answer: AnswerValue): Promise<string> {
  let shown = formatAnswer(answer);
  if (shown.length > MAX_ANSWER_CHARS) shown = `${shown.slice(0, MAX_ANSWER_CHARS)}… (truncated)`;
  const { text } = await complete(ctx, {
    step: 'phrase',
    system: sharedPrompts.template('system'),
    prompt: sharedPrompts.render('phrase', { question, answer: shown }),
  });
  const sentence = cleanReply(text)
    .split(/\n\s*\n/)[0]
    ?.trim();
  return sentence ? sentence : formatAnswer(answer);
}

/** The answer as the user reads it: phrased by the model, or printed plainly when `phrase` is off. */
export async function answerSentence(
  ctx: LlmContext,
  question: string,
  answer: AnswerValue,
  phrase: boolean,
): Promise<string> {
  return phrase ? phraseAnswer(ctx, question, answer) : formatAnswer(answer);
}
