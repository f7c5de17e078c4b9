/**
 * The feedback prompts every program-writing method shares (GRRAF's step 6): a failed program with
 * its error, a program that ran out of time, a reply without a program.
 */
import type { ExecError, ExecLanguage } from '../../exec/executor.js';
import { EXEC_LANGUAGES, languageProfile } from '../../exec/languages.js';
import { sharedPrompts } from './prompts.js';
import type { TestsFailure } from './self-tests/check.js';

/** Display names used in prompts. */
export const LANGUAGE_NAMES = Object.fromEntries(
  EXEC_LANGUAGES.map((l) => [l, languageProfile(l).displayName]),
) as Record<ExecLanguage, string>;

/** An error message is cut to this length: a long stack trace would make cost depend on the run. */
const MAX_ERROR_CHARS = 600;

/** What a feedback prompt needs to know about the task. */
export interface ProgramBrief {
  language: ExecLanguage;
  /** The question the program must answer (GRRAF: the refined question P'). */
  question: string;
  /** The language rules with the API index or dialect notes. */
  rules: string;
  /** t, for the time-out prompt. */
  timeLimitMs: number;
}

/** Why a program that ran gave no answer. */
export type ExecutionFailure =
  | ExecError
  | { kind: 'no-answer'; message: string }
  /** The program's evidence could not be read, or does not hold on the graph. */
  | { kind: 'evidence'; message: string };

/** Why a program has to be revised (or, for `cannot-compute`, why the model wrote none). */
export type ProgramFailure =
  | ExecutionFailure
  | { kind: 'no-code'; message: string }
  | { kind: 'cannot-compute'; message: string }
  | TestsFailure;

/** The feedback prompt for a failed program (or a reply without one). */
export function repairPrompt(b: ProgramBrief, code: string | undefined, failure: ProgramFailure): string {
  const common = {
    language: LANGUAGE_NAMES[b.language],
    refined: b.question,
    language_rules: b.rules,
  };
  if (failure.kind === 'no-code' || code === undefined) return sharedPrompts.render('no-code', common);
  if (failure.kind === 'timeout') {
    return sharedPrompts.render('repair-timeout', {
      ...common,
      code: fenced(code, b.language),
      limit: describeTimeLimit(b.timeLimitMs),
    });
  }
  return sharedPrompts.render('repair-error', {
    ...common,
    code: fenced(code, b.language),
    error_kind: failure.kind,
    error: truncate(failure.message, MAX_ERROR_CHARS),
  });
}

/** Wraps code in a fence tagged with its language. */
export function fenced(code: string, language: ExecLanguage): string {
  return `\`\`\`${languageProfile(language).fenceTag}\n${code}\n\`\`\``;
}

/** A time limit in words for a prompt: "5 minutes", "30 seconds", "250 ms". */
export function describeTimeLimit(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} minute${ms === 60_000 ? '' : 's'}`;
  if (ms >= 1000) return `${+(ms / 1000).toFixed(1)} seconds`;
  return `${ms} ms`;
}

function truncate(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1)}…`;
}
