/**
 * The state behind GraphWalk's two maze tools (paper §3.1, appendix E), pure and in memory (the
 * stores are read-only, so the marks live here) so the tool layer only wraps it:
 * - `nextCells(key)` is get_possible_next_cells: the cell must be open; it is marked visited
 *   (`marked` true, `mark_order` its visiting rank from 1; a cell keeps the rank of its first
 *   visit, so the first marked cell stays the start of get_connected_path); its open neighbors
 *   come back, each with its euclidean distance to the goal and its marks. The paper returns
 *   every traversable neighbor; `unvisitedOnly` leaves out marked ones.
 * - `connectedPath()` is get_connected_path: a shortest path from the first marked cell to the
 *   last one through marked cells only (it never sees unvisited cells).
 * Errors are recoverable GrrafErrors whose messages are meant for the agent.
 */
import { agentError } from '../graph/schema-lookup.js';
import { type MazeCells, pathTo, searchCells } from './maze-grid.js';

/** mark_order of a cell not yet marked. */
export const UNMARKED = -1;

/** A cell as the tools report it. */
export interface CellView {
  key: string;
  /** Distance to the goal (absent when the maze does not give one). */
  euclidean_distance?: number;
  marked: boolean;
  mark_order: number;
}

/** The tools' state for one maze (see file comment). */
export class MazeWalk {
  /** mark_order per cell (UNMARKED when not visited). */
  private readonly order: Int32Array;
  /** Cells in the order they were first marked. */
  private readonly visits: number[] = [];

  constructor(readonly cells: MazeCells) {
    this.order = new Int32Array(cells.size).fill(UNMARKED);
  }

  /** get_possible_next_cells: marks `key` visited and lists its open neighbors. */
  nextCells(key: unknown, options: { unvisitedOnly?: boolean } = {}): CellView[] {
    const i = this.openCell(key);
    if (this.order[i] === UNMARKED) {
      this.visits.push(i);
      this.order[i] = this.visits.length;
    }
    const neighbors = this.cells.openNeighbors(i).map((n) => this.view(n));
    return options.unvisitedOnly ? neighbors.filter((n) => !n.marked) : neighbors;
  }

  /** get_connected_path: the keys of a shortest path from the first to the last marked cell, through marked cells. */
  connectedPath(): string[] {
    const first = this.visits[0];
    const last = this.visits.at(-1);
    if (first === undefined || last === undefined) {
      throw agentError('no cell has been visited yet: call get_possible_next_cells first', 'node_id');
    }
    const { distance, parent } = searchCells(this.cells, first, (n) => this.order[n] !== UNMARKED);
    if (distance[last]! < 0) {
      throw agentError(
        `the visited cells do not connect cell ${this.cells.key(first)} to cell ${this.cells.key(last)}: ` +
          'every step must go to an adjacent visited cell',
        'node_id',
      );
    }
    return pathTo(parent, last).map((i) => this.cells.key(i));
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
    const distance = this.cells.distanceToGoal(i);
    return {
      key: this.cells.key(i),
      ...(distance === undefined ? {} : { euclidean_distance: distance }),
      marked: mark !== UNMARKED,
      mark_order: mark,
    };
  }

  private openCell(key: unknown): number {
    const i = this.cells.find(key);
    if (i === undefined)
      throw agentError(`${JSON.stringify(key)} is not a cell key: ${this.cells.keyHint}`, 'node_id');
    if (this.cells.isWall(i))
      throw agentError(`cell ${this.cells.key(i)} is a wall, not a path cell`, 'node_id');
    return i;
  }
}
