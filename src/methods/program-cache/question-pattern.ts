/**
 * A question's shape with its parameters as named inputs: the question with each parameter value
 * replaced by a `{name}` placeholder (its pattern), and the reverse — the values a new question
 * gives to a known pattern. "Is there a path between node 53 and node 46?" with source 53 and
 * target 46 has the pattern "Is there a path between node {source} and node {target}?", which
 * "Is there a path between node 7 and node 2?" matches with source 7 and target 2.
 */
import type { ProgramParam } from '../../exec/executor.js';

/** A program's named inputs. */
export type ProgramParams = Record<string, ProgramParam>;

/** A placeholder matches one id-like token: digits, letters, `_`, `.` and `-` (never spaces). */
const VALUE = '([\\w.-]+)';

/** Whitespace collapsed and trimmed, so two spellings of one question give one pattern. */
export function normalizeQuestion(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The value as the question would write it, when it can stand for a placeholder. */
function valueText(value: ProgramParam): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && /^[\w.-]+$/.test(value)) return value;
  return undefined;
}

/** `s` with every regular-expression metacharacter escaped. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Parameter names in a stable order: source, target, node first, then alphabetical. */
export function paramOrder(params: ProgramParams): string[] {
  const rank = (k: string) => {
    const i = ['source', 'target', 'node'].indexOf(k);
    return i < 0 ? 3 : i;
  };
  return Object.keys(params).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/**
 * The question with every whole-token occurrence of a parameter's value replaced by `{name}`
 * (whitespace normalized, literal braces doubled). A value that appears nowhere leaves no
 * placeholder; two parameters with the same value share the first one's placeholder.
 */
export function questionPattern(question: string, params: ProgramParams): string {
  return replaceValues(normalizeQuestion(question), params);
}

/**
 * A text that may already hold `{name}` placeholders for some parameters (a model's P′) with the
 * values it still writes out replaced too, so a stored P′ never shows the first question's values.
 */
export function withPlaceholders(text: string, params: ProgramParams): string {
  return text
    .split(/(\{\w+\})/)
    .map((part, i) => (i % 2 === 1 && part.slice(1, -1) in params ? part : replaceValues(part, params)))
    .join('');
}

function replaceValues(text: string, params: ProgramParams): string {
  let out = text.replace(/[{}]/g, (b) => b + b);
  for (const name of paramOrder(params)) {
    const value = valueText(params[name] ?? null);
    if (value === undefined) continue;
    // Not inside a longer token: "4" must not match in "14", "4.5" or "n4"; a sentence's final dot may follow.
    const re = new RegExp(`(?<![\\w.{-])${escapeRegExp(value)}(?![\\w}-]|\\.\\w)`, 'g');
    out = out.replace(re, `{${name}}`);
  }
  return out;
}

/** The placeholders of a pattern, in order of first appearance. */
export function patternParams(pattern: string): string[] {
  return [...new Set(segments(pattern).flatMap((s) => (typeof s === 'string' ? [] : [s.name])))];
}

/** The values `question` gives to `pattern`'s placeholders, or undefined when it does not fit. */
export function matchPattern(pattern: string, question: string): ProgramParams | undefined {
  const parts = segments(pattern);
  const names: string[] = [];
  const source = parts
    .map((p) => {
      if (typeof p === 'string') return escapeRegExp(p);
      names.push(p.name);
      return VALUE;
    })
    .join('');
  const m = new RegExp(`^${source}$`).exec(normalizeQuestion(question));
  if (!m) return undefined;
  const out: ProgramParams = {};
  for (const [i, name] of names.entries()) {
    const value = readValue(m[i + 1]!);
    // A placeholder used twice must capture the same value both times.
    if (name in out && out[name] !== value) return undefined;
    out[name] = value;
  }
  return out;
}

/** The pattern with its placeholders filled in (an unknown name stays a placeholder): for people to read. */
export function fillPattern(pattern: string, params: ProgramParams): string {
  return pattern.replace(/\{\{|\}\}|\{(\w+)\}/g, (all, name: string | undefined) => {
    if (name === undefined) return all[0]!;
    return name in params ? String(params[name]) : all;
  });
}

/** "12" → 12 (as the question formats read node ids), anything else stays a string. */
function readValue(raw: string): ProgramParam {
  return /^-?\d{1,15}$/.test(raw) ? Number(raw) : raw;
}

type Segment = string | { name: string };

/** A pattern as literal text and placeholders (`{{` and `}}` are literal braces). */
function segments(pattern: string): Segment[] {
  const out: Segment[] = [];
  let literal = '';
  const re = /\{\{|\}\}|\{(\w+)\}/g;
  let at = 0;
  for (const m of pattern.matchAll(re)) {
    literal += pattern.slice(at, m.index);
    at = m.index + m[0].length;
    if (m[1] === undefined) literal += m[0][0];
    else {
      if (literal) out.push(literal);
      literal = '';
      out.push({ name: m[1] });
    }
  }
  literal += pattern.slice(at);
  if (literal) out.push(literal);
  return out;
}
