/**
 * A Markdown table, for every section of a bench report (the run's, GraphWalk's, GraphSkill's).
 * Its own module because the report's main writer imports the sections.
 */

/** `head` and `rows` as a Markdown table; a `|` inside a cell is escaped. */
export function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) =>
    `| ${cells.map((c) => String(c).replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A share as a percentage with one decimal, e.g. `87.5%`. */
export const percent = (x: number) => `${(100 * x).toFixed(1)}%`;
