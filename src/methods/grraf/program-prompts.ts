/**
 * Renders the prompts that ask for a program: the first one (step 5) and the feedback ones
 * (step 6: error, time-out, no code), from the pieces every such prompt shares.
 */
import type { ExecError, ExecLanguage } from '../../exec/executor.js';
import { renderPrompt } from './prompts.js';
import type { Refinement } from './refine.js';

/** Display names used in prompts. */
export const LANGUAGE_NAMES: Record<ExecLanguage, string> = {
  js: 'JavaScript',
  python: 'Python',
  cypher: 'Cypher',
};

const FENCE_TAGS: Record<ExecLanguage, string> = { js: 'javascript', python: 'python', cypher: 'cypher' };

/** An error message is cut to this length: a long stack trace would make cost depend on the run. */
const MAX_ERROR_CHARS = 600;

/** What every program prompt needs. */
export interface ProgramBrief {
  language: ExecLanguage;
  refinement: Refinement;
  /** C, from step 3. */
  template: string;
  /** S as text, from step 4. */
  schemaText: string;
  /** The language rules with the API index or dialect notes. */
  rules: string;
  /** t, for the time-out prompt. */
  timeLimitMs: number;
}

/** Why a program has to be revised. */
export type ProgramFailure =
  | ExecError
  | { kind: 'no-code'; message: string }
  | { kind: 'no-answer'; message: string };

/** The step-5 prompt: P', C and S to the final program C'. */
export function codePrompt(b: ProgramBrief): string {
  return renderPrompt('code', {
    language: LANGUAGE_NAMES[b.language],
    refined: b.refinement.refined,
    answer_format: b.refinement.answerFormat,
    assumption: b.refinement.assumption ?? 'none',
    schema: b.schemaText,
    template: fenced(b.template, b.language),
    language_rules: b.rules,
  });
}

/** The step-6 feedback prompt for a failed program (or a reply without one). */
export function repairPrompt(b: ProgramBrief, code: string | undefined, failure: ProgramFailure): string {
  const common = {
    language: LANGUAGE_NAMES[b.language],
    refined: b.refinement.refined,
    language_rules: b.rules,
  };
  if (failure.kind === 'no-code' || code === undefined) return renderPrompt('no-code', common);
  if (failure.kind === 'timeout') {
    return renderPrompt('repair-timeout', {
      ...common,
      code: fenced(code, b.language),
      limit: formatDuration(b.timeLimitMs),
    });
  }
  return renderPrompt('repair-error', {
    ...common,
    code: fenced(code, b.language),
    error_kind: failure.kind,
    error: truncate(failure.message, MAX_ERROR_CHARS),
  });
}

/** Wraps code in a fence tagged with its language. */
export function fenced(code: string, language: ExecLanguage): string {
  return `\`\`\`${FENCE_TAGS[language]}\n${code}\n\`\`\``;
}

/** "5 minutes", "30 seconds", "250 ms". */
export function formatDuration(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} minute${ms === 60_000 ? '' : 's'}`;
  if (ms >= 1000) return `${+(ms / 1000).toFixed(1)} seconds`;
  return `${ms} ms`;
}

function truncate(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1)}…`;
}
