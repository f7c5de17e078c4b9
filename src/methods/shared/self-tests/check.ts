/**
 * Self-tests as a check inside a program loop (GRRAF's `--validate tests`): a program that ran
 * and answered must also pass the self-generated cases before its answer is trusted; when it does
 * not, the failing cases are the failure the loop feeds back, so a logic error — not only a crash —
 * triggers a repair.
 */
import type { LlmContext } from '../../../llm/llm-runtime.js';
import { failureFeedback } from './feedback.js';
import { generateSelfTests, type TestRequest } from './generate-tests.js';
import { runSelfTests, type TestRunner } from './run-tests.js';
import type { SelfTestCase, SelfTestSuite, TestRun } from './self-test.js';

/** A program that ran but failed test cases: the loop's failure, with the run behind it. */
export interface TestsFailure {
  kind: 'tests';
  /** The failing cases as feedback text. */
  message: string;
  run: TestRun;
}

/** Checks a program on the cases: undefined when it passes them all. */
export type SelfTestCheck = (code: string) => Promise<TestsFailure | undefined>;

/** The check of `cases` (every program passes an empty suite). */
export function selfTestCheck(
  ctx: LlmContext,
  runner: TestRunner,
  cases: readonly SelfTestCase[],
): SelfTestCheck {
  let version = 0;
  return async (code) => {
    version += 1;
    const run = await runSelfTests(ctx, runner, code, cases, `version ${version}`);
    if (run.passed === run.total) return undefined;
    const message = `passed ${run.passed} of ${run.total} self-generated test cases; failing cases:\n${failureFeedback(run.failures)}`;
    return { kind: 'tests', message, run };
  };
}

/**
 * Generates the cases and returns their check with the suite, or no check when no case is usable
 * (the loop then trusts a program that runs, as without validation; the trace says why).
 */
export async function prepareSelfTestCheck(
  ctx: LlmContext,
  request: TestRequest,
  runner: TestRunner,
): Promise<{ suite: SelfTestSuite; check?: SelfTestCheck }> {
  const suite = await generateSelfTests(ctx, request);
  if (suite.cases.length === 0) return { suite };
  return { suite, check: selfTestCheck(ctx, runner, suite.cases) };
}
