/**
 * Runs INSIDE the isolate: builds a graphology graph from the transfer form, with the attribute
 * layout of graph/graphology.ts (the transfer form already holds each node's and edge's extras).
 */
import type { AbstractGraph } from 'graphology-types';
import { emptyGraphology } from '../../../graph/graphology.js';
import type { TransferGraph } from '../graph-transfer.js';

/** The graphology graph for `t`. */
export function buildGraph(t: TransferGraph): AbstractGraph {
  const G: AbstractGraph = emptyGraphology(t.directed, t.multi);
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
