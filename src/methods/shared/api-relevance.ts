/**
 * How relevant each library function is to a question, for the lean index: question words meet
 * function names (twice the weight) and docs by shared stems ("topology" ~ "topological"), each
 * word weighted by how rare it is across the library (inverse document frequency: "connected"
 * matches six functions and says little, "flow" matches two and says much), and the words of the
 * focus count double: the question proper, when the caller knows where it starts after a preamble
 * that describes the task and its notation (the format parser does: ParsedGraph.ask), else the
 * whole question. Everyday words map to the library's ("circuit" → cycle). Hand-written (about 40
 * lines over the library's ~55 entries): the npm TF-IDF packages and the project's own
 * retrieval/tfidf.ts rank documents by exact tokens, not camelCase names against prefix stems with
 * a name/doc weighting and a focus boost.
 */
import type { ApiEntry } from './api-index.js';
import { sameStem, words } from './api-index.js';

/** Words that describe any graph or any question, not a task. */
const GENERIC = new Set(
  [
    'the and for from with that this are there what which whether node graph edge number given find',
    'return value between into each all any one two its their yes not has have you your can how many',
    'directed undirected direction weight weighted mean need output pair determine task question give',
  ]
    .join(' ')
    .split(' '),
);

/** Everyday words for what the library's names call otherwise (general graph vocabulary). */
const SYNONYMS: Record<string, string[]> = {
  circuit: ['cycle'],
  loop: ['cycle'],
  closed: ['cycle'],
  acyclic: ['cycle'],
  route: ['path'],
  reach: ['path'],
  reachable: ['path'],
  connection: ['degree'],
  neighbor: ['degree'],
  ordering: ['topological'],
  coloring: ['bipartite'],
  capacity: ['flow'],
  distance: ['shortest'],
  interconnected: ['triangle', 'clique'],
  mutually: ['clique'],
};

/** A score at least this high means a distinctive word of the question names a function. */
export const COVERED_SCORE = 6;

/** One score per entry of `api` (0 when nothing matches); words of `focus` count double. */
export function apiRelevance(api: readonly ApiEntry[], question: string, focus = question): number[] {
  const own = words(question).filter((w) => !GENERIC.has(w));
  const asked = [...new Set([...own, ...own.flatMap((w) => SYNONYMS[w] ?? [])])];
  const proper = words(focus);
  const focused = new Set([...proper, ...proper.flatMap((w) => SYNONYMS[w] ?? [])]);
  const entries = api.map((e) => ({ name: words(e.name), doc: words(e.doc) }));
  const matches = (w: string, list: string[]) => list.some((x) => sameStem(w, x));
  const idf = new Map(
    asked.map((w) => {
      const df = entries.filter((e) => matches(w, e.name) || matches(w, e.doc)).length;
      return [w, Math.log((api.length + 1) / (df + 1))];
    }),
  );
  return entries.map((e) =>
    asked.reduce((score, w) => {
      const weight = (idf.get(w) ?? 0) * (focused.has(w) ? 2 : 1);
      if (matches(w, e.name)) return score + 2 * weight;
      return matches(w, e.doc) ? score + weight : score;
    }, 0),
  );
}
