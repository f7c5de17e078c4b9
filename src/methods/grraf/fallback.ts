/**
 * Step 7 — when the loop fails, ask the model directly with the original question Q. The graph then
 * has to be in the prompt, so this is bounded by a token budget: above it, answer "could not compute"
 * with the reason instead of sending a huge graph.
 */
import { complete } from '../../llm/complete.js';
import type { LlmContext } from '../../llm/llm-runtime.js';
import { parseDirectAnswer } from '../shared/answer.js';
import type { GraphInput } from '../shared/graph-input.js';
import { questionWithGraph } from '../shared/graph-text.js';
import { hintsBlock } from '../shared/hints.js';
import type { AnswerValue } from '../solution.js';
import { grrafPrompts } from './prompts.js';

export type DirectOutcome = { ok: true; answer: AnswerValue } | { ok: false; reason: string };

/** Step 7: the direct answer, or why none was asked for. */
export async function directAnswer(
  ctx: LlmContext,
  input: GraphInput,
  answerFormat: string,
  budgetTokens: number,
): Promise<DirectOutcome> {
  const question = await questionWithGraph(input, budgetTokens);
  if (!question.ok) return question;
  const { text } = await complete(ctx, {
    step: 'fallback',
    // No system prompt: the shared one says the graph is never shown, which is untrue here.
    prompt: grrafPrompts.render('fallback', {
      question: question.text,
      hints: hintsBlock(input.hints),
      answer_format: answerFormat,
    }),
  });
  // The prompt asks for an ANSWER: line; a reply without one (rambling, or cut off at the output
  // limit) gives no answer rather than its last line passed off as one.
  const answer = parseDirectAnswer(text, { taggedOnly: true });
  return answer === undefined
    ? { ok: false, reason: 'the direct answer had no ANSWER: line' }
    : { ok: true, answer };
}
