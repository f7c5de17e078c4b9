import { describe, expect, it } from 'vitest';
import { isGrrafError } from '../../errors.js';
import { graphCells } from './maze-graph-cells.js';
import { gridCells, type Maze, type MazeCells } from './maze-grid.js';
import { MazeWalk } from './maze-walk.js';
import { CORRIDOR, CORRIDOR_PATH, drawnMaze, drawnMazeGraph } from './test-support.js';

/** A 3×2 grid without walls: 0 1 2 / 3 4 5, start 0, goal 2. */
const small: Maze = drawnMaze(['S.G', '...']);
const corridor = drawnMaze(CORRIDOR);

function errorOf(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
}

/** True when each step of `path` moves between open cells sharing a side (checked on the drawing). */
function movesOnly(maze: Maze, path: string[]): boolean {
  return path.every((k, i) => {
    const a = Number(k);
    if (maze.walls[a]) return false;
    if (i === 0) return true;
    const b = Number(path[i - 1]);
    const dr = Math.abs(Math.floor(a / maze.width) - Math.floor(b / maze.width));
    const dc = Math.abs((a % maze.width) - (b % maze.width));
    return dr + dc === 1;
  });
}

// Every behavior holds on a grid and on the same maze stored as a graph.
describe.each([
  ['a grid', (m: Maze): MazeCells => gridCells(m)],
  ['a graph', (m: Maze): MazeCells => graphCells(drawnMazeGraph(m))],
])('the maze walk on %s', (_, cellsOf) => {
  it('marks the cell and lists its open neighbors with their distance to the goal', () => {
    const walk = new MazeWalk(cellsOf(small));
    const sorted = (cells: { key: string }[]) => [...cells].sort((a, b) => a.key.localeCompare(b.key));
    expect(sorted(walk.nextCells('4'))).toEqual([
      { key: '1', euclidean_distance: 1, marked: false, mark_order: -1 },
      { key: '3', euclidean_distance: Math.hypot(1, 2), marked: false, mark_order: -1 },
      { key: '5', euclidean_distance: 1, marked: false, mark_order: -1 },
    ]);
    expect(walk.cell(4)).toMatchObject({ marked: true, mark_order: 1 });
    expect(walk.nextCells(1).find((c) => c.key === '4')).toMatchObject({ marked: true, mark_order: 1 });
    expect(
      walk
        .nextCells(1, { unvisitedOnly: true })
        .map((c) => c.key)
        .sort(),
    ).toEqual(['0', '2']);
  });

  it('keeps the rank of a first visit when a cell is explored again', () => {
    const walk = new MazeWalk(cellsOf(small));
    for (const k of ['0', '1', '0', '2']) walk.nextCells(k);
    expect(walk.visited().map((c) => [c.key, c.mark_order])).toEqual([
      ['0', 1],
      ['1', 2],
      ['2', 3],
    ]);
  });

  it('refuses walls and keys that name no cell with errors meant for the agent', () => {
    const walk = new MazeWalk(cellsOf(corridor));
    for (const bad of ['3', '25', 'x', -1, null]) {
      const err = errorOf(() => walk.nextCells(bad));
      expect(isGrrafError(err, 'validation')).toBe(true);
      expect((err as { recoverable: boolean }).recoverable).toBe(true);
    }
    expect((errorOf(() => walk.nextCells('3')) as Error).message).toMatch(/cell 3 is a wall/);
    expect((errorOf(() => walk.nextCells('x')) as Error).message).toMatch(/not a cell key: keys are/);
    expect(walk.visited()).toEqual([]);
  });

  it('connects visited cells only, even when unvisited cells give a shorter way', () => {
    const walk = new MazeWalk(cellsOf(small));
    for (const k of ['0', '3', '4', '5', '2']) walk.nextCells(k);
    expect(walk.connectedPath()).toEqual(['0', '3', '4', '5', '2']);
  });

  it('drops detours among the visited cells', () => {
    const walk = new MazeWalk(cellsOf(small));
    for (const k of ['0', '3', '4', '1', '2']) walk.nextCells(k);
    expect(walk.connectedPath()).toEqual(['0', '1', '2']);
  });

  it('returns the valid path an agent walked, dead ends left out', () => {
    const walk = new MazeWalk(cellsOf(corridor));
    const deadEnd = ['13', '14', '9', '4'];
    for (const k of ['0', '1', '2', '7', '12', ...deadEnd, '11', '10', '15', '20', '21', '22', '23', '24'])
      walk.nextCells(k);
    const path = walk.connectedPath();
    expect(path).toEqual(CORRIDOR_PATH);
    expect(movesOnly(corridor, path)).toBe(true);
  });

  it('says so when nothing is visited or the visits do not connect', () => {
    const walk = new MazeWalk(cellsOf(small));
    expect((errorOf(() => walk.connectedPath()) as Error).message).toMatch(/no cell has been visited/);
    walk.nextCells('0');
    expect(walk.connectedPath()).toEqual(['0']);
    walk.nextCells('2');
    const err = errorOf(() => walk.connectedPath());
    expect(isGrrafError(err, 'validation')).toBe(true);
    expect((err as Error).message).toMatch(/do not connect cell 0 to cell 2/);
  });
});

describe('a maze stored as a graph', () => {
  it('names cells by key or id and leaves out a distance the graph does not give', () => {
    const graph = drawnMazeGraph(small);
    for (const n of graph.nodes) delete (n.properties as Record<string, unknown>).euclidean_distance;
    const walk = new MazeWalk(graphCells(graph));
    expect(
      walk
        .nextCells(0)
        .map((c) => c.key)
        .sort(),
    ).toEqual(['1', '3']);
    expect(walk.cell('0')).toEqual({ key: '0', marked: true, mark_order: 1 });
  });
});
