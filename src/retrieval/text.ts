/**
 * Small text helpers for rendering documentation into prompts.
 */

/** Whitespace runs collapsed to one space, trimmed. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The first sentence of `text` on one line, cut at a word boundary with '…' when longer than
 * `maxChars`.
 * @example firstSentence('Find a flow. Then more.') // → 'Find a flow.'
 */
export function firstSentence(text: string, maxChars = 200): string {
  const line = oneLine(text);
  const end = line.search(/[.!?](\s|$)/);
  return clip(end === -1 ? line : line.slice(0, end + 1), maxChars);
}

/** `text` on one line, cut at a word boundary with '…' when longer than `maxChars`. */
export function clip(text: string, maxChars: number): string {
  const line = oneLine(text);
  if (line.length <= maxChars) return line;
  const cut = line.slice(0, Math.max(0, maxChars - 1));
  const space = cut.lastIndexOf(' ');
  return `${space > maxChars / 2 ? cut.slice(0, space) : cut}…`;
}
