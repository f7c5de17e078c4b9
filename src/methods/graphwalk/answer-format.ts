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
import { promptFiles } from '../../util/prompt-files.js';
import type { Task } from '../method.js';
import { cleanReply, fencedBlocks } from '../shared/extract-code.js';
import type { AnswerValue } from '../solution.js';

/** A task's answer format. */
export type AnswerFormat = NonNullable<Task['answerFormat']>;

/** What reading a reply gave: the answer, or why there is none. */
export type ReadReply = { ok: true; answer: AnswerValue } | { ok: false; problem: string };

const prompts = promptFiles<'extract'>(new URL('./prompts/', import.meta.url));
const validators = new WeakMap<JSONSchema7, z.ZodType>();

/** The format's instruction to append to `question` ('' when the question already says it). */
export function formatRequest(question: string, format: AnswerFormat | undefined): string {
  if (!format || question.includes(format.instruction.trim())) return '';
  return `\n\n${format.instruction.trim()}`;
}

/** Reads `reply` as the format (see file comment). */
export function readReply(reply: string, format: AnswerFormat): ReadReply {
  const candidates = jsonCandidates(reply);
  if (candidates.length === 0) return { ok: false, problem: 'the reply holds no JSON' };
  const schema = validator(format.schema);
  let problem = '';
  for (const value of candidates) {
    const parsed = schema.safeParse(value);
    if (parsed.success) return { ok: true, answer: value as AnswerValue };
    problem ||= parsed.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.join('.') || 'the answer'}: ${i.message}`)
      .join('; ');
  }
  return { ok: false, problem: `the reply's JSON does not fit the format (${problem})` };
}

/** The second call: extracts the answer from `reply` into the format; traced as step 'extract'. */
export async function extractAnswer(
  ctx: LlmContext,
  request: { question: string; format: AnswerFormat; reply: string },
): Promise<ReadReply> {
  const prompt = prompts.render('extract', {
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

/**
 * JSON values in a reply, the likeliest first: the whole reply, its fenced blocks (last first),
 * then its outermost JSON arrays and objects (last first). Written here (a bracket scan plus
 * JSON.parse) because the npm packages for this are tiny 0.x projects; fences and reasoning
 * tags are the shared readers' (extract-code.ts).
 */
export function jsonCandidates(reply: string): unknown[] {
  const out: unknown[] = [];
  const tryParse = (text: string) => {
    try {
      out.push(JSON.parse(text));
      return true;
    } catch {
      return false;
    }
  };
  const text = cleanReply(reply);
  if (text === '') return out;
  tryParse(text);
  for (const block of fencedBlocks(text).reverse()) tryParse(block.body.trim());
  for (const span of outermostSpans(text).reverse()) tryParse(span);
  return out;
}

/** The outermost balanced `[...]` / `{...}` spans that parse as JSON, in order. */
function outermostSpans(text: string): string[] {
  const spans: string[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '[' && text[i] !== '{') continue;
    const end = closing(text, i);
    if (end < 0) continue;
    const span = text.slice(i, end + 1);
    try {
      JSON.parse(span);
      spans.push(span);
      i = end;
    } catch {
      // Not JSON from here (prose in brackets): look further in.
    }
  }
  return spans;
}

/** The index of the bracket closing the one at `start` (strings skipped), or -1. */
function closing(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}
