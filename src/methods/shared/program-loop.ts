/**
 * The program loop (GRRAF's steps 5 and 6, shared by every program-writing method): ask for a
 * program, execute it under the time limit t; on an execution error, a time-out, a program that set
 * no answer, or a reply without code, send the program and the failure back (at most n rounds).
 * Every run gets the question's AbortSignal; a fatal error (cancelled, store unreachable) ends the
 * loop by being thrown, never by being sent to the model.
 */
import { describeCheckedEvidence } from '../../evidence/describe-evidence.js';
import type { CheckedEvidence } from '../../evidence/evidence.js';
import { parseEvidence } from '../../evidence/parse-evidence.js';
import type { ExecInput, ExecLimits, Executor } from '../../exec/executor.js';
import { complete } from '../../llm/complete.js';
import type { LlmContext } from '../../llm/llm-runtime.js';
import { addExecStep, addNote } from '../../trace/steps.js';
import type { AnswerValue } from '../solution.js';
import { normalizeAnswer } from './answer.js';
import { cannotComputeReason, type ExtractedCode, extractCode } from './extract-code.js';
import { programEvidence } from './program-evidence.js';
import {
  type ExecutionFailure,
  type ProgramBrief,
  type ProgramFailure,
  repairPrompt,
} from './program-prompts.js';
import { sharedPrompts } from './prompts.js';
import type { SelfTestCheck } from './self-tests/check.js';
import { debugPrompt } from './self-tests/debug-prompt.js';

declare module '../../trace/trace.js' {
  interface TraceNotes {
    /** The check of a program's evidence (inside its exec step): what held, or (no payload) why it failed. */
    evidence: CheckedEvidence;
    /** How the program was taken out of a reply, or that the reply held none. */
    extract: undefined;
    /** The model's statement that the answer cannot be computed (no program). */
    'cannot-compute': undefined;
    /** Where a method's program loop gave up: its last failure (the error says which). */
    execute: undefined;
  }
}

/** How the loop ended. */
export type LoopOutcome =
  | { ok: true; answer: AnswerValue; evidence?: CheckedEvidence; code: string; repairs: number }
  | { ok: false; failure: ProgramFailure; code?: string; rounds: number };

/** Where programs run. */
export interface ProgramRunner {
  executor: Executor;
  input: ExecInput;
  limits: Partial<ExecLimits>;
}

/** A reply to a program prompt: its program, or the model's statement that it cannot be computed. */
export interface ProgramReply {
  program?: ExtractedCode;
  /** The reason of a `CANNOT COMPUTE: …` reply (no program). */
  cannotCompute?: string;
}

/** Asks for a program with `prompt` (trace step 'code') and extracts it (undefined when the reply holds none). */
export async function generateProgram(
  ctx: LlmContext,
  brief: ProgramBrief,
  prompt: string,
): Promise<ExtractedCode | undefined> {
  return (await askForProgram(ctx, 'code', prompt, brief)).program;
}

/** One feedback round: sends the failed program and its failure back, extracts the revision. */
export async function repairProgram(
  ctx: LlmContext,
  brief: ProgramBrief,
  code: string | undefined,
  failure: ProgramFailure,
): Promise<ExtractedCode | undefined> {
  return (await askForProgram(ctx, 'repair', repairPrompt(brief, code, failure), brief)).program;
}

/** What one run of a program gave. */
export interface ProgramRun {
  answer?: AnswerValue;
  /** Its evidence, checked (on an evidence failure: with `failed` saying what did not hold). */
  evidence?: CheckedEvidence;
  failure?: ExecutionFailure;
}

/**
 * Runs a program once under the limits and records the execution in the trace; its evidence, if
 * it gave one, is checked against the graph (a check that fails is a failure of the run).
 */
export async function executeProgram(
  ctx: LlmContext,
  runner: ProgramRunner,
  code: string,
): Promise<ProgramRun> {
  const startedAt = new Date();
  const result = await runner.executor.run(code, runner.input, runner.limits, ctx.signal);
  const exec = addExecStep(
    ctx.trace,
    { name: 'execute', language: runner.executor.language, code, startedAt },
    result,
  );
  if (!result.ok) return { failure: result.error };
  const answer = normalizeAnswer(result.answer);
  if (answer === undefined) {
    return {
      failure: { kind: 'no-answer', message: 'the program finished but did not assign a value to `answer`' },
    };
  }
  const checked = programEvidence(result.evidence, answer, runner.input);
  if (checked === undefined) return { answer };
  if ('problem' in checked) {
    addNote(ctx.trace, 'evidence', `the evidence does not hold: ${checked.problem}`, {
      error: { code: 'evidence', message: checked.problem },
      parent: exec.index,
    });
    const given = result.evidence && 'value' in result.evidence ? result.evidence.value : undefined;
    return {
      answer,
      failure: { kind: 'evidence', message: checked.problem },
      ...failedEvidence(given, checked.problem),
    };
  }
  addNote(ctx.trace, 'evidence', describeCheckedEvidence(checked.evidence), {
    data: checked.evidence,
    parent: exec.index,
  });
  return { answer, evidence: checked.evidence };
}

/** The evidence a failed check was about, kept with what failed (when it could be read at all). */
function failedEvidence(given: unknown, problem: string): { evidence?: CheckedEvidence } {
  const parsed = parseEvidence(given);
  return 'evidence' in parsed ? { evidence: { ...parsed.evidence, verified: [], failed: problem } } : {};
}

/** The whole loop: the first program from `prompt`, then execute / repair until it works or n rounds are spent. */
export async function runProgramLoop(
  ctx: LlmContext,
  brief: ProgramBrief,
  prompt: string,
  runner: ProgramRunner & { maxRepairs: number },
): Promise<LoopOutcome> {
  return continueProgramLoop(ctx, brief, await askForProgram(ctx, 'code', prompt, brief), runner);
}

/**
 * The loop from a first reply already in hand: execute, feed the failure back, repeat (at most n
 * rounds). A reply that says the answer cannot be computed ends the loop with that reason.
 */
export async function continueProgramLoop(
  ctx: LlmContext,
  brief: ProgramBrief,
  first: ProgramReply,
  runner: ProgramRunner & { maxRepairs: number; check?: SelfTestCheck },
): Promise<LoopOutcome> {
  let reply = first;
  let lastCode: string | undefined;
  for (let round = 0; ; round++) {
    let failure: ProgramFailure;
    const program = reply.program;
    if (program) {
      lastCode = program.code;
      const r = await executeProgram(ctx, runner, program.code);
      // With a check (GRRAF's --validate tests), an answer is trusted only when the program passes it.
      const failed = r.failure ?? (await runner.check?.(program.code));
      if (!failed) return answeredBy(r, program.code, round);
      failure = failed;
      // Rounds spent on evidence that does not hold: the answer stands, and its evidence says why
      // it failed (a user sees both; the answer is not thrown away for its evidence).
      if (failure.kind === 'evidence' && round >= runner.maxRepairs)
        return answeredBy(r, program.code, round);
    } else if (reply.cannotCompute !== undefined) {
      failure = { kind: 'cannot-compute', message: reply.cannotCompute };
      return { ok: false, failure, rounds: round, ...(lastCode ? { code: lastCode } : {}) };
    } else {
      failure = { kind: 'no-code', message: 'the reply contained no program' };
    }
    if (round >= runner.maxRepairs)
      return { ok: false, failure, rounds: round, ...(lastCode ? { code: lastCode } : {}) };
    const prompt =
      failure.kind === 'tests' && program
        ? debugPrompt({ ...brief, code: program.code, run: failure.run, context: brief.rules })
        : repairPrompt(brief, program?.code, failure);
    reply = await askForProgram(ctx, 'repair', prompt, brief);
  }
}

function answeredBy(r: ProgramRun, code: string, repairs: number): LoopOutcome {
  return { ok: true, answer: r.answer!, ...(r.evidence ? { evidence: r.evidence } : {}), code, repairs };
}

/** One model call for a program; notes in the trace what was fixed, or that no program came. */
async function askForProgram(
  ctx: LlmContext,
  step: 'code' | 'repair',
  prompt: string,
  brief: ProgramBrief,
): Promise<ProgramReply> {
  const { text } = await complete(ctx, { step, system: sharedPrompts.template('system'), prompt });
  const code = extractCode(text, brief.language);
  if (code) {
    if (code.fixes.length > 0)
      addNote(ctx.trace, 'extract', `extracted the program: ${code.fixes.join('; ')}`);
    return { program: code };
  }
  const cannot = cannotComputeReason(text);
  if (cannot !== undefined) {
    addNote(ctx.trace, 'cannot-compute', `the model says it cannot be computed: ${cannot}`);
    return { cannotCompute: cannot };
  }
  addNote(ctx.trace, 'extract', `the ${step} reply contained no ${brief.language} program`);
  return {};
}
