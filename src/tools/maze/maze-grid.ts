/**
 * A maze as the walk tools see it (GraphWalk §3): cells, which of them are walls, each cell's open
 * neighbors and its straight-line distance to the goal. `MazeCells` is that view; `gridCells`
 * reads it off a `Maze` grid (the generator's form), `graphCells` (maze-graph-cells.ts) off a
 * graph whose nodes are the cells, so the tools work on a maze given either way.
 *
 * A grid cell's key is its row-major index as text ("0" top-left, "10" first of the second row
 * in a 10×10 maze), as the paper's appendix D.1 numbers them.
 */

/** A maze grid. */
export interface Maze {
  width: number;
  height: number;
  /** True where a wall is, row-major: cell i is row ⌊i / width⌋, column i mod width. */
  walls: boolean[];
  start: number;
  goal: number;
  /** Steps on a shortest open path from start to goal. */
  shortestPathLength: number;
}

/** What the walk needs to know about a maze (see file comment). Cells are numbered 0 … size − 1. */
export interface MazeCells {
  /** Number of cells (walls included). */
  readonly size: number;
  /** The cell a key names, or undefined when it names none. */
  find(key: unknown): number | undefined;
  /** The key of cell i. */
  key(i: number): string;
  isWall(i: number): boolean;
  /** The open cells sharing a side with cell i. */
  openNeighbors(i: number): number[];
  /** Straight-line distance from cell i to the goal, when the maze says. */
  distanceToGoal(i: number): number | undefined;
  /** How keys look, for the agent's error messages, e.g. "keys are 0 to 99". */
  readonly keyHint: string;
}

/** The key of grid cell i. */
export function cellKey(i: number): string {
  return String(i);
}

/** The open neighbors of grid cell i, in the paper's order: up, down, left, right. */
export function openNeighbors(maze: Maze, i: number): number[] {
  const { width, height, walls } = maze;
  const row = Math.floor(i / width);
  const col = i % width;
  const out: number[] = [];
  if (row > 0) out.push(i - width);
  if (row < height - 1) out.push(i + width);
  if (col > 0) out.push(i - 1);
  if (col < width - 1) out.push(i + 1);
  return out.filter((n) => !walls[n]);
}

/** Straight-line distance between two grid cells' centers. */
export function euclideanDistance(maze: Maze, a: number, b: number): number {
  const w = maze.width;
  return Math.hypot(Math.floor(a / w) - Math.floor(b / w), (a % w) - (b % w));
}

/** The index of a grid cell key ("24" or 24), or undefined when it names no cell of the grid. */
export function cellIndex(maze: Maze, key: unknown): number | undefined {
  const text = typeof key === 'number' ? String(key) : typeof key === 'string' ? key.trim() : '';
  if (!/^\d+$/.test(text)) return undefined;
  const i = Number(text);
  return i < maze.width * maze.height ? i : undefined;
}

/** The walk's view of a grid. */
export function gridCells(maze: Maze): MazeCells {
  const size = maze.width * maze.height;
  return {
    size,
    find: (key) => cellIndex(maze, key),
    key: cellKey,
    isWall: (i) => maze.walls[i] === true,
    openNeighbors: (i) => openNeighbors(maze, i),
    distanceToGoal: (i) => euclideanDistance(maze, i, maze.goal),
    keyHint: `keys are 0 to ${size - 1}`,
  };
}

/**
 * Breadth-first search from `from` over open cells that `allowed` accepts: steps to each cell
 * (-1 when unreached) and the cell each was reached from.
 */
export function searchCells(
  cells: Pick<MazeCells, 'size' | 'openNeighbors'>,
  from: number,
  allowed: (i: number) => boolean = () => true,
): { distance: Int32Array; parent: Int32Array } {
  const distance = new Int32Array(cells.size).fill(-1);
  const parent = new Int32Array(cells.size).fill(-1);
  distance[from] = 0;
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head]!;
    for (const next of cells.openNeighbors(cell)) {
      if (distance[next]! >= 0 || !allowed(next)) continue;
      distance[next] = distance[cell]! + 1;
      parent[next] = cell;
      queue.push(next);
    }
  }
  return { distance, parent };
}

/** The cells of the path to `to` in a breadth-first result, from its root. */
export function pathTo(parent: Int32Array, to: number): number[] {
  const path = [to];
  while (parent[path.at(-1)!]! >= 0) path.push(parent[path.at(-1)!]!);
  return path.reverse();
}
