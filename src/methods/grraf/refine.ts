/**
 * Step 2 — refine the question P into P': the computation only, the exact answer format, and the
 * precise definition assumed where the question's words are ambiguous (shown in the trace and the
 * answer). The asker's hints go in with the question, so P' follows them.
 */
import { complete } from '../../llm/complete.js';
import type { LlmContext } from '../../llm/llm-runtime.js';
import { hintsBlock } from '../shared/hints.js';
import { sharedPrompts } from '../shared/prompts.js';
import { grrafPrompts } from './prompts.js';

export interface Refinement {
  /** P'. */
  refined: string;
  /** The form of the answer, e.g. "yes or no", "an integer". */
  answerFormat: string;
  /** The definition assumed, absent when the model said none. */
  assumption?: string;
}

/** Asks the model for P'; a reply without the expected lines still yields a usable refinement. */
export async function refineQuestion(
  ctx: LlmContext,
  question: string,
  hints: readonly string[] = [],
): Promise<Refinement> {
  const { text } = await complete(ctx, {
    step: 'refine',
    system: sharedPrompts.template('system'),
    prompt: grrafPrompts.render('refine', { question, hints: hintsBlock(hints) }),
  });
  return parseRefinement(text, question);
}

/** Reads the QUESTION / ANSWER FORMAT / ASSUMPTION lines; falls back to the original question. */
export function parseRefinement(reply: string, question: string): Refinement {
  const field = (label: string): string | undefined => {
    const m = new RegExp(`^\\W*${label}\\W*:\\s*(.+)$`, 'im').exec(reply);
    // Models often bold the labels (**QUESTION:** …): strip emphasis marks around the value.
    const v = m?.[1]?.replace(/^[*_\s]+|[*_\s]+$/g, '');
    return v === undefined || v === '' ? undefined : v;
  };
  const refined = field('QUESTION') ?? question;
  const answerFormat = field('ANSWER FORMAT') ?? 'as the question asks';
  const assumption = field('ASSUMPTION');
  const none = assumption === undefined || /^(none|n\/a|no assumptions?|-)\.?$/i.test(assumption);
  return { refined, answerFormat, ...(none ? {} : { assumption }) };
}
