/**
 * Checks a topological order against a graph. Written here (not taken from algorithms/) on
 * purpose: the scorer must not share code with the library whose answers it judges.
 */
import type { GraphData } from '../../graph/model.js';

/** Why `order` is not a topological order of `g`, or undefined when it is one. */
export function orderProblem(g: GraphData, order: readonly string[]): string | undefined {
  const position = new Map<string, number>();
  for (const [i, id] of order.entries()) {
    if (position.has(id)) return `node ${id} appears twice`;
    position.set(id, i);
  }
  for (const n of g.nodes) {
    if (!position.has(String(n.id))) return `node ${n.id} is missing`;
  }
  if (position.size !== g.nodes.length) {
    const extra = order.find((id) => !g.nodes.some((n) => String(n.id) === id));
    return `node ${extra} is not in the graph`;
  }
  for (const e of g.edges) {
    const s = position.get(String(e.source))!;
    const t = position.get(String(e.target))!;
    if (s >= t) return `edge ${e.source}->${e.target} goes backwards`;
  }
  return undefined;
}
