/**
 * The task's hints as a prompt block: what the asker means by terms the question leaves open.
 * Empty when there are none, so a question without hints gets exactly the prompt it always got.
 */

/** `\nNotes from the asker (follow them):\n- …\n`, or '' for no hints. */
export function hintsBlock(hints: readonly string[]): string {
  if (hints.length === 0) return '';
  return `\nNotes from the asker (follow them):\n${hints.map((h) => `- ${h}`).join('\n')}\n`;
}
