/**
 * The one place every parser builds a GraphData, so that all formats apply the same validation
 * and the same model policy (src/graph/model.ts): duplicate node ids and edges to undeclared
 * nodes are errors, weights must be numbers, and a repeated edge in a simple graph updates the
 * earlier one (later attributes win, as NetworkX's add_edge does) with a warning.
 * Nothing is returned until `build()`, so a failing parse never leaks a half-built graph.
 */
import { GrrafError } from '../../errors.js';
import {
  canonicalInt,
  type GraphData,
  type GraphEdge,
  type GraphNode,
  NO_LABELS,
  NO_PROPERTIES,
  type NodeId,
  type Properties,
} from '../model.js';
import { markDistinctEdges } from './distinct-edges.js';
import { columnarGraph, type EdgeColumns } from './edge-columns.js';
import type { ParseWarning } from './format.js';
import { Int32List } from './int32-list.js';
import { repeatedEdges } from './repeated-edges.js';

/** Where something is in the input; every field optional. */
export interface Where {
  line?: number;
  column?: number;
  field?: string;
}

/** How a GraphBuilder validates: direction, multigraph, file for messages, declared nodes. */
export interface BuilderOptions {
  directed: boolean;
  multi?: boolean;
  /** File name for error messages. */
  file?: string;
  /** True for formats that declare their nodes: an edge to an unknown node is then an error. */
  declaredNodes?: boolean;
  name?: string;
}

/** Optional node data for declareNode. */
export interface NodeData {
  labels?: string[];
  properties?: Properties;
  weight?: number;
}

/**
 * Accumulates nodes and edges with validation; see the file comment for the policy.
 * Hot path note: integer ids (the common case of edge lists and GraphInstruct) resolve through a
 * typed array, and per-edge bookkeeping (endpoint indexes, line and column) lives in typed
 * arrays, so twenty million edges cost little beyond their GraphEdge objects — and nothing more
 * when the parser adds bare edges by their ends (`addEdgeAt`): the graph's edge objects are then
 * made only when read (edge-columns.ts). Repeated edges are found at the end in O(V + E); the
 * merge pass only runs when a repeat exists.
 */
export class GraphBuilder {
  private readonly nodes: GraphNode[] = [];
  // Non-negative integer ids index a typed array (index + 1; 0 = none); others a Map.
  private readonly dense = new Int32List();
  private readonly byInt = new Map<number, number>();
  private readonly byString = new Map<string, number>();
  private readonly edges: GraphEdge[] = [];
  // True while every edge came through addEdgeAt: then `edges` stays empty and weights has one
  // entry per edge (NaN = none), until something needs the objects.
  private columnar = true;
  private weights: number[] = [];
  private anyWeight = false;
  private readonly ends = new Int32List(); // source index, target index per edge
  private readonly lines = new Int32List(); // line per edge (0 = unknown)
  private readonly columns = new Int32List(); // column per edge (0 = unknown)
  /** What the parser noticed besides repeated edges (input read in a way worth saying). */
  private readonly notes: ParseWarning[] = [];

  constructor(private readonly options: BuilderOptions) {}

  /** Names the file later errors refer to (a CSV graph is two files). */
  setFile(file: string | undefined): void {
    this.options.file = file;
  }

  /** Sets the direction before result() (a streamed edge list may state it late). */
  setDirected(directed: boolean): void {
    this.options.directed = directed;
  }

  /** A GrrafError at `where` in this builder's file. */
  error(code: 'parse' | 'validation', message: string, where: Where = {}): GrrafError {
    return new GrrafError(code, message, { file: this.options.file, ...where });
  }

  /** Adds a warning the parse result will carry, at `where` (line and column, or field). */
  warn(message: string, where: Where = {}): void {
    const w: ParseWarning = { message: where.field === undefined ? message : `${where.field}: ${message}` };
    if (where.line !== undefined) w.line = where.line;
    if (where.column !== undefined) w.column = where.column;
    this.notes.push(w);
  }

  /** Index of the node with this id, or -1. `3` and `"3"` are the same node. */
  private indexOf(id: NodeId): number {
    const n = typeof id === 'number' ? (Number.isSafeInteger(id) ? id : undefined) : canonicalInt(id);
    if (n === undefined) return this.byString.get(String(id)) ?? -1;
    const i = n >= 0 && n < this.dense.length ? this.dense.at(n) - 1 : -1;
    if (i !== -1 || this.byInt.size === 0) return i;
    return this.byInt.get(n) ?? -1;
  }

  private insert(node: GraphNode): number {
    const i = this.nodes.length;
    this.nodes.push(node);
    const id = node.id;
    const n = typeof id === 'number' ? (Number.isSafeInteger(id) ? id : undefined) : canonicalInt(id);
    if (n === undefined) this.byString.set(String(id), i);
    // Dense while the table stays within a few times the node count (no huge sparse tables).
    else if (n >= 0 && n < DENSE_LIMIT && n < 4 * i + DENSE_FREE) this.dense.set(n, i + 1);
    else this.byInt.set(n, i);
    return i;
  }

  /** True when a node with this id exists already. */
  hasNode(id: NodeId): boolean {
    return this.indexOf(id) !== -1;
  }

  /** Number of nodes so far. */
  get nodeCount(): number {
    return this.nodes.length;
  }

  /** Number of edges added so far (before repeated edges are merged). */
  get edgeCount(): number {
    return this.lines.length;
  }

  /** Declares a node; declaring the same id twice is a 'validation' error. */
  declareNode(id: NodeId, data: NodeData = {}, where: Where = {}): GraphNode {
    if (this.indexOf(id) !== -1) {
      throw this.error('validation', `duplicate node id ${JSON.stringify(id)}`, where);
    }
    const node: GraphNode = {
      id,
      labels: data.labels ?? NO_LABELS,
      properties: data.properties ?? NO_PROPERTIES,
    };
    if (data.weight !== undefined) node.weight = data.weight;
    this.insert(node);
    return node;
  }

  /**
   * Index of the node with this id, creating it when the format does not declare nodes. The
   * place is made into a Where only for the error: an object per edge cost more than the lookup.
   */
  private ensureIndex(id: NodeId, line: number, column: number, field: string | undefined): number {
    const i = this.indexOf(id);
    if (i !== -1) return i;
    if (this.options.declaredNodes) {
      const where = whereOf(line, column, field);
      throw this.error('validation', `edge refers to undeclared node ${JSON.stringify(id)}`, where);
    }
    return this.insert({ id, labels: NO_LABELS, properties: NO_PROPERTIES });
  }

  /** Returns the node with this id, creating it when the format does not declare nodes. */
  ensureNode(id: NodeId, where: Where = {}): GraphNode {
    return this.nodes[this.ensureIndex(id, where.line ?? 0, where.column ?? 0, where.field)] as GraphNode;
  }

  /**
   * Adds `edge` (stored as given, not copied). Endpoints are resolved to their nodes' ids, so
   * `"3"` and `3` name the same node. Repeated edges of a simple graph are merged by result().
   */
  addEdge(edge: GraphEdge, line = 0, column = 0, field?: string): void {
    this.toObjects();
    const s = this.ensureIndex(edge.source, line, column, field);
    const t = this.ensureIndex(edge.target, line, column, field);
    edge.source = (this.nodes[s] as GraphNode).id;
    edge.target = (this.nodes[t] as GraphNode).id;
    this.edges.push(edge);
    this.ends.push(s);
    this.ends.push(t);
    this.lines.push(line);
    this.columns.push(column);
  }

  /**
   * Adds a bare edge (no type, no properties) by its ends and weight, as addEdge would add
   * `{ source, target, properties: {}, weight }`, but with no object until the graph's edges are
   * read (see the class comment).
   */
  addEdgeAt(source: NodeId, target: NodeId, weight: number | undefined, line = 0, column = 0): void {
    if (!this.columnar) {
      const edge: GraphEdge = { source, target, properties: NO_PROPERTIES };
      if (weight !== undefined) edge.weight = weight;
      this.addEdge(edge, line, column);
      return;
    }
    const s = this.ensureIndex(source, line, column, undefined);
    const t = this.ensureIndex(target, line, column, undefined);
    this.ends.push(s);
    this.ends.push(t);
    this.lines.push(line);
    this.columns.push(column);
    if (weight !== undefined) this.anyWeight = true;
    this.weights.push(weight ?? Number.NaN);
  }

  /** Makes the objects of the edges added by their ends so far; addEdge and merging need them. */
  private toObjects(): void {
    if (!this.columnar) return;
    this.columnar = false;
    for (let i = 0; i < this.weights.length; i++) {
      const edge: GraphEdge = {
        source: (this.nodes[this.ends.at(2 * i)] as GraphNode).id,
        target: (this.nodes[this.ends.at(2 * i + 1)] as GraphNode).id,
        properties: NO_PROPERTIES,
      };
      const w = this.weights[i]!;
      if (!Number.isNaN(w)) edge.weight = w;
      this.edges.push(edge);
    }
    this.weights = [];
  }

  /** The finished graph and the warnings (repeated edges merged per the model policy). */
  result(): { graph: GraphData; warnings: ParseWarning[] } {
    const warnings: ParseWarning[] = [...this.notes];
    const ends = this.ends.view();
    const m = ends.length / 2;
    const source = new Int32Array(m);
    const target = new Int32Array(m);
    for (let i = 0; i < m; i++) {
      source[i] = ends[2 * i]!;
      target[i] = ends[2 * i + 1]!;
    }
    const mergeInto = this.options.multi
      ? undefined
      : repeatedEdges(this.nodes.length, source, target, this.options.directed);
    const repeats = mergeInto?.some((e) => e >= 0) === true;
    const base: Omit<GraphData, 'edges'> = { directed: this.options.directed, nodes: this.nodes };
    if (this.options.multi) base.multi = true;
    if (this.options.name !== undefined) base.name = this.options.name;
    let graph: GraphData;
    if (this.columnar && this.weights.length > 0) {
      const columns = repeats
        ? this.mergeRepeatedColumns(mergeInto!, source, target, warnings)
        : { source, target, weights: this.anyWeight ? Float64Array.from(this.weights) : null };
      graph = columnarGraph(base, columns);
    } else {
      this.toObjects();
      graph = { ...base, edges: repeats ? this.mergeRepeats(mergeInto!, warnings) : this.edges };
    }
    markDistinctEdges(graph);
    return { graph, warnings };
  }

  /** The edges with each repeat merged into the first edge of its ends (`into`: repeatedEdges). */
  private mergeRepeats(into: Int32Array, warnings: ParseWarning[]): GraphEdge[] {
    const kept: GraphEdge[] = [];
    this.edges.forEach((edge, i) => {
      if (into[i]! < 0) {
        kept.push(edge);
        return;
      }
      mergeInto(this.edges[into[i]!]!, edge);
      warnings.push(this.repeatWarning(edge.source, edge.target, i));
    });
    return kept;
  }

  /**
   * The same merge on bare edges added by their ends, column by column, so the graph stays
   * columnar: an undirected edge list that names every edge both ways (as many published ones
   * do) otherwise made a million edge objects here and in every consumer after.
   */
  private mergeRepeatedColumns(
    into: Int32Array,
    source: Int32Array,
    target: Int32Array,
    warnings: ParseWarning[],
  ): EdgeColumns {
    let keptCount = 0;
    for (let i = 0; i < into.length; i++) if (into[i]! < 0) keptCount++;
    const keptSource = new Int32Array(keptCount);
    const keptTarget = new Int32Array(keptCount);
    const weights = this.anyWeight ? new Float64Array(keptCount) : null;
    /** Each kept edge's position among the kept ones. */
    const position = new Int32Array(into.length);
    for (let i = 0, k = 0; i < into.length; i++) {
      const w = this.weights[i]!;
      const earlier = into[i]!;
      if (earlier < 0) {
        position[i] = k;
        keptSource[k] = source[i]!;
        keptTarget[k] = target[i]!;
        if (weights !== null) weights[k] = w;
        k++;
        continue;
      }
      // Later attributes win: a weight replaces the earlier one, no weight leaves it.
      if (weights !== null && !Number.isNaN(w)) weights[position[earlier]!] = w;
      warnings.push(this.repeatWarning(this.nodes[source[i]!]!.id, this.nodes[target[i]!]!.id, i));
    }
    return { source: keptSource, target: keptTarget, weights };
  }

  /** The warning for edge i, which repeats an earlier edge. */
  private repeatWarning(source: NodeId, target: NodeId, i: number): ParseWarning {
    const arrow = this.options.directed ? '->' : '-';
    const w: ParseWarning = {
      message: `repeated edge ${String(source)}${arrow}${String(target)} merged into the earlier one (later attributes win)`,
    };
    const line = this.lines.at(i);
    if (line > 0) {
      w.line = line;
      w.column = this.columns.at(i);
    }
    return w;
  }
}

/** A place as a Where: line (and column) when known, the field when given. */
function whereOf(line: number, column: number, field: string | undefined): Where {
  const where: Where = {};
  if (line > 0) {
    where.line = line;
    if (column > 0) where.column = column;
  }
  if (field !== undefined) where.field = field;
  return where;
}

/** Integer ids below this may index the dense table ... */
const DENSE_LIMIT = 1 << 27;
/** ... when they are below 4 x the node count plus this. */
const DENSE_FREE = 1 << 20;

/** NetworkX add_edge semantics: keys of the later edge overwrite, others are kept. */
function mergeInto(earlier: GraphEdge, later: GraphEdge): void {
  if (later.weight !== undefined) earlier.weight = later.weight;
  if (later.type !== undefined) earlier.type = later.type;
  // A copy: the earlier edge's properties may be the shared, frozen NO_PROPERTIES.
  for (const _ in later.properties) {
    earlier.properties = { ...earlier.properties, ...later.properties };
    break;
  }
}

/**
 * Reads a weight: finite numbers pass, numeric strings and big integers are converted (weights
 * are floating-point numbers, as NetworkX's float weights), anything else is a 'validation' error
 * naming the value and where it is.
 */
export function toWeight(value: unknown, file: string | undefined, where: Where): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'bigint' && Number.isFinite(Number(value))) return Number(value);
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    if (Number.isFinite(n)) return n;
  }
  throw new GrrafError('validation', `non-numeric weight ${JSON.stringify(value) ?? String(value)}`, {
    file,
    ...where,
  });
}

/** An integer-looking token becomes a number (safe integers only); anything else stays a string. */
export function toNodeId(token: string): NodeId {
  if (/^-?\d+$/.test(token)) {
    const n = Number(token);
    // "007" stays a string: turning it into 7 would merge it with a different id.
    if (Number.isSafeInteger(n) && String(n) === token) return n;
  }
  return token;
}
