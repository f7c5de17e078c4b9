/**
 * Runs a program on every test case in the sandbox (each run a trace step 'test-run', with the
 * question's AbortSignal) and compares its answers with the labels (Eq. 6). A crash, a time-out or
 * a missing answer counts as a failed case with its error, so runtime and logic errors are fed back
 * alike. A note 'test-run' sums up the run.
 */
import type { ExecLanguage, ExecLimits, Executor } from '../../../exec/executor.js';
import type { LlmContext } from '../../../llm/llm-runtime.js';
import { addExecStep, addNote } from '../../../trace/steps.js';
import { normalizeAnswer } from '../answer.js';
import { answersMatch } from './compare.js';
import type { SelfTestCase, TestFailure, TestRun } from './self-test.js';

declare module '../../../trace/trace.js' {
  interface TraceNotes {
    /** A version's run on the test cases: how many passed, and the numbers of those that failed. */
    'test-run': { passed: number; total: number; failed: number[] };
  }
}

/** Where test runs happen; `timeLimitMs` applies to each case (they are tiny graphs). */
export interface TestRunner {
  executor: Executor;
  language: ExecLanguage;
  limits: Partial<ExecLimits>;
}

/** Runs `code` on the cases, in order; `label` names the version in the summary note. */
export async function runSelfTests(
  ctx: LlmContext,
  runner: TestRunner,
  code: string,
  cases: readonly SelfTestCase[],
  label = 'the program',
): Promise<TestRun> {
  const failures: TestFailure[] = [];
  for (const c of cases) {
    const startedAt = new Date();
    const result = await runner.executor.run(
      code,
      { graphs: { G: c.graph }, params: c.params },
      runner.limits,
      ctx.signal,
    );
    addExecStep(ctx.trace, { name: 'test-run', language: runner.language, code, startedAt }, result);
    if (!result.ok) {
      failures.push({ case: c, error: { kind: result.error.kind, message: result.error.message } });
      continue;
    }
    const actual = normalizeAnswer(result.answer);
    if (actual === undefined)
      failures.push({ case: c, error: { kind: 'no-answer', message: 'no value was assigned to `answer`' } });
    else if (!answersMatch(c.expected, actual, c.unordered)) failures.push({ case: c, actual });
  }
  const run: TestRun = { passed: cases.length - failures.length, total: cases.length, failures };
  const failed = failures.map((f) => f.case.number);
  addNote(
    ctx.trace,
    'test-run',
    `${label} passed ${run.passed} of ${run.total} test case${run.total === 1 ? '' : 's'}${
      failed.length ? ` (failed: ${failed.join(', ')})` : ''
    }`,
    { data: { passed: run.passed, total: run.total, failed } },
  );
  return run;
}
