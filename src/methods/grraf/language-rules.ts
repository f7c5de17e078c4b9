/**
 * The compact index of what a program may call, per language: the JS algorithm library's names
 * and one-line signatures, the Python conventions, or a store's Cypher dialect notes. Bounded so
 * it costs a few hundred tokens at most.
 */
import type { ExecLanguage } from '../../exec/executor.js';
import type { GrrafDeps } from './deps.js';
import { renderPrompt } from './prompts.js';

/** Upper bound on the API index, in characters (~4 characters a token → ~450 tokens). */
export const API_INDEX_MAX_CHARS = 1800;

export interface RulesInput {
  language: ExecLanguage;
  /** True for two-graph tasks: the program sees G and G_prime. */
  twoGraphs: boolean;
  /** Kind of the store (for the Cypher dialect notes). */
  storeKind: string;
}

/** The rules block of the code, repair and no-code prompts. */
export function languageRules(input: RulesInput, deps: Pick<GrrafDeps, 'jsApi' | 'cypherNotes'>): string {
  const graphs = (kind: string) =>
    input.twoGraphs
      ? `\`G\` and \`G_prime\` (the second graph) are ${kind} graphs`
      : `\`G\` is a ${kind} graph`;
  switch (input.language) {
    case 'js':
      return renderPrompt('lang-js', { graphs: graphs('graphology'), api_index: apiIndex(deps.jsApi()) });
    case 'python':
      return renderPrompt('lang-python', { graphs: graphs('networkx') });
    case 'cypher':
      return renderPrompt('lang-cypher', { dialect_notes: deps.cypherNotes(input.storeKind).trim() });
  }
}

/** "- signature — doc" lines, dropping docs (then entries) once the index would exceed its bound. */
export function apiIndex(api: { name: string; signature: string; doc: string }[]): string {
  const withDocs = api.map((f) => `- ${f.signature} — ${firstSentence(f.doc)}`).join('\n');
  if (withDocs.length <= API_INDEX_MAX_CHARS) return withDocs;
  const bare = api.map((f) => f.signature).join(', ');
  return bare.length <= API_INDEX_MAX_CHARS
    ? `- ${bare}`
    : `- ${bare.slice(0, API_INDEX_MAX_CHARS).replace(/,[^,]*$/, '')}`;
}

function firstSentence(doc: string): string {
  const s = doc.trim().split(/(?<=\.)\s/)[0] ?? '';
  return s.length > 70 ? `${s.slice(0, 67)}...` : s;
}
