/**
 * The services methods use from the layers below, as one injectable object, so every step can be
 * tested with doubles and the methods run unchanged on the real formats, stores and executors.
 */
import type { ExecLanguage, Executor } from '../../exec/executor.js';
import type { FormatName, ParsedGraph } from '../../graph/formats/format.js';
import type { GraphSchema } from '../../graph/schema.js';
import type { GraphStore } from '../../graph/stores/graph-store.js';

/** What the rules need of the store a program runs on: its kind and Cypher dialect profile. */
export type DialectSource = Pick<GraphStore, 'kind' | 'cypherDialect'>;

export interface MethodServices {
  /** Parses a graph written inside a question (throws 'format-unknown' when there is none). */
  parseQuestion(text: string, options: { format?: FormatName; file?: string }): ParsedGraph;
  /** A fresh in-memory store to load a parsed graph into. */
  memoryStore(): GraphStore;
  /** A Cypher-capable store holding nothing yet (for `cypher` on a graph that is not in one). */
  cypherStore?(): Promise<GraphStore>;
  /** An executor for a language; a method closes the executors it asked for. */
  createExecutor(language: ExecLanguage): Executor | Promise<Executor>;
  /** The schema as prompt text. */
  schemaText(schema: GraphSchema): string;
  /** One line per function the JS sandbox offers: `name(signature) — doc`. */
  jsApi(): { name: string; signature: string; doc: string }[];
  /** Prompt-ready notes on the Cypher dialect of the store a query runs on (from its profile). */
  cypherNotes(store: DialectSource): string;
}
