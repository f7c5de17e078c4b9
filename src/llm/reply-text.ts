/**
 * Reading a model's reply as text: without the reasoning sections and chat-template tokens models
 * leak into it, its fenced blocks, and the JSON values it holds. Every method and the retrievers
 * read replies through these, so a habit of real models handled once is handled everywhere.
 */
import { type ParseError, parse as parseJsonc } from 'jsonc-parser';

/** Chat-template and end-of-turn tokens models leak into replies. */
const SPECIAL_TOKENS = /<\|[A-Za-z0-9_]+\|>|<\/?s>|<｜[^｜]*｜>|\[\/?INST\]/g;

/** A fenced block: its language tag (lower case, '' when none) and its body. */
export interface FencedBlock {
  tag: string;
  body: string;
}

/** Removes leaked special tokens and `<think>…</think>` reasoning sections. */
export function cleanReply(text: string): string {
  let t = text.replace(/<think>[\s\S]*?<\/think>/gi, '');
  // An unclosed <think> means the reasoning was never finished: drop the tag only, so an answer
  // written after it is still read.
  t = t.replace(/<\/?think>/gi, '');
  return t.replace(SPECIAL_TOKENS, '').trim();
}

/** Every fenced block (``` or ~~~), including an unterminated last one. */
export function fencedBlocks(text: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  let open: { fence: string; tag: string; lines: string[] } | undefined;
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (open) {
      if (trimmed.startsWith(open.fence) && trimmed.slice(open.fence.length).trim() === '') {
        blocks.push({ tag: open.tag, body: open.lines.join('\n') });
        open = undefined;
      } else open.lines.push(line);
      continue;
    }
    const m = /^(`{3,}|~{3,})\s*([\w+#.-]*)/.exec(trimmed);
    if (m) open = { fence: m[1]!, tag: (m[2] ?? '').toLowerCase(), lines: [] };
  }
  if (open?.lines.some((l) => l.trim() !== '')) blocks.push({ tag: open.tag, body: open.lines.join('\n') });
  return blocks;
}

/**
 * The JSON values in a reply, the likeliest first: the whole reply, its fenced blocks (last
 * first), then its outermost `[…]` / `{…}` spans that parse (last first; inside a bracketed span
 * that does not parse, such as prose in brackets, the search goes on). Trailing commas and
 * comments are tolerated: models write them. Lazy, as a caller takes the first value of the
 * shape it needs: later candidates are not parsed. Written here (a bracket scan plus
 * jsonc-parser) because the npm packages that pull JSON out of prose are tiny 0.x projects.
 */
export function* jsonValues(reply: string): Generator<unknown, void, undefined> {
  const text = cleanReply(reply);
  if (text === '') return;
  const whole = readJson(text);
  if (whole !== undefined) yield whole;
  for (const block of fencedBlocks(text).reverse()) {
    const value = readJson(block.body);
    if (value !== undefined) yield value;
  }
  yield* outermostValues(text).reverse();
}

/** The JSON value `text` is (trailing commas and comments allowed), or undefined. */
function readJson(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const errors: ParseError[] = [];
  const value: unknown = parseJsonc(trimmed, errors, { allowTrailingComma: true, allowEmptyContent: false });
  return errors.length === 0 ? value : undefined;
}

/** The values of the outermost balanced `[...]` / `{...}` spans that parse as JSON, in order. */
function outermostValues(text: string): unknown[] {
  const values: unknown[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '[' && text[i] !== '{') continue;
    const end = closing(text, i);
    if (end < 0) continue;
    const value = readJson(text.slice(i, end + 1));
    if (value !== undefined) {
      values.push(value);
      i = end;
    }
  }
  return values;
}

/** The index of the bracket closing the one at `start` (strings skipped), or -1. */
function closing(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}
