/**
 * The node and edge records the memory store keeps (and hands to graphology as attributes).
 *
 * Node records are StoredNode-shaped (`id` kept as given, so a numeric id comes back as a number
 * although graphology keys are strings). Edge records keep `weight` at the top level so
 * graphology's own algorithms (which read the `weight` attribute by default) work on `graph()`.
 */
import type { NodeId, Properties } from '../../model.js';

/** What the memory store keeps for each node (graphology node attributes). */
export interface MemoryNodeAttributes {
  id: NodeId;
  /** Frozen and interned: nodes with the same labels share one array. */
  labels: readonly string[];
  properties: Properties;
  weight: number | undefined;
}

/** What the memory store keeps for each edge (graphology edge attributes). */
export interface MemoryEdgeAttributes {
  type: string | undefined;
  properties: Properties;
  weight: number | undefined;
}

/** Shared by every node or edge without properties, so a million bare edges cost no extra objects. */
const NO_PROPERTIES: Properties = Object.freeze({}) as Properties;

/** A private shallow copy of `p`, or the shared empty object when `p` is empty or absent. */
export function ownProperties(p: Properties | undefined): Properties {
  for (const _ in p) return { ...p };
  return NO_PROPERTIES;
}
