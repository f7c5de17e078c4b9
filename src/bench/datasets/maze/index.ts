/** GraphWalk's maze (paper §3, appendix D): generator, graph, grid text, path check (the tools: src/tools/maze). */
export {
  breadthFirst,
  cellKey,
  euclideanDistance,
  generateMaze,
  type Maze,
  type MazeOptions,
  openNeighbors,
  pathTo,
} from './maze.js';
export {
  ADJACENT,
  CELL_LABEL,
  mazeGraph,
  mazeSize,
  renderMazeGrid,
  UNMARKED,
  WALL_DISTANCE,
  WALL_LABEL,
  WALL_SYMBOL,
} from './maze-graph.js';
export { cellIndex, checkMazePath, type PathCheck } from './maze-path.js';
export { type MazeQuestion, type MazeQuestionOptions, mazeQuestions } from './maze-questions.js';
