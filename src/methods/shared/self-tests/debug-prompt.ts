/**
 * The debugging prompt (GraphSkill's Eq. 7): the program, how many cases it passed, and the
 * failing cases with their expected and actual answers. GraphSkill sends it with the retrieved
 * documents as context; GRRAF's `--validate tests` with its language rules.
 */
import type { ExecLanguage } from '../../../exec/executor.js';
import { fenced, LANGUAGE_NAMES } from '../program-prompts.js';
import { failureFeedback } from './feedback.js';
import { selfTestPrompts } from './prompts.js';
import type { TestRun } from './self-test.js';

/** What the debugging prompt shows. */
export interface DebugRequest {
  language: ExecLanguage;
  question: string;
  code: string;
  run: TestRun;
  /** Rules, documentation or anything else the program must follow (may be ''). */
  context: string;
}

/** The debugging prompt for a program that failed test cases. */
export function debugPrompt(r: DebugRequest): string {
  return selfTestPrompts.render('debug', {
    language: LANGUAGE_NAMES[r.language],
    question: r.question.trim(),
    code: fenced(r.code, r.language),
    passed: String(r.run.passed),
    total: String(r.run.total),
    failures: failureFeedback(r.run.failures),
    context: r.context.trim() === '' ? '' : `\n${r.context.trim()}\n`,
  });
}
