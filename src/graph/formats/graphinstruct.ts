/**
 * GraphInstruct (GraphWiz) question text:
 * `<preamble> Q: The nodes are numbered from 0 to N, and the edges are: E. <question>`
 * in every variant of the dataset: undirected `(0, 3)`, directed `(0->1)`, weighted `(1,4,1)`
 * and `(2->3,9)`, node weights `[0, 5]`, and the two-graph form (G numbered 0..N, G' lettered
 * a..x) whose second graph is returned as `graphPrime`.
 *
 * Directedness comes from the edge syntax (`->`), the preamble only when there are no edges.
 * The bipartite task is a known trap: its preamble and edges say "directed", so the graph is
 * kept directed as written; its label is about the undirected graph, which is a matter for
 * whoever computes the answer, not for the parser.
 */
import type { GraphData } from '../model.js';
import type { GraphFormat, ParsedGraph, ParseOptions } from './format.js';
import { proseDirection, readTaskParams } from './graphinstruct-params.js';
import { SECTION_HEADER, type Section, SectionScanner } from './graphinstruct-scanner.js';
import { writeGraphInstruct, writeGraphInstructQuestion } from './graphinstruct-writer.js';

export { writeGraphInstruct, writeGraphInstructQuestion };

import { checkText } from './input-checks.js';

/** Scans every graph section of the text. */
function scanSections(text: string, options: ParseOptions): Section[] {
  const scanner = new SectionScanner(text, options.file);
  const sections: Section[] = [];
  const re = new RegExp(SECTION_HEADER.source, SECTION_HEADER.flags);
  let m = re.exec(text);
  while (m !== null) {
    const hint = proseDirection(text.slice(0, m.index)) ?? options.directed;
    const s = scanner.section(m, hint);
    sections.push(s);
    re.lastIndex = Math.max(s.end, re.lastIndex);
    m = re.exec(text);
  }
  return sections;
}

/** The text without its graph sections, whitespace tidied. */
function questionText(text: string, sections: Section[]): string {
  let out = '';
  let at = 0;
  for (const s of sections) {
    out += `${text.slice(at, s.start).trimEnd()} `;
    at = s.end;
  }
  out += text.slice(at).trimStart();
  return out.replace(/[ \t]+/g, ' ').trim();
}

/** Parses a GraphInstruct question (or just its graph part). */
export function parseGraphInstruct(input: string, options: ParseOptions = {}): ParsedGraph {
  const text = checkText(input, options.file, 'GraphInstruct question');
  const sections = scanSections(text, options);
  const first = sections[0];
  if (!first) {
    const scanner = new SectionScanner(text, options.file);
    throw scanner.fail(
      'parse',
      'no graph found: expected "The nodes are numbered from X to Y, and the edges are: ..."',
      0,
    );
  }
  const prime = sections.find((s) => s.name === "G'") ?? sections[1];
  const tail = text.slice((sections[sections.length - 1] as Section).end);
  const question = questionText(text, sections);
  const out: ParsedGraph = {
    format: 'graphinstruct',
    graph: named(first.graph, prime ? 'G' : undefined),
    question,
    params: readTaskParams(tail),
    warnings: sections.flatMap((s) => s.warnings),
  };
  if (prime) out.graphPrime = named(prime.graph, 'G_prime');
  const ask = askOf(question);
  if (ask !== undefined) out.ask = ask;
  return out;
}

/** The question proper: what follows the format's last "Q:" marker (the preamble comes before it). */
function askOf(question: string): string | undefined {
  const at = question.lastIndexOf('Q:');
  if (at < 0) return undefined;
  const ask = question.slice(at + 2).trim();
  return ask === '' ? undefined : ask;
}

function named(g: GraphData, name: string | undefined): GraphData {
  if (name !== undefined) g.name = name;
  return g;
}

function sniff(text: string): number {
  const head = text.slice(0, 4000);
  if (/nodes (?:of (?:sub)?graph \S+ )?are numbered from/i.test(head)) return 0.95;
  return /\(\d+(?:, ?|->)\d+(?:,\d+)?\)\s*\(\d+/.test(head) ? 0.5 : 0;
}

/** The GraphInstruct question-text format. */
export const graphInstructFormat: GraphFormat = {
  name: 'graphinstruct',
  extensions: [],
  sniff,
  parse: parseGraphInstruct,
  write: writeGraphInstruct,
};
