/**
 * Load a graph file into a store and report what was loaded: counts, kind, labels, warnings, and
 * the question and parameters a question file carries.
 */
import type { FormatName, ParsedGraph, TaskParams } from '../graph/formats/index.js';
import { readGraphFile } from '../graph/formats/index.js';
import type { GraphSchema } from '../graph/schema.js';
import { buildSchema } from '../graph/schema-builder.js';
import type { GraphStore, LoadSummary } from '../graph/stores/graph-store.js';
import { storeForLoading } from './store.js';

/** A graph file to load, and where. */
export interface LoadRequest {
  file: string;
  /** Format name; detected when absent. */
  format?: FormatName;
  /** Store URI (default `memory`). */
  store?: string;
  /** Told where a load is, for a progress display: parsing (bytes of the file) and then storing. */
  onProgress?: (progress: LoadProgress) => void;
}

/** Where a load is. */
export type LoadProgress =
  | { phase: 'parse'; bytesRead: number; totalBytes: number }
  | { phase: 'store'; nodes: number; edges: number; store: string }
  /** Rows (nodes and edges) written so far, from stores that load in batches (Neo4j). */
  | { phase: 'batch'; written: number; total: number };

/** The counts reported for one graph. */
export interface GraphCounts {
  nodes: number;
  edges: number;
  directed: boolean;
  weighted: boolean;
  nodeWeighted: boolean;
  multi: boolean;
  labels: { label: string; count: number }[];
  relationshipTypes: { type: string; count: number }[];
}

/** What a load reports. */
export interface LoadReport {
  file: string;
  format: string;
  store: string;
  loadMs: number;
  graph: GraphCounts;
  graphPrime?: GraphCounts;
  warnings: { count: number; first: { message: string; line?: number; column?: number }[] };
  question?: string;
  params?: TaskParams;
}

/** How many warnings are listed (all are counted). */
export const WARNINGS_SHOWN = 5;

/** Loads the file into the store and reports; throws a located GrrafError on bad input. */
export async function loadGraph(request: LoadRequest): Promise<LoadReport> {
  return withLoadedGraph(request, async ({ parsed, store, loaded }) => {
    const report: LoadReport = {
      file: request.file,
      format: parsed.format,
      store: store.kind,
      loadMs: Math.round(loaded.ms),
      graph: graphCounts(await store.schema()),
      warnings: { count: parsed.warnings.length, first: parsed.warnings.slice(0, WARNINGS_SHOWN) },
    };
    if (parsed.graphPrime) report.graphPrime = graphCounts(buildSchema(parsed.graphPrime));
    if (parsed.question !== undefined) report.question = parsed.question;
    if (parsed.params !== undefined) report.params = parsed.params;
    return report;
  });
}

/** A graph's counts, from its schema. */
export function graphCounts(s: GraphSchema): GraphCounts {
  return {
    nodes: s.nodeCount,
    edges: s.edgeCount,
    directed: s.directed,
    weighted: s.weighted,
    nodeWeighted: s.nodeWeighted,
    multi: s.multi,
    labels: s.nodeLabels.map((l) => ({ label: l.label, count: l.count })),
    relationshipTypes: s.relationshipTypes.map((r) => ({ type: r.type, count: r.count })),
  };
}

/** What a use case working on a freshly loaded graph receives. */
export interface LoadedGraph {
  parsed: ParsedGraph;
  store: GraphStore;
  loaded: LoadSummary;
}

/** Reads the file, loads its main graph into a fresh store, runs `fn`, closes the store. */
export async function withLoadedGraph<T>(
  request: LoadRequest,
  fn: (g: LoadedGraph) => Promise<T>,
): Promise<T> {
  const progress = request.onProgress;
  const parsed = await readGraphFile(request.file, {
    ...(request.format ? { format: request.format } : {}),
    ...(progress
      ? { onRead: (bytesRead, totalBytes) => progress({ phase: 'parse', bytesRead, totalBytes }) }
      : {}),
  });
  const store = await storeForLoading(request.store);
  try {
    const g = parsed.graph;
    progress?.({ phase: 'store', nodes: g.nodes.length, edges: g.edges.length, store: store.kind });
    const loaded = await store.load(
      g,
      progress ? { onProgress: ({ written, total }) => progress({ phase: 'batch', written, total }) } : {},
    );
    return await fn({ parsed, store, loaded });
  } finally {
    await store.close();
  }
}
