/**
 * The maze dataset (paper §3.2: 10×10 grids, 50% walls, ground-truth paths of at least 15 steps,
 * 10 mazes). Each instance carries what both settings need: the graph for the tools, the grid text
 * for the no-tools prompt, the keys of start and goal. Not wired to the bench runner here.
 */
import type { GraphData } from '../../../graph/model.js';
import { seedOf } from '../generate/random.js';
import { cellKey, generateMaze, type Maze } from './maze.js';
import { mazeGraph, mazeSize, renderMazeGrid } from './maze-graph.js';

/** One maze question. */
export interface MazeQuestion {
  /** Unique and file-name safe, e.g. `maze-10x10-s1-3`. */
  id: string;
  maze: Maze;
  graph: GraphData;
  /** The grid text of appendix D.1's `{maze_data}`. */
  grid: string;
  /** `{maze_size}`, e.g. "10x10". */
  size: string;
  startKey: string;
  goalKey: string;
}

/** What to generate; defaults are the paper's. */
export interface MazeQuestionOptions {
  /** Side of the square grid (default 10). */
  size?: number;
  /** Number of mazes (default 10). */
  count?: number;
  seed?: number;
  wallRatio?: number;
  minPathLength?: number;
}

/** `count` seeded mazes; maze i depends only on (seed, size, i). */
export function mazeQuestions(options: MazeQuestionOptions = {}): MazeQuestion[] {
  const size = options.size ?? 10;
  const seed = options.seed ?? 1;
  return Array.from({ length: options.count ?? 10 }, (_, i) => {
    const maze = generateMaze({
      width: size,
      height: size,
      wallRatio: options.wallRatio ?? 0.5,
      minPathLength: options.minPathLength ?? 15,
      seed: seedOf(seed, 'maze', size, i),
    });
    return {
      id: `maze-${mazeSize(maze)}-s${seed}-${i}`,
      maze,
      graph: mazeGraph(maze),
      grid: renderMazeGrid(maze),
      size: mazeSize(maze),
      startKey: cellKey(maze.start),
      goalKey: cellKey(maze.goal),
    };
  });
}
