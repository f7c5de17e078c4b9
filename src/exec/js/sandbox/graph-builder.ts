/**
 * Runs INSIDE the isolate: builds a graphology graph from the transfer form.
 *
 * Keys are String(id) (what graphology and the stores index by); the original id stays in the
 * node attribute `id` (a number for GraphInstruct graphs). Edge weight → attribute `weight`,
 * node weight → node attribute `weight`, labels → `labels`, type → `type`, properties spread
 * beside them. Self-loops are allowed; a simple graph merges a repeated edge (later wins).
 */
import { DirectedGraph, MultiDirectedGraph, MultiUndirectedGraph, UndirectedGraph } from 'graphology';
import type { AbstractGraph } from 'graphology-types';
import type { TransferGraph } from '../graph-transfer.js';

/** The graphology graph for `t`. */
export function buildGraph(t: TransferGraph): AbstractGraph {
  const Ctor = t.multi
    ? t.directed
      ? MultiDirectedGraph
      : MultiUndirectedGraph
    : t.directed
      ? DirectedGraph
      : UndirectedGraph;
  const G: AbstractGraph = new Ctor({ allowSelfLoops: true });
  const keys: string[] = new Array(t.ids.length);
  for (let i = 0; i < t.ids.length; i++) {
    const id = t.ids[i]!;
    const key = String(id);
    keys[i] = key;
    const extra = t.nodeAttrs?.[i];
    G.addNode(key, extra ? { ...extra, id } : { id });
  }
  const { src, dst, weights, edgeAttrs } = t;
  for (let i = 0; i < src.length; i++) {
    const extra = edgeAttrs?.[i];
    const attrs: Record<string, unknown> = extra ? { ...extra } : {};
    const w = weights?.[i];
    if (w !== undefined && !Number.isNaN(w)) attrs.weight = w;
    const s = keys[src[i]!]!;
    const d = keys[dst[i]!]!;
    if (t.multi) G.addEdge(s, d, attrs);
    else G.mergeEdge(s, d, attrs);
  }
  return G;
}
