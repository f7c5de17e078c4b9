/**
 * Readers that turn a method's answer value into the type a task expects.
 *
 * Answers arrive as typed values from programs (true, 6, [3, 1, 2]) or as text from models
 * ("### Yes", "The answer is 6.", "3 -> 1 -> 2"). Each reader returns undefined when it cannot
 * read the answer unambiguously, so a garbled answer is scored wrong, never guessed right.
 */

const YES = new Set(['yes', 'true', 'y']);
const NO = new Set(['no', 'false', 'n']);
const NUMBER = /-?\d+(?:\.\d+)?(?:e[-+]?\d+)?/gi;

/** Text after the last `###`, when present (GraphWiz's answer marker). */
export function afterMarker(text: string): string {
  const i = text.lastIndexOf('###');
  return i >= 0 ? text.slice(i + 3) : text;
}

/** The single value inside a one-element array or one-key object, else the value itself. */
function unwrap(v: unknown): unknown {
  if (Array.isArray(v) && v.length === 1) return unwrap(v[0]);
  if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
    const values = Object.values(v);
    if (values.length === 1) return unwrap(values[0]);
  }
  return v;
}

/** Reads yes/no: booleans, 1/0, and text whose yes/no words all agree ("No, there is no cycle"). */
export function readYesNo(answer: unknown): boolean | undefined {
  const v = unwrap(answer);
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === 0) return v === 1;
  if (typeof v !== 'string') return undefined;
  const words =
    afterMarker(v)
      .toLowerCase()
      .match(/[a-z]+/g) ?? [];
  if (words.length === 1) {
    if (YES.has(words[0]!)) return true;
    if (NO.has(words[0]!)) return false;
  }
  const saysYes = words.some((w) => w === 'yes' || w === 'true');
  const saysNo = words.some((w) => w === 'no' || w === 'false');
  // "yes ... no" in one answer is ambiguous: refuse rather than pick one.
  if (saysYes === saysNo) return undefined;
  return saysYes;
}

/** Reads a number: numbers, numeric strings, and text with exactly one number after `###` (else the last). */
export function readNumber(answer: unknown): number | undefined {
  const v = unwrap(answer);
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'boolean' || typeof v !== 'string') return undefined;
  const text = afterMarker(v).replace(/(\d),(\d{3})\b/g, '$1$2');
  const found = text.match(NUMBER);
  if (!found || found.length === 0) return undefined;
  // With a marker the model committed to one value; without one, the last number is the convention.
  if (v.includes('###') && found.length > 1) return undefined;
  return Number(found.at(-1));
}

/** Reads a list of node ids: arrays, "[1, 2, 3]", "1 -> 2 -> 3", "1, 2, 3". Ids come back as strings. */
export function readNodeList(answer: unknown): string[] | undefined {
  let v: unknown = answer;
  // A program may return {order: [...]} or [[...]] (GraphWiz writes "### [[6, 1, 4]]").
  while (Array.isArray(v) && v.length === 1 && Array.isArray(v[0])) v = v[0];
  if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
    const lists = Object.values(v).filter(Array.isArray);
    if (lists.length !== 1) return undefined;
    v = lists[0];
  }
  if (Array.isArray(v)) {
    if (!v.every((x) => typeof x === 'number' || typeof x === 'string')) return undefined;
    return v.map((x) => String(x).trim());
  }
  if (typeof v !== 'string') return undefined;
  const text = afterMarker(v);
  const bracket = text.match(/\[[^[\]]*\]/g);
  const body = bracket ? bracket.at(-1)!.slice(1, -1) : text;
  const items = body
    .split(/\s*(?:->|,|\s)\s*/)
    .map((s) => s.replace(/^['"]|['"]$/g, '').trim())
    .filter((s) => s !== '');
  return items.length > 0 ? items : undefined;
}
