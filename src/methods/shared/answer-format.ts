/**
 * The answer in the asker's JSON format (Task.answerFormat): asking for it, reading it from a
 * reply, and — when the reply holds no JSON of that shape — the paper's "last mile" second call
 * (GraphWalk appendix B, "Output Format Handling"): one more model call that extracts the answer
 * from the reply into the format, using only what the reply says.
 *
 * A reply is read as the format when it is that JSON, or holds it in a fenced block or as its last
 * JSON value (a sentence around the JSON does not make the answer unreadable).
 */
import type { JSONSchema7 } from '@ai-sdk/provider';
import { z } from 'zod';
import { complete } from '../../llm/complete.js';
import type { LlmContext } from '../../llm/llm-runtime.js';
import { jsonValues } from '../../llm/reply-text.js';
import type { Task } from '../method.js';
import type { AnswerValue } from '../solution.js';
import { sharedPrompts } from './prompts.js';

/** A task's answer format. */
export type AnswerFormat = NonNullable<Task['answerFormat']>;

/** What reading a reply gave: the answer, or why there is none. */
export type ReadReply = { ok: true; answer: AnswerValue } | { ok: false; problem: string };

const validators = new WeakMap<JSONSchema7, z.ZodType>();

/** The format's instruction to append to `question` ('' when the question already says it). */
export function formatRequest(question: string, format: AnswerFormat | undefined): string {
  if (!format || question.includes(format.instruction.trim())) return '';
  return `\n\n${format.instruction.trim()}`;
}

/** Reads `reply` as the format (see file comment). */
export function readReply(reply: string, format: AnswerFormat): ReadReply {
  const schema = validator(format.schema);
  let problem = '';
  let any = false;
  for (const value of jsonValues(reply)) {
    any = true;
    const parsed = schema.safeParse(value);
    if (parsed.success) return { ok: true, answer: value as AnswerValue };
    problem ||= parsed.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.join('.') || 'the answer'}: ${i.message}`)
      .join('; ');
  }
  if (!any) return { ok: false, problem: 'the reply holds no JSON' };
  return { ok: false, problem: `the reply's JSON does not fit the format (${problem})` };
}

/** The second call: extracts the answer from `reply` into the format; traced as step 'extract'. */
export async function extractAnswer(
  ctx: LlmContext,
  request: { question: string; format: AnswerFormat; reply: string },
): Promise<ReadReply> {
  const prompt = sharedPrompts.render('extract', {
    question: request.question,
    instruction: request.format.instruction.trim(),
    schema: JSON.stringify(withoutMeta(request.format.schema)),
    reply: request.reply,
  });
  const { text } = await complete(ctx, { step: 'extract', prompt });
  return readReply(text, request.format);
}

function validator(schema: JSONSchema7): z.ZodType {
  let v = validators.get(schema);
  if (!v) {
    v = z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]);
    validators.set(schema, v);
  }
  return v;
}

/** The schema without `$schema` (noise in a prompt). */
function withoutMeta(schema: JSONSchema7): JSONSchema7 {
  const { $schema: _, ...rest } = schema;
  return rest;
}
