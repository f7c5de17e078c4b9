/**
 * Answer values: read from a program's result or a model's reply, printed plainly, and shown to
 * the user with the assumption the method made.
 */

import { cleanReply } from '../../llm/reply-text.js';
import type { AnswerValue } from '../solution.js';

/**
 * Makes an executor's answer a plain JSON value: undefined stays undefined (no answer); a Cypher
 * result of one row with one `answer` column is unwrapped to its value, and of several such rows to
 * the list of their values (a query that returns a list one element per row).
 */
export function normalizeAnswer(value: unknown): AnswerValue | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value) && value.length === 1 && isAnswerRow(value[0]))
    return normalizeAnswer(value[0].answer);
  if (Array.isArray(value) && value.length > 1 && value.every(isAnswerRow))
    return value.map((row) => normalizeAnswer(row.answer) ?? null);
  if (isAnswerRow(value)) return normalizeAnswer(value.answer);
  return JSON.parse(JSON.stringify(value) ?? 'null') as AnswerValue;
}

function isAnswerRow(v: unknown): v is { answer: unknown } {
  return (
    typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 1 && 'answer' in v
  );
}

/**
 * The answer of a direct reply: its `ANSWER:` line, else the text after the last `###`, else its
 * last line. With `taggedOnly`, only an `ANSWER:` line counts: a prompt that asked for one gets no
 * answer from a reply without it (a reply cut off at the output limit ends mid-sentence, and its
 * last line is not an answer).
 */
export function parseDirectAnswer(
  reply: string,
  options: { taggedOnly?: boolean } = {},
): AnswerValue | undefined {
  const text = cleanReply(reply);
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const tagged = [...lines].reverse().find((l) => /^\W*answer\W*:/i.test(l.trim()));
  let raw = tagged?.replace(/^\W*answer\W*:/i, '');
  if (!options.taggedOnly) {
    if (raw === undefined && text.includes('###')) raw = text.slice(text.lastIndexOf('###') + 3);
    raw ??= lines[lines.length - 1];
  }
  return raw === undefined || raw.trim() === '' ? undefined : parseAnswerValue(raw);
}

/** "12" → 12, "true" → true, "[1, 2]" → [1, 2]; anything else stays a trimmed string. */
export function parseAnswerValue(raw: string): AnswerValue {
  const t = raw
    .trim()
    .replace(/^\*+|\*+$/g, '')
    .replace(/\.$/, '')
    .trim();
  if (/^-?\d+(\.\d+)?$/.test(t)) return Number(t);
  if (/^(true|false)$/i.test(t)) return t.toLowerCase() === 'true';
  if (/^[[{]/.test(t)) {
    try {
      return JSON.parse(t) as AnswerValue;
    } catch {
      // Not JSON (e.g. Python's single quotes): keep the text.
    }
  }
  return t;
}

/** The answer printed plainly: strings as they are, everything else as JSON. */
export function formatAnswer(answer: AnswerValue | undefined): string {
  if (answer === undefined) return '';
  return typeof answer === 'string' ? answer : JSON.stringify(answer);
}

/** The user-facing text: the sentence, with the assumed definition when there was one. */
export function answerText(sentence: string, assumption: string | undefined): string {
  return assumption ? `${sentence}\n(Assumed: ${assumption})` : sentence;
}
