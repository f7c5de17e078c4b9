/**
 * Runs INSIDE the isolate: builds a graphology graph from the transfer form, with the attribute
 * layout of graph/graphology.ts (the transfer form already holds each node's and edge's extras).
 *
 * Bulk path: graphology's `addEdge` / `mergeEdge` re-validate, coerce keys, look nodes up by key
 * and emit an event for every edge; at a million edges that was 6-28 s per run. The graph here
 * is fresh, its endpoints are indexes into `ids`, and nothing listens yet, so the builder creates
 * graphology's own node and edge records and fills its indexes directly — the same fields
 * `addEdge` writes (degrees, self-loop counts, adjacency, sizes). graph-builder.test.ts checks the
 * result against graphology's public API built edge by edge, so an upgrade that changes those
 * internals fails there rather than in a program.
 */
import type { AbstractGraph, Attributes } from 'graphology-types';
import { emptyGraphology } from '../../../graph/graphology.js';
import type { TransferGraph } from '../graph-transfer.js';

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
  const records = addNodes(internals, t);
  addEdges(internals, t, records);
  return G;
}

/** Node records in `t.ids` order (ids are distinct: the transfer form de-duplicated them). */
function addNodes(G: GraphInternals, t: TransferGraph): NodeRecord[] {
  const NodeData = G.NodeDataClass;
  const nodes = G._nodes;
  const records: NodeRecord[] = new Array(t.ids.length);
  for (let i = 0; i < t.ids.length; i++) {
    const id = t.ids[i]!;
    const key = String(id);
    const extra = t.nodeAttrs?.[i];
    const record = new NodeData(key, extra ? { ...extra, id } : { id });
    nodes.set(key, record);
    records[i] = record;
  }
  return records;
}

/** Every edge, as `addEdge` (multigraph) or `mergeEdge` (simple graph: later attributes win) would add it. */
function addEdges(G: GraphInternals, t: TransferGraph, records: NodeRecord[]): void {
  const EdgeData = edgeClass();
  const edges = G._edges;
  const nextKey = G._edgeKeyGenerator;
  const undirected = !t.directed;
  const { src, dst, weights, edgeAttrs, multi } = t;
  let size = 0;
  let loops = 0;
  for (let i = 0; i < src.length; i++) {
    const s = records[src[i]!]!;
    const d = records[dst[i]!]!;
    const extra = edgeAttrs?.[i];
    const attrs: Attributes = extra ? { ...extra } : {};
    const w = weights === null ? Number.NaN : weights[i]!;
    if (!Number.isNaN(w)) attrs.weight = w;
    const out = undirected ? s.undirected : s.out;
    if (!multi) {
      const existing = out[d.key];
      if (existing !== undefined) {
        Object.assign(existing.attributes, attrs);
        continue;
      }
    }
    const key = nextKey();
    const record = new EdgeData(undirected, key, s, d, attrs);
    edges.set(key, record);
    size++;
    const loop = s === d;
    if (loop) loops++;
    if (undirected) {
      s.undirectedDegree++;
      d.undirectedDegree++;
      if (loop) s.undirectedLoops++;
    } else {
      s.outDegree++;
      d.inDegree++;
      if (loop) s.directedLoops++;
    }
    if (multi) record.attachMulti();
    else {
      out[d.key] = record;
      if (!(undirected && loop)) (undirected ? d.undirected : d.in)[s.key] = record;
    }
  }
  if (undirected) {
    G._undirectedSize += size;
    G._undirectedSelfLoopCount += loops;
  } else {
    G._directedSize += size;
    G._directedSelfLoopCount += loops;
  }
}
