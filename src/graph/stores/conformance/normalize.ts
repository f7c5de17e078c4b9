/**
 * Order-free forms of store answers, so stores that list the same things in a different order
 * (tables vs insertion order) compare equal. Nothing else is relaxed.
 */
import { type GraphData, nodeKey } from '../../model.js';
import { valueKey } from '../../property-view.js';
import type { GraphSchema } from '../../schema.js';
import type { Neighbor } from '../graph-store.js';

/** GraphData with nodes sorted by id key and edges by (source, target, type, properties). */
export function normalizeGraph(g: GraphData): GraphData {
  const nodes = [...g.nodes].sort((a, b) => cmp(nodeKey(a.id), nodeKey(b.id)));
  const edges = [...g.edges].sort((a, b) => cmp(edgeKey(a), edgeKey(b)));
  return { ...g, nodes, edges };
}

function edgeKey(e: GraphData['edges'][number]): string {
  return JSON.stringify([nodeKey(e.source), nodeKey(e.target), e.type ?? '', valueKey(e.weight ?? null)]);
}

/** A schema with example lists sorted (first-seen order depends on a store's scan order). */
export function normalizeSchema(s: GraphSchema): GraphSchema {
  const sortExamples = <T extends { properties: { examples: unknown[] }[] }>(x: T): T => ({
    ...x,
    properties: x.properties.map((p) => ({ ...p, examples: [...p.examples].sort(byJson) })),
  });
  return {
    ...s,
    idExamples: [...s.idExamples].sort(byJson),
    nodeLabels: s.nodeLabels.map(sortExamples),
    relationshipTypes: s.relationshipTypes.map(sortExamples),
  };
}

/** Neighbors as sorted `direction:otherId:type` strings plus edge endpoints. */
export function neighborKeys(list: Neighbor[]): string[] {
  return list
    .map(
      (n) =>
        `${n.direction} ${nodeKey(n.node.id)} ${n.edge.type ?? '-'} ${nodeKey(n.edge.source)}->${nodeKey(n.edge.target)}`,
    )
    .sort();
}

function byJson(a: unknown, b: unknown): number {
  return cmp(JSON.stringify(a), JSON.stringify(b));
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
