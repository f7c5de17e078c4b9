/**
 * Whether a program that just answered one question may answer every question of its shape: it
 * must read each parameter from its named inputs (`params.x` in JavaScript and Python, `$x` in
 * Cypher) and must not carry any instance's values as literals — a parameter's value, or the
 * graph's node or edge count — which would give later questions the first question's answer.
 * Deliberately strict: refusing a good program costs one more compile, reusing a bad one costs
 * wrong answers.
 */
import type { ExecLanguage } from '../../exec/executor.js';
import { languageProfile } from '../../exec/languages.js';
import { escapeRegExp, type ProgramParams } from './question-pattern.js';

/** What a program must not embed besides the parameters: the instance's sizes. */
export interface InstanceFacts {
  nodeCount?: number;
  edgeCount?: number;
}

/** Undefined when the program may be reused; otherwise why not, in words. */
export function reuseRefusal(
  code: string,
  language: ExecLanguage,
  params: ProgramParams,
  facts: InstanceFacts = {},
): string | undefined {
  const body = withoutComments(code, language);
  for (const name of Object.keys(params)) {
    if (!readsParam(body, language, name)) return `it does not read the input "${name}"`;
  }
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && embeds(body, value)) return `it writes the value of "${name}" into the code`;
  }
  for (const [what, n] of Object.entries(facts)) {
    // Small counts (0–2) are everyday constants; larger ones in the code are the instance's.
    if (n !== undefined && n > 2 && embeds(body, n)) return `it writes the graph's ${what} into the code`;
  }
  return undefined;
}

function readsParam(body: string, language: ExecLanguage, name: string): boolean {
  return languageProfile(language).params.reads(body, name);
}

/** True when `value` appears as a literal: a quoted string, or a number standing alone. */
function embeds(body: string, value: string | number | boolean): boolean {
  if (typeof value === 'boolean') return false;
  const text = escapeRegExp(String(value));
  if (new RegExp(`(["'\`])${text}\\1`).test(body)) return true;
  return typeof value === 'number' && new RegExp(`(?<![\\w.$])${text}(?![\\w.])`).test(stringsBlanked(body));
}

/** Code without its comments (roughly: line comments and block comments outside strings are dropped). */
function withoutComments(code: string, language: ExecLanguage): string {
  const { line, block } = languageProfile(language).comments;
  return code.replace(block, '').replace(line, '');
}

/** String literals emptied, so a number inside a message ("node 4") does not count as code. */
function stringsBlanked(code: string): string {
  return code.replace(/(["'`])(?:\\.|(?!\1)[^\\\n])*\1/g, '""');
}
