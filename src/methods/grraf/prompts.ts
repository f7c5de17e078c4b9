/**
 * GRRAF's prompt templates: plain-text files in ./prompts with `{{placeholders}}`, read once and
 * rendered strictly (a missing or unused value is a bug, reported with the template's name).
 * The build copies the prompts folder next to the compiled code, so the same URL works in src and dist.
 */
import { readFileSync } from 'node:fs';
import { GrrafError } from '../../errors.js';

/** Names of the template files (without .txt). */
export type PromptName =
  | 'system'
  | 'refine'
  | 'template'
  | 'code'
  | 'repair-error'
  | 'repair-timeout'
  | 'no-code'
  | 'fallback'
  | 'phrase'
  | 'lang-js'
  | 'lang-python'
  | 'lang-cypher';

const cache = new Map<PromptName, string>();

/** The raw text of a prompt template. */
export function promptTemplate(name: PromptName): string {
  let text = cache.get(name);
  if (text === undefined) {
    const url = new URL(`./prompts/${name}.txt`, import.meta.url);
    try {
      text = readFileSync(url, 'utf8').trimEnd();
    } catch (cause) {
      throw new GrrafError('not-found', `prompt template ${name}.txt is missing (was the build run?)`, {
        file: url.pathname,
        cause,
      });
    }
    cache.set(name, text);
  }
  return text;
}

/** Fills every `{{name}}` of a template; throws when a placeholder has no value. */
export function renderPrompt(name: PromptName, values: Record<string, string>): string {
  return promptTemplate(name).replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) {
      throw new GrrafError('validation', `prompt ${name}.txt needs a value for {{${key}}}`, { field: key });
    }
    return value;
  });
}

/** The placeholders a template uses, in order of first appearance. */
export function promptPlaceholders(name: PromptName): string[] {
  return [...new Set([...promptTemplate(name).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!))];
}
