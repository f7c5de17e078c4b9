import { apiRelevance, COVERED_SCORE } from './api-relevance.js';

/**
 * The compact index of the JS library for one question: the functions whose names and docs share
 * words with the question are listed with signature and doc, every other one by name only. So a
 * model sees `maximumFlowValue(G, s, t) → number — max flow value` for a max-flow question, and the
 * whole index stays a few hundred tokens however large the library grows.
 */

/** One library function as the sandbox describes it. */
export interface ApiEntry {
  name: string;
  signature: string;
  doc: string;
}

/** How many functions get their signature and doc. */
export const API_DETAILED = 8;

/** Words too common in graph questions to say which function is meant. */
const STOP = new Set(
  (
    'the and for from with that this are there what which whether node nodes graph graphs edge edges number given ' +
    'find return returns value between into each all any one two its their yes not'
  ).split(' '),
);

/** Lower-case word stems (crude: a trailing "s" dropped) of length ≥ 3. */
export function words(text: string): string[] {
  return (
    text
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .match(/[a-z]{3,}/g) ?? []
  )
    .map((w) => (w.length > 4 && w.endsWith('s') ? w.slice(0, -1) : w))
    .filter((w) => !STOP.has(w));
}

/** How the index is built: how many entries get their doc, and how words are compared. */
export interface ApiIndexOptions {
  /** Entries shown with signature and doc (default API_DETAILED). */
  detailed?: number;
  /**
   * Rank by apiRelevance (shared stems such as "topology" ~ "topological", rare words weighing
   * more) instead of exact word overlap. Off by default: the paper pipeline's prompts stay as
   * they were recorded.
   */
  fuzzy?: boolean;
  /**
   * Leave out the names of the other functions when the best match clearly covers the question
   * (a distinctive word of it names a function: apiRelevance's COVERED_SCORE). Needs `fuzzy`.
   */
  namesOnlyWhenUncovered?: boolean;
  /** The words that count double in fuzzy ranking (the question proper); default the whole question. */
  focus?: string;
}

/** True when two words share a stem: one is a prefix (≥ 3 letters) of the other, or both begin alike for 6 letters. */
export function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 3 && long.startsWith(short)) return true;
  return short.length >= 6 && long.startsWith(short.slice(0, 6));
}

/** The index for `question`: the best-matching entries in full, the rest as names. */
export function apiIndex(api: ApiEntry[], question = '', options: ApiIndexOptions = {}): string {
  const asked = new Set(words(question));
  const relevance = options.fuzzy ? apiRelevance(api, question, options.focus) : undefined;
  const scored = api.map((entry, i) => {
    if (relevance) return { entry, i, score: relevance[i]! };
    const nameHits = words(entry.name).filter((w) => asked.has(w)).length;
    const docHits = new Set(words(entry.doc).filter((w) => asked.has(w))).size;
    return { entry, i, score: 2 * nameHits + docHits };
  });
  const detailed = scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, options.detailed ?? API_DETAILED)
    .sort((a, b) => a.i - b.i);
  const chosen = new Set(detailed.map((s) => s.entry.name));
  const lines = detailed.map((s) => `- ${s.entry.signature} — ${s.entry.doc}`);
  const covered = relevance !== undefined && Math.max(0, ...relevance) >= COVERED_SCORE;
  if (options.namesOnlyWhenUncovered && covered) return lines.join('\n');
  const rest = api.filter((e) => !chosen.has(e.name)).map((e) => e.name);
  if (rest.length > 0) lines.push(`- ${detailed.length > 0 ? 'also' : 'available'}: ${rest.join(', ')}`);
  return lines.join('\n');
}
