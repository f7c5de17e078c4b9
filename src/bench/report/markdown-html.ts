/**
 * The bench report's Markdown as HTML, for report.html's "Full report": headings, tables, lists,
 * quotes and paragraphs, with `code` and **bold** inside them — exactly what markdown.ts and its
 * sections write, nothing more. Every character of text is escaped first, so a question id or
 * an answer holding HTML stays text. (A general Markdown library would add a dependency and pass
 * raw HTML through, which this page must never do; the subset here is the writer's own.)
 */
import { esc } from './svg.js';

/** How to render: `headingOffset` demotes headings (the page has its own h1 and h2). */
export interface MarkdownHtmlOptions {
  headingOffset?: number;
}

const HEADING = /^(#{1,6})\s+(.*)$/;
const LIST_ITEM = /^[-*]\s+(.*)$/;
const SEPARATOR_CELL = /^:?-{3,}:?$/;
const NUMBER = /^[-+]?[\d,.]+\s*(%|ms|s|×)?$/;

/** Renders `markdown`. */
export function markdownToHtml(markdown: string, options: MarkdownHtmlOptions = {}): string {
  const offset = options.headingOffset ?? 0;
  const lines = markdown.split('\n');
  const out: string[] = [];
  let i = 0;
  const take = (test: (line: string) => boolean): string[] => {
    const taken: string[] = [];
    while (i < lines.length && test(lines[i]!)) taken.push(lines[i++]!);
    return taken;
  };
  while (i < lines.length) {
    const line = lines[i]!;
    const heading = HEADING.exec(line);
    if (line.trim() === '') i++;
    else if (heading) {
      const level = Math.min(6, heading[1]!.length + offset);
      out.push(`<h${level}>${inline(heading[2]!)}</h${level}>`);
      i++;
    } else if (line.startsWith('|')) out.push(table(take((l) => l.startsWith('|'))));
    else if (LIST_ITEM.test(line))
      out.push(
        `<ul>${take((l) => LIST_ITEM.test(l))
          .map((l) => `<li>${inline(LIST_ITEM.exec(l)![1]!)}</li>`)
          .join('')}</ul>`,
      );
    else if (line.startsWith('>'))
      out.push(
        `<blockquote><p>${take((l) => l.startsWith('>'))
          .map((l) => inline(l.replace(/^>\s?/, '')))
          .join(' ')}</p></blockquote>`,
      );
    else
      out.push(
        `<p>${take((l) => l.trim() !== '' && !startsBlock(l))
          .map(inline)
          .join(' ')}</p>`,
      );
  }
  return out.join('\n');
}

function startsBlock(line: string): boolean {
  return HEADING.test(line) || line.startsWith('|') || LIST_ITEM.test(line) || line.startsWith('>');
}

/** A Markdown table: a head row, a separator row, body rows; `\|` is a bar inside a cell. */
function table(rows: string[]): string {
  const cells = rows.map(splitRow);
  const hasHead = cells.length >= 2 && cells[1]!.every((c) => SEPARATOR_CELL.test(c));
  const head = hasHead ? cells[0]! : undefined;
  const body = hasHead ? cells.slice(2) : cells;
  const td = (c: string) => `<td${NUMBER.test(c) ? ' class="num"' : ''}>${inline(c)}</td>`;
  return (
    '<table>' +
    (head ? `<thead><tr>${head.map((c) => `<th>${inline(c)}</th>`).join('')}</tr></thead>` : '') +
    `<tbody>${body.map((r) => `<tr>${r.map(td).join('')}</tr>`).join('')}</tbody></table>`
  );
}

function splitRow(row: string): string[] {
  const inner = row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));
}

/** Escapes text, then turns `code` and **bold** into elements (never inside code). */
function inline(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part) =>
      part.length > 1 && part.startsWith('`') && part.endsWith('`')
        ? `<code>${esc(part.slice(1, -1))}</code>`
        : esc(part).replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>'),
    )
    .join('');
}
