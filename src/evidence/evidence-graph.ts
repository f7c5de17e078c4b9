/**
 * The lookups an evidence check needs, over a program's graph: which nodes exist, whether an edge
 * joins two nodes (in its direction when the graph is directed) and with what weight, and each
 * node's successors. Built once per graph and kept beside it (a WeakMap), so a repair round or the
 * next question on the same graph does not index it again.
 */
import { type GraphData, type NodeId, nodeKey } from '../graph/model.js';

export interface EvidenceGraph {
  directed: boolean;
  /** Whether any edge carries a weight (then a path's length is its weight). */
  weighted: boolean;
  nodeCount: number;
  hasNode(id: NodeId): boolean;
  /** The edge u → v (either way when undirected): its weight (1 when it has none), else undefined. */
  edgeWeight(u: NodeId, v: NodeId): number | undefined;
  /** Keys of the nodes an edge leads to from `id` (either way when undirected). */
  successors(id: NodeId): Iterable<string>;
  /** Every edge as [source key, target key], once. */
  edges(): Iterable<[string, string]>;
  /** Every node key. */
  nodeKeys(): Iterable<string>;
}

const built = new WeakMap<GraphData, EvidenceGraph>();

/** The graph's index for evidence checks (made once per GraphData object). */
export function evidenceGraph(data: GraphData): EvidenceGraph {
  let g = built.get(data);
  if (!g) {
    g = index(data);
    built.set(data, g);
  }
  return g;
}

function index(data: GraphData): EvidenceGraph {
  const nodes = new Set<string>();
  for (const n of data.nodes) nodes.add(nodeKey(n.id));
  // The lightest of parallel edges: a path or cut over them uses the cheapest.
  const out = new Map<string, Map<string, number>>();
  const add = (u: string, v: string, w: number) => {
    let m = out.get(u);
    if (!m) {
      m = new Map();
      out.set(u, m);
    }
    const had = m.get(v);
    if (had === undefined || w < had) m.set(v, w);
  };
  let weighted = false;
  for (const e of data.edges) {
    const u = nodeKey(e.source);
    const v = nodeKey(e.target);
    nodes.add(u).add(v);
    if (e.weight !== undefined) weighted = true;
    const w = e.weight ?? 1;
    add(u, v, w);
    if (!data.directed) add(v, u, w);
  }
  return {
    directed: data.directed,
    weighted,
    nodeCount: nodes.size,
    hasNode: (id) => nodes.has(nodeKey(id)),
    edgeWeight: (u, v) => out.get(nodeKey(u))?.get(nodeKey(v)),
    successors: (id) => out.get(nodeKey(id))?.keys() ?? [],
    *edges() {
      for (const [u, m] of out) {
        for (const v of m.keys()) if (data.directed || u <= v) yield [u, v];
      }
    },
    nodeKeys: () => nodes,
  };
}
