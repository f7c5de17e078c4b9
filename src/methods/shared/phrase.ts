/**
 * Phrasing (GRRAF's step 8, shared): turn the answer A into a sentence A₀ for the user. Only the
 * graph-free question and the answer go to the model, under a system prompt of its own (the
 * program writers' would tell an agent's or the direct baseline's model it writes programs).
 *
 * A program kept for reuse can keep its sentence too: asked once for a template beside the
 * sentence (`{answer}` and `{name}` for each input), a later question of the same shape is phrased
 * by filling it, with no model call. A template is kept only when filling it with this question's
 * values gives back the very sentence, so it says nothing the sentence did not.
 */
import { complete } from '../../llm/complete.js';
import type { LlmContext } from '../../llm/llm-runtime.js';
import { cleanReply } from '../../llm/reply-text.js';
import { fillPattern, type ProgramParams, paramOrder } from '../program-cache/question-pattern.js';
import type { AnswerValue } from '../solution.js';
import { formatAnswer } from './answer.js';
import { sharedPrompts } from './prompts.js';

declare module '../../trace/trace.js' {
  interface TraceNotes {
    /** How the sentence was made without a model call (from a cached template), or why no template was kept. */
    phrase: { template: string };
  }
}

/** Answers longer than this are summarized by their start in the phrasing prompt (flat cost). */
const MAX_ANSWER_CHARS = 1000;

function shownAnswer(answer: AnswerValue): string {
  const shown = formatAnswer(answer);
  return shown.length > MAX_ANSWER_CHARS ? `${shown.slice(0, MAX_ANSWER_CHARS)}… (truncated)` : shown;
}

/** One short sentence that answers the question with the computed answer. */
export async function phraseAnswer(ctx: LlmContext, question: string, answer: AnswerValue): Promise<string> {
  const { text } = await complete(ctx, {
    step: 'phrase',
    system: sharedPrompts.template('phrase-system'),
    prompt: sharedPrompts.render('phrase', { question, answer: shownAnswer(answer) }),
  });
  const sentence = cleanReply(text)
    .split(/\n\s*\n/)[0]
    ?.trim();
  return sentence ? sentence : formatAnswer(answer);
}

/** A sentence, and the template that phrases later questions of its shape (or why there is none). */
export interface PhrasedWithTemplate {
  sentence: string;
  template?: string;
  /** Why no template was kept. */
  refused?: string;
}

/** The sentence and a reusable template for it, from one model call. */
export async function phraseWithTemplate(
  ctx: LlmContext,
  question: string,
  answer: AnswerValue,
  inputs: ProgramParams,
): Promise<PhrasedWithTemplate> {
  const names = paramOrder(inputs);
  const { text } = await complete(ctx, {
    step: 'phrase',
    system: sharedPrompts.template('phrase-system'),
    prompt: sharedPrompts.render('phrase-template', {
      question,
      answer: shownAnswer(answer),
      inputs: names.length ? names.map((n) => `${n}=${String(inputs[n])}`).join(', ') : 'none',
    }),
  });
  const lines = cleanReply(text).split('\n');
  const field = (name: string) =>
    lines
      .find((l) => l.trim().toUpperCase().startsWith(`${name}:`))
      ?.trim()
      .slice(name.length + 1)
      .trim();
  const sentence =
    field('SENTENCE') ||
    cleanReply(text)
      .split(/\n\s*\n/)[0]
      ?.trim() ||
    formatAnswer(answer);
  const template = field('TEMPLATE');
  const refused = templateProblem(template, sentence, answer, inputs);
  return refused ? { sentence, refused } : { sentence, template: template! };
}

/** Why `template` cannot phrase later questions, or undefined when it can. */
function templateProblem(
  template: string | undefined,
  sentence: string,
  answer: AnswerValue,
  inputs: ProgramParams,
): string | undefined {
  if (!template) return 'the reply held no template';
  if ('answer' in inputs) return 'an input is named "answer", which the template reserves';
  if (!template.includes('{answer}')) return 'the template has no {answer}';
  const unknown = [...template.matchAll(/(?<!\{)\{(\w+)\}(?!\})/g)]
    .map((m) => m[1]!)
    .filter((n) => n !== 'answer' && !(n in inputs));
  if (unknown.length > 0) return `the template names {${unknown[0]}}, which is not an input`;
  const filled = fillSentence(template, answer, inputs);
  if (filled !== sentence) return `filled with this question's values it reads "${filled}", not the sentence`;
  return undefined;
}

/** The template with the answer and the inputs in place. */
export function fillSentence(template: string, answer: AnswerValue, inputs: ProgramParams): string {
  return fillPattern(template, { ...inputs, answer: formatAnswer(answer) });
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
