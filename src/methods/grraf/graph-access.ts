/**
 * How a GRRAF program reaches its graph (`graphAccess`):
 * - `load`: the whole graph is built into the sandbox as `G` (the paper's way, and the default
 *   for every graph that fits);
 * - `query`: no `G`; a JavaScript program reads the store with `await cypher()` and
 *   `await neighbors()`, fetching only what it needs (exec/js/store-bridge.ts), so the graph never
 *   has to fit in the sandbox nor in this process;
 * - `auto`: `query` when the store holds more than AUTO_QUERY_ABOVE_EDGES edges, the language is
 *   JavaScript and the store runs Cypher; `load` otherwise.
 *
 * Why an edge count and not "the store is a server": the store's kind says nothing about size, and
 * a small graph on Neo4j is answered best in load mode — the model writes the same programs as
 * over any graph, which the JavaScript mode answers every question of. Why 2M edges: loading costs
 * grow with the graph and query mode's do not. Measured on Neo4j (scripts/bench-query-mode.ts,
 * 2026-11-28, 2 cores): a question in load mode took 33 s and a 2.3 GB host peak at 1M edges,
 * 47 s and 2.4 GB at 2M; in query mode 0.04-0.06 s and 165 MB at both. Up to 2M edges a question
 * still loads within a minute on a small machine, and the model keeps the simpler programs over `G`.
 */
import { GrrafError } from '../../errors.js';
import type { ExecLanguage } from '../../exec/executor.js';
import type { GraphStore } from '../../graph/stores/graph-store.js';
import type { GrrafPipeline } from './options.js';

/** The access modes a user may ask for. */
export type GraphAccessOption = 'load' | 'query' | 'auto';
/** The mode a run used. */
export type GraphAccess = 'load' | 'query';

/** `auto` chooses `query` above this many edges. */
export const AUTO_QUERY_ABOVE_EDGES = 2_000_000;

/** What the choice is made from. */
export interface GraphAccessInput {
  option: GraphAccessOption;
  language: ExecLanguage;
  pipeline: GrrafPipeline;
  /** The store's edge count (the schema step has it). */
  edgeCount: number;
  store: Pick<GraphStore, 'kind' | 'cypher'>;
}

/**
 * The mode of one run. Cypher programs always query the store (`query`). An explicit `query` that
 * cannot be honored is an 'unsupported' error naming the option, never a silent `load`.
 */
export function chooseGraphAccess(input: GraphAccessInput): GraphAccess {
  const { option, language, store } = input;
  if (language === 'cypher') return 'query';
  if (option === 'load') return 'load';
  if (option === 'auto') {
    const large = input.edgeCount > AUTO_QUERY_ABOVE_EDGES;
    return large && language === 'js' && input.pipeline === 'lean' && store.cypher ? 'query' : 'load';
  }
  checkGraphAccessOption(input);
  if (!store.cypher) {
    throw refused(
      `graphAccess query needs a store that runs Cypher, and the ${store.kind} store does not: give the graph in a Neo4j or embedded store (--store), or use --graph-access load`,
    );
  }
  return 'query';
}

/**
 * Refuses at once, before any store is read, a `query` the language or pipeline cannot honor.
 * Cypher ignores the option: its programs query the store whatever it says.
 */
export function checkGraphAccessOption(o: {
  graphAccess?: GraphAccessOption;
  option?: GraphAccessOption;
  language: ExecLanguage;
  pipeline: GrrafPipeline;
}): void {
  if ((o.option ?? o.graphAccess) !== 'query' || o.language === 'cypher') return;
  if (o.language === 'python') {
    throw refused(
      'graphAccess query needs JavaScript: Python programs run in a separate process that has no connection to the store, only the graph loaded as G (use --lang js, or --graph-access load)',
    );
  }
  if (o.pipeline !== 'lean') {
    throw refused('graphAccess query works with the lean pipeline only (use --pipeline lean)');
  }
}

function refused(message: string): GrrafError {
  return new GrrafError('unsupported', message, { field: 'graphAccess' });
}
