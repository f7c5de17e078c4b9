/**
 * Pulls a runnable program out of a model's reply, surviving the habits real models have:
 * code fences with any (or no) language tag, several blocks, prose before and after, chat-template
 * tokens such as `<|im_end|>`, `<think>` sections, an unterminated last fence, and an answer that
 * is returned or left as a final expression instead of being assigned to `answer`.
 */
import type { ExecLanguage } from '../../exec/executor.js';
import { languageProfile } from '../../exec/languages.js';
import { cleanReply, type FencedBlock, fencedBlocks } from '../../llm/reply-text.js';

/** A program found in a reply, and the repairs applied to make it follow the `answer` convention. */
export interface ExtractedCode {
  code: string;
  /** Human-readable notes on what was changed (empty when the reply was used as is). */
  fixes: string[];
}

/** Tags that mark output or data, never a program. */
const NON_CODE_TAGS = new Set([
  'text',
  'txt',
  'output',
  'console',
  'json',
  'bash',
  'sh',
  'shell',
  'plaintext',
]);

/** The reason of a `CANNOT COMPUTE: <why>` line (a model declining a task its engine cannot do exactly). */
export function cannotComputeReason(reply: string): string | undefined {
  const m = /^\W*CANNOT COMPUTE\W*:?\s*(.*)$/im.exec(cleanReply(reply));
  return m ? m[1]!.trim() || 'no reason given' : undefined;
}

/** Finds the program in a reply, or undefined when there is none; `normalize: false` skips ensureAnswer. */
export function extractCode(
  reply: string,
  language: ExecLanguage,
  options: { normalize?: boolean } = {},
): ExtractedCode | undefined {
  const text = cleanReply(reply);
  const fixes: string[] = [];
  if (text !== reply.trim()) fixes.push('removed special tokens or reasoning');
  const blocks = fencedBlocks(text);
  let code = blocks.length > 0 ? pickBlock(blocks, language) : undefined;
  if (code === undefined && blocks.length === 0) {
    code = unfencedCode(text, language);
    if (code !== undefined && code !== text) fixes.push('removed prose around unfenced code');
  }
  if (code === undefined || code.trim() === '') return undefined;
  if (options.normalize === false) return { code: code.trim(), fixes };
  const normalized = ensureAnswer(code.trim(), language);
  if (normalized.fix) fixes.push(normalized.fix);
  return { code: normalized.code, fixes };
}

/** Chooses the block most likely to be the program: right language, assigns the answer, last or largest. */
function pickBlock(blocks: FencedBlock[], language: ExecLanguage): string | undefined {
  const tags = languageProfile(language).replyTags;
  const tagged = blocks.filter((b) => tags.includes(b.tag));
  const untagged = blocks.filter((b) => b.tag === '');
  const other = blocks.filter((b) => !NON_CODE_TAGS.has(b.tag));
  const pool = [tagged, untagged, other].find((p) => p.length > 0);
  if (!pool) return undefined;
  const sensible = pool.filter((b) => looksComplete(b.body, language));
  if (sensible.length > 0) return sensible[sensible.length - 1]!.body;
  return pool.reduce((a, b) => (b.body.trim().length > a.body.trim().length ? b : a)).body;
}

/** True when a block produces an answer on its own (assigns `answer`, or is a query that returns). */
function looksComplete(body: string, language: ExecLanguage): boolean {
  return languageProfile(language).givesAnswer.test(body);
}

/** Cuts prose lines before the first and after the last code-looking line. */
function unfencedCode(text: string, language: ExecLanguage): string | undefined {
  const lines = text.split(/\r?\n/);
  const codeLine = languageProfile(language).codeLine;
  const isCode = (l: string) => codeLine.test(l) && !isProse(l);
  const first = lines.findIndex(isCode);
  if (first < 0) return undefined;
  let last = lines.length - 1;
  while (last > first && !isCode(lines[last]!)) last--;
  return lines.slice(first, last + 1).join('\n');
}

/** A sentence: starts with a capital word, ends with sentence punctuation, has no code symbols. */
function isProse(line: string): boolean {
  const t = line.trim();
  return /^[A-Z][a-z]+\b/.test(t) && /[.:!?]$/.test(t) && !/[=;{}()[\]]/.test(t);
}

/** Makes a program assign `answer` when it returns, prints, or ends with the result instead. */
export function ensureAnswer(code: string, language: ExecLanguage): { code: string; fix?: string } {
  const fix = ANSWER_FIXES[language];
  if (!fix || languageProfile(language).givesAnswer.test(code)) return { code };
  return fix(code);
}

/** Languages whose programs assign `answer`, and how a program that does not is made to (a query returns rows). */
const ANSWER_FIXES: Partial<Record<ExecLanguage, (code: string) => { code: string; fix?: string }>> = {
  js: (code) => ensureAnswerJs(code),
  python: (code) => ensureAnswerPython(code),
};

const ENTRY_NAMES =
  /^(?:async\s+)?function\s+(main|solve|solution|answerQuestion|compute\w*|run)\s*\(([^)]*)\)/m;
const PY_ENTRY_NAMES = /^def\s+(main|solve|solution|answer_question|compute\w*|run)\s*\(([^)]*)\)/m;

function ensureAnswerJs(code: string): { code: string; fix?: string } {
  if (/^return\b/m.test(code)) {
    return { code: `answer = (() => {\n${code}\n})();`, fix: 'wrapped a top-level return into `answer = …`' };
  }
  const entry = ENTRY_NAMES.exec(code);
  if (
    entry &&
    !new RegExp(`^[^\\n]*\\b${entry[1]}\\s*\\(`, 'm').test(code.slice(entry.index + entry[0].length))
  ) {
    return {
      code: `${code}\nanswer = ${entry[1]}(${graphArgs(entry[2]!)});`,
      fix: `called ${entry[1]}() and assigned its result to \`answer\``,
    };
  }
  const { head, last } = splitLastLine(code, '//');
  if (last === undefined) return { code };
  const logged = /^console\.log\((.*)\);?$/.exec(last);
  if (logged)
    return { code: `${head}answer = ${logged[1]};`, fix: 'turned the final console.log into `answer = …`' };
  if (
    isBareExpression(
      last,
      /^(const|let|var|function|class|if|for|while|do|try|switch|return|throw|import|export)\b/,
    )
  ) {
    return {
      code: `${head}answer = ${last.replace(/;$/, '')};`,
      fix: 'assigned the final expression to `answer`',
    };
  }
  return { code };
}

function ensureAnswerPython(code: string): { code: string; fix?: string } {
  if (/^return\b/m.test(code)) {
    const body = code
      .split('\n')
      .map((l) => `    ${l}`)
      .join('\n');
    return {
      code: `def __grraf_main():\n${body}\nanswer = __grraf_main()`,
      fix: 'wrapped a top-level return into `answer = …`',
    };
  }
  const entry = PY_ENTRY_NAMES.exec(code);
  if (
    entry &&
    !new RegExp(`^\\S[^\\n]*\\b${entry[1]}\\s*\\(`, 'm').test(code.slice(entry.index + entry[0].length))
  ) {
    return {
      code: `${code}\nanswer = ${entry[1]}(${graphArgs(entry[2]!)})`,
      fix: `called ${entry[1]}() and assigned its result to \`answer\``,
    };
  }
  const { head, last } = splitLastLine(code, '#');
  if (last === undefined || /^\s/.test(last)) return { code };
  const printed = /^print\((.*)\)$/.exec(last);
  if (printed)
    return { code: `${head}answer = ${printed[1]}`, fix: 'turned the final print into `answer = …`' };
  if (
    isBareExpression(
      last,
      /^(import|from|def|class|if|elif|else|for|while|try|except|finally|with|return|pass|raise|assert|del|global|@)\b/,
    )
  ) {
    return { code: `${head}answer = ${last}`, fix: 'assigned the final expression to `answer`' };
  }
  return { code };
}

/** Arguments for a called entry function: G, then G_prime for a second parameter. */
function graphArgs(params: string): string {
  const n = params.split(',').filter((p) => p.trim() !== '').length;
  return ['G', 'G_prime'].slice(0, Math.min(n, 2)).join(', ');
}

/** The last non-blank, non-comment line, and everything before it. */
function splitLastLine(code: string, comment: string): { head: string; last?: string } {
  const lines = code.split('\n');
  let i = lines.length - 1;
  while (i >= 0 && (lines[i]!.trim() === '' || lines[i]!.trim().startsWith(comment))) i--;
  if (i < 0) return { head: code };
  const head = lines.slice(0, i).join('\n');
  return { head: head === '' ? '' : `${head}\n`, last: lines[i]!.trimEnd() };
}

/** A single-line expression: no leading keyword, no block brace, no top-level assignment. */
function isBareExpression(line: string, keywords: RegExp): boolean {
  const t = line.trim();
  if (t === '' || keywords.test(t) || /[{}]$/.test(t.replace(/;$/, '')) || /^[}\])]/.test(t)) return false;
  // Any `=` left once comparisons and arrows are removed is an assignment.
  return !t.replace(/[=!<>]=+|=>/g, '').includes('=');
}
