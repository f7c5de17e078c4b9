/**
 * The hybrid walker's code tool: runs a JavaScript program in the sandbox over the question's
 * graph (`G`, as GRRAF's programs see it) under the time limit, with the question's AbortSignal.
 * A failed run (syntax, runtime, time-out, no `answer`) is a recoverable error the agent reads;
 * a cancelled run ends the question.
 *
 * Each run is numbered (`run` in its result) and its whole answer kept, so the agent can name a
 * result as its answer ("the answer is the result of run_code run N") instead of copying it: an
 * answer of tens of thousands of rows is cut before the model sees it, but is kept whole here.
 */
import { z } from 'zod';
import { GrrafError } from '../../errors.js';
import type { ExecInput, Executor } from '../../exec/executor.js';
import type { LoopTool } from '../../llm/tool-loop.js';
import { normalizeAnswer } from '../shared/answer.js';
import type { AnswerValue } from '../solution.js';

/** What a successful run returns to the agent. */
export interface CodeResult {
  /** The run's number (1 for the first call), by which the agent can name its answer. */
  run: number;
  answer: AnswerValue;
  output?: string;
}

/** The answers of a walk's successful runs, whole, by run number. */
export type CodeAnswers = Map<number, AnswerValue>;

/** Where the tool runs programs: an executor (made on first use), the graphs, the time limit. */
export interface CodeToolSetup {
  description: string;
  executor: () => Promise<Executor>;
  input: () => Promise<ExecInput>;
  timeLimitMs: number;
  /** Where each successful run's whole answer is kept. */
  answers?: CodeAnswers;
}

/** The `run_code` tool. */
export function codeTool(setup: CodeToolSetup): LoopTool<{ code: string }> {
  let runs = 0;
  return {
    description: setup.description,
    inputSchema: z.object({
      code: z.string().describe('a JavaScript program that assigns its result to `answer`'),
    }),
    execute: async ({ code }, { signal }): Promise<CodeResult> => {
      const run = ++runs;
      const executor = await setup.executor();
      const result = await executor.run(
        code,
        await setup.input(),
        { timeLimitMs: setup.timeLimitMs },
        signal,
      );
      const output = result.output ? { output: result.output } : {};
      if (!result.ok) {
        const where = result.error.line === undefined ? '' : ` (line ${result.error.line})`;
        throw programError(`${result.error.kind} error${where}: ${result.error.message}`, result.output);
      }
      const answer = normalizeAnswer(result.answer);
      if (answer === undefined) {
        throw programError('the program finished but did not assign a value to `answer`', result.output);
      }
      setup.answers?.set(run, answer);
      return { run, answer, ...output };
    },
  };
}

function programError(message: string, output: string): GrrafError {
  const printed = output ? `\nIt printed:\n${output.slice(0, 2000)}` : '';
  return new GrrafError('runtime', `${message}${printed}`, { recoverable: true, field: 'code' });
}
