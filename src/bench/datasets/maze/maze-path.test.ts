import { describe, expect, it } from 'vitest';
import { breadthFirst, generateMaze, pathTo } from './maze.js';
import { checkMazePath } from './maze-path.js';

const maze = generateMaze({ width: 10, height: 10, wallRatio: 0.5, minPathLength: 15, seed: 21 });
const shortest = pathTo(breadthFirst(maze, maze.start).parent, maze.goal);

describe('maze path check', () => {
  it('accepts any valid walk from start to goal, keys as text or numbers', () => {
    expect(checkMazePath(maze, shortest.map(String))).toEqual({ valid: true, steps: shortest.length - 1 });
    const detour = [shortest[0]!, shortest[1]!, shortest[0]!, ...shortest.slice(1)];
    expect(checkMazePath(maze, detour).valid).toBe(true);
  });

  it('names the first problem: wrong ends, jumps, walls, unknown keys', () => {
    const jump = [...shortest];
    jump.splice(2, 1);
    expect(checkMazePath(maze, jump)).toMatchObject({
      valid: false,
      problem: expect.stringMatching(/^step 2: .* not a move/),
    });
    expect(checkMazePath(maze, shortest.slice(1))).toMatchObject({
      problem: expect.stringMatching(/not at the start/),
    });
    expect(checkMazePath(maze, shortest.slice(0, -1))).toMatchObject({
      problem: expect.stringMatching(/not at the goal/),
    });
    const wall = maze.walls.indexOf(true);
    expect(checkMazePath(maze, [maze.start, wall, maze.goal])).toMatchObject({
      problem: expect.stringMatching(/is a wall/),
    });
    expect(checkMazePath(maze, [maze.start, '4a', maze.goal])).toMatchObject({
      problem: expect.stringMatching(/not a cell key/),
    });
    expect(checkMazePath(maze, [])).toMatchObject({ valid: false });
  });
});
