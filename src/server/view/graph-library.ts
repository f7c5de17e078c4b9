/**
 * The graphs a long-running front-end (the HTTP server, the MCP server) keeps at hand, by id: the
 * bundled examples, uploaded graphs (parsed once; the oldest upload goes when the library is full)
 * and persistent stores opened at start. Each gives what `ask` needs and what a page draws.
 */

import type { AskRequest } from '../../app/ask.js';
import type { Example } from '../../app/examples.js';
import { type GraphCounts, graphCounts, WARNINGS_SHOWN } from '../../app/load.js';
import { existingStore } from '../../app/store.js';
import { GrrafError } from '../../errors.js';
import { type FormatName, type ParsedGraph, parseGraph, readGraphFile } from '../../graph/formats/index.js';
import type { GraphData } from '../../graph/model.js';
import type { GraphSchema } from '../../graph/schema.js';
import { buildSchema } from '../../graph/schema-builder.js';
import type { GraphStore } from '../../graph/stores/graph-store.js';

/** Where a library graph came from. */
export type GraphOrigin = 'example' | 'upload' | 'store';

/** What a library lists about one graph. */
export interface LibraryGraph {
  id: string;
  name: string;
  origin: GraphOrigin;
  /** The parser's format name, or the store kind. */
  format: string;
  counts: GraphCounts;
  /** The question the graph file carries (GraphInstruct, GTools). */
  question?: string;
  warnings: { count: number; first: { message: string; line?: number; column?: number }[] };
  /** The example's manifest, for examples. */
  example?: Omit<Example, 'graphFile'>;
}

interface Entry {
  summary: LibraryGraph;
  schema: GraphSchema;
  data?: GraphData;
  /** The second graph G′ of a two-graph question, with its schema (derived once, on adding). */
  prime?: { data: GraphData; schema: GraphSchema };
  /** The example's file: asked by path, so a missing model can fall back to its recording. */
  file?: string;
  /** The question proper of the file's own question (ParsedGraph.ask), for when that is asked. */
  ask?: string;
  store?: GraphStore;
}

/** An upload: graph text and, optionally, its name and format. */
export interface GraphUpload {
  text: string;
  name?: string;
  format?: FormatName;
}

/** The schemas of a parsed upload's graphs, when built with it. */
export interface ParsedSchemas {
  schema: GraphSchema;
  schemaPrime?: GraphSchema;
}

/** The name an upload is known by (in errors: "name:line:column"). */
export function uploadName(upload: GraphUpload): string {
  return upload.name?.trim() || 'upload';
}

/** Limits of a library. */
export interface LibraryLimits {
  /** Uploads kept; adding one more drops the oldest. */
  maxUploads: number;
  /** Stores larger than this are not exported for drawing. */
  maxExportEdges: number;
}

const DEFAULT_LIMITS: LibraryLimits = { maxUploads: 20, maxExportEdges: 200_000 };

/** Graphs by id. */
export class GraphLibrary {
  private readonly entries = new Map<string, Entry>();
  private uploads = 0;
  private readonly limits: LibraryLimits;

  constructor(limits: Partial<LibraryLimits> = {}) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  /** Adds a bundled example (id `example:<name>`). */
  async addExample(example: Example): Promise<LibraryGraph> {
    const parsed = await readGraphFile(example.graphFile);
    const { graphFile, ...manifest } = example;
    return this.add(`example:${example.name}`, example.title, 'example', parsed, {
      file: graphFile,
      example: manifest,
    });
  }

  /** Parses and adds an upload (id `upload:<n>`); malformed text is a located GrrafError. */
  addUpload(upload: GraphUpload): LibraryGraph {
    const name = uploadName(upload);
    const parsed = parseGraph(upload.text, {
      ...(upload.format ? { format: upload.format } : {}),
      file: name,
    });
    return this.addParsedUpload(name, parsed);
  }

  /**
   * Adds an upload parsed elsewhere (`grraf serve` parses on a worker thread), with the schemas of
   * its graphs when they were built there too.
   */
  addParsedUpload(name: string, parsed: ParsedGraph, schemas?: ParsedSchemas): LibraryGraph {
    this.uploads += 1;
    const summary = this.add(`upload:${this.uploads}`, name, 'upload', parsed, {}, schemas);
    this.dropOldUploads();
    return summary;
  }

  /** Opens a persistent store that holds a graph (id `store:<n>`); kept open until close(). */
  async addStore(uri: string): Promise<LibraryGraph> {
    const store = await existingStore(uri);
    try {
      const schema = await store.schema();
      const id = `store:${[...this.entries.values()].filter((e) => e.store).length + 1}`;
      const summary: LibraryGraph = {
        id,
        name: uri,
        origin: 'store',
        format: store.kind,
        counts: graphCounts(schema),
        warnings: { count: 0, first: [] },
      };
      this.entries.set(id, { summary, schema, store });
      return summary;
    } catch (e) {
      await store.close();
      throw e;
    }
  }

  /** Every graph, examples first, then stores, then uploads (oldest first). */
  list(): LibraryGraph[] {
    const rank = { example: 0, store: 1, upload: 2 };
    return [...this.entries.values()].map((e) => e.summary).sort((a, b) => rank[a.origin] - rank[b.origin]);
  }

  /** The graph `id`; a 'not-found' error naming the field `graph` otherwise. */
  get(id: string): LibraryGraph {
    return this.entry(id).summary;
  }

  /** The schema of graph `id` (and of its G', for two-graph files). */
  schema(id: string): { schema: GraphSchema; schemaPrime?: GraphSchema } {
    const e = this.entry(id);
    return { schema: e.schema, ...(e.prime ? { schemaPrime: e.prime.schema } : {}) };
  }

  /**
   * The graph as data, for highlighting; undefined for a store too large to export. A store is
   * exported on each call: it may have changed since (a Neo4j database).
   */
  async data(id: string): Promise<GraphData | undefined> {
    const e = this.entry(id);
    if (e.data) return e.data;
    if (!e.store || e.summary.counts.edges > this.limits.maxExportEdges) return undefined;
    return e.store.export();
  }

  /** {@link data} for drawing: a store too large to export is an 'unsupported' error saying so. */
  async drawingData(id: string): Promise<GraphData> {
    const data = await this.data(id);
    if (!data) {
      throw new GrrafError(
        'unsupported',
        `the graph "${id}" is too large to export from its store for drawing`,
      );
    }
    return data;
  }

  /**
   * The part of an ask request that names graph `id`: an example by its file (so a missing model
   * can replay its recording), an upload as parsed data, a store as the open store. Without a
   * question, the file's own question is asked.
   */
  askSource(id: string, question?: string): Pick<AskRequest, 'graph' | 'store' | 'question'> {
    const e = this.entry(id);
    const own = !question?.trim();
    const q = own ? {} : { question };
    if (e.store) return { store: e.store, ...q };
    if (e.file) return { graph: { file: e.file }, ...q };
    const text = own ? e.summary.question : question;
    const ask = own && e.ask !== undefined ? { ask: e.ask } : {};
    return {
      graph: { data: e.data!, ...(e.prime ? { prime: e.prime.data } : {}), ...ask },
      ...(text ? { question: text } : {}),
    };
  }

  /** Forgets an upload; examples and stores stay. */
  remove(id: string): void {
    const e = this.entry(id);
    if (e.summary.origin !== 'upload') {
      throw new GrrafError(
        'validation',
        `only uploads can be removed; "${id}" is ${e.summary.origin === 'example' ? 'an example' : 'a store'}`,
        { field: 'graph' },
      );
    }
    this.entries.delete(id);
  }

  /** Closes the stores. */
  async close(): Promise<void> {
    const stores = [...this.entries.values()].flatMap((e) => (e.store ? [e.store] : []));
    this.entries.clear();
    await Promise.all(stores.map((s) => s.close()));
  }

  private entry(id: string): Entry {
    const e = this.entries.get(id);
    if (!e) throw new GrrafError('not-found', `no graph "${id}" is loaded`, { field: 'graph' });
    return e;
  }

  private add(
    id: string,
    name: string,
    origin: GraphOrigin,
    parsed: ParsedGraph,
    extra: Pick<Entry, 'file'> & Pick<LibraryGraph, 'example'>,
    schemas?: ParsedSchemas,
  ): LibraryGraph {
    const schema = schemas?.schema ?? buildSchema(parsed.graph);
    const summary: LibraryGraph = {
      id,
      name,
      origin,
      format: parsed.format,
      counts: graphCounts(schema),
      warnings: { count: parsed.warnings.length, first: parsed.warnings.slice(0, WARNINGS_SHOWN) },
      ...(parsed.question === undefined ? {} : { question: parsed.question }),
      ...(extra.example ? { example: extra.example } : {}),
    };
    const entry: Entry = { summary, schema, data: parsed.graph };
    if (parsed.graphPrime) {
      entry.prime = {
        data: parsed.graphPrime,
        schema: schemas?.schemaPrime ?? buildSchema(parsed.graphPrime),
      };
    }
    if (extra.file) entry.file = extra.file;
    if (parsed.ask !== undefined) entry.ask = parsed.ask;
    this.entries.set(id, entry);
    return summary;
  }

  private dropOldUploads(): void {
    const uploads = [...this.entries.values()].filter((e) => e.summary.origin === 'upload');
    for (const e of uploads.slice(0, Math.max(0, uploads.length - this.limits.maxUploads))) {
      this.entries.delete(e.summary.id);
    }
  }
}
