/**
 * The node and edge records the memory store keeps.
 *
 * Node records are StoredNode-shaped (`id` kept as given, so a numeric id comes back as a number
 * although store keys are strings).
 */
import type { NodeId, Properties } from '../../model.js';

/** What the memory store keeps for each node. */
export interface MemoryNodeAttributes {
  id: NodeId;
  /** Frozen and interned: nodes with the same labels share one array. */
  labels: readonly string[];
  properties: Properties;
  weight: number | undefined;
}

/** What the memory store keeps for each edge. */
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
