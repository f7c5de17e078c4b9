/**
 * GraphData → a compact, column-oriented form that copies into an isolate cheaply: endpoints
 * and weights in typed arrays (copied as raw memory), objects only for nodes and edges that
 * carry labels, types or properties (graph/graphology.ts decides which attributes those are). Computed once per GraphData object (WeakMap), so repeated
 * runs on the same graph do not re-serialize it. GraphData is treated as immutable.
 */
import { edgeExtras, nodeExtras } from '../../graph/graphology.js';
import type { GraphData, NodeId } from '../../graph/model.js';
import { nodeKey } from '../../graph/model.js';

/** What the sandbox's graph builder receives. */
export interface TransferGraph {
  directed: boolean;
  multi: boolean;
  /** Original node ids, in order. */
  ids: NodeId[];
  /** Per node: labels / properties / weight (null when none), or null when no node has any. */
  nodeAttrs: (Record<string, unknown> | null)[] | null;
  src: Int32Array;
  dst: Int32Array;
  /** Edge weights, NaN where an edge has none; null when no edge has one. */
  weights: Float64Array | null;
  /** Per edge: type and properties (null when none), or null when no edge has any. */
  edgeAttrs: (Record<string, unknown> | null)[] | null;
}

/** Builds the transfer form. Edge endpoints missing from `nodes` are added as bare nodes. */
export function toTransferGraph(g: GraphData): TransferGraph {
  const ids: NodeId[] = [];
  const index = new Map<string, number>();
  const attrs: (Record<string, unknown> | null)[] = [];
  let anyAttrs = false;
  for (const n of g.nodes) {
    const k = nodeKey(n.id);
    if (index.has(k)) continue;
    index.set(k, ids.length);
    ids.push(n.id);
    const a = nodeExtras(n);
    attrs.push(a);
    anyAttrs ||= a !== null;
  }
  const at = (id: NodeId): number => {
    const k = nodeKey(id);
    let i = index.get(k);
    if (i === undefined) {
      i = ids.length;
      index.set(k, i);
      ids.push(id);
      attrs.push(null);
    }
    return i;
  };
  const m = g.edges.length;
  const src = new Int32Array(m);
  const dst = new Int32Array(m);
  let weights: Float64Array | null = null;
  const edgeAttrs: (Record<string, unknown> | null)[] = new Array(m);
  let anyEdgeAttrs = false;
  for (let i = 0; i < m; i++) {
    const e = g.edges[i]!;
    src[i] = at(e.source);
    dst[i] = at(e.target);
    if (e.weight !== undefined) {
      weights ??= new Float64Array(m).fill(Number.NaN);
      weights[i] = e.weight;
    }
    const a = edgeExtras(e);
    edgeAttrs[i] = a;
    anyEdgeAttrs ||= a !== null;
  }
  return {
    directed: g.directed,
    multi: g.multi === true,
    ids,
    nodeAttrs: anyAttrs ? attrs : null,
    src,
    dst,
    weights,
    edgeAttrs: anyEdgeAttrs ? edgeAttrs : null,
  };
}
