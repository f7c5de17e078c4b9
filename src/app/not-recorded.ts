/**
 * Without a model, a bundled example answers only what it was recorded with: its manifest's
 * questions, asked with `grraf ask`'s defaults. When a replay misses, the error says what this ask
 * changed (method, language, options, hints, question) instead of only "not one of them".
 */

import { GrrafError } from '../errors.js';
import { isExecLanguage, languageProfile } from '../exec/languages.js';
import { type ExampleQuestion, listExamples } from './examples.js';
import type { AskModel } from './model.js';

/** How the bundled examples were recorded: `grraf ask` with its defaults. */
export const EXAMPLE_RECORDING = { method: 'grraf', language: 'js' } as const;

/** How the missed question was asked. */
export interface AskedWith {
  method: string;
  options: Record<string, unknown>;
  hints: readonly string[];
  /** The question given; absent when the graph file's own question was used. */
  question?: string;
}

/** A language's display name; an unknown one as given. */
const languageName = (name: string) => (isExecLanguage(name) ? languageProfile(name).displayName : name);

/** The 'config' error for a question the example's recording cannot answer. */
export function notRecorded(
  replay: NonNullable<AskModel['replay']>,
  asked: AskedWith,
  examplesDir: string,
  why?: string,
): GrrafError {
  const recorded = recordedQuestions(replay.example, examplesDir);
  const changes = differences(asked, recorded);
  const head =
    `${replay.noModelMessage}\nThe bundled example "${replay.example}" replays only the questions it was ` +
    `recorded with (${replay.dir}), asked with method ${EXAMPLE_RECORDING.method} in ` +
    `${languageName(EXAMPLE_RECORDING.language)} and default options${recordedWhat(recorded)}.`;
  return new GrrafError('config', head + tail(changes, recorded, why), { field: 'model' });
}

/** What differs; without the manifest's questions, only that the question is not recorded. */
function tail(changes: string[], recorded: ExampleQuestion[] | undefined, why: string | undefined): string {
  if (changes.length > 0) return ` This ask differs: ${changes.join('; ')}.`;
  if (!recorded || recorded.length === 0) return ' This question is not one of them.';
  return (
    " This ask matches that, yet a prompt differs from the recording (the graph or grraf's prompts " +
    `changed since it was recorded): re-record the example.${why ? `\n${why}` : ''}`
  );
}

/** What this ask changed from the recording, one phrase each. */
function differences(asked: AskedWith, recorded: ExampleQuestion[] | undefined): string[] {
  const out: string[] = [];
  if (asked.method !== EXAMPLE_RECORDING.method)
    out.push(`method ${asked.method} (recorded: ${EXAMPLE_RECORDING.method})`);
  const { language, ...rest } = asked.options;
  if (language !== undefined && language !== EXAMPLE_RECORDING.language) {
    out.push(
      `language ${languageName(String(language))} (recorded: ${languageName(EXAMPLE_RECORDING.language)})`,
    );
  }
  const options = Object.entries(rest).map(([k, v]) => `${k}=${JSON.stringify(v)}`);
  if (options.length > 0) out.push(`options ${options.join(', ')} (recorded: the defaults)`);
  if (asked.hints.length > 0) out.push('hints (recorded: none)');
  const question = questionChange(asked.question, recorded);
  if (question) out.push(question);
  return out;
}

/** How the question differs from the recorded ones; undefined when it is one of them (or unknown). */
function questionChange(question: string | undefined, recorded: ExampleQuestion[] | undefined) {
  if (!recorded || recorded.length === 0) return undefined;
  const texts = recorded.flatMap((q) => ('text' in q ? [q.text] : []));
  const fromFile = recorded.some((q) => 'fromFile' in q);
  if (question === undefined) return fromFile ? undefined : 'no question given';
  if (texts.some((t) => same(t, question))) return undefined;
  const which = [...texts.map((t) => `"${t}"`), ...(fromFile ? ['the question inside the graph file'] : [])];
  return `the question (recorded: ${which.join(' or ')})`;
}

/** `: "the question"` (or the file's own), for the head; empty without the manifest. */
function recordedWhat(recorded: ExampleQuestion[] | undefined): string {
  if (!recorded || recorded.length === 0) return '';
  const parts = recorded.map((q) => ('text' in q ? `"${q.text}"` : 'the question inside the graph file'));
  return `: ${parts.join(', ')}`;
}

/** The example's manifest questions; undefined when it has no readable manifest. */
function recordedQuestions(example: string, examplesDir: string): ExampleQuestion[] | undefined {
  try {
    return listExamples(examplesDir).find((e) => e.name === example)?.questions;
  } catch {
    // A broken manifest elsewhere must not hide the replay error itself.
    return undefined;
  }
}

const same = (a: string, b: string) => a.trim().replace(/\s+/g, ' ') === b.trim().replace(/\s+/g, ' ');
