/**
 * The compact index of what a program may call, per language: the JS algorithm library's names
 * and one-line signatures (see api-index.ts), the Python conventions, or a store's Cypher dialect
 * notes. A few hundred tokens at most.
 */
import type { ExecLanguage } from '../../exec/executor.js';
import { languageProfile } from '../../exec/languages.js';
import { apiIndex } from './api-index.js';
import { type SharedPromptName, sharedPrompts } from './prompts.js';
import type { DialectSource, MethodServices } from './services.js';

export interface RulesInput {
  language: ExecLanguage;
  /** True for two-graph tasks: the program sees G and G_prime. */
  twoGraphs: boolean;
  /** The store the program runs on (its dialect profile gives the Cypher notes). */
  store: DialectSource;
  /** The refined question, to pick which library functions are shown in full. */
  question?: string;
  /**
   * G_prime as text, for Cypher: the store holds G only, so a query matches G_prime's pattern,
   * which it can only do when it is shown.
   */
  patternText?: string;
}

/** How a Cypher query reaches G_prime: it is not stored, so its edges are shown as a pattern to match. */
function twoGraphsCypher(input: RulesInput): string {
  // A caller that does not show the pattern (zero-shot-code today) keeps its earlier prompt.
  if (!input.twoGraphs || input.patternText === undefined) return '';
  return `${sharedPrompts.render('cypher-two-graphs', { pattern: input.patternText })}\n`;
}

/** What the program's graphs are, e.g. "`G` is a graphology graph" (both named when there are two). */
export function graphsSentence(twoGraphs: boolean, kind: string): string {
  return twoGraphs
    ? `\`G\` and \`G_prime\` (the second graph) are ${kind} graphs`
    : `\`G\` is a ${kind} graph`;
}

/** The rules block of the code, repair and no-code prompts. */
export function languageRules(
  input: RulesInput,
  services: Pick<MethodServices, 'jsApi' | 'cypherNotes'>,
): string {
  const profile = languageProfile(input.language);
  const template = profile.rulesTemplate as SharedPromptName;
  const program = profile.program;
  if (program.reads === 'store') {
    return sharedPrompts.render(template, {
      two_graphs: twoGraphsCypher(input),
      dialect_notes: services.cypherNotes(input.store).trim(),
    });
  }
  return sharedPrompts.render(template, {
    graphs: graphsSentence(input.twoGraphs, program.library),
    ...(program.apiIndex ? { api_index: apiIndex(services.jsApi(), input.question) } : {}),
  });
}
