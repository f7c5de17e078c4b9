/**
 * Checks a maze answer (paper §3.2): success is any valid path, a sequence of open cells from the
 * start to the goal in which each step moves to a cell sharing a side. Optimality is not asked
 * for; revisiting a cell is allowed (each step is still a legal move).
 */
import { cellIndex, cellKey, type Maze, openNeighbors } from '../../../tools/maze/maze-grid.js';

export { cellIndex } from '../../../tools/maze/maze-grid.js';

/** The verdict on one answered path. */
export type PathCheck = { valid: true; steps: number } | { valid: false; problem: string };

/** Checks `path`, a list of cell keys (strings or numbers), against the maze. */
export function checkMazePath(maze: Maze, path: readonly unknown[]): PathCheck {
  if (path.length === 0) return { valid: false, problem: 'the path is empty' };
  const cells: number[] = [];
  for (const [at, key] of path.entries()) {
    const i = cellIndex(maze, key);
    if (i === undefined)
      return { valid: false, problem: `step ${at}: ${JSON.stringify(key)} is not a cell key` };
    if (maze.walls[i]) return { valid: false, problem: `step ${at}: cell ${cellKey(i)} is a wall` };
    cells.push(i);
  }
  if (cells[0] !== maze.start) {
    return {
      valid: false,
      problem: `the path starts at ${cellKey(cells[0]!)}, not at the start ${cellKey(maze.start)}`,
    };
  }
  if (cells.at(-1) !== maze.goal) {
    return {
      valid: false,
      problem: `the path ends at ${cellKey(cells.at(-1)!)}, not at the goal ${cellKey(maze.goal)}`,
    };
  }
  for (let k = 1; k < cells.length; k++) {
    if (!openNeighbors(maze, cells[k - 1]!).includes(cells[k]!)) {
      return {
        valid: false,
        problem: `step ${k}: ${cellKey(cells[k - 1]!)} → ${cellKey(cells[k]!)} is not a move to an adjacent cell`,
      };
    }
  }
  return { valid: true, steps: cells.length - 1 };
}
