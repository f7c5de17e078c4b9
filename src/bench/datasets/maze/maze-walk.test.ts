import { describe, expect, it } from 'vitest';
import { graphCells, gridCells, MazeWalk } from '../../../tools/maze/index.js';
import { scoreMazePath } from '../../scoring/score-sets.js';
import { breadthFirst, generateMaze, pathTo } from './maze.js';
import { mazeGraph } from './maze-graph.js';

describe("the maze tools on the generator's mazes", () => {
  it('give a valid shortest path once a walker has walked one, on the grid and on the stored graph', () => {
    for (const seed of [21, 22, 23]) {
      const maze = generateMaze({ width: 10, height: 10, wallRatio: 0.5, minPathLength: 15, seed });
      const shortest = pathTo(breadthFirst(maze, maze.start).parent, maze.goal);
      for (const cells of [gridCells(maze), graphCells(mazeGraph(maze, { includeWalls: true }))]) {
        const walk = new MazeWalk(cells);
        // A detour first: every open neighbor of the start, then back along the shortest path.
        for (const n of walk.nextCells(String(maze.start))) walk.nextCells(n.key);
        for (const i of shortest) walk.nextCells(String(i));
        const path = walk.connectedPath();
        const truth = {
          kind: 'maze-path',
          source: maze.start,
          target: maze.goal,
          shortest: maze.shortestPathLength,
        } as const;
        expect(scoreMazePath(path, truth, mazeGraph(maze))).toMatchObject({ correct: true });
        expect(path).toHaveLength(maze.shortestPathLength + 1);
      }
    }
  });

  it('tell walls apart from unknown keys on the stored graph, as on the grid', () => {
    const maze = generateMaze({ width: 10, height: 10, wallRatio: 0.5, minPathLength: 15, seed: 4 });
    const wall = String(maze.walls.indexOf(true));
    for (const cells of [gridCells(maze), graphCells(mazeGraph(maze, { includeWalls: true }))]) {
      expect(() => new MazeWalk(cells).nextCells(wall)).toThrow(/is a wall/);
      expect(() => new MazeWalk(cells).nextCells('100')).toThrow(/not a cell key/);
    }
  });
});
