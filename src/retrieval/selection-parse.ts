/**
 * Reads which entries a model kept from its answer. Prompts ask for a JSON array of entry
 * numbers, but real answers also come as names or ids, one per line or comma-separated, in
 * fences, after reasoning, as objects, with list markers. Anything that names no entry is
 * reported as unknown and ignored; prose is ignored.
 */
import { jsonValues } from '../llm/reply-text.js';

/** An entry as the model saw it: `[key] label: description`. */
export interface SelectionCandidate {
  /** The number shown, 1-based within the batch. */
  key: number;
  id: string;
  name: string;
  /** The path shown, e.g. 'Flows / Maximum Flow / maximum_flow'. */
  label: string;
  qualifiedName?: string;
}

/** What the answer selected. */
export interface ParsedSelection {
  /** Keys of the selected entries, in the order the answer gave them, each once. */
  keys: number[];
  /** Items that named no entry (out-of-range numbers as `#n`). */
  unknown: string[];
  /** False when nothing in the answer could be read as a selection (not even an explicit none). */
  understood: boolean;
}

type Item = number | string;

const NONE = /^(none|nothing|no entries|no functions|n\/a|empty|\[\s*\])\.?$/i;
const FIELD_NAMES = ['key', 'number', 'id', 'index', 'entry', 'name', 'function'];

/** Parses a selection answer against the batch's candidates. */
export function parseSelection(answer: string, candidates: readonly SelectionCandidate[]): ParsedSelection {
  const text = withoutReasoning(answer);
  // Entries echoed as `[3] name: …` lines are a list, not JSON arrays of one number each.
  const echoed = /^\s*\[\d+\]\s+\S/m.test(text);
  const fromJson = echoed ? undefined : jsonItems(text);
  const resolver = makeResolver(candidates);
  const keys: number[] = [];
  const unknown: string[] = [];
  const take = (found: number[]) => {
    for (const k of found) if (!keys.includes(k)) keys.push(k);
  };
  if (fromJson) {
    for (const item of fromJson) {
      const found = resolver(item);
      if (found.length > 0) take(found);
      else unknown.push(typeof item === 'number' ? `#${item}` : item);
    }
    return { keys, unknown, understood: true };
  }
  let explicitNone = false;
  for (const token of lineTokens(text)) {
    if (NONE.test(token)) {
      explicitNone = true;
      continue;
    }
    const found = resolveToken(token, resolver);
    if (found.length > 0) take(found);
    else if (looksLikeAnEntry(token)) unknown.push(token);
  }
  return { keys, unknown, understood: keys.length > 0 || explicitNone || unknown.length > 0 };
}

/** Drops <think>…</think> blocks (and an unclosed one at the start). */
function withoutReasoning(answer: string): string {
  return answer.replace(/<think>[\s\S]*?<\/think>/gi, '').replace(/^\s*<think>[\s\S]*$/i, '');
}

/** Items of the likeliest JSON value in the text that holds a selection (llm/reply-text's order), or undefined. */
function jsonItems(text: string): Item[] | undefined {
  for (const value of jsonValues(text)) {
    const items = itemsOf(value);
    if (items) return items;
  }
  return undefined;
}

function itemsOf(value: unknown): Item[] | undefined {
  if (Array.isArray(value)) return value.flatMap((v) => itemOf(v) ?? []);
  if (value && typeof value === 'object') {
    const list = Object.values(value).find(Array.isArray);
    if (list) return itemsOf(list);
    const single = itemOf(value);
    return single === undefined ? undefined : [single];
  }
  return undefined;
}

function itemOf(value: unknown): Item | undefined {
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const field = FIELD_NAMES.find((f) => typeof record[f] === 'number' || typeof record[f] === 'string');
    return field === undefined ? undefined : (record[field] as Item);
  }
  return undefined;
}

/** Lines split at list commas and semicolons, with list markers, quotes and trailing punctuation removed. */
function lineTokens(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => (/^\s*\[?\d+\]?[.):]?\s+\S/.test(line) ? [line] : listParts(line)))
    .map((t) =>
      t
        .trim()
        .replace(/^(?:[-*•]|\d+[.)](?=\s))\s*/, '')
        .replace(/^["'`]+|["'`]+$/g, '')
        .replace(/[.:]$/, '')
        .trim(),
    )
    .filter((t) => t.length > 0 && !t.startsWith('```'));
}

/** A comma or semicolon list split into its parts; a sentence that merely has commas stays whole. */
function listParts(line: string): string[] {
  const parts = line.split(/[,;]/);
  return parts.every((p) => looksLikeAnEntry(p.trim())) ? parts : [line];
}

/** A token: a number, `[n] name`, `n. name`, or a name / id / path. */
function resolveToken(token: string, resolve: (item: Item) => number[]): number[] {
  const numbered = /^\[?(\d+)\]?[.):]?\s*(.*)$/.exec(token);
  if (numbered) {
    const rest = numbered[2]!.replace(/^[-—:]\s*/, '');
    const byName = rest ? resolve(rest.split(/:\s|\s[—-]\s/)[0]!) : [];
    return byName.length > 0 ? byName : resolve(Number(numbered[1]));
  }
  const whole = resolve(token);
  if (whole.length > 0) return whole;
  return [...token.matchAll(/\[(\d+)\]/g)].flatMap((m) => resolve(Number(m[1])));
}

/** Short identifier-like tokens are attempts to name an entry; longer prose is not. */
function looksLikeAnEntry(token: string): boolean {
  return token.length <= 80 && token.split(/\s+/).length <= 4;
}

/** Maps an item (a number, or an id, path, call name or name) to the keys it designates. */
function makeResolver(candidates: readonly SelectionCandidate[]): (item: Item) => number[] {
  const keys = new Set(candidates.map((c) => c.key));
  const exact = new Map<string, number[]>(); // ids, paths and call names: one entry each
  const byName = new Map<string, number[]>(); // names: may be shared by several entries
  const add = (map: Map<string, number[]>, text: string | undefined, key: number) => {
    if (!text) return;
    const list = map.get(normalize(text)) ?? [];
    if (!list.includes(key)) list.push(key);
    map.set(normalize(text), list);
  };
  for (const c of candidates) {
    for (const text of [c.id, c.label, c.qualifiedName]) add(exact, text, c.key);
    add(byName, c.name, c.key);
  }
  return (item) => {
    const number = asKey(item);
    if (number !== undefined) return keys.has(number) ? [number] : [];
    const text = item as string;
    return (
      exact.get(normalize(text)) ??
      byName.get(normalize(text)) ??
      byName.get(normalize(shortName(text))) ??
      []
    );
  };
}

/** The entry number an item gives (`3`, `"3"`, `"#3"`), or undefined for a name. */
function asKey(item: Item): number | undefined {
  if (typeof item === 'number') return item;
  return /^#?\d+$/.test(item.trim()) ? Number(item.trim().replace('#', '')) : undefined;
}

/** `nx.maximum_flow()` → `maximum_flow`; `G.neighbors` → `neighbors`. */
function shortName(text: string): string {
  return text.replace(/\(.*\)$/, '').replace(/^.*[.]/, '');
}

function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s*[/›>]\s*/g, '/')
    .replace(/\s+/g, ' ')
    .trim();
}
