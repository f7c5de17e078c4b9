/**
 * Self-generated test cases (GraphSkill §4.2): tiny graphs with the task's inputs and the answer
 * the model worked out by reasoning on them, used to check a program's logic before its answer on
 * the real graph is trusted.
 */
import type { ProgramParam } from '../../../exec/executor.js';
import type { GraphData } from '../../../graph/model.js';
import type { AnswerValue } from '../../solution.js';

/** One labeled case: a small graph, the task's inputs for it, and the expected answer. */
export interface SelfTestCase {
  /** 1-based position in the model's reply, so notes and feedback can name it. */
  number: number;
  graph: GraphData;
  params: Record<string, ProgramParam>;
  expected: AnswerValue;
  /** The answer is a list whose order does not matter. */
  unordered: boolean;
}

/** A case left out, and why. */
export interface DroppedCase {
  number: number;
  reason: string;
}

/** The usable cases of one generation, with the answer format the model stated for them. */
export interface SelfTestSuite {
  cases: SelfTestCase[];
  /** The answer's JSON shape in the model's words (e.g. "a number rounded to 2 decimals"). */
  answerFormat?: string;
  dropped: DroppedCase[];
}

/** What the test graphs must look like: the same kind of graph as the task's. */
export interface GraphShape {
  directed: boolean;
  weighted: boolean;
}

/** One case the program got wrong: what it answered, or how it failed. */
export interface TestFailure {
  case: SelfTestCase;
  actual?: AnswerValue;
  error?: { kind: string; message: string };
}

/** A program's results on a suite. */
export interface TestRun {
  passed: number;
  total: number;
  failures: TestFailure[];
}

/** passed / total (1 for an empty suite: nothing contradicts the program). */
export function testAccuracy(run: TestRun): number {
  return run.total === 0 ? 1 : run.passed / run.total;
}
