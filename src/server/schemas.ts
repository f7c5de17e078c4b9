/**
 * Request bodies, validated with zod: an upload, and a question with its graph (a library id or
 * inline text), method, language and options. Bad bodies get a 400 that names the field.
 */
import { z } from 'zod';
import { GrrafError } from '../errors.js';
import { type FormatName, formatNames } from '../graph/formats/index.js';

const formatName = z.enum(formatNames() as [FormatName, ...FormatName[]]);

/** An uploaded graph: its text, a name (shown in errors: "name:line:column") and a format. */
export const uploadSchema = z
  .object({
    text: z.string().min(1, 'the graph text is empty'),
    name: z.string().max(200).optional(),
    format: formatName.optional(),
  })
  .strict();

/** A question. */
export function askSchema(maxQuestionChars: number) {
  return z
    .object({
      question: z.string().max(maxQuestionChars).optional(),
      /** A library graph (example, upload or store) by id. */
      graphId: z.string().min(1).optional(),
      /** A graph sent with the question. */
      graph: uploadSchema.optional(),
      method: z.string().min(1).optional(),
      language: z.enum(['js', 'python', 'cypher']).optional(),
      options: z.record(z.string(), z.unknown()).optional(),
      hints: z.array(z.string().max(2000)).max(20).optional(),
    })
    .strict()
    .refine((b) => !(b.graphId && b.graph), { message: 'give graphId or graph, not both', path: ['graph'] });
}

/** The body parsed with `schema`; the first bad field is a 'validation' error that names it. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.') || 'body';
  throw new GrrafError('validation', issue.message, { field });
}

/** The request's JSON body; a body that is not JSON is a 'validation' error. */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new GrrafError('validation', 'the body is not JSON', { field: 'body' });
  }
}
