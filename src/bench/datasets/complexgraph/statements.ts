/**
 * The task statements (vendored in ./statements/descriptions, see the README) and how a question
 * fills one in: the statement as written, then the instance's parameters under the names that
 * wording uses — GraphSkill's own prompt appends "Task Parameters:" the same way. A real-world
 * wording that names no parameter ("a main reservoir as the source") gets role words instead.
 */
import { existsSync, readFileSync } from 'node:fs';
import { GrrafError } from '../../../errors.js';
import type { ParamSpec, Setting, TaskArgs, TaskSpec, Variant } from './catalog.js';
import { VARIANTS } from './catalog.js';

const ROOT = new URL('./statements/descriptions/', import.meta.url);

const SUFFIX: Record<Variant, string> = {
  plain: '',
  paraphrase: '_paraphrase',
  no_term: '_no_term',
  real_world_case1: '_real_world_case1',
  real_world_case2: '_real_world_case2',
};

function statementUrl(task: string, setting: Setting, variant: Variant): URL {
  return new URL(`${setting}/${task}${SUFFIX[variant]}.txt`, ROOT);
}

/** The wordings a task has in a setting (composite tasks have one real-world case). */
export function variantsOf(task: string, setting: Setting): Variant[] {
  return VARIANTS.filter((v) => existsSync(statementUrl(task, setting, v)));
}

const cache = new Map<string, string>();

/** The statement text of `task` in `setting`, worded as `variant`. */
export function statementText(task: string, setting: Setting, variant: Variant): string {
  const url = statementUrl(task, setting, variant);
  let text = cache.get(url.href);
  if (text === undefined) {
    try {
      text = readFileSync(url, 'utf8').trim();
    } catch (cause) {
      throw new GrrafError('not-found', `no ${variant} statement of ${task} for ${setting} graphs`, {
        file: url.pathname,
        field: 'variant',
        cause,
      });
    }
    cache.set(url.href, text);
  }
  return text;
}

/** True when `name` appears in `text` as a token of its own (not inside a word, not "node’s"). */
function mentions(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}_’'])${escaped}(?![\\p{L}\\p{N}_’'])`, 'u').test(text);
}

/** The name a wording uses for a parameter: the first of its names the text mentions, else the role. */
export function parameterName(text: string, param: ParamSpec): string {
  return param.names.find((n) => mentions(text, n)) ?? param.role;
}

/** The statement followed by the instance's parameters under the wording's own names. */
export function fillStatement(text: string, spec: TaskSpec, args: TaskArgs): string {
  const lines = spec.params.map((param) => {
    const value = args[param.key];
    if (value === undefined) {
      throw new GrrafError('validation', `${spec.name} needs a value for its parameter ${param.key}`, {
        field: param.key,
      });
    }
    return `  ${parameterName(text, param)} = ${value}`;
  });
  return lines.length === 0 ? text : `${text}\n\nTask Parameters:\n${lines.join('\n')}`;
}
