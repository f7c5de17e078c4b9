/**
 * The coding agent (GraphSkill §4.2): test cases first (Eq. 4), then the program (Eq. 5), then at
 * most k debugging rounds (Eq. 7) while it fails cases, keeping the version with the best test
 * accuracy (Eq. 6); that version then runs on the task's graph (§4.3). When it fails there (a
 * crash or a time-out the tiny cases did not show) and rounds are left, the failure is one more
 * round of feedback, and the revision is tested again. Without tests, debugging sees execution
 * errors on the task's graph only (the paper's "w/o Test cases"); without debugging, the first
 * program runs once.
 */
import type { ExecInput, ExecLimits, Executor } from '../../exec/executor.js';
import { complete } from '../../llm/complete.js';
import type { LlmContext } from '../../llm/llm-runtime.js';
import { addNote } from '../../trace/steps.js';
import { extractCode } from '../shared/extract-code.js';
import { executeProgram } from '../shared/program-loop.js';
import { type ProgramFailure, repairPrompt } from '../shared/program-prompts.js';
import { sharedPrompts } from '../shared/prompts.js';
import {
  debugPrompt,
  generateSelfTests,
  runSelfTests,
  type SelfTestSuite,
  type TestRun,
  testAccuracy,
} from '../shared/self-tests/index.js';
import type { AnswerValue } from '../solution.js';
import { type CodingTask, codePrompt, languageRules } from './code-prompt.js';
import { documentsBlock } from './documents.js';

declare module '../../trace/trace.js' {
  interface TraceNotes {
    /** Which version of the program runs on the graph (the one with the best test accuracy). */
    debug: undefined;
  }
}

/** The agent's switches and limits. */
export interface CodingSettings {
  tests: boolean;
  debug: boolean;
  maxDebugRounds: number;
  testCount: number;
  timeLimitMs: number;
  testTimeLimitMs: number;
  execLimits: Partial<Omit<ExecLimits, 'timeLimitMs'>>;
}

/**
 * How the agent's last attempt failed. Never 'cannot-compute': the agent reads every reply as a
 * program (a "CANNOT COMPUTE" reply has none, so it is a 'no-code' round like any other).
 */
export type AgentFailure = Exclude<ProgramFailure, { kind: 'cannot-compute' }>;

/** What the agent produced: the answer on the task's graph, or the last failure. */
export type CodingOutcome = (
  | { ok: true; answer: AnswerValue; code: string }
  | { ok: false; failure: AgentFailure; code?: string }
) & {
  suite: SelfTestSuite;
  /** The chosen version's results on the cases (0 of 0 without tests). */
  passed: number;
  total: number;
  debugRounds: number;
};

/** One version of the program and how it did. */
interface Version {
  code: string;
  run?: TestRun;
  failedOnGraph?: boolean;
}

/** Runs the agent for one task on one graph. */
export async function developProgram(
  llm: LlmContext,
  task: CodingTask,
  settings: CodingSettings,
  executor: Executor,
  instance: ExecInput,
): Promise<CodingOutcome> {
  let suite: SelfTestSuite = { cases: [], dropped: [] };
  if (settings.tests && settings.debug) {
    suite = await generateSelfTests(llm, {
      question: task.question,
      hints: task.hints,
      shape: task.shape,
      params: task.params,
      nodeParams: task.nodeParams,
      documents: documentsBlock(task.documents),
      count: settings.testCount,
    });
  } else if (settings.tests)
    addNote(llm.trace, 'tests', 'debugging is off: no test cases are generated (nothing would use them)');
  const agent = new Agent(llm, task, settings, executor, instance, suite);
  return agent.develop();
}

class Agent {
  private readonly versions: Version[] = [];
  private rounds = 0;

  constructor(
    private readonly llm: LlmContext,
    private readonly task: CodingTask,
    private readonly settings: CodingSettings,
    private readonly executor: Executor,
    private readonly instance: ExecInput,
    private readonly suite: SelfTestSuite,
  ) {}

  async develop(): Promise<CodingOutcome> {
    let code = await this.ask('code', codePrompt(this.task, this.suite.answerFormat));
    for (;;) {
      const step = code === undefined ? this.noCode() : await this.check(code);
      if ('done' in step) return step.done;
      this.rounds += 1;
      code = await this.ask('debug', step.prompt);
    }
  }

  /** A reply without a program: ask again while rounds are left. */
  private noCode(): { done: CodingOutcome } | { prompt: string } {
    const failure: AgentFailure = { kind: 'no-code', message: 'the reply contained no program' };
    const best = this.best();
    if (this.rounds >= this.budget()) return { done: this.failed(failure, best?.code) };
    return { prompt: repairPrompt(this.brief(), undefined, failure) };
  }

  private budget(): number {
    return this.settings.debug ? this.settings.maxDebugRounds : 0;
  }

  /** Tests a version (when there are cases), runs the best one on the graph, or asks for a revision. */
  private async check(code: string): Promise<{ done: CodingOutcome } | { prompt: string }> {
    const budget = this.budget();
    const version: Version = { code };
    this.versions.push(version);
    if (this.suite.cases.length > 0) {
      version.run = await runSelfTests(
        this.llm,
        { executor: this.executor, language: this.task.language, limits: this.testLimits() },
        code,
        this.suite.cases,
        `version ${this.versions.length}`,
      );
      if (version.run.passed < version.run.total && this.rounds < budget) {
        return { prompt: this.debugTestsPrompt(version) };
      }
    }
    const chosen = this.best() ?? version;
    if (chosen !== version)
      addNote(
        this.llm.trace,
        'debug',
        `version ${this.versions.indexOf(chosen) + 1} has the best test accuracy: it runs on the graph`,
      );
    const result = await executeProgram(
      this.llm,
      { executor: this.executor, input: this.instance, limits: this.instanceLimits() },
      chosen.code,
    );
    if (result.answer !== undefined) return { done: this.answered(result.answer, chosen) };
    chosen.failedOnGraph = true;
    if (this.rounds >= budget) return { done: this.failed(result.failure!, chosen.code, chosen) };
    return { prompt: repairPrompt(this.brief(), chosen.code, result.failure!) };
  }

  /** The version with the best test accuracy that has not failed on the graph (the latest of equals). */
  private best(): Version | undefined {
    let best: Version | undefined;
    for (const v of this.versions) {
      if (v.failedOnGraph) continue;
      if (!best || accuracy(v) >= accuracy(best)) best = v;
    }
    return best;
  }

  private debugTestsPrompt(version: Version): string {
    const docs = documentsBlock(this.task.documents);
    const context = [
      docs ? `Documentation of functions the program may call:\n\n${docs}` : '',
      languageRules(this.task),
    ]
      .filter(Boolean)
      .join('\n\n');
    return debugPrompt({
      language: this.task.language,
      question: this.task.question,
      code: version.code,
      run: version.run!,
      context,
    });
  }

  private async ask(step: 'code' | 'debug', prompt: string): Promise<string | undefined> {
    const { text } = await complete(this.llm, { step, system: sharedPrompts.template('system'), prompt });
    const extracted = extractCode(text, this.task.language);
    if (!extracted)
      addNote(this.llm.trace, 'extract', `the ${step} reply contained no ${this.task.language} program`);
    else if (extracted.fixes.length > 0)
      addNote(this.llm.trace, 'extract', `extracted the program: ${extracted.fixes.join('; ')}`);
    return extracted?.code;
  }

  private brief() {
    return {
      language: this.task.language,
      question: this.task.question,
      rules: languageRules(this.task),
      timeLimitMs: this.settings.timeLimitMs,
    };
  }

  private testLimits(): Partial<ExecLimits> {
    return {
      ...this.settings.execLimits,
      timeLimitMs: Math.min(this.settings.testTimeLimitMs, this.settings.timeLimitMs),
    };
  }

  private instanceLimits(): Partial<ExecLimits> {
    return { ...this.settings.execLimits, timeLimitMs: this.settings.timeLimitMs };
  }

  private answered(answer: AnswerValue, chosen: Version): CodingOutcome {
    return { ok: true, answer, code: chosen.code, ...this.figures(chosen) };
  }

  private failed(failure: AgentFailure, code: string | undefined, chosen?: Version): CodingOutcome {
    return { ok: false, failure, ...(code ? { code } : {}), ...this.figures(chosen) };
  }

  private figures(chosen: Version | undefined) {
    return {
      suite: this.suite,
      passed: chosen?.run?.passed ?? 0,
      total: chosen?.run?.total ?? 0,
      debugRounds: this.rounds,
    };
  }
}

function accuracy(v: Version): number {
  return v.run ? testAccuracy(v.run) : 0;
}
