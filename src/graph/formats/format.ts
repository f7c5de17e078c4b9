/**
 * The contract every graph format implements: a parser, a writer (except read-only formats)
 * and a cheap `sniff` used by auto-detection.
 */
import type { GraphData, NodeId } from '../model.js';

/** Names of the supported formats. */
export type FormatName =
  | 'graphinstruct' // GraphInstruct question text (graph inside a question)
  | 'gtools' // GTools Python-literal edge list, e.g. [(0, 1, {'weight': 62})]
  | 'edgelist' // plain `u v [w]` lines with # comments
  | 'node-link' // NetworkX node_link_data JSON, or graphology's export JSON
  | 'graphml' // GraphML XML (read-only: parsed with graphology-graphml)
  | 'csv'; // CSV nodes/edges with Neo4j-import-style headers

/** Task parameters a parser could read from the question text. */
export interface TaskParams {
  source?: NodeId;
  target?: NodeId;
  node?: NodeId;
  /** A count the question names (the k of "the k nodes with the highest ...", a hop count). */
  k?: number;
}

/** A non-fatal remark about the input (e.g. a repeated edge that was merged). */
export interface ParseWarning {
  message: string;
  line?: number;
  column?: number;
}

/** What a parser returns. */
export interface ParsedGraph {
  format: FormatName;
  /** The main graph, `G`. */
  graph: GraphData;
  /** The second graph `G'` of two-graph tasks (GraphInstruct substructure). */
  graphPrime?: GraphData;
  /** For question formats: the question with the graph text removed. */
  question?: string;
  /**
   * For question formats that mark where the question proper starts after a preamble that
   * describes the task and the notation (GraphInstruct's "Q:"): that question proper.
   */
  ask?: string;
  /** For question formats: the parameters that could be read (source, target, node). */
  params?: TaskParams;
  warnings: ParseWarning[];
}

export interface ParseOptions {
  /** File name, used in error messages and for extension-based detection. */
  file?: string;
  /** Force the graph to be directed / undirected when the format does not say. */
  directed?: boolean;
}

export interface GraphFormat {
  readonly name: FormatName;
  /** File extensions this format usually has, lowercase without dot. */
  readonly extensions: readonly string[];
  /** A cheap guess: how confident (0..1) this format is that `text` is its own. */
  sniff(text: string, file?: string): number;
  /** Parses `text`; throws GrrafError ('parse' | 'validation') with file/line/column or field. */
  parse(text: string, options?: ParseOptions): ParsedGraph;
  /** Writes `graph` in this format; absent for read-only formats. */
  write?(graph: GraphData): string;
}
