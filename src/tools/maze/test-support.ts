/** Mazes drawn as text for the tools' tests: `S` start, `G` goal, `#` wall, `.` open. */
import type { GraphData, GraphEdge, GraphNode } from '../../graph/model.js';
import type { Maze } from './maze-grid.js';

/** The maze a picture draws (shortestPathLength is left 0: tests compute what they need). */
export function drawnMaze(rows: readonly string[]): Maze {
  const cells = rows.join('');
  return {
    width: rows[0]!.length,
    height: rows.length,
    walls: [...cells].map((c) => c === '#'),
    start: cells.indexOf('S'),
    goal: cells.indexOf('G'),
    shortestPathLength: 0,
  };
}

/**
 * The maze as the paper stores it, built here without the bench's generator: a `Cell` node per
 * open cell (id and key its index) with its distance to the goal and unset marks, a `Wall` node
 * per wall, and an ADJACENT edge between open cells that share a side.
 */
export function drawnMazeGraph(maze: Maze): GraphData {
  const { width, height, walls, goal } = maze;
  const at = (i: number) => [Math.floor(i / width), i % width] as const;
  const [gr, gc] = at(goal);
  const nodes = walls.map((wall, i): GraphNode => {
    const [r, c] = at(i);
    return wall
      ? { id: i, labels: ['Wall'], properties: { key: String(i), euclidean_distance: -1e9 } }
      : {
          id: i,
          labels: ['Cell'],
          properties: {
            key: String(i),
            euclidean_distance: Math.sqrt((r - gr) ** 2 + (c - gc) ** 2),
            marked: false,
            mark_order: -1,
          },
        };
  });
  const edges: GraphEdge[] = [];
  for (let i = 0; i < width * height; i++) {
    for (const j of [i + 1, i + width]) {
      const sameRow = j === i + 1 ? at(i)[0] === at(j)[0] : j < width * height;
      if (sameRow && !walls[i] && !walls[j])
        edges.push({ source: i, target: j, type: 'ADJACENT', properties: {} });
    }
  }
  return { directed: false, nodes, edges };
}

/**
 * A 5×5 maze whose only path from S to G takes 12 steps: 0 1 2 7 12 11 10 15 20 21 22 23 24; at
 * 12 a dead end branches off (13 14 9 4).
 */
export const CORRIDOR = ['S..#.', '##.#.', '.....', '.####', '....G'] as const;
export const CORRIDOR_PATH = ['0', '1', '2', '7', '12', '11', '10', '15', '20', '21', '22', '23', '24'];
