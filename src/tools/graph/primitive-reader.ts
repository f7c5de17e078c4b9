/**
 * The graph tools' reads on any GraphStore, through its navigation primitives (nodesByProperty,
 * neighbors, distinctValues): what the memory store uses, and any store without Cypher.
 */
import { DEFAULT_EDGE_TYPE, DEFAULT_NODE_LABEL, type PropertyValue } from '../../graph/model.js';
import type { GraphStore, Neighbor } from '../../graph/stores/graph-store.js';
import {
  type Fetched,
  fetched,
  type GraphReader,
  type NeighborRow,
  type NodeLookup,
  type NodeRow,
  nodeRow,
} from './graph-reader.js';
import type { EntityKind } from './schema-lookup.js';

/**
 * A reader over `store`'s primitives; `directed` says how relationships are shown. Results are
 * read whole, so the totals are exact (the primitives serve stores that hold the graph in memory).
 */
export function primitiveReader(store: GraphStore, directed: boolean): GraphReader {
  const find = (lookup: NodeLookup) =>
    store.nodesByProperty({ key: lookup.property, value: lookup.value, label: lookup.label });
  return {
    async nodes(lookup, limit): Promise<Fetched<NodeRow>> {
      const found = await find(lookup);
      return fetched(
        found.map((n) => nodeRow(n.id, n.properties, n.weight)),
        limit,
      );
    },
    async neighbors(lookup, limit): Promise<Fetched<NeighborRow>> {
      const rows: NeighborRow[] = [];
      for (const center of await find(lookup)) {
        for (const n of await store.neighbors(center.id, { direction: 'both' })) {
          rows.push(neighborRow(center.id, n, directed));
        }
      }
      return fetched(rows, limit);
    },
    async values(kind: EntityKind, entity, property, limit): Promise<Fetched<PropertyValue>> {
      const where = kind === 'node' ? { label: entity } : { type: entity };
      const values = await store.distinctValues({ key: property, ...where });
      return fetched(values.sort(byValue), limit);
    },
  };
}

/** Values in a stable order: numbers before strings, each ascending (as the Cypher stores sort). */
function byValue(a: PropertyValue, b: PropertyValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

function neighborRow(from: PropertyValue, n: Neighbor, directed: boolean): NeighborRow {
  return {
    from,
    relationship: n.edge.type ?? DEFAULT_EDGE_TYPE,
    direction: !directed ? 'undirected' : n.direction === 'out' ? 'outgoing' : 'incoming',
    relationship_properties: withWeight(n.edge.properties, n.edge.weight),
    neighbor_labels: n.node.labels.length === 0 ? [DEFAULT_NODE_LABEL] : [...n.node.labels],
    neighbor: nodeRow(n.node.id, n.node.properties, n.node.weight),
  };
}

function withWeight(
  properties: Record<string, PropertyValue>,
  weight: number | undefined,
): Record<string, PropertyValue> {
  return weight === undefined ? { ...properties } : { ...properties, weight };
}
