/**
 * GraphWalk's maze (paper §3): a grid whose cells are open or walls, with a start and a goal at
 * least `minPathLength` steps apart along open cells. A cell's key is its row-major index as text
 * ("0" top-left, "10" first of the second row in a 10×10 maze), as appendix D.1 numbers them.
 *
 * Generation is rejection sampling: exactly round(wallRatio × cells) walls are placed uniformly,
 * then a start and a goal are looked for whose shortest open path is long enough; a maze without
 * such a pair is discarded and redrawn. Every maze returned therefore has a path (the paper's
 * guarantee), and it is uniform among wall layouts that admit one. On 10×10 with 50% walls and
 * 15 steps about one layout in five qualifies.
 */
import { GrrafError } from '../../../errors.js';
import { gridCells, type Maze, searchCells } from '../../../tools/maze/maze-grid.js';
import { mulberry32, type Rng } from '../../../util/mulberry32.js';
import { shuffle } from '../generate/random.js';

export {
  cellKey,
  euclideanDistance,
  type Maze,
  openNeighbors,
  pathTo,
} from '../../../tools/maze/maze-grid.js';

/** What to generate. */
export interface MazeOptions {
  width: number;
  height: number;
  /** Share of cells that are walls (the paper: 0.5). */
  wallRatio: number;
  /** Least number of steps from start to goal along open cells (the paper: 15). */
  minPathLength: number;
  seed: number;
}

/** Wall layouts tried before giving up. */
const MAX_LAYOUTS = 10_000;

/** Breadth-first search over the open cells of a grid that `allowed` accepts (see searchCells). */
export function breadthFirst(
  maze: Maze,
  from: number,
  allowed: (i: number) => boolean = () => true,
): { distance: Int32Array; parent: Int32Array } {
  return searchCells(gridCells(maze), from, allowed);
}

/** Generates a maze (see file comment); parameters that cannot be met give a located 'validation' error. */
export function generateMaze(options: MazeOptions): Maze {
  const { width, height, wallRatio, minPathLength } = checkOptions(options);
  const rng = mulberry32(options.seed);
  const cells = width * height;
  const wallCount = Math.round(wallRatio * cells);
  for (let layout = 0; layout < MAX_LAYOUTS; layout++) {
    const walls = new Array<boolean>(cells).fill(false);
    for (const i of shuffle(rng, [...Array(cells).keys()]).slice(0, wallCount)) walls[i] = true;
    const maze = { width, height, walls, start: -1, goal: -1, shortestPathLength: 0 };
    const ends = pickEnds(rng, maze, minPathLength);
    if (ends) return { ...maze, ...ends };
  }
  throw new GrrafError(
    'validation',
    `no ${width}x${height} maze with ${wallCount} walls has a start and goal ${minPathLength} steps apart ` +
      `(${MAX_LAYOUTS} layouts tried); lower minPathLength or wallRatio`,
    { field: 'minPathLength' },
  );
}

/** A start and a goal at least `min` steps apart: starts tried in random order, the goal uniform among those far enough. */
function pickEnds(rng: Rng, maze: Maze, min: number) {
  const open = [...maze.walls.keys()].filter((i) => !maze.walls[i]);
  for (const start of shuffle(rng, open)) {
    const { distance } = breadthFirst(maze, start);
    const far = open.filter((i) => distance[i]! >= min);
    if (far.length === 0) continue;
    const goal = far[Math.floor(rng() * far.length)]!;
    return { start, goal, shortestPathLength: distance[goal]! };
  }
  return undefined;
}

function checkOptions(o: MazeOptions): MazeOptions {
  const fail = (field: keyof MazeOptions, why: string): never => {
    throw new GrrafError('validation', `maze ${field} ${why}`, { field });
  };
  for (const field of ['width', 'height'] as const) {
    if (!Number.isInteger(o[field]) || o[field] < 1)
      fail(field, `must be a positive integer, got ${o[field]}`);
  }
  if (!(o.wallRatio >= 0 && o.wallRatio < 1)) fail('wallRatio', `must be in [0, 1), got ${o.wallRatio}`);
  if (!Number.isInteger(o.minPathLength) || o.minPathLength < 1) {
    fail('minPathLength', `must be a positive integer, got ${o.minPathLength}`);
  }
  const open = o.width * o.height - Math.round(o.wallRatio * o.width * o.height);
  if (open < o.minPathLength + 1) {
    fail(
      'minPathLength',
      `${o.minPathLength} needs ${o.minPathLength + 1} open cells; only ${open} are open`,
    );
  }
  // Other impossible requests end in the layout loop's error; these two are known without drawing.
  if (o.wallRatio === 0 && o.minPathLength > o.width + o.height - 2) {
    fail(
      'minPathLength',
      `exceeds the ${o.width + o.height - 2} steps between opposite corners of an open grid`,
    );
  }
  return o;
}
