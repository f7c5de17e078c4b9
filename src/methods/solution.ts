/**
 * Solution: what a method returns — the typed answer, the sentence for the user, the full trace,
 * the summed token usage, and which path of the method produced the answer.
 */
import type { TraceStep, Usage } from '../trace/trace.js';

/** A JSON-compatible answer value (what a program assigned to `answer`, or a parsed direct answer). */
export type AnswerValue = string | number | boolean | null | AnswerValue[] | { [key: string]: AnswerValue };

/** Which path produced the answer. */
export type SolutionPath =
  | { kind: 'first-try' }
  | { kind: 'repaired'; repairs: number }
  | { kind: 'fallback'; reason: string }
  | { kind: 'could-not-compute'; reason: string };

/** Where a method stopped, when it did not finish normally. */
export interface SolutionError {
  code: string;
  message: string;
  /** The step name (as in the trace) where it stopped, e.g. 'input', 'code', 'execute', 'fallback'. */
  step: string;
}

export interface Solution {
  /** Method name, e.g. 'grraf'. */
  method: string;
  /** The question as the model saw it (graph text removed). */
  question: string;
  /** The answer value; undefined when nothing could be computed. */
  answer?: AnswerValue;
  /** The answer as a sentence for the user (A₀), or the answer printed plainly when phrasing is off. */
  text: string;
  path: SolutionPath;
  /** The refined question P'. */
  refined?: string;
  /** The precise definition assumed where the question's words were ambiguous. */
  assumption?: string;
  /** The program that produced the answer, with its language. */
  program?: { language: string; code: string };
  trace: TraceStep[];
  /** Sum of the usage of every LLM step in the trace. */
  usage: Usage;
  /** Set when the method stopped short (input error, no code, fallback failure) or fell back. */
  error?: SolutionError;
  ms: number;
}

/** A one-line label for a path, e.g. "repaired after 2 rounds". */
export function describePath(path: SolutionPath): string {
  switch (path.kind) {
    case 'first-try':
      return 'first try';
    case 'repaired':
      return `repaired after ${path.repairs} round${path.repairs === 1 ? '' : 's'}`;
    case 'fallback':
      return `fallback to direct prompting (${path.reason})`;
    case 'could-not-compute':
      return `could not compute (${path.reason})`;
  }
}
