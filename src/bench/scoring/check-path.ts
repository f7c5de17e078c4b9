/**
 * Checks a path answer: it must start and end at the asked nodes, follow edges of the graph
 * (respecting direction) and have the optimal total weight.
 */
import type { GraphData, NodeId } from '../../graph/model.js';

/** Lightest edge weight between consecutive nodes (1 when unweighted), keyed `u\u0000v`. */
function edgeWeights(g: GraphData): Map<string, number> {
  const w = new Map<string, number>();
  const put = (u: string, v: string, x: number) => {
    const k = `${u}\u0000${v}`;
    w.set(k, Math.min(w.get(k) ?? Number.POSITIVE_INFINITY, x));
  };
  for (const e of g.edges) {
    const x = e.weight ?? 1;
    put(String(e.source), String(e.target), x);
    if (!g.directed) put(String(e.target), String(e.source), x);
  }
  return w;
}

/** The path's total weight, or a reason why it is not a path from source to target. */
export function checkedPathWeight(
  g: GraphData,
  path: readonly string[],
  source: NodeId,
  target: NodeId,
): { weight: number } | { problem: string } {
  if (path[0] !== String(source)) return { problem: `path starts at ${path[0]}, not ${source}` };
  if (path.at(-1) !== String(target)) return { problem: `path ends at ${path.at(-1)}, not ${target}` };
  const weights = edgeWeights(g);
  let total = 0;
  for (let i = 1; i < path.length; i++) {
    const w = weights.get(`${path[i - 1]}\u0000${path[i]}`);
    if (w === undefined) return { problem: `no edge ${path[i - 1]}${g.directed ? '->' : '-'}${path[i]}` };
    total += w;
  }
  return { weight: total };
}
