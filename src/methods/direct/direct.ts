/**
 * The direct baseline: the graph serialized into the prompt (or, for a graph written inside the
 * question, the question as it is), answered in one model call with no tools and no code. It is
 * GraphWalk's no-tools setting and GRRAF's "direct prompting". Its cost grows with the graph, so a
 * token budget bounds it: above it the answer is "could not compute" with the reason.
 */
import { z } from 'zod';
import { complete } from '../../llm/complete.js';
import { cleanReply } from '../../llm/reply-text.js';
import { promptFiles } from '../../util/prompt-files.js';
import type { CommonOptions, Method } from '../method.js';
import { parseDirectAnswer } from '../shared/answer.js';
// GraphWalk reads answers in the asker's format with the same reader: both baselines of its benchmark alike.
import { type AnswerFormat, extractAnswer, type ReadReply, readReply } from '../shared/answer-format.js';
import { questionWithGraph } from '../shared/graph-text.js';
import { hintsBlock } from '../shared/hints.js';
import type { MethodRun } from '../shared/method-run.js';
import { solverOf } from '../shared/method-solver.js';
import { answerSentence } from '../shared/phrase.js';

export interface DirectOptions extends Pick<CommonOptions, 'phrase'> {
  /** The prompt may carry the graph only up to this many (estimated) tokens. */
  tokenBudget: number;
}

/** The direct baseline's facts: how large its prompt was, and whether the answer needed the extraction call. */
export type DirectDetails = { promptTokens: number; extracted: boolean };

/** The baseline's steps, as the trace names them. */
type DirectStep = 'direct' | 'phrase' | 'extract';

const DEFAULTS: DirectOptions = { phrase: true, tokenBudget: 100_000 };

const prompts = promptFiles<'direct' | 'direct-format'>(new URL('./prompts/', import.meta.url));

/** Solves a task by asking the model directly with the graph in the prompt. */
export const solveDirect = solverOf<DirectOptions, DirectDetails, DirectStep>({
  name: 'direct',
  defaults: DEFAULTS,
  failed: () => ({ promptTokens: 0, extracted: false }),
  steps: async (run, o, services) => {
    const { task } = run;
    const input = run.readInput(services);
    const asked = await run.during('direct', () => questionWithGraph(input, o.tokenBudget, task.graphText));
    if (!asked.ok)
      return run.couldNotCompute(
        { code: 'budget', message: asked.reason, step: 'direct' },
        { promptTokens: 0, extracted: false },
      );
    const format = task.answerFormat;
    const reply = await run.during('direct', () => askDirect(run, asked.text, input.hints, format));
    const read = format
      ? await formatted(run, input.question, reply.text, format)
      : { ...plain(reply.text), extracted: false };
    const details = { promptTokens: reply.usage.inputTokens, extracted: read.extracted };
    if (!read.ok) {
      return run.couldNotCompute(
        { code: 'unreadable-answer', message: read.problem, step: run.step },
        details,
      );
    }
    const answer = read.answer;
    const text = await run.during('phrase', () =>
      answerSentence(run.ctx.llm, input.question, answer, o.phrase),
    );
    return run.finish({ outcome: 'answered', answer, text, details });
  },
});

/** The one call: the question with its graph (and the asked format's instruction). */
function askDirect(
  run: MethodRun<DirectStep>,
  question: string,
  hints: readonly string[],
  format: AnswerFormat | undefined,
) {
  const prompt = format
    ? prompts.render('direct-format', {
        question,
        hints: hintsBlock(hints),
        instruction: format.instruction.trim(),
      })
    : prompts.render('direct', { question, hints: hintsBlock(hints) });
  return complete(run.ctx.llm, { step: 'direct', prompt });
}

/** A reply without an asked format: its `ANSWER:` line (or last line), read as a value. */
function plain(reply: string): ReadReply {
  const answer = parseDirectAnswer(reply);
  return answer === undefined ? { ok: false, problem: 'the reply held no answer' } : { ok: true, answer };
}

/**
 * A reply in the asked JSON format, else extracted from it by a second call (GraphWalk's "last
 * mile"); `extracted` says whether that call was made.
 */
async function formatted(
  run: MethodRun<DirectStep>,
  question: string,
  reply: string,
  format: AnswerFormat,
): Promise<ReadReply & { extracted: boolean }> {
  const read = readReply(reply, format);
  if (read.ok || cleanReply(reply) === '') return { ...read, extracted: false };
  const extracted = await run.during('extract', () =>
    extractAnswer(run.ctx.llm, { question, format, reply }),
  );
  return { ...extracted, extracted: true };
}

/** The direct baseline as a Method. */
export const direct: Method<DirectOptions, DirectDetails> = {
  name: 'direct',
  options: z.object({ tokenBudget: z.number().int().positive() }).partial(),
  solve: (task, ctx, options) => solveDirect(task, ctx, options),
};
