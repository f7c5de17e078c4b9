/**
 * Node ids to their position in `GraphData.nodes`, with the model's id equality (`nodeKey`: the
 * number 5 and the string "5" are one node). The load looks up two endpoints per edge, so the
 * common case gets a cheap table: ids that are all small non-negative integers index a typed
 * array, other integer ids a Map of numbers; only graphs with other ids pay for a key string
 * per lookup (1M edges: ~0.6 s of the load with strings, ~20 ms with the array).
 */
import { GrrafError } from '../../../errors.js';
import { type GraphNode, type NodeId, nodeKey } from '../../model.js';

export interface NodeIndex {
  /** The position of the node with this id, or undefined. */
  get(id: NodeId): number | undefined;
  /**
   * When ids are small non-negative integers: position by id (-1: none), for loops over millions
   * of endpoints to read inline; ids that are not integers in range still go through `get`.
   */
  readonly dense?: Int32Array;
}

/** Indexes `nodes`; a repeated id is a GrrafError naming the second one. */
export function indexNodes(nodes: readonly GraphNode[]): NodeIndex {
  let max = -1;
  let integers = true;
  for (const node of nodes) {
    const id = node.id;
    if (typeof id !== 'number' || !Number.isSafeInteger(id)) {
      integers = false;
      break;
    }
    if (id < 0) max = Number.POSITIVE_INFINITY;
    else if (id > max) max = id;
  }
  if (!integers) return keyIndex(nodes);
  // Dense when the array costs at most a few words per node (and fits an Int32Array's range).
  return max < 4 * nodes.length + 1024 ? denseIndex(nodes, max + 1) : numberIndex(nodes);
}

function duplicate(id: NodeId, i: number): GrrafError {
  return new GrrafError('validation', `duplicate node id ${JSON.stringify(id)}`, { field: `nodes[${i}].id` });
}

/** The integer an id stands for under nodeKey equality ("5" is 5; "05" and 5.5 are none). */
function integerOf(id: NodeId): number | undefined {
  if (typeof id === 'number') return Number.isSafeInteger(id) ? id : undefined;
  const n = Number(id);
  return Number.isSafeInteger(n) && String(n) === id ? n : undefined;
}

function denseIndex(nodes: readonly GraphNode[], size: number): NodeIndex {
  const at = new Int32Array(size).fill(-1);
  nodes.forEach((node, i) => {
    const id = node.id as number;
    // -0 and 0 are one key (nodeKey gives "0" for both), as in the other indexes.
    if (at[id]! !== -1) throw duplicate(node.id, i);
    at[id] = i;
  });
  return {
    dense: at,
    get(id) {
      const n = integerOf(id);
      if (n === undefined || n < 0 || n >= size) return undefined;
      const i = at[n]!;
      return i === -1 ? undefined : i;
    },
  };
}

function numberIndex(nodes: readonly GraphNode[]): NodeIndex {
  const at = new Map<number, number>();
  nodes.forEach((node, i) => {
    // Map keys compare -0 and 0 as equal, as nodeKey does.
    const id = node.id as number;
    if (at.has(id)) throw duplicate(node.id, i);
    at.set(id, i);
  });
  return {
    get(id) {
      const n = integerOf(id);
      return n === undefined ? undefined : at.get(n);
    },
  };
}

function keyIndex(nodes: readonly GraphNode[]): NodeIndex {
  const at = new Map<string, number>();
  nodes.forEach((node, i) => {
    const key = nodeKey(node.id);
    if (at.has(key)) throw duplicate(node.id, i);
    at.set(key, i);
  });
  return { get: (id) => at.get(nodeKey(id)) };
}
