/**
 * Node id → node index for the memory store, with duplicate detection.
 *
 * Integer ids that are dense enough (the common case: edge lists, GraphInstruct) resolve through
 * one Int32Array, so no string is made or hashed per node or per edge endpoint; every other id
 * goes into a Map keyed by nodeKey. `5` and `"5"` are one node (model.ts), so a string that
 * spells an integer canonically is looked up as that integer.
 */
import { GrrafError } from '../../../errors.js';
import { canonicalInt, type GraphNode, type NodeId, nodeKey } from '../../model.js';

/** Most entries a JavaScript Map holds (V8 throws a RangeError past it). */
export const MAP_LIMIT = 2 ** 24;

/** The integer an id names, if any. */
function intOf(id: NodeId): number | undefined {
  if (typeof id === 'number') return Number.isSafeInteger(id) ? id : undefined;
  return canonicalInt(id);
}

/** Finds node indexes by id; built once by indexNodes. */
export class NodeIndex {
  constructor(
    /** index + 1 by integer id (0 = none), or undefined when the ids are not dense integers. */
    private readonly dense: Int32Array | undefined,
    private readonly byKey: Map<string, number>,
  ) {}

  /** Node index of `id`, or -1. */
  indexOf(id: NodeId): number {
    const n = this.dense === undefined ? undefined : intOf(id);
    if (n !== undefined && n >= 0 && n < this.dense!.length) {
      const i = this.dense![n]! - 1;
      if (i !== -1) return i;
    }
    return this.byKey.get(nodeKey(id)) ?? -1;
  }
}

/**
 * The index of `nodes`; a repeated id is a GrrafError 'validation', more distinct non-integer ids
 * than a Map holds a GrrafError 'budget', each naming the node.
 */
export function indexNodes(nodes: readonly GraphNode[]): NodeIndex {
  const dense = denseTable(nodes);
  const byKey = new Map<string, number>();
  for (let i = 0; i < nodes.length; i++) {
    const id = nodes[i]!.id;
    const n = dense === undefined ? undefined : intOf(id);
    const inDense = n !== undefined && n >= 0 && n < dense!.length;
    const seen = inDense ? dense![n]! !== 0 : byKey.has(nodeKey(id));
    if (seen) {
      throw new GrrafError('validation', `duplicate node id ${JSON.stringify(id)}`, {
        field: `nodes[${i}].id`,
      });
    }
    if (inDense) dense![n] = i + 1;
    else if (byKey.size >= MAP_LIMIT) {
      throw new GrrafError(
        'budget',
        `more than ${MAP_LIMIT} node ids that are not small non-negative integers; the memory store holds at most that many`,
        { field: `nodes[${i}].id` },
      );
    } else byKey.set(nodeKey(id), i);
  }
  return new NodeIndex(dense, byKey);
}

/** A table id → index + 1 when the integer ids are dense enough (at most 4 per node, plus slack). */
function denseTable(nodes: readonly GraphNode[]): Int32Array | undefined {
  let max = -1;
  for (const node of nodes) {
    const n = intOf(node.id);
    if (n !== undefined && n > max) max = n;
  }
  return max >= 0 && max <= 4 * nodes.length + 1024 ? new Int32Array(max + 1) : undefined;
}
