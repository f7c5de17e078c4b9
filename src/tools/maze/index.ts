/** GraphWalk's maze tools: the maze as the walk sees it, the walk's state, and the two tools. */

export {
  CELL_KEY_PROPERTY,
  DISTANCE_PROPERTY,
  graphCells,
  MARK_PROPERTIES,
  WALL_DISTANCE,
  WALL_LABEL,
} from './maze-graph-cells.js';
export {
  cellIndex,
  cellKey,
  euclideanDistance,
  gridCells,
  type Maze,
  type MazeCells,
  openNeighbors,
  pathTo,
  searchCells,
} from './maze-grid.js';
export { type ConnectedPath, type MazeToolName, mazeTools } from './maze-tools.js';
export { type CellView, MazeWalk, UNMARKED } from './maze-walk.js';
