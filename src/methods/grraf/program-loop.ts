/**
 * Steps 5 and 6 — the final program C' and the error feedback loop: execute under the time limit t;
 * on an execution error, a time-out, a program that set no answer, or a reply without code, send
 * the program and the failure back (at most n rounds).
 */
import type { ExecInput, ExecLimits, Executor } from '../../exec/executor.js';
import { complete } from '../../llm/complete.js';
import type { LlmContext } from '../../llm/llm-runtime.js';
import type { Trace } from '../../trace/trace.js';
import { type ExtractedCode, extractCode } from '../extract-code.js';
import type { AnswerValue } from '../solution.js';
import { codePrompt, type ProgramBrief, type ProgramFailure, repairPrompt } from './program-prompts.js';
import { promptTemplate } from './prompts.js';
import { addExecStep, addNote } from './trace-notes.js';

/** How the loop ended. */
export type LoopOutcome =
  | { ok: true; answer: AnswerValue; code: string; repairs: number }
  | { ok: false; failure: ProgramFailure; code?: string; rounds: number };

/** Step 5: asks for C' and extracts it (undefined when the reply holds no code). */
export async function generateProgram(
  ctx: LlmContext,
  brief: ProgramBrief,
): Promise<ExtractedCode | undefined> {
  const { text } = await complete(ctx, {
    step: 'code',
    system: promptTemplate('system'),
    prompt: codePrompt(brief),
  });
  return extracted(ctx.trace, 'code', text, brief);
}

/** One feedback round: sends the failed program and its failure back, extracts the revision. */
export async function repairProgram(
  ctx: LlmContext,
  brief: ProgramBrief,
  code: string | undefined,
  failure: ProgramFailure,
): Promise<ExtractedCode | undefined> {
  const prompt = repairPrompt(brief, code, failure);
  const { text } = await complete(ctx, { step: 'repair', system: promptTemplate('system'), prompt });
  return extracted(ctx.trace, 'repair', text, brief);
}

/** Runs a program once under the limits and records the execution in the trace. */
export async function executeProgram(
  trace: Trace,
  executor: Executor,
  code: string,
  input: ExecInput,
  limits: Partial<ExecLimits>,
): Promise<{ answer?: AnswerValue; failure?: ProgramFailure }> {
  const startedAt = new Date();
  const result = await executor.run(code, input, limits);
  addExecStep(trace, 'execute', executor.language, code, result, startedAt);
  if (!result.ok)
    return { failure: result.error ?? { kind: 'runtime', message: 'the program failed without a message' } };
  const answer = normalizeAnswer(result.answer);
  if (answer === undefined) {
    return {
      failure: { kind: 'no-answer', message: 'the program finished but did not assign a value to `answer`' },
    };
  }
  return { answer };
}

/** Steps 5–6 end to end: C', then execute / repair until it works or n rounds are spent. */
export async function runProgramLoop(
  ctx: LlmContext,
  brief: ProgramBrief,
  run: { executor: Executor; input: ExecInput; limits: Partial<ExecLimits>; maxRepairs: number },
): Promise<LoopOutcome> {
  let program = await generateProgram(ctx, brief);
  let lastCode: string | undefined;
  for (let round = 0; ; round++) {
    let failure: ProgramFailure;
    if (program) {
      lastCode = program.code;
      const r = await executeProgram(ctx.trace, run.executor, program.code, run.input, run.limits);
      if (r.answer !== undefined) return { ok: true, answer: r.answer, code: program.code, repairs: round };
      failure = r.failure!;
    } else {
      failure = { kind: 'no-code', message: 'the reply contained no program' };
    }
    if (round >= run.maxRepairs)
      return { ok: false, failure, rounds: round, ...(lastCode ? { code: lastCode } : {}) };
    program = await repairProgram(ctx, brief, program?.code, failure);
  }
}

/** Extracts code from a reply, noting in the trace what was fixed or that nothing was found. */
function extracted(trace: Trace, step: string, text: string, brief: ProgramBrief): ExtractedCode | undefined {
  const code = extractCode(text, brief.language);
  if (!code) addNote(trace, 'extract', `the ${step} reply contained no ${brief.language} program`);
  else if (code.fixes.length > 0)
    addNote(trace, 'extract', `extracted the program: ${code.fixes.join('; ')}`);
  return code;
}

/**
 * Makes an executor's answer a plain JSON value: undefined stays undefined (no answer), and a Cypher
 * result of one row with one `answer` column is unwrapped to its value.
 */
export function normalizeAnswer(value: unknown): AnswerValue | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value) && value.length === 1 && isAnswerRow(value[0]))
    return normalizeAnswer(value[0].answer);
  if (isAnswerRow(value)) return normalizeAnswer(value.answer);
  return JSON.parse(JSON.stringify(value) ?? 'null') as AnswerValue;
}

function isAnswerRow(v: unknown): v is { answer: unknown } {
  return (
    typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 1 && 'answer' in v
  );
}
