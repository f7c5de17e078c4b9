/**
 * The state behind GraphWalk's two maze tools (paper §3.1, appendix E), pure and in memory so the
 * tool layer only wraps it:
 * - `nextCells(key)` is get_possible_next_cells: the cell must be open; it is marked visited
 *   (`marked` true, `mark_order` its visiting rank from 1; a cell keeps the rank of its first
 *   visit, so the first marked cell stays the start of get_connected_path); the open neighbors
 *   come back up, down, left, right, each with its euclidean distance to the goal and its marks.
 *   The paper returns every traversable neighbor; `unvisitedOnly` leaves out marked ones.
 * - `connectedPath()` is get_connected_path: a shortest path from the first marked cell to the
 *   last one through marked cells only (it never sees unvisited cells).
 * Errors are recoverable GrrafErrors whose messages are meant for the agent.
 */
import { GrrafError } from '../../../errors.js';
import { breadthFirst, cellKey, euclideanDistance, type Maze, openNeighbors, pathTo } from './maze.js';
import { UNMARKED } from './maze-graph.js';
import { cellIndex } from './maze-path.js';

/** A cell as the tools report it. */
export interface CellView {
  key: string;
  euclidean_distance: number;
  marked: boolean;
  mark_order: number;
}

/** The tools' state for one maze (see file comment). */
export class MazeWalk {
  /** mark_order per cell index (UNMARKED when not visited). */
  private readonly order: Int32Array;
  /** Cell indexes in the order they were first marked. */
  private readonly visits: number[] = [];

  constructor(readonly maze: Maze) {
    this.order = new Int32Array(maze.width * maze.height).fill(UNMARKED);
  }

  /** get_possible_next_cells: marks `key` visited and lists its open neighbors. */
  nextCells(key: unknown, options: { unvisitedOnly?: boolean } = {}): CellView[] {
    const i = this.openCell(key);
    if (this.order[i] === UNMARKED) {
      this.visits.push(i);
      this.order[i] = this.visits.length;
    }
    const neighbors = openNeighbors(this.maze, i).map((n) => this.view(n));
    return options.unvisitedOnly ? neighbors.filter((n) => !n.marked) : neighbors;
  }

  /** get_connected_path: the keys of a shortest path from the first to the last marked cell, through marked cells. */
  connectedPath(): string[] {
    const first = this.visits[0];
    const last = this.visits.at(-1);
    if (first === undefined || last === undefined) {
      throw agentError('no cell has been visited yet: call get_possible_next_cells first');
    }
    const { distance, parent } = breadthFirst(this.maze, first, (n) => this.order[n] !== UNMARKED);
    if (distance[last]! < 0) {
      throw agentError(
        `the visited cells do not connect cell ${cellKey(first)} to cell ${cellKey(last)}: ` +
          'every step must go to an adjacent visited cell',
      );
    }
    return pathTo(parent, last).map(cellKey);
  }

  /** A cell's current properties (as the graph would show them). */
  cell(key: unknown): CellView {
    return this.view(this.openCell(key));
  }

  /** The marked cells, in the order they were first visited. */
  visited(): CellView[] {
    return this.visits.map((i) => this.view(i));
  }

  private view(i: number): CellView {
    const mark = this.order[i]!;
    return {
      key: cellKey(i),
      euclidean_distance: euclideanDistance(this.maze, i, this.maze.goal),
      marked: mark !== UNMARKED,
      mark_order: mark,
    };
  }

  private openCell(key: unknown): number {
    const i = cellIndex(this.maze, key);
    const cells = this.maze.width * this.maze.height;
    if (i === undefined)
      throw agentError(`${JSON.stringify(key)} is not a cell key: keys are 0 to ${cells - 1}`);
    if (this.maze.walls[i]) throw agentError(`cell ${cellKey(i)} is a wall, not a path cell`);
    return i;
  }
}

function agentError(message: string): GrrafError {
  return new GrrafError('validation', message, { recoverable: true, field: 'node_id' });
}
