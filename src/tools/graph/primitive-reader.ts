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

/** A reader over `store`'s primitives; `directed` says how relationships are shown. */
export function primitiveReader(store: GraphStore, directed: boolean): GraphReader {
  const find = (lookup: NodeLookup, limit: number) =>
    store.nodesByProperty({ key: lookup.property, value: lookup.value, label: lookup.label, limit });
  return {
    async nodes(lookup, limit): Promise<Fetched<NodeRow>> {
      const found = await find(lookup, limit + 1);
      return fetched(
        found.map((n) => nodeRow(n.id, n.properties, n.weight)),
        limit,
      );
    },
    async neighbors(lookup, limit): Promise<Fetched<NeighborRow>> {
      const rows: NeighborRow[] = [];
      for (const center of await find(lookup, limit + 1)) {
        const around = await store.neighbors(center.id, {
          direction: 'both',
          limit: limit + 1 - rows.length,
        });
        for (const n of around) rows.push(neighborRow(center.id, n, directed));
        if (rows.length > limit) break;
      }
      return fetched(rows, limit);
    },
    async values(kind: EntityKind, entity, property, limit): Promise<Fetched<PropertyValue>> {
      const where = kind === 'node' ? { label: entity } : { type: entity };
      return fetched(await store.distinctValues({ key: property, ...where, limit: limit + 1 }), limit);
    },
  };
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
