/**
 * Self-generated test cases, shared by GraphSkill (its coding agent) and GRRAF (`--validate
 * tests`): generate labeled cases on tiny graphs, drop inconsistent labels, run a program on them,
 * compare answers, and describe the failures for the next version.
 */
export { prepareSelfTestCheck, type SelfTestCheck, selfTestCheck, type TestsFailure } from './check.js';
export { answersMatch, NUMBER_TOLERANCE } from './compare.js';
export { dropInconsistent, inputKey } from './consistency.js';
export { type DebugRequest, debugPrompt } from './debug-prompt.js';
export { failureFeedback, MAX_FEEDBACK_CASES } from './feedback.js';
export {
  DEFAULT_TEST_COUNT,
  generateSelfTests,
  graphKind,
  type TestRequest,
  testPrompt,
} from './generate-tests.js';
export { type CaseRequirements, parseTestReply } from './parse-tests.js';
export { runSelfTests, type TestRunner } from './run-tests.js';
export {
  type DroppedCase,
  type GraphShape,
  type SelfTestCase,
  type SelfTestSuite,
  type TestFailure,
  type TestRun,
  testAccuracy,
} from './self-test.js';
