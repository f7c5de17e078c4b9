/**
 * The walk's view of a maze stored as a graph (GraphWalk §3.1): every node is a cell, an edge
 * joins two cells that share a side, `euclidean_distance` is a cell's distance to the goal. Walls
 * are either absent or nodes labeled `Wall` (or carrying the paper's sentinel distance −1e9). A
 * cell is named by its `key` property, else by its node id.
 */
import { type GraphData, nodeKey } from '../../graph/model.js';
import type { MazeCells } from './maze-grid.js';

/** Label of wall nodes. */
export const WALL_LABEL = 'Wall';
/** The paper's euclidean_distance of wall nodes. */
export const WALL_DISTANCE = -1e9;
/** The property holding a cell's straight-line distance to the goal. */
export const DISTANCE_PROPERTY = 'euclidean_distance';
/** The property naming a cell. */
export const CELL_KEY_PROPERTY = 'key';
/** The properties the paper's cells carry for the walk's marks: a graph with them is a maze to walk. */
export const MARK_PROPERTIES = ['marked', 'mark_order'] as const;

/** The walk's view of `graph` (see file comment). */
export function graphCells(graph: GraphData): MazeCells {
  const index = new Map<string, number>();
  const keys: string[] = [];
  graph.nodes.forEach((node, i) => {
    const own = node.properties[CELL_KEY_PROPERTY];
    const key = typeof own === 'string' || typeof own === 'number' ? String(own) : nodeKey(node.id);
    keys.push(key);
    if (!index.has(key)) index.set(key, i);
    if (!index.has(nodeKey(node.id))) index.set(nodeKey(node.id), i);
  });
  const walls = graph.nodes.map(
    (n) => n.labels.includes(WALL_LABEL) || n.properties[DISTANCE_PROPERTY] === WALL_DISTANCE,
  );
  const byId = new Map(graph.nodes.map((n, i) => [nodeKey(n.id), i]));
  const adjacent: number[][] = graph.nodes.map(() => []);
  for (const e of graph.edges) {
    const a = byId.get(nodeKey(e.source));
    const b = byId.get(nodeKey(e.target));
    if (a === undefined || b === undefined || a === b) continue;
    // Cells that share a side reach each other both ways, however the edge is stored.
    if (!adjacent[a]!.includes(b)) adjacent[a]!.push(b);
    if (!adjacent[b]!.includes(a)) adjacent[b]!.push(a);
  }
  const examples = keys.slice(0, 3).map((k) => JSON.stringify(k));
  return {
    size: graph.nodes.length,
    find: (key) =>
      typeof key === 'string' || typeof key === 'number' ? index.get(String(key).trim()) : undefined,
    key: (i) => keys[i]!,
    isWall: (i) => walls[i] === true,
    openNeighbors: (i) => adjacent[i]!.filter((n) => !walls[n]),
    distanceToGoal: (i) => {
      const d = graph.nodes[i]!.properties[DISTANCE_PROPERTY];
      return typeof d === 'number' && Number.isFinite(d) ? d : undefined;
    },
    keyHint: `keys are the cells' ${CELL_KEY_PROPERTY} values, e.g. ${examples.join(', ')}`,
  };
}
