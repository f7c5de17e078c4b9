/**
 * What a graph costs once, kept for the next question on it: the parse of a graph file or text,
 * and — through the parsed GraphData object, which later steps key their own work on — the
 * sandbox's transfer form (exec/js/transfer-cache.ts). The caller owns the cache: a library user
 * makes one and passes it to every `ask()` on its graphs; `grraf serve`, `grraf mcp` and the bench
 * keep one each.
 *
 * Bounded by bytes, not entries: one 1M-edge graph weighs as much as thousands of small ones. The
 * weight is an estimate from the counts (nodes, edges, attributes), not a heap measurement; the
 * least recently used graph goes first, and with it its transfer form (released at once: that
 * memory is outside V8's heap, where no collector would hurry to free it) and its memory-store
 * index (kept per graph object, it goes with the graph). A graph larger than the
 * whole bound is parsed and answered as usual, and not kept.
 *
 * A file is found again by its real path, size and modification time (a file changed in place is
 * parsed again), text by a SHA-256 of it; format and options are part of the key. GraphData is
 * treated as immutable from here on, as everywhere after parsing.
 */
import { createHash } from 'node:crypto';
import { realpath, stat } from 'node:fs/promises';
import { GrrafError } from '../errors.js';
import { releaseTransferForm } from '../exec/js/transfer-forms.js';
import { edgeColumns, edgeCount } from '../graph/formats/edge-columns.js';
import type { ParsedGraph } from '../graph/formats/index.js';
import type { GraphData } from '../graph/model.js';
import { type GraphParser, parseGraphSource } from './graph-source.js';

/** Options of a graph cache. */
export interface GraphCacheOptions {
  /** Most bytes of graphs kept (estimated, see module doc). Default 1 GiB. */
  maxBytes?: number;
}

/** Counters, for benches and tests. */
export interface GraphCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  evictions: number;
}

/** A graph source as `ask` takes it (graph-source.ts), when it must be parsed: a file or text. */
export type ParsedSource = Parameters<GraphParser>[0];

const DEFAULT_MAX_BYTES = 1024 ** 3;

interface Entry {
  parsed: Promise<ParsedGraph>;
  bytes: number;
}

/** Parsed graphs by source, least recently used first out, within a byte bound. */
export class GraphCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxBytes: number;
  private bytes = 0;
  private hits = 0;
  private misses = 0;
  private evictions = 0;

  constructor(options: GraphCacheOptions = {}) {
    const max = options.maxBytes ?? DEFAULT_MAX_BYTES;
    if (!(Number.isFinite(max) && max >= 0))
      throw new GrrafError(
        'config',
        `graph cache: maxBytes must be a number of bytes ≥ 0, got ${String(max)}`,
        {
          field: 'maxBytes',
        },
      );
    this.maxBytes = max;
  }

  /**
   * The parse of `source`: the kept one when the same file (unchanged) or text was parsed before,
   * else parsed now (and kept when it fits). Parse errors are the parser's, and nothing is kept.
   */
  async parse(source: ParsedSource): Promise<ParsedGraph> {
    const key = await keyOf(source);
    const found = this.entries.get(key);
    if (found) {
      this.hits++;
      // Map order is insertion order: re-inserting makes this the most recently used.
      this.entries.delete(key);
      this.entries.set(key, found);
      return found.parsed;
    }
    this.misses++;
    // Questions that arrive together on one new graph share a single parse.
    const parsed = parseGraphSource(source);
    const entry: Entry = { parsed, bytes: 0 };
    this.entries.set(key, entry);
    try {
      const graph = await parsed;
      entry.bytes = parsedBytes(graph);
      if (this.entries.get(key) === entry) {
        this.bytes += entry.bytes;
        this.evict();
      }
      return graph;
    } catch (e) {
      if (this.entries.get(key) === entry) this.entries.delete(key);
      throw e;
    }
  }

  stats(): GraphCacheStats {
    return {
      entries: this.entries.size,
      bytes: this.bytes,
      hits: this.hits,
      misses: this.misses,
      evictions: this.evictions,
    };
  }

  /** Forgets every graph (and frees their transfer forms). */
  clear(): void {
    for (const key of [...this.entries.keys()]) this.drop(key);
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) return;
      this.drop(key);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    this.evictions++;
    entry.parsed.then(
      (p) => {
        releaseTransferForm(p.graph);
        if (p.graphPrime) releaseTransferForm(p.graphPrime);
      },
      () => undefined,
    );
  }
}

async function keyOf(source: ParsedSource): Promise<string> {
  const format = source.format ?? '';
  if ('file' in source) {
    // A missing file is the parser's error to report, with its usual message: key it by name.
    try {
      const path = await realpath(source.file);
      const s = await stat(path);
      return `file\0${format}\0${path}\0${s.size}\0${s.mtimeMs}`;
    } catch {
      return `missing\0${format}\0${source.file}\0${performance.now()}`;
    }
  }
  const digest = createHash('sha256').update(source.text).digest('hex');
  return `text\0${format}\0${source.name ?? ''}\0${digest}`;
}

/**
 * Bytes per node and per edge that a kept graph holds: the parse, the sandbox's transfer form and
 * the memory store's index (graph/stores/memory/kept-memory-store.ts). Measured (heap and array
 * buffers after a full collection) on edge lists of 1M edges with 100k and 491k nodes, whose edges
 * are objects sharing one empty property object; edges in typed columns (edge-columns.ts) hold
 * their 16 bytes of columns instead. Edges with properties of their own weigh more than counted.
 */
const NODE_BYTES = 64 + 12 + 16;
const INDEX_EDGE_BYTES = 16 + 16;
const OBJECT_EDGE_BYTES = 72 + INDEX_EDGE_BYTES;
const COLUMN_EDGE_BYTES = 16 + INDEX_EDGE_BYTES;
/** A weight per edge, in the transfer form and the store. */
const WEIGHT_BYTES = 16;

function graphBytes(g: GraphData): number {
  const columns = edgeColumns(g);
  const edge = columns ? COLUMN_EDGE_BYTES + (columns.weights ? WEIGHT_BYTES : 0) : OBJECT_EDGE_BYTES;
  return g.nodes.length * NODE_BYTES + edgeCount(g) * edge;
}

function parsedBytes(p: ParsedGraph): number {
  return graphBytes(p.graph) + (p.graphPrime ? graphBytes(p.graphPrime) : 0);
}
