/**
 * Method options from any front-end, validated once: the common ones (language, time limit,
 * feedback rounds, phrasing) and the ones the chosen method declares. `grraf ask`, `grraf bench`,
 * the HTTP server and the MCP server all pass their settings through here, so a setting means the
 * same everywhere and a bad one is one clear error naming the field.
 */

import { z } from 'zod';
import { GrrafError } from '../errors.js';
import { MAX_TIME_LIMIT_MS } from '../exec/executor.js';
import { EXEC_LANGUAGES } from '../exec/languages.js';
import type { CommonOptions, Method } from './method.js';

/** The settings every method may read. */
export const commonOptionsSchema = z
  .object({
    language: z.enum(EXEC_LANGUAGES),
    timeLimitMs: z
      .number()
      .int()
      .positive()
      .max(MAX_TIME_LIMIT_MS, `must be at most ${MAX_TIME_LIMIT_MS} ms (24 hours)`),
    maxRepairs: z.number().int().nonnegative(),
    phrase: z.boolean(),
  })
  .partial();

/** Validated options for `method`: common settings plus the method's own. */
export function methodOptions(
  method: Method,
  raw: Record<string, unknown> = {},
): Partial<CommonOptions> & Record<string, unknown> {
  const own = method.options instanceof z.ZodObject ? method.options.shape : {};
  const schema = commonOptionsSchema.extend(own);
  const known = new Set(Object.keys(schema.shape));
  for (const key of Object.keys(raw)) {
    if (!known.has(key)) {
      throw new GrrafError(
        'validation',
        `the ${method.name} method has no option "${key}"; it reads: ${[...known].join(', ')}`,
        { field: key },
      );
    }
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.') || 'options';
    throw new GrrafError('validation', `option ${field}: ${issue.message}`, { field });
  }
  return parsed.data as Partial<CommonOptions> & Record<string, unknown>;
}

/**
 * Reads `key=value` settings (the CLI's `--option`): values are JSON when they parse as JSON
 * (numbers, booleans, quoted strings), plain strings otherwise.
 */
export function parseOptionPairs(pairs: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) {
      throw new GrrafError('validation', `--option needs key=value, got "${pair}"`, { field: 'option' });
    }
    const value = pair.slice(eq + 1);
    try {
      out[pair.slice(0, eq)] = JSON.parse(value);
    } catch {
      out[pair.slice(0, eq)] = value;
    }
  }
  return out;
}
