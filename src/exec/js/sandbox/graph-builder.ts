/**
 * Runs INSIDE the isolate: builds a graphology graph from the transfer form, with the attribute
 * layout of graph/graphology.ts (the transfer form already holds each node's and edge's extras).
 *
 * Bulk path: graphology's `addEdge` / `mergeEdge` re-validate, coerce keys, look nodes up by key
 * and emit an event for every edge; at a million edges that was 6-28 s per run. The graph here
 * is fresh, its endpoints are indexes into `ids`, and nothing listens yet, so the builder creates
 * graphology's own node and edge records and sets the fields `addEdge` writes (degrees, self-loop
 * counts, sizes) directly; repeated edges of a simple graph are found with typed arrays
 * (edge-index.ts), the edge map finds bulk edges by number instead of hashing their keys
 * (numbered-map.ts), and the per-node adjacency indexes are built on first use
 * (lazy-adjacency.ts). graph-builder.test.ts holds the result, and later mutations, equal to
 * graphology building the same graphs edge by edge, so an upgrade that changes those internals
 * fails there rather than in a program.
 */
import type { AbstractGraph, Attributes } from 'graphology-types';
import { type GraphSeed, seedGraph } from '../../../algorithms/graph-seed.js';
import { repeatedEdges } from '../../../graph/formats/repeated-edges.js';
import { emptyGraphology } from '../../../graph/graphology.js';
import type { TransferGraph } from '../graph-transfer.js';
import { type EdgeLists, edgeLists } from './edge-index.js';
import { lazyNodePrototype, NODE_INDEX } from './lazy-adjacency.js';
import { NumberedMap } from './numbered-map.js';

type Adjacency = Record<string, EdgeRecord>;

/** graphology's per-node record (DirectedNodeData / UndirectedNodeData). */
interface NodeRecord {
  key: string;
  attributes: Attributes;
  in: Adjacency;
  out: Adjacency;
  undirected: Adjacency;
  inDegree: number;
  outDegree: number;
  directedLoops: number;
  undirectedDegree: number;
  undirectedLoops: number;
}

/** graphology's per-edge record (EdgeData). */
interface EdgeRecord {
  key: string;
  attributes: Attributes;
  source: NodeRecord;
  target: NodeRecord;
  attachMulti(): void;
}

type EdgeRecordClass = new (
  undirected: boolean,
  key: string,
  source: NodeRecord,
  target: NodeRecord,
  attributes: Attributes,
) => EdgeRecord;

/** The private members of a graphology graph that `addNode` / `addEdge` maintain. */
interface GraphInternals {
  NodeDataClass: new (key: string, attributes: Attributes) => NodeRecord;
  _nodes: Map<string, NodeRecord>;
  _edges: Map<string, EdgeRecord>;
  _edgeKeyGenerator: () => string;
  _directedSize: number;
  _undirectedSize: number;
  _directedSelfLoopCount: number;
  _undirectedSelfLoopCount: number;
}

let edgeRecordClass: EdgeRecordClass | undefined;

/** graphology does not export EdgeData: read it off an edge of a throw-away graph. */
function edgeClass(): EdgeRecordClass {
  if (!edgeRecordClass) {
    const probe = emptyGraphology(true, false);
    probe.addNode('a');
    probe.addEdge('a', 'a');
    const [record] = (probe as unknown as GraphInternals)._edges.values();
    edgeRecordClass = (record as unknown as { constructor: EdgeRecordClass }).constructor;
  }
  return edgeRecordClass;
}

/** The graphology graph for `t`. */
export function buildGraph(t: TransferGraph): AbstractGraph {
  const G = emptyGraphology(t.directed, t.multi);
  const internals = G as unknown as GraphInternals;
  const built = t.multi ? addMultigraph(internals, t) : addSimpleGraph(internals, t);
  // The library reads G's structure from the builder's arrays until G changes: walking the
  // million edges of G for its index took longer than building G, and an s→t search then reads
  // only the edge lists of the nodes it reaches (algorithms/graph-seed.ts).
  seedGraph(G, graphSeed(internals, built, t));
  return G;
}

/** The records the builder made: nodes, and edge i of the transfer form (none when merged), `kept` of them. */
interface Built {
  nodes: NodeRecords;
  /** The record of edge i of the transfer form (an edge G holds). */
  record: (i: number) => EdgeRecord;
  /** The numbers of the edges G holds, in order; null when that is every edge. */
  kept: Int32Array | null;
  lists: () => { out: EdgeLists; in: EdgeLists };
  /** The weights edges were built with, and which attribute objects were made (see GraphSeed). */
  weights?: GraphSeed['weights'];
}

/** What the library is told about G (see GraphSeed). */
function graphSeed(G: GraphInternals, built: Built, t: TransferGraph): GraphSeed {
  const { nodes, record, kept, lists } = built;
  let byKey: Map<string, number> | undefined;
  return {
    directed: t.directed,
    n: nodes.n,
    position(key) {
      const record = G._nodes.get(key) as (NodeRecord & { [NODE_INDEX]?: number }) | undefined;
      if (record === undefined) return -1;
      const index = record[NODE_INDEX];
      if (index !== undefined) return index;
      // Multigraph records are graphology's own, without a position: number them once.
      byKey ??= new Map(Array.from({ length: nodes.n }, (_, v) => [nodes.key(v), v]));
      return byKey.get(key) ?? -1;
    },
    key: nodes.key,
    nodeAttribute: nodes.attribute,
    keys: () => {
      // A plain loop: a first call runs this unoptimized, where Array.from's callback per node cost 0.5 ms at 1k nodes.
      const keys: string[] = new Array(nodes.n);
      for (let v = 0; v < nodes.n; v++) keys[v] = nodes.key(v);
      return keys;
    },
    src: t.src,
    dst: t.dst,
    attributes: (e) => record(e).attributes,
    kept,
    lists,
    ...(built.weights && { weights: built.weights }),
  };
}

/** Per-node edge lists, made once on first use: the host's when it sent them (all edges kept), else sorted here. */
function listsOnce(t: TransferGraph, kept: Int32Array | null): () => { out: EdgeLists; in: EdgeLists } {
  let lists = kept === null ? t.lists : undefined;
  return () => {
    lists ??= edgeLists(t.ids.length, t.src, t.dst, kept, t.directed);
    return lists;
  };
}

/** G's node records by position in `t.ids`. */
interface NodeRecords {
  n: number;
  /** The record of the node at position v. */
  node: (v: number) => NodeRecord;
  /** Its key, without making the record. */
  key: (v: number) => string;
  /** Attribute `name` of node v: its record's once made, else what the record would be made with. */
  attribute: (v: number, name: string) => unknown;
}

/**
 * Node records in `t.ids` order (ids are distinct: the transfer form de-duplicated them). When the
 * ids are small non-negative integers (GraphInstruct's, generated graphs', most edge lists') the
 * node map finds them by number, iterates them in `t.ids` order as graphology's Map would, and makes each record the first time anything reads it (the map, an edge record's ends, the
 * library): a program that reads a few nodes of a million-edge graph makes only those. Records
 * are made with the graph's state at build time, which holds because every change to a node
 * goes through its record (graphology reads it from the node map first).
 */
function addNodes(
  G: GraphInternals,
  t: TransferGraph,
  make: (key: string, attributes: Attributes, index: number) => NodeRecord,
): NodeRecords {
  const n = t.ids.length;
  const ids = t.ids;
  const records: NodeRecord[] = new Array(n);
  const makeAt = (v: number): NodeRecord => {
    const id = ids[v]!;
    const extra = t.nodeAttrs?.[v];
    return make(String(id), extra ? { ...extra, id } : { id }, v);
  };
  const slotByNumber = denseIntegerIds(ids);
  if (slotByNumber === null) {
    for (let v = 0; v < n; v++) {
      const record = makeAt(v);
      records[v] = record;
      G._nodes.set(record.key, record);
    }
    return {
      n,
      node: (v) => records[v]!,
      key: (v) => records[v]!.key,
      attribute: (v, name) => records[v]!.attributes[name],
    };
  }
  const node = (v: number): NodeRecord => {
    let record = records[v];
    if (record === undefined) {
      record = makeAt(v);
      records[v] = record;
    }
    return record;
  };
  G._nodes = new NumberedMap('', { present: new Uint8Array(n).fill(1), recordAt: node, slotByNumber });
  // As makeAt's attributes would hold it: the extras, then the id over them.
  const attribute = (v: number, name: string): unknown => {
    const record = records[v];
    if (record !== undefined) return record.attributes[name];
    return name === 'id' ? ids[v] : t.nodeAttrs?.[v]?.[name];
  };
  return { n, node, key: (v) => records[v]?.key ?? String(ids[v]), attribute };
}

/** Ids up to this multiple of the node count (and a small margin) are found through an array. */
const DENSE_FACTOR = 4;

/**
 * Position by id when every id is a non-negative integer no larger than DENSE_FACTOR times the
 * node count (GraphInstruct's, generated graphs', most edge lists'); null otherwise.
 */
function denseIntegerIds(ids: TransferGraph['ids']): Int32Array | null {
  const n = ids.length;
  const bound = DENSE_FACTOR * n + 16;
  let max = -1;
  for (let v = 0; v < n; v++) {
    const id = ids[v];
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id >= bound) return null;
    if (id > max) max = id;
  }
  const positions = new Int32Array(max + 1).fill(-1);
  for (let v = 0; v < n; v++) positions[ids[v] as number] = v;
  return positions;
}

/** The attributes of edge `i`: its extras, then its weight. */
function edgeAttributes(t: TransferGraph, i: number): Attributes {
  const extra = t.edgeAttrs?.[i];
  const w = t.weights === null ? Number.NaN : t.weights[i]!;
  if (!extra) return Number.isNaN(w) ? {} : { weight: w };
  const attrs: Attributes = { ...extra };
  if (!Number.isNaN(w)) attrs.weight = w;
  return attrs;
}

/**
 * The prefix of edge keys in graphology's generated form, `geid_<graph>_b<i>`: the `b` keeps them
 * apart from what the graph's own generator makes later (`geid_<graph>_<n>`), so it never has to
 * skip a million taken keys, and the edge map finds a key by its number (numbered-map.ts).
 */
function bulkKeyPrefix(G: GraphInternals): string {
  return G._edgeKeyGenerator().replace(/\d+$/, 'b');
}

type LazyNodeClass = new (key: string, attributes: Attributes, index: number) => NodeRecord;

/**
 * A constructor of node records on the lazy prototype, with graphology's degree fields (a
 * constructor, not Object.create and assignments: V8 then lays the fields out in the object).
 */
function lazyNodeClass(proto: object, directed: boolean): LazyNodeClass {
  const LazyNode = directed
    ? function (this: Record<string, unknown>, key: string, attributes: Attributes, index: number) {
        this.key = key;
        this.attributes = attributes;
        this.inDegree = 0;
        this.outDegree = 0;
        this.directedLoops = 0;
        this[NODE_INDEX] = index;
      }
    : function (this: Record<string, unknown>, key: string, attributes: Attributes, index: number) {
        this.key = key;
        this.attributes = attributes;
        this.undirectedDegree = 0;
        this.undirectedLoops = 0;
        this[NODE_INDEX] = index;
      };
  LazyNode.prototype = proto;
  return LazyNode as unknown as LazyNodeClass;
}

/** Degree and self-loop fields for one new edge s → d, as addEdge counts them. */
function countEdge(s: NodeRecord, d: NodeRecord, directed: boolean): void {
  if (directed) {
    s.outDegree++;
    d.inDegree++;
    if (s === d) s.directedLoops++;
  } else {
    s.undirectedDegree++;
    d.undirectedDegree++;
    if (s === d) s.undirectedLoops++;
  }
}

function addSizes(G: GraphInternals, directed: boolean, size: number, loops: number): void {
  if (directed) {
    G._directedSize += size;
    G._directedSelfLoopCount += loops;
  } else {
    G._undirectedSize += size;
    G._undirectedSelfLoopCount += loops;
  }
}

/**
 * A simple graph, as `mergeEdge` would build it (a repeated edge merges its attributes into the
 * first, later ones winning), with adjacency indexes built on first use, and edge records made on
 * first read: by the edge map (`G._edges`, numbered-map.ts), an adjacency index, or the library.
 * Making a million records, and collecting them, was most of building `G`; degrees and sizes are
 * counted from the transfer form's arrays instead.
 */
function addSimpleGraph(G: GraphInternals, t: TransferGraph): Built {
  const { src, dst, directed } = t;
  const m = src.length;
  // Edges the host vouches are distinct need no search for repeats (a tenth of the build, and
  // 20 MB of typed arrays, at a million edges).
  const mergeInto = t.distinct ? null : repeatedEdges(t.ids.length, src, dst, directed);
  const present = new Uint8Array(m);
  let keptCount = 0;
  for (let i = 0; i < m; i++) {
    if (mergeInto !== null && mergeInto[i]! >= 0) continue;
    present[i] = 1;
    keptCount++;
  }
  const kept = mergeInto && keptEdges(mergeInto, keptCount);
  const lists = listsOnce(t, kept);
  const { degrees, loops } = countDegrees(t, present);
  const records: (EdgeRecord | undefined)[] = new Array(m).fill(undefined);
  const record = (i: number): EdgeRecord => {
    let made = records[i];
    if (made === undefined) {
      made = new BulkEdge(i, nodes.node(src[i]!), nodes.node(dst[i]!));
      records[i] = made;
    }
    return made;
  };
  const proto = lazyNodePrototype(G.NodeDataClass.prototype as object, { directed, record, lists });
  const LazyNode = lazyNodeClass(proto, directed);
  const nodes = addNodes(G, t, (key, attributes, index) => {
    const node = new LazyNode(key, attributes, index);
    setDegrees(node, degrees, index, directed);
    return node;
  });
  const prefix = bulkKeyPrefix(G);
  const built: NonNullable<GraphSeed['weights']> = {
    values: t.weights,
    touched: new Uint8Array(m),
    touchedCount: 0,
  };
  if (t.weightSummary !== undefined) built.summary = t.weightSummary;
  const BulkEdge = bulkEdgeClass(edgeClass(), prefix, !directed, (i) => {
    built.touched[i] = 1;
    built.touchedCount++;
    return edgeAttributes(t, i);
  });
  if (mergeInto !== null)
    for (let i = 0; i < m; i++) {
      const into = mergeInto[i]!;
      if (into >= 0) Object.assign(record(into).attributes, edgeAttributes(t, i));
    }
  G._edges = new NumberedMap(prefix, { present, recordAt: record });
  addSizes(G, directed, keptCount, loops);
  // Plain weights only: an edge with other attributes might carry a "weight" among them.
  const weights = t.edgeAttrs === null ? built : undefined;
  return { nodes, record, kept, lists, weights };
}

/** Per-node degree counts of the present edges, as addEdge counts them, and the self-loops among them. */
interface Degrees {
  /** Directed: out-degree; undirected: degree (a self-loop counts twice). */
  first: Int32Array;
  /** Directed: in-degree; undirected: unused. */
  second: Int32Array;
  /** Self-loops at each node. */
  loopsAt: Int32Array;
}

function countDegrees(t: TransferGraph, present: Uint8Array): { degrees: Degrees; loops: number } {
  const n = t.ids.length;
  const { src, dst, directed } = t;
  const degrees: Degrees = {
    first: new Int32Array(n),
    second: directed ? new Int32Array(n) : new Int32Array(0),
    loopsAt: new Int32Array(n),
  };
  const { first, second, loopsAt } = degrees;
  let loops = 0;
  for (let i = 0; i < src.length; i++) {
    if (present[i] === 0) continue;
    const s = src[i]!;
    const d = dst[i]!;
    first[s]!++;
    if (directed) second[d]!++;
    else first[d]!++;
    if (s === d) {
      loopsAt[s]!++;
      loops++;
    }
  }
  return { degrees, loops };
}

function setDegrees(node: NodeRecord, degrees: Degrees, v: number, directed: boolean): void {
  if (directed) {
    node.outDegree = degrees.first[v]!;
    node.inDegree = degrees.second[v]!;
    node.directedLoops = degrees.loopsAt[v]!;
  } else {
    node.undirectedDegree = degrees.first[v]!;
    node.undirectedLoops = degrees.loopsAt[v]!;
  }
}

/** The field holding a bulk edge record's number (its key is the bulk prefix and this number). */
const EDGE_NUMBER = '_grrafEdge';

type BulkEdgeClass = new (index: number, source: NodeRecord, target: NodeRecord) => EdgeRecord;

/**
 * Edge records on graphology's EdgeData prototype whose `key` is made from their number when
 * read: a key string per edge (two objects: digits and the joined string) was a fifth of the
 * memory G took, all of it copied by the young-generation collector before it settled.
 * Assigning `key` makes it an ordinary own field. `undirected`, the same for every edge of a
 * bulk-built graph, is the prototype's.
 *
 * The attributes object is made on first read too (`attributesOf`, which notes that it was):
 * a million `{ weight }` objects were a tenth of the build, and until a program holds an edge's
 * attributes object its weight is the one it was built with, which the library then reads from
 * the transfer form's typed array (the seed's `weights`) instead of a million scattered objects.
 */
function bulkEdgeClass(
  EdgeData: EdgeRecordClass,
  prefix: string,
  undirected: boolean,
  attributesOf: (index: number) => Attributes,
): BulkEdgeClass {
  const proto = Object.create(EdgeData.prototype as object) as Record<string, unknown>;
  proto.undirected = undirected;
  const own = (record: object, value: unknown) =>
    Object.defineProperty(record, 'attributes', {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  Object.defineProperty(proto, 'attributes', {
    get(this: Record<string, unknown>) {
      const attributes = attributesOf(this[EDGE_NUMBER] as number);
      own(this, attributes);
      return attributes;
    },
    set(this: Record<string, unknown>, value: unknown) {
      // Replaced whole (graphology's replaceEdgeAttributes): the built weight is no longer its.
      attributesOf(this[EDGE_NUMBER] as number);
      own(this, value);
    },
    configurable: true,
  });
  Object.defineProperty(proto, 'key', {
    get(this: Record<string, unknown>) {
      return prefix + (this[EDGE_NUMBER] as number);
    },
    set(this: object, value: unknown) {
      Object.defineProperty(this, 'key', { value, writable: true, enumerable: true, configurable: true });
    },
    configurable: true,
  });
  const BulkEdge = function (
    this: Record<string, unknown>,
    index: number,
    source: NodeRecord,
    target: NodeRecord,
  ) {
    this.source = source;
    this.target = target;
    this[EDGE_NUMBER] = index;
  };
  BulkEdge.prototype = proto;
  return BulkEdge as unknown as BulkEdgeClass;
}

/** The indexes of the edges that repeat no earlier one; null when that is every edge. */
function keptEdges(mergeInto: Int32Array, keptCount: number): Int32Array | null {
  if (keptCount === mergeInto.length) return null;
  const kept = new Int32Array(keptCount);
  for (let i = 0, k = 0; i < mergeInto.length; i++) if (mergeInto[i]! < 0) kept[k++] = i;
  return kept;
}

/** A multigraph, as `addEdge` would build it (graphology's own linked lists of parallel edges). */
function addMultigraph(G: GraphInternals, t: TransferGraph): Built {
  const nodes = addNodes(G, t, (key, attributes) => new G.NodeDataClass(key, attributes));
  const EdgeData = edgeClass();
  const prefix = bulkKeyPrefix(G);
  const { src, dst, directed } = t;
  const slots: EdgeRecord[] = new Array(src.length);
  let loops = 0;
  for (let i = 0; i < src.length; i++) {
    const s = nodes.node(src[i]!);
    const d = nodes.node(dst[i]!);
    const record = new EdgeData(!directed, prefix + i, s, d, edgeAttributes(t, i));
    slots[i] = record;
    countEdge(s, d, directed);
    if (s === d) loops++;
    record.attachMulti();
  }
  G._edges = new NumberedMap(prefix, slots);
  addSizes(G, directed, src.length, loops);
  return { nodes, record: (i) => slots[i]!, kept: null, lists: listsOnce(t, null) };
}
