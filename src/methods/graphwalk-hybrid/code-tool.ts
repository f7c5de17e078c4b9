/**
 * The hybrid walker's code tool: runs a JavaScript program in the sandbox over the question's
 * graph (`G`, as GRRAF's programs see it) under the time limit, with the question's AbortSignal.
 * A failed run (syntax, runtime, time-out, no `answer`) is a recoverable error the agent reads;
 * a cancelled run ends the question.
 */
import { z } from 'zod';
import { GrrafError } from '../../errors.js';
import type { ExecInput, Executor } from '../../exec/executor.js';
import type { LoopTool } from '../../llm/tool-loop.js';
import { normalizeAnswer } from '../shared/answer.js';
import type { AnswerValue } from '../solution.js';

/** What a successful run returns to the agent. */
export interface CodeResult {
  answer: AnswerValue;
  output?: string;
}

/** Where the tool runs programs: an executor (made on first use), the graphs, the time limit. */
export interface CodeToolSetup {
  description: string;
  executor: () => Promise<Executor>;
  input: () => Promise<ExecInput>;
  timeLimitMs: number;
}

/** The `run_code` tool. */
export function codeTool(setup: CodeToolSetup): LoopTool<{ code: string }> {
  return {
    description: setup.description,
    inputSchema: z.object({
      code: z.string().describe('a JavaScript program that assigns its result to `answer`'),
    }),
    execute: async ({ code }, { signal }): Promise<CodeResult> => {
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
      return { answer, ...output };
    },
  };
}

function programError(message: string, output: string): GrrafError {
  const printed = output ? `\nIt printed:\n${output.slice(0, 2000)}` : '';
  return new GrrafError('runtime', `${message}${printed}`, { recoverable: true, field: 'code' });
}
