/**
 * `grraf.config.json`: optional project-level defaults for the model, its limits and cassettes.
 * Validated with zod; an invalid file is a GrrafError naming the file and the field.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { GrrafError } from '../errors.js';
import { MAX_TIME_LIMIT_MS } from '../exec/executor.js';
import { closestName } from '../exec/limits.js';

/** The config file name looked up in the working directory. */
export const CONFIG_FILE_NAME = 'grraf.config.json';

/** `limits`: the model calls' own (a program's limits are method options). */
const limitsSchema = z.strictObject({
  timeLimitMs: z
    .number()
    .int()
    .positive()
    .max(MAX_TIME_LIMIT_MS, `must be at most ${MAX_TIME_LIMIT_MS} ms (24 hours)`)
    .optional(),
  maxRetries: z.number().int().min(0).max(20).optional(),
  concurrency: z.number().int().positive().max(256).optional(),
  maxOutputTokens: z.number().int().positive().optional(),
});

const configSchema = z.strictObject({
  $schema: z.string().optional(),
  /** `provider:model-id`, e.g. "ollama:qwen2.5-coder:7b". */
  model: z.string().min(1).optional(),
  /** Base URL of an OpenAI-compatible server. */
  baseURL: z.url().optional(),
  /** Name of the environment variable holding the API key (keys never go in this file). */
  apiKeyEnv: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
    .optional(),
  limits: limitsSchema.optional(),
  cassette: z
    .strictObject({
      dir: z.string().min(1),
      mode: z.enum(['record', 'replay', 'auto', 'off']).optional(),
      recordedWith: z.string().min(1).optional(),
    })
    .optional(),
  local: z
    .strictObject({
      gpuLayers: z.union([z.literal('auto'), z.literal('max'), z.number().int().min(0)]).optional(),
      contextSize: z.number().int().positive().optional(),
    })
    .optional(),
});

/** The validated contents of grraf.config.json. */
export type GrrafConfig = z.infer<typeof configSchema>;

/** Reads `<cwd>/grraf.config.json` (or `file`); undefined when the default file does not exist. */
export async function loadConfigFile(
  cwd: string,
  file?: string,
): Promise<{ config: GrrafConfig; file: string } | undefined> {
  const path = file ?? join(cwd, CONFIG_FILE_NAME);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT' && file === undefined) return undefined;
    throw new GrrafError('not-found', `cannot read config file: ${(e as Error).message}`, {
      file: path,
      cause: e,
    });
  }
  return { config: parseConfig(text, path), file: path };
}

/** Parses and validates config text; errors name the file, line/column (bad JSON) or field. */
export function parseConfig(text: string, file: string): GrrafConfig {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new GrrafError('parse', `${CONFIG_FILE_NAME} is not valid JSON: ${(e as Error).message}`, {
      file,
      ...jsonErrorPosition(text, (e as Error).message),
    });
  }
  const parsed = configSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const unknown = 'keys' in issue ? (issue.keys as string[])[0] : undefined;
  const field = [...issue.path, ...(unknown === undefined ? [] : [unknown])].join('.');
  const hint = limitHint(issue.path, unknown);
  throw new GrrafError('config', `invalid ${CONFIG_FILE_NAME}: ${issue.message}${hint}`, {
    file,
    field: field || '(root)',
  });
}

/** For an unknown key under `limits`: the limit it most likely meant, and the ones there are. */
function limitHint(path: readonly PropertyKey[], unknown: string | undefined): string {
  if (unknown === undefined || path.length !== 1 || path[0] !== 'limits') return '';
  const names = Object.keys(limitsSchema.shape);
  const near = closestName(unknown, names);
  return `${near ? ` (did you mean "${near}"?)` : ''}; the limits are ${names.join(', ')}`;
}

/** Line and column of a JSON.parse error, when Node's message gives a position. */
function jsonErrorPosition(text: string, message: string): { line?: number; column?: number } {
  const match = /position (\d+)/.exec(message);
  if (!match) return {};
  const before = text.slice(0, Number(match[1]));
  const lines = before.split('\n');
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}
