/**
 * The hybrid walker's answer by reference: a reply whose answer line names a code run ("ANSWER:
 * result of run_code run 3") takes that run's whole answer, kept by the code tool, so an answer
 * too large for a prompt is never copied through the model (and never cut on the way).
 */
import type { AnswerValue } from '../solution.js';
import type { CodeAnswers } from './code-tool.js';

const NAMED =
  /^[ \t>*_`#-]*ANSWER[ \t*_`]*:[ \t]*(?:the )?(?:whole )?result of run_code(?:[ \t]+(?:run|call))?[ \t]*#?(\d+)/im;

/**
 * The answer `reply` names, undefined when it names none, or why the named one cannot be used
 * (no such run, or that run failed).
 */
export function namedAnswer(
  reply: string,
  answers: CodeAnswers,
): { answer: AnswerValue; source: string } | string | undefined {
  const match = NAMED.exec(reply);
  if (!match) return undefined;
  const run = Number(match[1]);
  const answer = answers.get(run);
  if (answer === undefined) {
    const known = [...answers.keys()];
    return (
      `the reply names the result of run_code run ${run} as the answer, but no run ${run} gave an answer` +
      (known.length > 0 ? ` (runs with an answer: ${known.join(', ')})` : ' (no run gave an answer)')
    );
  }
  return { answer, source: `the result of run_code run ${run}` };
}
