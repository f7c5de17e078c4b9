/**
 * Names beside ids: an answer that lists nodes by id ("stores R1, R3") is shown with each node's
 * name beside it ("R1 (Store Berlin Mitte)"), since the drawing labels nodes by name. Only the
 * answer's own nodes are named, so a number that merely looks like an id is left alone.
 */

/** Node names by key, for the nodes whose name differs from their id. */
export function nameMap(nodes: readonly { key: string; label: string }[]): Map<string, string> {
  return new Map(nodes.filter((n) => n.label !== n.key).map((n) => [n.key, n.label]));
}

/** The node ids an answer value lists (strings or numbers, at any depth), that have names. */
export function namedIdsIn(answer: unknown, names: ReadonlyMap<string, string>): string[] {
  const found = new Set<string>();
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v !== null && typeof v === 'object') Object.values(v).forEach(visit);
    else if ((typeof v === 'string' || typeof v === 'number') && names.has(String(v))) found.add(String(v));
  };
  visit(answer);
  return [...found];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A piece of answer text: plain, or an id with its name. */
export type NamedPart = { text: string } | { id: string; name: string };

/**
 * Splits `text` so each whole-word mention of one of `ids` carries its name; a mention already
 * followed by its name (in parentheses) is left as it is.
 */
export function withNames(
  text: string,
  ids: readonly string[],
  names: ReadonlyMap<string, string>,
): NamedPart[] {
  const named = ids.filter((id) => names.has(id));
  if (named.length === 0) return [{ text }];
  // Longest first, so R12 is not read as R1 followed by "2".
  const alternatives = [...named].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const mention = new RegExp(`(?<![\\p{L}\\p{N}_])(${alternatives.join('|')})(?![\\p{L}\\p{N}_])`, 'gu');
  const parts: NamedPart[] = [];
  let last = 0;
  for (const m of text.matchAll(mention)) {
    const id = m[1]!;
    const name = names.get(id)!;
    const after = text.slice(m.index + id.length);
    if (after.startsWith(` (${name})`)) continue;
    if (m.index > last) parts.push({ text: text.slice(last, m.index) });
    parts.push({ id, name });
    last = m.index + id.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
