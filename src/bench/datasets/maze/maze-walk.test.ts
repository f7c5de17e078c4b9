import { describe, expect, it } from 'vitest';
import { isGrrafError } from '../../../errors.js';
import { breadthFirst, generateMaze, type Maze, pathTo } from './maze.js';
import { checkMazePath } from './maze-path.js';
import { MazeWalk } from './maze-walk.js';

/** A 3×2 grid without walls: 0 1 2 / 3 4 5, start 0, goal 2. */
const small: Maze = {
  width: 3,
  height: 2,
  walls: Array(6).fill(false),
  start: 0,
  goal: 2,
  shortestPathLength: 2,
};
const maze = generateMaze({ width: 10, height: 10, wallRatio: 0.5, minPathLength: 15, seed: 21 });
const shortest = pathTo(breadthFirst(maze, maze.start).parent, maze.goal);

function errorOf(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
}

describe('get_possible_next_cells', () => {
  it('marks the cell and lists its open neighbors up, down, left, right with their distance to the goal', () => {
    const walk = new MazeWalk(small);
    expect(walk.nextCells('4')).toEqual([
      { key: '1', euclidean_distance: 1, marked: false, mark_order: -1 },
      { key: '3', euclidean_distance: Math.hypot(1, 2), marked: false, mark_order: -1 },
      { key: '5', euclidean_distance: 1, marked: false, mark_order: -1 },
    ]);
    expect(walk.cell(4)).toMatchObject({ marked: true, mark_order: 1 });
    expect(walk.nextCells(1).find((c) => c.key === '4')).toMatchObject({ marked: true, mark_order: 1 });
    expect(walk.nextCells(1, { unvisitedOnly: true }).map((c) => c.key)).toEqual(['0', '2']);
  });

  it('keeps the rank of a first visit when a cell is explored again', () => {
    const walk = new MazeWalk(small);
    for (const k of ['0', '1', '0', '2']) walk.nextCells(k);
    expect(walk.visited().map((c) => [c.key, c.mark_order])).toEqual([
      ['0', 1],
      ['1', 2],
      ['2', 3],
    ]);
  });

  it('refuses walls and keys that name no cell with errors meant for the agent', () => {
    const walk = new MazeWalk(maze);
    const wall = maze.walls.indexOf(true);
    for (const bad of [String(wall), '100', 'x', -1]) {
      const err = errorOf(() => walk.nextCells(bad));
      expect(isGrrafError(err, 'validation')).toBe(true);
      expect((err as { recoverable: boolean }).recoverable).toBe(true);
    }
    expect(walk.visited()).toEqual([]);
  });
});

describe('get_connected_path', () => {
  it('uses visited cells only, even when unvisited cells give a shorter way', () => {
    const walk = new MazeWalk(small);
    for (const k of ['0', '3', '4', '5', '2']) walk.nextCells(k);
    expect(walk.connectedPath()).toEqual(['0', '3', '4', '5', '2']);
  });

  it('drops detours among the visited cells', () => {
    const walk = new MazeWalk(small);
    for (const k of ['0', '3', '4', '1', '2']) walk.nextCells(k);
    expect(walk.connectedPath()).toEqual(['0', '1', '2']);
  });

  it('returns a valid shortest path once an agent has walked one', () => {
    const walk = new MazeWalk(maze);
    for (const i of shortest) walk.nextCells(String(i));
    const path = walk.connectedPath();
    expect(checkMazePath(maze, path)).toEqual({ valid: true, steps: maze.shortestPathLength });
  });

  it('says so when nothing is visited or the visits do not connect', () => {
    const walk = new MazeWalk(small);
    expect((errorOf(() => walk.connectedPath()) as Error).message).toMatch(/no cell has been visited/);
    walk.nextCells('0');
    expect(walk.connectedPath()).toEqual(['0']);
    walk.nextCells('2');
    const err = errorOf(() => walk.connectedPath());
    expect(isGrrafError(err, 'validation')).toBe(true);
    expect((err as Error).message).toMatch(/do not connect cell 0 to cell 2/);
  });
});
