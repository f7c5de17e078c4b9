/**
 * The direct baseline: the graph serialized into the prompt (or, for a graph written inside the
 * question, the question as it is), answered in one model call with no tools and no code. It is
 * GraphWalk's no-tools setting and GRRAF's "direct prompting". Its cost grows with the graph, so a
 * token budget bounds it: above it the answer is "could not compute" with the reason.
 */
import { z } from 'zod';
import { complete } from '../../llm/complete.js';
import { promptFiles } from '../../util/prompt-files.js';
import type { CommonOptions, Method, MethodContext, Task } from '../method.js';
import { parseDirectAnswer } from '../shared/answer.js';
import { defaultServices } from '../shared/default-services.js';
import { noteInput, readGraphInput } from '../shared/graph-input.js';
import { questionWithGraph } from '../shared/graph-text.js';
import { hintsBlock } from '../shared/hints.js';
import { solveWith } from '../shared/method-run.js';
import { answerSentence } from '../shared/phrase.js';
import type { MethodServices } from '../shared/services.js';
import type { Solution } from '../solution.js';

export interface DirectOptions extends Pick<CommonOptions, 'phrase'> {
  /** The prompt may carry the graph only up to this many (estimated) tokens. */
  tokenBudget: number;
}

/** The direct baseline's facts: how large its prompt was. */
export type DirectDetails = { promptTokens: number };

const DEFAULTS: DirectOptions = { phrase: true, tokenBudget: 100_000 };

const prompts = promptFiles<'direct'>(new URL('./prompts/', import.meta.url));

/** Solves a task by asking the model directly with the graph in the prompt. */
export function solveDirect(
  task: Task,
  ctx: MethodContext,
  options: Partial<DirectOptions> = {},
  services: MethodServices = defaultServices(),
): Promise<Solution<DirectDetails>> {
  const o = { ...DEFAULTS, ...options };
  return solveWith(
    'direct',
    task,
    ctx,
    () => ({ promptTokens: 0 }),
    async (run) => {
      const input = readGraphInput(task, services);
      run.question = input.question;
      noteInput(run.trace, input);
      run.step = 'direct';
      const asked = await questionWithGraph(input, o.tokenBudget, task.graphText);
      if (!asked.ok)
        return run.couldNotCompute(
          { code: 'budget', message: asked.reason, step: 'direct' },
          { promptTokens: 0 },
        );
      const prompt = prompts.render('direct', { question: asked.text, hints: hintsBlock(input.hints) });
      const reply = await complete(run.ctx.llm, { step: 'direct', prompt });
      const details = { promptTokens: reply.usage.inputTokens };
      const answer = parseDirectAnswer(reply.text);
      if (answer === undefined) {
        return run.couldNotCompute(
          { code: 'unreadable-answer', message: 'the reply held no answer', step: 'direct' },
          details,
        );
      }
      run.step = 'phrase';
      const text = await answerSentence(run.ctx.llm, input.question, answer, o.phrase);
      return run.finish({ outcome: 'answered', answer, text, details });
    },
  );
}

/** The direct baseline as a Method. */
export const direct: Method<DirectOptions, DirectDetails> = {
  name: 'direct',
  options: z.object({ tokenBudget: z.number().int().positive() }).partial(),
  solve: (task, ctx, options) => solveDirect(task, ctx, options),
};
