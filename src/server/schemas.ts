/**
 * Request bodies, validated with zod: an upload, and a question with its graph (a library id or
 * inline text), method, language and options. Bad bodies get a 400 that names the field. The same
 * schemas describe the API in its OpenAPI document (routes/openapi.ts).
 */

import { z } from 'zod';
import { GrrafError } from '../errors.js';
import { EXEC_LANGUAGES } from '../exec/languages.js';
import { type FormatName, formatNames } from '../graph/formats/index.js';

const formatName = z.enum(formatNames() as [FormatName, ...FormatName[]]);

/** An uploaded graph: its text, a name (shown in errors: "name:line:column") and a format. */
export const uploadSchema = z
  .object({
    text: z.string().min(1, 'the graph text is empty').describe('The graph as text.'),
    name: z.string().max(200).optional().describe('Its name, shown in errors ("name:line:column").'),
    format: formatName.optional().describe('Its format; detected when left out.'),
  })
  .strict();

/**
 * A question. Its fields are those of MCP's `ask` tool (question, graphText, format, method,
 * language, hints, options, trace), so a client can send either the same body; `graphId` (a
 * library graph) and `graph` (an upload object: text, name, format) are the HTTP API's own.
 * `graphFile`, which over MCP names a file in the operator's graph directories, is refused here
 * with a 400 that says what to send instead: this server reads no graph files for a request.
 */
export function askSchema(maxQuestionChars: number) {
  return z
    .object({
      question: z
        .string()
        .max(maxQuestionChars)
        .optional()
        .describe('The question. May be left out when the graph text holds its own (GraphInstruct, GTools).'),
      graphId: z
        .string()
        .min(1)
        .optional()
        .describe('A graph of the library (GET /api/graphs) by id: an example, an upload or a store.'),
      graph: uploadSchema
        .optional()
        .describe('A graph sent with the question: its text, a name and a format.'),
      graphText: z
        .string()
        .min(1, 'the graph text is empty')
        .optional()
        .describe("A graph as text, as MCP's ask takes it: the same as graph.text (format goes in format)."),
      format: formatName.optional().describe('Format of graphText; detected when left out.'),
      graphFile: z
        .string()
        .optional()
        .describe('Not available over HTTP (MCP only): refused with a 400; send graphText or graphId.'),
      method: z.string().min(1).optional().describe('How to answer (GET /api/methods; default grraf).'),
      language: z
        .enum(EXEC_LANGUAGES)
        .optional()
        .describe('The language the model writes its programs in (default js).'),
      options: z
        .record(z.string(), z.unknown())
        .optional()
        .describe('Settings of the method, e.g. {"maxRepairs": 1} or {"timeLimitMs": 60000}.'),
      hints: z
        .array(z.string().max(2000))
        .max(20)
        .optional()
        .describe('What terms of the question mean, passed to the model.'),
      trace: z
        .boolean()
        .optional()
        .describe("Accepted as MCP's ask takes it; an HTTP run always carries its steps."),
    })
    .strict()
    .refine((b) => [b.graphId, b.graph, b.graphText].filter((g) => g !== undefined).length <= 1, {
      message: 'give one of graphId, graph and graphText',
      path: ['graph'],
    })
    .refine((b) => b.format === undefined || b.graphText !== undefined, {
      message: 'format describes graphText: send it with graphText (graph takes its own format)',
      path: ['format'],
    })
    .refine((b) => b.graphFile === undefined, {
      message:
        'this server reads no graph files for a request (graphFile is for MCP servers with --graph-dir): ' +
        'send the graph as graphText, or upload it (POST /api/graphs) and give its graphId',
      path: ['graphFile'],
    });
}

/** A question as /api/ask takes it. */
export type AskBody = z.infer<ReturnType<typeof askSchema>>;

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
