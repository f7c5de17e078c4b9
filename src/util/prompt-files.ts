/**
 * Prompt templates kept as plain-text files beside the code that uses them (`./prompts/<name>.txt`
 * with `{{placeholders}}`), read once and rendered strictly: a missing value is a bug, reported with
 * the template's name. The build copies every `prompts/` folder next to the compiled code
 * (scripts/post-build.mjs), so the same URL works from src (tests) and dist.
 */
import { readFileSync } from 'node:fs';
import { GrrafError } from '../errors.js';

/** The templates of one `prompts/` folder. */
export interface PromptFiles<Name extends string> {
  /** The raw text of a template (trailing whitespace trimmed). */
  template(name: Name): string;
  /** Fills every `{{key}}`; throws a 'validation' GrrafError naming the key when a value is missing. */
  render(name: Name, values: Record<string, string>): string;
  /** The placeholders a template uses, in order of first appearance. */
  placeholders(name: Name): string[];
}

/**
 * The templates in `folder` (a directory URL ending in `/`).
 * @example const prompts = promptFiles<'refine' | 'code'>(new URL('./prompts/', import.meta.url));
 */
export function promptFiles<Name extends string>(folder: URL): PromptFiles<Name> {
  const cache = new Map<Name, string>();
  const template = (name: Name): string => {
    let text = cache.get(name);
    if (text === undefined) {
      const url = new URL(`${name}.txt`, folder);
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
  };
  return {
    template,
    render: (name, values) =>
      template(name).replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
        const value = values[key];
        if (value === undefined) {
          throw new GrrafError('validation', `prompt ${name}.txt needs a value for {{${key}}}`, {
            field: key,
          });
        }
        return value;
      }),
    placeholders: (name) => [...new Set([...template(name).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!))],
  };
}
