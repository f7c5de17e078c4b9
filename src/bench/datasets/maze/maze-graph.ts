/**
 * The maze as GraphWalk stores it (paper §3.1) and as its no-tools prompt shows it (appendix D.1).
 *
 * Graph: one `Cell` node per open cell with `key`, `euclidean_distance` (to the goal), `marked`
 * (false) and `mark_order` (-1, "not marked yet"), and an undirected `ADJACENT` edge between
 * cells that share a side. The paper also stores walls as nodes whose distance is the sentinel
 * -1e9; `includeWalls` adds those (label `Wall`, no edges).
 *
 * Text: each cell shows its key, `S` / `G` for start and goal, WALL_SYMBOL for walls, inside
 * `|` and `+---+` borders that are for display only.
 */
import type { GraphData, GraphEdge, GraphNode } from '../../../graph/model.js';
import { WALL_DISTANCE, WALL_LABEL } from '../../../tools/maze/maze-graph-cells.js';
import { cellKey, euclideanDistance, type Maze } from '../../../tools/maze/maze-grid.js';
import { UNMARKED } from '../../../tools/maze/maze-walk.js';

/** How walls appear in the grid text. */
export const WALL_SYMBOL = '#';
/** Label of open cells, type of the edges (walls: WALL_LABEL, distance WALL_DISTANCE). */
export const CELL_LABEL = 'Cell';
export const ADJACENT = 'ADJACENT';

export { UNMARKED, WALL_DISTANCE, WALL_LABEL };

/** The maze as GraphData (see file comment); node ids are the cell indexes. */
export function mazeGraph(maze: Maze, options: { includeWalls?: boolean } = {}): GraphData {
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  const { width, height, walls } = maze;
  for (let i = 0; i < width * height; i++) {
    if (walls[i]) {
      if (options.includeWalls) {
        nodes.push({
          id: i,
          labels: [WALL_LABEL],
          properties: { key: cellKey(i), euclidean_distance: WALL_DISTANCE },
        });
      }
      continue;
    }
    const properties = {
      key: cellKey(i),
      euclidean_distance: euclideanDistance(maze, i, maze.goal),
      marked: false,
      mark_order: UNMARKED,
    };
    nodes.push({ id: i, labels: [CELL_LABEL], properties });
    // Each side once: to the right and below.
    if (i % width < width - 1 && !walls[i + 1]) edges.push(adjacent(i, i + 1));
    if (i + width < width * height && !walls[i + width]) edges.push(adjacent(i, i + width));
  }
  return { directed: false, nodes, edges, name: `maze-${width}x${height}` };
}

function adjacent(a: number, b: number): GraphEdge {
  return { source: a, target: b, type: ADJACENT, properties: {} };
}

/** The grid as appendix D.1 describes it: keys, S, G and walls inside display-only borders. */
export function renderMazeGrid(maze: Maze): string {
  const { width, height, walls } = maze;
  const cellWidth = cellKey(width * height - 1).length + 2;
  const border = `+${Array(width).fill('-'.repeat(cellWidth)).join('+')}+`;
  const lines = [border];
  for (let row = 0; row < height; row++) {
    const cells: string[] = [];
    for (let col = 0; col < width; col++) {
      const i = row * width + col;
      const text = i === maze.start ? 'S' : i === maze.goal ? 'G' : walls[i] ? WALL_SYMBOL : cellKey(i);
      const left = Math.floor((cellWidth - text.length) / 2);
      cells.push(' '.repeat(left) + text + ' '.repeat(cellWidth - left - text.length));
    }
    lines.push(`|${cells.join('|')}|`, border);
  }
  return lines.join('\n');
}

/** The grid size as the prompts write it, e.g. "10x10". */
export function mazeSize(maze: Maze): string {
  return `${maze.width}x${maze.height}`;
}
